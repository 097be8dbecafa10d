// Month by month, what came into an account, what went out and what it held at each month's end:
// read from the postings (the ledger's own record of money moving), so the figures add up to the
// balance by construction: opening + in - out = closing, every month.
import { formatAmount, type Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';

export interface MonthTotals {
  /** YYYY-MM, a calendar month in UTC (Ghana's time). */
  month: string;
  moneyIn: string;
  moneyOut: string;
  closingBalance: string;
}

export interface MonthlyTotals {
  openingBalance: string;
  months: MonthTotals[];
}

export const DEFAULT_MONTHS = 6;
export const MAX_MONTHS = 24;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * The last `count` months of `accountNumber` up to the month of `now`, oldest first, leaving out the
 * months before its first movement. The caller checks the account is the customer's.
 */
export async function readMonthlyTotals(
  q: Queryable,
  accountNumber: string,
  count: number | undefined,
  now: Date,
): Promise<MonthlyTotals> {
  const months = count ?? DEFAULT_MONTHS;
  if (!Number.isInteger(months) || months < 1 || months > MAX_MONTHS) {
    throw new DomainError('INVALID', `months must be a whole number from 1 to ${MAX_MONTHS}.`);
  }
  const [account] = await q.query<{ first: Date | string | null }>(
    `SELECT (SELECT min(p.effective_at) FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
              WHERE e.account_number = a.account_number) AS first
       FROM ledger_accounts a WHERE a.account_number = $1`,
    [accountNumber],
  );
  if (!account) throw new DomainError('NOT_FOUND', 'We could not find that account.');
  let start = monthStart(now.getUTCFullYear(), now.getUTCMonth() - (months - 1));
  // Months before the account's first movement say nothing: they are left out.
  const first = account.first === null ? now : new Date(account.first);
  const firstMonth = monthStart(first.getUTCFullYear(), first.getUTCMonth());
  if (firstMonth > start)
    start = firstMonth > now ? monthStart(now.getUTCFullYear(), now.getUTCMonth()) : firstMonth;
  const end = monthStart(now.getUTCFullYear(), now.getUTCMonth() + 1);

  const [before] = await q.query<{ balance: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS balance
       FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
      WHERE e.account_number = $1 AND p.effective_at < $2`,
    [accountNumber, start.toISOString()],
  );
  const rows = await q.query<{ month: string; money_in: number; money_out: number }>(
    `SELECT to_char(date_trunc('month', p.effective_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
            coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::bigint AS money_in,
            coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)::bigint AS money_out
       FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
      WHERE e.account_number = $1 AND p.effective_at >= $2 AND p.effective_at < $3
      GROUP BY 1`,
    [accountNumber, start.toISOString(), end.toISOString()],
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const opening: Pesewas = Number(before?.balance ?? 0);
  let balance = opening;
  const answer: MonthTotals[] = [];
  for (let at = start; at < end; at = monthStart(at.getUTCFullYear(), at.getUTCMonth() + 1)) {
    const month = monthOf(at);
    const row = byMonth.get(month);
    const moneyIn = Number(row?.money_in ?? 0);
    const moneyOut = Number(row?.money_out ?? 0);
    balance += moneyIn - moneyOut;
    answer.push({
      month,
      moneyIn: formatAmount(moneyIn),
      moneyOut: formatAmount(moneyOut),
      closingBalance: formatAmount(balance),
    });
  }
  return { openingBalance: formatAmount(opening), months: answer };
}
