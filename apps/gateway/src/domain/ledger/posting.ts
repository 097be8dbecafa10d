// Writes one balanced journal entry. The database refuses an unbalanced posting at commit and a
// customer balance below zero at once; this module checks first so the fault is named clearly.
// An internal transfer's lines are balanced here too (balancedLines) and written by its database
// call (internalTransfer.ts, migration 0950).
import { assertPesewas, type Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

export type PostingKind = 'CREDIT' | 'RESERVE' | 'SETTLE' | 'REVERSE' | 'TRANSFER';

export interface PostingLine {
  accountNumber: string;
  /** Signed pesewas, credit-positive: + raises a customer's balance, − lowers it. */
  amount: Pesewas;
}

/** Merges lines per account and drops zero lines; throws when the posting would not balance. */
export function balancedLines(lines: readonly PostingLine[]): PostingLine[] {
  const byAccount = new Map<string, number>();
  let total = 0;
  for (const line of lines) {
    assertPesewas(line.amount, `amount for ${line.accountNumber}`);
    byAccount.set(line.accountNumber, (byAccount.get(line.accountNumber) ?? 0) + line.amount);
    total += line.amount;
  }
  if (total !== 0) throw new Error(`posting does not balance: off by ${total} pesewas`);
  const merged = [...byAccount]
    .filter(([, amount]) => amount !== 0)
    .map(([accountNumber, amount]) => ({ accountNumber, amount }));
  if (merged.length < 2) throw new Error('a posting moves money between at least two accounts');
  return merged;
}

/**
 * The posting as two common table expressions of one statement: `posting` inserts the posting of
 * the transaction the CTE named `source` returns (none when it returns no row), `entries` its
 * lines. Parameters from $`first`: the effective time, the accounts, the signed amounts
 * (`postingParams`). One statement, so one round trip to the database however many lines.
 */
export function postingCtes(source: string, kind: PostingKind, first: number): string {
  return `posting AS (
      INSERT INTO ledger_postings (transaction_id, kind, effective_at)
      SELECT transaction_id, '${kind}', $${first}::timestamptz FROM ${source} RETURNING posting_id),
    entries AS (
      INSERT INTO ledger_entries (posting_id, account_number, amount)
      SELECT posting.posting_id, l.account_number, l.amount
        FROM posting, unnest($${first + 1}::text[], $${first + 2}::bigint[]) AS l(account_number, amount))`;
}

/** The parameters `postingCtes` reads: checked to balance first (throws when they do not). */
export function postingParams(effectiveAt: Date, lines: readonly PostingLine[]): unknown[] {
  const merged = balancedLines(lines);
  return [effectiveAt.toISOString(), merged.map((l) => l.accountNumber), merged.map((l) => String(l.amount))];
}

export async function post(
  tx: Queryable,
  input: {
    transactionId: string | null;
    kind: PostingKind;
    effectiveAt: Date;
    lines: readonly PostingLine[];
  },
): Promise<number> {
  const params = postingParams(input.effectiveAt, input.lines);
  const [posting] = await tx.query<{ posting_id: number }>(
    `WITH source AS (SELECT $1::text AS transaction_id), ${postingCtes('source', input.kind, 2)}
     SELECT posting_id FROM posting`,
    [input.transactionId, ...params],
  );
  if (!posting) throw new Error('posting was not created');
  return posting.posting_id;
}
