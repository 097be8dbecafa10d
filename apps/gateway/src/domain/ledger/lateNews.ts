// Late news moved into money, by rule. A provider may contradict an outcome the ledger already
// recorded: a payout returned after it was settled, a collection approved after it was failed, a
// payout completed after it was reversed. Statuses only move forward (the ledger's trigger), so
// the recorded movement is left as it was and a linked correcting movement is written beside it,
// keyed by the original's id in the system namespace (`LATE-REV-…`, `LATE-CR-…`, `LATE-LOSS-…`):
// the primary key makes each correction happen once, however often the news repeats and however
// many instances receive it at once.
import { createHash } from 'node:crypto';

import type { Queryable } from '../../db/database';

import { lockCustomerAccounts, SYSTEM_ACCOUNTS } from './accounts';
import { finished, type LedgerContext } from './context';
import { post } from './posting';
import { findTransaction, type TransactionRow } from './transactions';

/** What a late reversal's row says in source_system: the notice and the statement tell it apart. */
export const LATE_REVERSAL_SOURCE = 'LATE REVERSAL';

/** The correcting movement's id: the original's, prefixed (hashed when it would not fit 64 characters). */
export function correctionId(prefix: 'LATE-REV' | 'LATE-CR' | 'LATE-LOSS', transactionId: string): string {
  const id = `${prefix}-${transactionId}`;
  if (id.length <= 64) return id;
  return `${prefix}-${createHash('sha256').update(transactionId).digest('hex').slice(0, 48)}`;
}

function settlementOf(row: TransactionRow): string {
  if (row.transaction_type === 'BILL_PAYMENT') return SYSTEM_ACCOUNTS.billerSettlement;
  return row.transaction_type === 'BANK_TRANSFER'
    ? SYSTEM_ACCOUNTS.bankClearing
    : SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN');
}

/** Inserts the correcting row; false when it exists already (the correction was made). */
async function insertCorrection(
  tx: Queryable,
  row: Omit<
    TransactionRow,
    | 'requester'
    | 'client_transaction_id'
    | 'request_hash'
    | 'counterparty_account_number'
    | 'external_reference'
    | 'first_response'
    | 'updated_at'
    | 'created_at'
  >,
  at: Date,
): Promise<TransactionRow | null> {
  const [inserted] = await tx.query<TransactionRow>(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, network, failure_reason, created_at, updated_at)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING *`,
    [
      row.transaction_id,
      row.customer_number,
      row.account_number,
      row.transaction_type,
      row.direction,
      row.status,
      row.amount,
      row.fee_amount,
      row.elevy_amount,
      row.narration,
      row.source_system,
      row.destination_account_number,
      row.destination_sort_code,
      row.destination_name,
      row.network,
      row.failure_reason,
      at.toISOString(),
    ],
  );
  return inserted ?? null;
}

/**
 * A payout settled SUCCESSFUL that the provider now reports returned: what the customer paid
 * (amount, fee and levy) goes back to their account, as a CREDIT movement `LATE-REV-<id>`
 * (settlement, fee income and levy payable give back what the settlement gave them), and the
 * customer is told. True when written now; false when it was already, or the payout is not settled.
 */
export async function reverseSettledPayout(
  ctx: LedgerContext,
  transactionId: string,
  reason: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'DEBIT' || row.status !== 'SUCCESSFUL') return false;
    const now = ctx.deps.now();
    const amount = Number(row.amount);
    const fee = Number(row.fee_amount);
    const levy = Number(row.elevy_amount);
    await lockCustomerAccounts(tx, [row.account_number]);
    const correction = await insertCorrection(
      tx,
      {
        ...row,
        transaction_id: correctionId('LATE-REV', transactionId),
        direction: 'CREDIT',
        status: 'SUCCESSFUL',
        amount: amount + fee + levy,
        fee_amount: 0,
        elevy_amount: 0,
        narration: `Returned after it was completed: ${row.narration}`.slice(0, 200),
        source_system: LATE_REVERSAL_SOURCE,
        failure_reason: reason,
      },
      now,
    );
    if (!correction) return false;
    await post(tx, {
      transactionId: correction.transaction_id,
      kind: 'CREDIT',
      effectiveAt: now,
      lines: [
        { accountNumber: settlementOf(row), amount: -amount },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: -fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: -levy },
        { accountNumber: row.account_number, amount: amount + fee + levy },
      ],
    });
    await finished(ctx, tx, correction);
    return true;
  });
}

/**
 * A collection marked FAILED that the network now reports approved: the money arrived, so it is
 * credited (net of fee and levy, as an approval would have) as `LATE-CR-<id>`, and the customer is
 * told. Not when the account has closed meanwhile: that stays on the operator report for a person.
 */
export async function creditFailedCollection(ctx: LedgerContext, transactionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'CREDIT' || row.status !== 'FAILED') return false;
    const locked = await lockCustomerAccounts(tx, [row.account_number]);
    if (locked.get(row.account_number)?.status !== 'ACTIVE') return false;
    const now = ctx.deps.now();
    const amount = Number(row.amount);
    const fee = Number(row.fee_amount);
    const levy = Number(row.elevy_amount);
    const correction = await insertCorrection(
      tx,
      {
        ...row,
        transaction_id: correctionId('LATE-CR', transactionId),
        status: 'SUCCESSFUL',
        narration: `Approved after it was marked failed: ${row.narration}`.slice(0, 200),
        failure_reason: null,
      },
      now,
    );
    if (!correction) return false;
    await post(tx, {
      transactionId: correction.transaction_id,
      kind: 'CREDIT',
      effectiveAt: now,
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN'), amount: -amount },
        { accountNumber: row.account_number, amount: amount - fee - levy },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: levy },
      ],
    });
    await finished(ctx, tx, correction);
    return true;
  });
}

/**
 * A payout reversed to the customer that the provider now reports completed: the money went out
 * and came back. The customer is not debited again without a person deciding; the amount is
 * booked from the losses account to the settlement account (as a settlement would have) as
 * `LATE-LOSS-<id>`, a movement of the losses account that no customer's statement shows.
 */
export async function recordPaidAfterReversal(ctx: LedgerContext, transactionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'DEBIT' || row.status !== 'REVERSED') return false;
    const now = ctx.deps.now();
    const amount = Number(row.amount);
    const correction = await insertCorrection(
      tx,
      {
        ...row,
        transaction_id: correctionId('LATE-LOSS', transactionId),
        customer_number: null,
        account_number: SYSTEM_ACCOUNTS.lateLosses,
        status: 'SUCCESSFUL',
        fee_amount: 0,
        elevy_amount: 0,
        narration:
          `Completed after it was reversed (payout ${transactionId}, customer ${row.customer_number ?? ''})`.slice(
            0,
            200,
          ),
        failure_reason: null,
      },
      now,
    );
    if (!correction) return false;
    await post(tx, {
      transactionId: correction.transaction_id,
      kind: 'SETTLE',
      effectiveAt: now,
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.lateLosses, amount: -amount },
        { accountNumber: settlementOf(row), amount },
      ],
    });
    return true;
  });
}
