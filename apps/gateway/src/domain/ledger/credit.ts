// Credits from a system account (interest expense, prize expense) to a customer: a system
// movement, keyed by the job's own id in the namespace no request reaches, written once however
// often the job runs.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

import { lockCustomerAccounts } from './accounts';
import { post } from './posting';

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
  await lockCustomerAccounts(tx, [credit.accountNumber]);
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, narration, source_system, created_at, updated_at)
     VALUES ($1, $1, $2, $3, $4, 'CREDIT', 'SUCCESSFUL', $5, $6, $7, $8, $8)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`,
    [
      credit.transactionId,
      credit.customerNumber,
      credit.accountNumber,
      credit.type,
      credit.amount,
      credit.narration,
      credit.sourceSystem,
      credit.at.toISOString(),
    ],
  );
  if (inserted.length === 0) return false;
  await post(tx, {
    transactionId: credit.transactionId,
    kind: 'CREDIT',
    effectiveAt: credit.at,
    lines: [
      { accountNumber: credit.accountNumber, amount: credit.amount },
      { accountNumber: credit.from, amount: -credit.amount },
    ],
  });
  return true;
}
