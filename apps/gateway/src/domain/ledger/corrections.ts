// A correcting movement beside one the ledger already recorded. Statuses only move forward (the
// ledger's trigger), so when news or a person's decision contradicts a recorded outcome the
// original is left as it was and a linked movement is written next to it, keyed by the original's
// id in the system namespace (`LATE-REV-…`, `LATE-CR-…`, `LATE-LOSS-…`, `OPS-CR-…`): the primary
// key makes each correction happen once, however often the news repeats and however many
// instances (or operators) act on it at once. Late news (lateNews.ts) and operator decisions
// (../outbox/decisions.ts through inflight.ts) both write through `writeCorrection`.
import { createHash } from 'node:crypto';

import type { Queryable } from '../../db/database';

import { SYSTEM_ACCOUNTS } from './accounts';
import { finished, type LedgerContext } from './context';
import { post, type PostingKind, type PostingLine } from './posting';
import type { TransactionRow } from './transactions';

export type CorrectionPrefix = 'LATE-REV' | 'LATE-CR' | 'LATE-LOSS' | 'OPS-CR';

/** The correcting movement's id: the original's, prefixed (hashed when it would not fit 64 characters). */
export function correctionId(prefix: CorrectionPrefix, transactionId: string): string {
  const id = `${prefix}-${transactionId}`;
  if (id.length <= 64) return id;
  return `${prefix}-${createHash('sha256').update(transactionId).digest('hex').slice(0, 48)}`;
}

/** Where a settled movement's money went outside: the network's, the bank's or the billers' account. */
export function settlementOf(row: TransactionRow): string {
  if (row.transaction_type === 'BANK_TRANSFER') return SYSTEM_ACCOUNTS.bankClearing;
  if (row.transaction_type === 'BILL_PAYMENT') return SYSTEM_ACCOUNTS.billerSettlement;
  return SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN');
}

/** The fields of the correcting row that differ from the original's. */
export type CorrectionFields = Partial<
  Pick<
    TransactionRow,
    | 'customer_number'
    | 'account_number'
    | 'direction'
    | 'status'
    | 'amount'
    | 'fee_amount'
    | 'elevy_amount'
    | 'narration'
    | 'source_system'
    | 'failure_reason'
  >
>;

/**
 * Writes the correcting movement of `original` inside the caller's transaction (which holds the
 * locks it needs): its row, keyed `<prefix>-<original id>`, and its balanced posting; the
 * customer is told (the ledger's onFinished hook) when `tell`. Null, and nothing posted, when
 * the correction exists already.
 */
export async function writeCorrection(
  ctx: LedgerContext,
  tx: Queryable,
  original: TransactionRow,
  correction: {
    prefix: CorrectionPrefix;
    fields: CorrectionFields;
    kind: PostingKind;
    lines: PostingLine[];
    at: Date;
    tell: boolean;
  },
): Promise<TransactionRow | null> {
  const row = { ...original, ...correction.fields };
  const id = correctionId(correction.prefix, original.transaction_id);
  const [inserted] = await tx.query<TransactionRow>(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, network, failure_reason, created_at, updated_at)
     VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING *`,
    [
      id,
      row.customer_number,
      row.account_number,
      row.transaction_type,
      row.direction,
      row.status,
      row.amount,
      row.fee_amount,
      row.elevy_amount,
      row.narration.slice(0, 200),
      row.source_system,
      row.destination_account_number,
      row.destination_sort_code,
      row.destination_name,
      row.network,
      row.failure_reason,
      correction.at.toISOString(),
    ],
  );
  if (!inserted) return null;
  await post(tx, {
    transactionId: inserted.transaction_id,
    kind: correction.kind,
    effectiveAt: correction.at,
    lines: correction.lines,
  });
  if (correction.tell) await finished(ctx, tx, inserted);
  return inserted;
}
