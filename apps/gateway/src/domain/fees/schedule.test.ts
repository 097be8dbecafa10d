import { describe, expect, it } from 'vitest';

import { chargeKindOf } from '../ledger/index';

import {
  applyRate,
  computeCharges,
  describeSchedule,
  feeFor,
  inEffect,
  validateChargeTables,
  DEFAULT_CHARGE_TABLES,
} from './schedule';

describe('fees and E-Levy', () => {
  it('applies the E-Levy of the day: 1.5% from 2022-05-01, 1% from 2023-01-01, none from 2025-04-02', () => {
    const levy = (date: string) => computeCharges('WITHDRAWAL', 10_000, new Date(`${date}T12:00:00Z`)).levy;
    expect(levy('2022-04-30')).toBe(0);
    expect(levy('2022-05-01')).toBe(150);
    expect(levy('2022-12-31')).toBe(150);
    expect(levy('2023-01-01')).toBe(100);
    expect(levy('2025-04-01')).toBe(100);
    expect(levy('2025-04-02')).toBe(0);
    expect(levy('2026-11-22')).toBe(0);
  });

  it('levies only money leaving electronically, never deposits or own-bank transfers', () => {
    const at = new Date('2023-06-01T00:00:00Z');
    expect(computeCharges('DEPOSIT', 10_000, at).levy).toBe(0);
    expect(computeCharges('OWN_BANK_TRANSFER', 10_000, at).levy).toBe(0);
    expect(computeCharges('OTHER_BANK_TRANSFER', 10_000, at).levy).toBe(100);
  });

  it('rounds half up to a whole pesewa in integers', () => {
    expect(applyRate(50, 100)).toBe(1); // 0.5 → 1
    expect(applyRate(49, 100)).toBe(0);
    expect(applyRate(9_007_199_254_740_991, 1)).toBe(900_719_925_474);
    expect(() => applyRate(1.5, 100)).toThrow(RangeError);
  });

  it('keeps a fee between its minimum and maximum', () => {
    const rule = { rateBps: 75, flat: 0, min: 50, max: 1_500 };
    expect(feeFor(rule, 1_000)).toBe(50);
    expect(feeFor(rule, 40_000)).toBe(300);
    expect(feeFor(rule, 1_000_000)).toBe(1_500);
  });

  it('quotes MOMO as WITHDRAWAL and tells own-bank from other-bank transfers by sort code', () => {
    expect(chargeKindOf('MOMO', '')).toBe('WITHDRAWAL');
    expect(chargeKindOf('BANK_TRANSFER', '999999')).toBe('OWN_BANK_TRANSFER');
    expect(chargeKindOf('BANK_TRANSFER', '130100')).toBe('OTHER_BANK_TRANSFER');
  });

  it('picks the latest schedule effective on or before the day', () => {
    const list = [
      { effectiveFrom: '2024-01-01' },
      { effectiveFrom: '2022-01-01' },
      { effectiveFrom: '2025-06-01' },
    ];
    expect(inEffect(list, '2024-12-31')?.effectiveFrom).toBe('2024-01-01');
    expect(inEffect(list, '2021-12-31')).toBeNull();
  });

  it('describes the schedule for the Prices page with every levy period and its legal basis', () => {
    const schedule = describeSchedule(new Date('2026-11-22T10:00:00Z'));
    expect(schedule.asOf).toBe('2026-11-22');
    expect(schedule.fees.find((f) => f.transactionType === 'WITHDRAWAL')).toMatchObject({
      percent: '0.75',
      minimumFee: '0.50',
      maximumFee: '15.00',
      effectiveTo: null,
    });
    expect(schedule.levies.map((l) => [l.percent, l.effectiveFrom, l.effectiveTo])).toEqual([
      ['1.50', '2022-05-01', '2022-12-31'],
      ['1.00', '2023-01-01', '2025-04-01'],
      ['0.00', '2025-04-02', null],
    ]);
    expect(schedule.levies[2]?.legalBasis).toMatch(/Act 1128/);
  });

  it('names a broken configured table instead of charging wrong fees', () => {
    expect(validateChargeTables(DEFAULT_CHARGE_TABLES)).toEqual([]);
    const broken = {
      fees: [
        {
          effectiveFrom: '2026-1-1',
          rules: {
            ...DEFAULT_CHARGE_TABLES.fees[0]!.rules,
            WITHDRAWAL: { rateBps: -1, flat: 0, min: 0, max: null },
          },
        },
      ],
      levies: [{ effectiveFrom: '2026-01-01', rateBps: 1.5, source: 'x' }],
    };
    expect(validateChargeTables(broken)).toHaveLength(3);
  });
});
