// Interest: accrued daily on each customer account's end-of-day balance at a configured annual
// rate (in micro-pesewas, so small balances still earn), credited monthly as an INTEREST
// transaction from the interest-expense account. Both are keyed by their period (the day; the
// account and month in the transaction id), so running twice, or catching up after downtime,
// never pays twice. jobs/interest.ts decides when they run.
//
// Rounding: accruals are kept exact (micro-pesewas, each day's rounded down to the micro-pesewa);
// a sum of accruals becomes pesewas only by @savewin/core's interestPesewas, half up to the pesewa,
// once per credit: the monthly credit here, a goal's credit at maturity or on closing
// (ledger/goals.ts). Every figure shown as earned and not yet credited (an account's
// accruedInterest, a goal's earnings, the interest a break forfeits) is that same call on the same
// sum, so what a customer is shown is what they are paid.
import { interestPesewas } from '@savewin/core';

import type { Database } from '../../db/database';

import { SYSTEM_ACCOUNTS } from './accounts';
import { creditFromSystem } from './credit';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in Ghana (UTC). */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 'YYYY-MM' of an instant in Ghana (UTC). */
export function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

export function isDayKey(key: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(key) &&
    !Number.isNaN(Date.parse(`${key}T00:00:00Z`)) &&
    dayKey(new Date(`${key}T00:00:00Z`)) === key
  );
}

export function isMonthKey(key: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(key);
}

/** The month before a month key: '2026-01' → '2025-12'. */
export function previousMonth(key: string): string {
  if (!isMonthKey(key)) throw new RangeError(`not a month key: ${key}`);
  const [y, m] = key.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(y, m - 2, 1)));
}

/** Day keys from `from` to `to` inclusive (empty when from > to). */
export function daysBetween(from: string, to: string): string[] {
  if (!isDayKey(from) || !isDayKey(to)) throw new RangeError(`not day keys: ${from}, ${to}`);
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(dayKey(new Date(t)));
  return days;
}

/** A day's interest in micro-pesewas: balance × rate / 365, rounded down. */
export function dailyInterestMicro(balance: number, annualRateBps: number): number {
  if (balance <= 0) return 0;
  return Number((BigInt(balance) * BigInt(annualRateBps) * 100n) / 365n);
}

/** The transaction id of an account's interest credit for a month (the idempotency key). */
export function interestTransactionId(accountNumber: string, month: string): string {
  return `INT-${month}-${accountNumber}`;
}

/**
 * Records a day's accrual for every customer account with a positive end-of-day balance (the sum
 * of entries effective before the next day). Returns how many accruals were new.
 */
export async function accrueInterest(
  db: Database,
  input: {
    day: string;
    annualRateBps: number;
    /** One account only (the sandbox's accrual). */ accountNumber?: string;
  },
): Promise<number> {
  if (!isDayKey(input.day)) throw new RangeError(`not a day key: ${input.day}`);
  if (!Number.isInteger(input.annualRateBps) || input.annualRateBps < 0) {
    throw new RangeError(`not an annual rate in basis points: ${input.annualRateBps}`);
  }
  const end = new Date(Date.parse(`${input.day}T00:00:00Z`) + DAY_MS).toISOString();
  const rows = await db.query<{ account_number: string }>(
    `INSERT INTO ledger_interest_accruals (account_number, day, balance, annual_rate_bps, micro_pesewas)
     SELECT b.account_number, $1::date, b.balance, $2::int, (b.balance * $2::int * 100) / 365
       FROM (SELECT a.account_number, coalesce(sum(e.amount), 0)::bigint AS balance
               FROM ledger_accounts a
               JOIN ledger_entries e ON e.account_number = a.account_number
               JOIN ledger_postings p ON p.posting_id = e.posting_id AND p.effective_at < $3
              WHERE a.kind = 'CUSTOMER' AND a.status = 'ACTIVE' AND ($4::text IS NULL OR a.account_number = $4)
              GROUP BY a.account_number) b
      WHERE b.balance > 0
     ON CONFLICT (account_number, day) DO NOTHING
     RETURNING account_number`,
    [input.day, input.annualRateBps, end, input.accountNumber ?? null],
  );
  return rows.length;
}

/**
 * Credits each account's accruals of a finished month as one INTEREST transaction (interestPesewas
 * of their sum) and marks them credited, in one database transaction per account.
 */
export async function creditInterest(db: Database, input: { month: string; at: Date }): Promise<number> {
  if (!isMonthKey(input.month)) throw new RangeError(`not a month key: ${input.month}`);
  const [y, m] = input.month.split('-').map(Number) as [number, number];
  const start = dayKey(new Date(Date.UTC(y, m - 1, 1)));
  const end = dayKey(new Date(Date.UTC(y, m, 1)));
  const due = await db.query<{ account_number: string; customer_number: string }>(
    `SELECT DISTINCT i.account_number, a.customer_number
       FROM ledger_interest_accruals i JOIN ledger_accounts a USING (account_number)
      WHERE i.credited_transaction_id IS NULL AND i.day >= $1 AND i.day < $2`,
    [start, end],
  );
  let credited = 0;
  for (const { account_number: accountNumber, customer_number: customerNumber } of due) {
    const transactionId = interestTransactionId(accountNumber, input.month);
    const wrote = await db.transaction(async (tx) => {
      const [sum] = await tx.query<{ micro: number }>(
        `SELECT coalesce(sum(micro_pesewas), 0)::bigint AS micro FROM ledger_interest_accruals
          WHERE account_number = $1 AND credited_transaction_id IS NULL AND day >= $2 AND day < $3`,
        [accountNumber, start, end],
      );
      const pesewas = interestPesewas(Number(sum?.micro ?? 0));
      if (pesewas <= 0) return false;
      const written = await creditFromSystem(tx, {
        transactionId,
        customerNumber,
        accountNumber,
        type: 'INTEREST',
        from: SYSTEM_ACCOUNTS.interestExpense,
        amount: pesewas,
        narration: `Interest for ${input.month}`,
        sourceSystem: 'INTEREST JOB',
        at: input.at,
      });
      if (!written) return false;
      await tx.query(
        `UPDATE ledger_interest_accruals SET credited_transaction_id = $1
          WHERE account_number = $2 AND credited_transaction_id IS NULL AND day >= $3 AND day < $4`,
        [transactionId, accountNumber, start, end],
      );
      return true;
    });
    if (wrote) credited++;
  }
  return credited;
}

/** The last day accrued for any account, or null before the first accrual. */
export async function lastAccruedDay(db: Database): Promise<string | null> {
  const [last] = await db.query<{ day: string | null }>(
    `SELECT max(day)::text AS day FROM ledger_interest_accruals`,
  );
  return last?.day ?? null;
}
