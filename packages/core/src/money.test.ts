import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AMOUNT_PLACEHOLDER,
  DEFAULT_AMOUNT,
  INVALID_AMOUNT_MESSAGE,
  amountError,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  interestPesewas,
  parseAmount,
  sumPesewas,
  toPesewas,
  withdrawalTotal,
} from './money';

describe('parseAmount reads what a customer types as integer pesewas', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['  100  ', 10000],
    ['1,234.50', 123450],
    ['1 234.50', 123450],
    ['1,234,567', 123456700],
    ['007', 700],
    ['0.10', 10],
  ])('accepts %j as %i pesewas', (text, pesewas) => {
    expect(parseAmount(text)).toBe(pesewas);
  });

  it.each([
    [''],
    ['   '],
    ['.'],
    ['0'],
    ['0.00'],
    ['-3'],
    ['+3'],
    ['1e5'],
    ['12.345'],
    ['abc'],
    ['12abc'],
    ['NaN'],
    ['Infinity'],
    ['1,23'],
    ['1,234 567'],
    ['1234,567'],
    ['12,5'],
    ['GH₵12'],
    ['0x10'],
    ['90071992547409.92'],
    ['99999999999999999999'],
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('keeps the largest safe amount exact and refuses one pesewa more', () => {
    expect(parseAmount('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseAmount('90071992547409.92')).toBeNull();
  });

  it('refuses values that are not text instead of throwing', () => {
    expect(parseAmount(undefined as unknown as string)).toBeNull();
    expect(parseAmount(12 as unknown as string)).toBeNull();
  });

  it('round-trips every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (p) => {
        expect(parseAmount(formatAmount(p))).toBe(p);
        expect(parseAmount(formatCedis(p).replace('GH₵', ''))).toBe(p);
      }),
    );
  });
});

describe('amountError gives the spec message for an invalid amount', () => {
  it('uses the exact spec text', () => {
    expect(INVALID_AMOUNT_MESSAGE).toBe('You have entered an invalid amount');
    expect(amountError('abc')).toBe('You have entered an invalid amount');
    expect(amountError('')).toBe(INVALID_AMOUNT_MESSAGE);
  });
  it('is null for a valid amount', () => {
    expect(amountError('10.00')).toBeNull();
  });
});

describe('the default amount', () => {
  it('is empty with a 0.00 placeholder (ARCHITECTURE difference 13), and is not itself a payable amount', () => {
    expect(DEFAULT_AMOUNT).toBe('');
    expect(AMOUNT_PLACEHOLDER).toBe('0.00');
    expect(parseAmount(DEFAULT_AMOUNT)).toBeNull();
  });
});

describe('amountTextToPesewas reads strict 2-decimal API text', () => {
  it.each([
    ['12.50', 1250],
    ['0.00', 0],
    ['-3.05', -305],
    ['-0.00', 0],
    ['1234567.89', 123456789],
  ])('%j → %i', (text, pesewas) => {
    expect(amountTextToPesewas(text)).toBe(pesewas);
  });
  it.each([['12.5'], ['12'], [' 12.50'], ['1e3'], ['1,234.00'], [''], ['12.500'], ['99999999999999999.00']])(
    'refuses %j',
    (text) => {
      expect(amountTextToPesewas(text)).toBeNull();
    },
  );
});

describe('toPesewas reads server money that may be a number or text without float arithmetic', () => {
  it.each<[number | string, number]>([
    [12.5, 1250],
    [0.1, 10],
    [0.29, 29],
    [1.005e2, 10050],
    ['12', 1200],
    ['12.5', 1250],
    ['-3.1', -310],
    [0, 0],
  ])('%j → %i', (value, pesewas) => {
    expect(toPesewas(value)).toBe(pesewas);
  });
  it.each<[unknown]>([[NaN], [Infinity], [1.005], [1e21], ['abc'], [''], [null], [undefined], [{}]])(
    'refuses %j',
    (value) => {
      expect(toPesewas(value as string)).toBeNull();
    },
  );
});

describe('formatAmount writes the 2-decimal text the API expects', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
  ])('%i → %j', (p, text) => {
    expect(formatAmount(p)).toBe(text);
  });
  it.each([[NaN], [1.5], [Infinity], [2 ** 60]])(
    'throws a clear RangeError for %j, never sends garbage',
    (p) => {
      expect(() => formatAmount(p)).toThrow(RangeError);
      expect(() => formatAmount(p)).toThrow(/not a whole number of pesewas/);
    },
  );
});

describe('formatCedis writes amounts for people', () => {
  it.each<[number, Parameters<typeof formatCedis>[1], string]>([
    [123450, undefined, 'GH₵1,234.50'],
    [0, undefined, 'GH₵0.00'],
    [99, undefined, 'GH₵0.99'],
    [100000000, undefined, 'GH₵1,000,000.00'],
    [-500, undefined, '-GH₵5.00'],
    [123450, { symbol: 'GHS' }, 'GHS1,234.50'],
    [500, { signed: '+' }, '+GH₵5.00'],
    [500, { signed: '-' }, '-GH₵5.00'],
    [-500, { signed: '-' }, '-GH₵5.00'],
    [350000, { symbol: 'GHS', signed: '+' }, '+GHS3,500.00'],
  ])('%i with %j → %j', (p, opts, text) => {
    expect(formatCedis(p, opts)).toBe(text);
  });
  it('throws a RangeError for a fraction of a pesewa', () => {
    expect(() => formatCedis(0.5)).toThrow(RangeError);
  });
});

describe('sums of money', () => {
  it('withdrawalTotal is amount plus fee plus E-Levy', () => {
    expect(withdrawalTotal({ amount: 10000, fee: 150, levy: 100 })).toBe(10250);
    expect(formatAmount(withdrawalTotal({ amount: 10, fee: 20, levy: 0 }))).toBe('0.30');
  });
  it('sumPesewas adds exactly and is 0 for an empty list', () => {
    expect(sumPesewas([10, 20, 30])).toBe(60);
    expect(sumPesewas([])).toBe(0);
  });
  it('sumPesewas refuses fractions and overflow rather than return a wrong total', () => {
    expect(() => sumPesewas([1, 0.5])).toThrow(RangeError);
    expect(() => sumPesewas([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => withdrawalTotal({ amount: NaN, fee: 0, levy: 0 })).toThrow(RangeError);
  });
});

describe('interestPesewas rounds accrued interest once, half up to the pesewa', () => {
  it('rounds below half a pesewa down and from half a pesewa up', () => {
    expect(interestPesewas(0)).toBe(0);
    expect(interestPesewas(499_999)).toBe(0);
    expect(interestPesewas(500_000)).toBe(1);
    expect(interestPesewas(136_499_999)).toBe(136);
    expect(interestPesewas(136_500_000)).toBe(137);
  });
  it('is never more than half a pesewa from the exact figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (micro) => {
        expect(Math.abs(interestPesewas(micro) * 1_000_000 - micro)).toBeLessThanOrEqual(500_000);
      }),
    );
  });
  it('refuses what is not whole, non-negative micro-pesewas', () => {
    expect(() => interestPesewas(-1)).toThrow(RangeError);
    expect(() => interestPesewas(1.5)).toThrow(RangeError);
  });
});
