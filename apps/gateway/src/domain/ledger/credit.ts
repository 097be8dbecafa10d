// Credits from a system account (interest expense, prize expense) to a customer: a system
// movement, keyed by the job's own id in the namespace no request reaches, written once however
// often the job runs.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

import { lockCustomerAccounts } from './accounts';
import { write } from './movement';

export interface SystemCredit {
  /** The job's id for this credit (`INT-…`, `prize-…`): a second run with it writes nothing. */
  transactionId: string;
  customerNumber: string;
  accountNumber: string;
  type: 'INTEREST' | 'PRIZE';
  /** The system account the money comes from. */
  from: string;
  amount: Pesewas;
  narration: string;
  sourceSystem: string;
  at: Date;
}

/** Inside the caller's transaction; true when written, false when this credit already was. */
export async function creditFromSystem(tx: Queryable, credit: SystemCredit): Promise<boolean> {
  // The one path's lock and write (movement.ts): a system credit counts against no limit and is
  // keyed by the job's id, so a second run finds the key taken and writes nothing.
  await lockCustomerAccounts(tx, [credit.accountNumber]);
  return write(tx, {
    row: {
      transactionId: credit.transactionId,
      requester: null,
      clientTransactionId: null,
      hash: credit.transactionId,
      customerNumber: credit.customerNumber,
      accountNumber: credit.accountNumber,
      type: credit.type,
      direction: 'CREDIT',
      status: 'SUCCESSFUL',
      amount: credit.amount,
      narration: credit.narration,
      sourceSystem: credit.sourceSystem,
      at: credit.at,
    },
    posting: {
      kind: 'CREDIT',
      lines: [
        { accountNumber: credit.accountNumber, amount: credit.amount },
        { accountNumber: credit.from, amount: -credit.amount },
      ],
    },
  });
}
