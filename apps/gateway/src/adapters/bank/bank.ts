// Other banks, reached through the interbank switch: name enquiry and transfers.
import type { Pesewas } from '@savewin/core';

import type { PayoutOutcome } from '../momo/momo';

export interface BankTransferRequest {
  transactionId: string;
  sortCode: string;
  accountNumber: string;
  amount: Pesewas;
  narration: string;
}

export interface BankAdapter {
  /** The account holder's name, or null when the bank knows no such account. */
  nameEnquiry(sortCode: string, accountNumber: string): Promise<string | null>;
  transfer(request: BankTransferRequest): Promise<PayoutOutcome>;
}
