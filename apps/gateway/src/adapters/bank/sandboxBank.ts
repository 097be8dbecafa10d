// Sandbox interbank switch: deterministic and offline.
//
// Documented test account numbers (the last four digits decide):
//   …0000  unknown account: name enquiry fails
//   …9999  transfers fail (the receiving bank rejects them: the reservation is reversed)
//   …8888  transfers stay pending
//   anything else of 6 to 20 digits: an account whose holder name is derived from bank and number
import { sandboxHolderName } from '../momo/sandboxMomo';

import type { BankAdapter, BankTransferRequest } from './bank';

export function createSandboxBank(): BankAdapter & { readonly sandbox: true } {
  return {
    sandbox: true,
    async nameEnquiry(sortCode: string, accountNumber: string) {
      if (!/^\d{6,20}$/.test(accountNumber) || accountNumber.endsWith('0000')) return null;
      return sandboxHolderName(`${sortCode}:${accountNumber}`);
    },
    async transfer(request: BankTransferRequest) {
      if (request.accountNumber.endsWith('0000')) return { status: 'FAILED', reason: 'Unknown account.' };
      if (request.accountNumber.endsWith('9999'))
        return { status: 'FAILED', reason: 'The receiving bank rejected the transfer.' };
      const reference = `SBX-BANK-${request.transactionId}`;
      if (request.accountNumber.endsWith('8888')) return { status: 'PENDING', reference };
      return {
        status: 'SUCCESSFUL',
        reference,
        reported: {
          transactionId: request.transactionId,
          amount: Number(request.amount),
          currency: 'GHS',
          party: request.accountNumber,
        },
      };
    },
  };
}
