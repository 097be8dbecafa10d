import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  E_LEVY_SCHEDULE,
  KYC_TIERS,
  TIER_LIMITS,
  eLevyAmount,
  eLevyRate,
  tierLimitBreach,
  tierLimitWarning,
  balanceCapWarning,
} from './kyc';

describe('Bank of Ghana wallet tiers in pesewas', () => {
  it('holds the facts of the ARCHITECTURE', () => {
    expect(KYC_TIERS).toEqual(['minimum', 'medium', 'enhanced']);
    expect(TIER_LIMITS.minimum).toEqual({ maxBalance: 500_000, maxDaily: 300_000, maxMonthly: 1_000_000 });
    expect(TIER_LIMITS.medium).toEqual({ maxBalance: 4_000_000, maxDaily: 1_500_000, maxMonthly: null });
    expect(TIER_LIMITS.enhanced).toEqual({ maxBalance: 7_500_000, maxDaily: 2_500_000, maxMonthly: null });
  });
  it.each([
    ['minimum', { balance: 500_000, dailyTotal: 300_000, monthlyTotal: 1_000_000 }, null],
    ['minimum', { balance: 500_001, dailyTotal: 0, monthlyTotal: 0 }, 'balance'],
    ['minimum', { balance: 0, dailyTotal: 300_001, monthlyTotal: 0 }, 'daily'],
    ['minimum', { balance: 0, dailyTotal: 0, monthlyTotal: 1_000_001 }, 'monthly'],
    ['medium', { balance: 4_000_000, dailyTotal: 1_500_000, monthlyTotal: 99_000_000 }, null],
    ['medium', { balance: 0, dailyTotal: 1_500_001, monthlyTotal: 0 }, 'daily'],
    ['enhanced', { balance: 7_500_001, dailyTotal: 0, monthlyTotal: 0 }, 'balance'],
    ['enhanced', { balance: 7_500_000, dailyTotal: 2_500_000, monthlyTotal: 0 }, null],
  ] as const)('%s with %j → %s', (tier, after, breach) => {
    expect(tierLimitBreach(tier, after)).toBe(breach);
  });
  it('refuses totals that are not whole pesewas', () => {
    expect(() => tierLimitBreach('minimum', { balance: NaN, dailyTotal: 0, monthlyTotal: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('E-Levy from its effective-dated facts', () => {
  it.each([
    ['2022-04-30T23:59:59Z', 0],
    ['2022-05-01T00:00:00Z', 150],
    ['2022-12-31T23:59:59Z', 150],
    ['2023-01-01T00:00:00Z', 100],
    ['2025-04-01T23:59:59Z', 100],
    ['2025-04-02T00:00:00Z', 0],
    ['2026-11-22T00:00:00Z', 0],
    ['2020-01-01', 0],
  ])('rate on %s is %i basis points', (date, bps) => {
    expect(eLevyRate(date)).toBe(bps);
    expect(eLevyRate(new Date(date))).toBe(bps);
  });
  it('lists its schedule in date order', () => {
    expect(E_LEVY_SCHEDULE.map((s) => s.from)).toEqual(['2022-05-01', '2023-01-01', '2025-04-02']);
  });
  it('is null for an invalid date', () => {
    expect(eLevyRate('yesterday')).toBeNull();
    expect(eLevyAmount(1000, 'yesterday')).toBeNull();
  });
  it.each([
    [10_000, '2022-06-01', 150], // GH₵100 at 1.5% = GH₵1.50
    [10_000, '2024-06-01', 100], // GH₵100 at 1% = GH₵1.00
    [10_000, '2025-06-01', 0],
    [33, '2022-06-01', 0], // 0.495 pesewa → 0
    [34, '2022-06-01', 1], // 0.51 → 1
    [50, '2024-06-01', 1], // 0.5 exactly → 1 (half-up)
    [49, '2024-06-01', 0], // 0.49 → 0
    [150, '2024-06-01', 2], // 1.5 → 2
    [0, '2024-06-01', 0],
  ])('levy on %i pesewas on %s is %i', (amount, date, levy) => {
    expect(eLevyAmount(amount, date)).toBe(levy);
  });
  it('stays exact for the largest safe amount', () => {
    expect(eLevyAmount(Number.MAX_SAFE_INTEGER, '2024-06-01')).toBe(90_071_992_547_410);
  });
  it('never differs from the exact rate by more than half a pesewa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const levy = eLevyAmount(amount, '2022-06-01') ?? -1;
        expect(Math.abs(levy * 10_000 - amount * 150)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
  it('refuses negative or fractional amounts with a RangeError', () => {
    expect(() => eLevyAmount(-1, '2024-06-01')).toThrow(RangeError);
    expect(() => eLevyAmount(1.5, '2024-06-01')).toThrow(RangeError);
  });
});

describe('tierLimitWarning', () => {
  it('warns of the daily limit first, naming what can still be moved today', () => {
    expect(tierLimitWarning(300_001, { today: 300_000, month: 1_000_000 })).toBe(
      'This amount is over your daily limit. You can still move GH₵3,000.00 today.',
    );
  });
  it('warns of the monthly limit when the day allows the amount but the month does not', () => {
    expect(tierLimitWarning(50_000, { today: 300_000, month: 20_000 })).toBe(
      'This amount is over your monthly limit. You can still move GH₵200.00 this month.',
    );
  });
  it('says nothing for an amount within both, up to exactly what is left', () => {
    expect(tierLimitWarning(300_000, { today: 300_000, month: 300_000 })).toBeNull();
    expect(tierLimitWarning(1_000_000, { today: 1_500_000, month: null })).toBeNull();
  });
});

describe('balanceCapWarning', () => {
  it('warns when the amount would take the balances over the cap, naming what may still come in', () => {
    expect(balanceCapWarning(100_001, { balance: 400_000, maxBalance: 500_000 })).toBe(
      'This amount would take your balance over the GH₵5,000.00 limit of your account level. You can still add GH₵1,000.00.',
    );
    expect(balanceCapWarning(1, { balance: 500_000, maxBalance: 500_000 })).toContain(
      'You can still add GH₵0.00.',
    );
  });
  it('says nothing for an amount that fits, up to exactly the room left', () => {
    expect(balanceCapWarning(100_000, { balance: 400_000, maxBalance: 500_000 })).toBeNull();
  });
});
