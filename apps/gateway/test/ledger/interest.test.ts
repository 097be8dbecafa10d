import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  accrueInterest,
  creditInterest,
  dailyInterestMicro,
  daysBetween,
  getCustomerAccounts,
  interestTransactionId,
  monthKey,
  previousMonth,
  seedMovement,
} from '../../src/domain/ledger';
import { runInterestJobs, startLedgerJobs } from '../../src/jobs/interest';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness } from '../support/ledger';

describe('interest period keys', () => {
  it('names months and days in Ghana time and steps back across a year end', () => {
    expect(monthKey(new Date('2026-01-31T23:59:59Z'))).toBe('2026-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-03')).toBe('2026-02');
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
    expect(() => previousMonth('2026-13')).toThrow(RangeError);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('computes a day of interest in micro-pesewas without losing small balances', () => {
    // GH₵100.00 at 10% a year: 10000 × 0.10 / 365 = 2.7397… pesewas.
    expect(dailyInterestMicro(10_000, 1_000)).toBe(2_739_726);
    expect(dailyInterestMicro(0, 1_000)).toBe(0);
    expect(dailyInterestMicro(-5, 1_000)).toBe(0);
  });
});

describe(`interest jobs on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness({ now: '2026-11-03T08:00:00Z' });
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('accrues daily on the end-of-day balance and credits the month once, however often it runs', async () => {
    const c = await h.customer();
    await h.db.transaction((tx) =>
      seedMovement(tx, {
        transactionId: `int-seed-${c.customerNumber}`,
        accountNumber: c.accountNumber,
        customerNumber: c.customerNumber,
        type: 'DEPOSIT',
        amount: 365_000,
        at: new Date('2026-10-01T09:00:00Z'),
        narration: 'opening deposit',
      }),
    );
    // GH₵3,650.00 at 10%: exactly GH₵1.00 a day.
    const days = daysBetween('2026-10-01', '2026-10-31');
    for (const day of days) await accrueInterest(h.db, { day, annualRateBps: 1_000 });
    for (const day of days) expect(await accrueInterest(h.db, { day, annualRateBps: 1_000 })).toBe(0);
    // A day before the deposit accrues nothing.
    await accrueInterest(h.db, { day: '2026-09-30', annualRateBps: 1_000 });

    const before = await getCustomerAccounts(h.db, c.customerNumber);
    expect(before[0]).toMatchObject({
      accruedInterest: '31.00',
      currentAvailableBalance: '3650.00',
      loyaltyPoint: 365,
    });

    const at = new Date('2026-11-01T01:00:00Z');
    expect(await creditInterest(h.db, { month: '2026-10', at })).toBeGreaterThanOrEqual(1);
    expect(await creditInterest(h.db, { month: '2026-10', at })).toBe(0);
    const after = await getCustomerAccounts(h.db, c.customerNumber);
    expect(after[0]).toMatchObject({ accruedInterest: '0.00', currentAvailableBalance: '3681.00' });
    const [credit] = await h.db.query<{ amount: number; transaction_type: string }>(
      `SELECT amount, transaction_type FROM ledger_transactions WHERE transaction_id = $1`,
      [interestTransactionId(c.accountNumber, '2026-10')],
    );
    expect(credit).toEqual({ amount: 3_100, transaction_type: 'INTEREST' });
  });

  it('catches up missed days and is safe to run twice in a row', async () => {
    const c = await h.customer();
    await h.fund(c, '100.00');
    h.setNow('2026-11-06T08:00:00Z');
    const first = await runInterestJobs(h.db, { now: h.now(), annualRateBps: 1_000 });
    expect(first.accruedDays).toContain('2026-11-05');
    const second = await runInterestJobs(h.db, { now: h.now(), annualRateBps: 1_000 });
    expect(second.accruals).toBe(0);
    expect(second.credits).toBe(0);
    const [row] = await h.db.query<{ n: number }>(
      `SELECT count(*)::bigint AS n FROM ledger_interest_accruals WHERE account_number = $1`,
      [c.accountNumber],
    );
    // Funded on 3 November: accruals for the 3rd, 4th and 5th.
    expect(row?.n).toBe(3);
  });
});

describe(`ledger jobs on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness({ now: '2026-11-10T08:00:00Z' });
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('fails collections whose prompt expired without anyone listing prompts, and never overlaps passes', async () => {
    const c = await h.customer();
    const req = h.request(c, { transactionType: 'DEPOSIT', amount: '15.00' });
    await h.ledger.transact(c.auth, req);
    h.advance(10 * 60_000);
    const errors: unknown[] = [];
    const jobs = startLedgerJobs({
      db: h.db,
      now: h.now,
      ledger: h.ledger,
      intervalMs: 3_600_000,
      onError: (e) => errors.push(e),
    });
    await Promise.all([jobs.runOnce(), jobs.runOnce()]);
    await jobs.stop();
    expect(errors).toEqual([]);
    expect((await h.ledger.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
      status: 'FAILED',
    });
  });
});
