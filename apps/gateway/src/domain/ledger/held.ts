// How a held debit starts and the two ways it ends. A payout or bill payment first moves the customer's money
// (amount + fee + levy) into suspense; when the network, bank or biller answers, the hold is
// either settled (amount to the settlement account, fee and levy to theirs) or reversed (all of
// it back to the customer). Both post and record the final status in the caller's transaction.
import type { Pesewas } from '@savewin/core';

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
export async function settleHeld(
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
export async function reverseHeld(
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

export interface Reservation {
  /** The ledger's own key for the movement (issued by the caller with randomUUID). */
  transactionId: string;
  /** Whose id `clientTransactionId` is: the idempotency key lives in this requester's namespace. */
  requester: string;
  clientTransactionId: string;
  hash: string;
  customerNumber: string;
  accountNumber: string;
  type: 'BILL_PAYMENT';
  amount: Pesewas;
  narration: string;
  sourceSystem: string;
  destinationAccountNumber: string;
  destinationSortCode: string;
  destinationName: string;
  at: Date;
}

/**
 * Records a payout to an outside party as PROCESSING and moves its money to suspense, inside the
 * caller's transaction (which holds the account lock and has checked balance and limits). False
 * when the requester's id was recorded meanwhile (a concurrent copy): nothing is written.
 */
export async function reserve(tx: Queryable, r: Reservation): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, created_at, updated_at, requester, client_transaction_id)
     VALUES ($1, $2, $3, $4, $5, 'DEBIT', 'PROCESSING', $6, 0, 0, $7, $8, $9, $10, $11, $12, $12, $13, $14)
     ON CONFLICT DO NOTHING RETURNING transaction_id`,
    [
      r.transactionId,
      r.hash,
      r.customerNumber,
      r.accountNumber,
      r.type,
      r.amount,
      r.narration,
      r.sourceSystem,
      r.destinationAccountNumber,
      r.destinationSortCode,
      r.destinationName,
      r.at.toISOString(),
      r.requester,
      r.clientTransactionId,
    ],
  );
  if (inserted.length === 0) return false;
  await post(tx, {
    transactionId: r.transactionId,
    kind: 'RESERVE',
    effectiveAt: r.at,
    lines: [
      { accountNumber: r.accountNumber, amount: -r.amount },
      { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: r.amount },
    ],
  });
  return true;
}

/** Keeps the first answer of a request for its replays. */
export async function storeFirstAnswer(q: Queryable, transactionId: string, answer: unknown): Promise<void> {
  await q.query(
    `UPDATE ledger_transactions SET first_response = $2 WHERE transaction_id = $1 AND first_response IS NULL`,
    [transactionId, JSON.stringify(answer)],
  );
}
