// The interest jobs: every finished day is accrued and every finished month credited by the
// ledger (domain/ledger/interest.ts), on a timer in-process; each pass is idempotent.
import type { Database } from '../db/database';
import {
  accrueInterest,
  creditInterest,
  dayKey,
  daysBetween,
  lastAccruedDay,
  monthKey,
  previousMonth,
} from '../domain/ledger/index';

const DAY_MS = 86_400_000;

export interface InterestRun {
  accruedDays: string[];
  accruals: number;
  creditedMonth: string;
  credits: number;
}

/**
 * What a scheduler calls (hourly, say): accrues every finished day not yet accrued (at most the
 * last `catchUpDays`), then credits the previous month. Safe to run any number of times.
 */
export async function runInterestJobs(
  db: Database,
  input: { now: Date; annualRateBps: number; catchUpDays?: number },
): Promise<InterestRun> {
  const yesterday = dayKey(new Date(input.now.getTime() - DAY_MS));
  const first = dayKey(new Date(input.now.getTime() - (input.catchUpDays ?? 35) * DAY_MS));
  const last = await lastAccruedDay(db);
  const start = last && last >= first ? dayKey(new Date(Date.parse(`${last}T00:00:00Z`) + DAY_MS)) : first;
  const days = start <= yesterday ? daysBetween(start, yesterday) : [];
  let accruals = 0;
  for (const day of days) accruals += await accrueInterest(db, { day, annualRateBps: input.annualRateBps });
  const creditedMonth = previousMonth(monthKey(input.now));
  const credits = await creditInterest(db, { month: creditedMonth, at: input.now });
  return { accruedDays: days, accruals, creditedMonth, credits };
}

/** The SAVE & WIN savings rate unless configured otherwise: 10% a year. */
export const DEFAULT_ANNUAL_INTEREST_BPS = 1_000;

export interface LedgerJobs {
  /** One pass: interest accrual and credit, then collections whose prompt expired are failed. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a pass in progress (call before closing the database). */
  stop(): Promise<void>;
}

/**
 * Runs the ledger's periodic work in-process on a timer (first pass at once). Passes never
 * overlap; a failing pass is reported and the next one tries again. Every pass is idempotent.
 */
export function startLedgerJobs(input: {
  db: Database;
  now(): Date;
  ledger: { expireCollections(): Promise<number> };
  annualRateBps?: number;
  intervalMs?: number;
  onError?(error: unknown): void;
}): LedgerJobs {
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      try {
        await runInterestJobs(input.db, {
          now: input.now(),
          annualRateBps: input.annualRateBps ?? DEFAULT_ANNUAL_INTEREST_BPS,
        });
        await input.ledger.expireCollections();
      } catch (error) {
        input.onError?.(error);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), input.intervalMs ?? 60_000);
  timer.unref();
  void runOnce();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
