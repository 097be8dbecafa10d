// Other banks, reached through the interbank switch: name enquiry and transfers.
import type { Pesewas } from '@savewin/core';

import type { PayoutOutcome, RemoteStatus } from '../momo/momo';

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
  /** Sends the transfer; the same transactionId again never pays twice. */
  transfer(request: BankTransferRequest): Promise<PayoutOutcome>;
  /** What became of a transfer (reconciliation); without it, the same request is sent again. */
  transferStatus?(request: BankTransferRequest): Promise<RemoteStatus>;
}
