// The two ways a hold ends (TigerBeetle's words: a pending transfer is posted or voided). A payout
// or bill payment is a pending movement: the customer's money (amount + fee + levy) moved into
// suspense by the one path (movement.ts). When the network, bank or biller answers, the hold is
// either posted (amount to the settlement account, fee and levy to theirs; SUCCESSFUL) or voided
// (all of it back to the customer; REVERSED), in the caller's transaction.
import type { Queryable } from '../../db/database';

import { lockCustomerAccounts, SYSTEM_ACCOUNTS } from './accounts';
import { post } from './posting';
import type { TransactionRow } from './transactions';

function heldParts(row: TransactionRow) {
  const amount = Number(row.amount);
  const fee = Number(row.fee_amount);
  const levy = Number(row.elevy_amount);
  return { amount, fee, levy, total: amount + fee + levy };
}

/** Settles a held debit into `settlementAccount` and marks it SUCCESSFUL with the outside reference. */
export async function postPending(
  tx: Queryable,
  row: TransactionRow,
  settlementAccount: string,
  reference: string,
  at: Date,
): Promise<TransactionRow | undefined> {
  const { amount, fee, levy, total } = heldParts(row);
  await post(tx, {
    transactionId: row.transaction_id,
    kind: 'SETTLE',
    effectiveAt: at,
    lines: [
      { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: -total },
      { accountNumber: settlementAccount, amount },
      { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
      { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: levy },
    ],
  });
  const [updated] = await tx.query<TransactionRow>(
    `UPDATE ledger_transactions SET status = 'SUCCESSFUL', external_reference = $2, updated_at = $3
      WHERE transaction_id = $1 RETURNING *`,
    [row.transaction_id, reference, at.toISOString()],
  );
  return updated;
}

/** Returns a held debit (amount, fee and levy) to the customer and marks it REVERSED with the reason. */
export async function voidPending(
  tx: Queryable,
  row: TransactionRow,
  reason: string,
  at: Date,
): Promise<TransactionRow | undefined> {
  const { total } = heldParts(row);
  await lockCustomerAccounts(tx, [row.account_number]);
  await post(tx, {
    transactionId: row.transaction_id,
    kind: 'REVERSE',
    effectiveAt: at,
    lines: [
      { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: -total },
      { accountNumber: row.account_number, amount: total },
    ],
  });
  const [updated] = await tx.query<TransactionRow>(
    `UPDATE ledger_transactions SET status = 'REVERSED', failure_reason = $2, updated_at = $3
      WHERE transaction_id = $1 RETURNING *`,
    [row.transaction_id, reason, at.toISOString()],
  );
  return updated;
}
