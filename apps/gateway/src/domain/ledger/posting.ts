// Writes one balanced journal entry. The database refuses an unbalanced posting at commit and a
// customer balance below zero at once; this function checks first so the fault is named clearly.
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

export async function post(
  tx: Queryable,
  input: {
    transactionId: string | null;
    kind: PostingKind;
    effectiveAt: Date;
    lines: readonly PostingLine[];
  },
): Promise<number> {
  const lines = balancedLines(input.lines);
  const [posting] = await tx.query<{ posting_id: number }>(
    `INSERT INTO ledger_postings (transaction_id, kind, effective_at) VALUES ($1, $2, $3) RETURNING posting_id`,
    [input.transactionId, input.kind, input.effectiveAt.toISOString()],
  );
  if (!posting) throw new Error('posting was not created');
  await tx.query(
    `INSERT INTO ledger_entries (posting_id, account_number, amount)
     SELECT $1, account_number, amount FROM unnest($2::text[], $3::bigint[]) AS l(account_number, amount)`,
    [posting.posting_id, lines.map((l) => l.accountNumber), lines.map((l) => String(l.amount))],
  );
  return posting.posting_id;
}
