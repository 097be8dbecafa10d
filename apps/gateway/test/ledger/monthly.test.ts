import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readMonthlyTotals, readStatement, seedMovement } from '../../src/domain/ledger';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

describe(`monthly totals on ${engine}`, () => {
  let h: LedgerHarness;
  let c: TestCustomer;
  let quiet: TestCustomer;
  const at = (month: number, day: number, hour = 9) => new Date(Date.UTC(2026, month - 1, day, hour));

  beforeAll(async () => {
    h = await createLedgerHarness({ now: '2026-11-20T12:00:00Z' });
    c = await h.customer();
    quiet = await h.customer();
    const moves: { type: 'DEPOSIT' | 'WITHDRAWAL'; amount: number; fee?: number; at: Date }[] = [
      { type: 'DEPOSIT', amount: 20_000, at: at(5, 3) },
      { type: 'DEPOSIT', amount: 50_000, at: at(8, 10) },
      { type: 'WITHDRAWAL', amount: 10_000, fee: 100, at: at(8, 31, 23) },
      // The first instant of October is October's, not September's.
      { type: 'DEPOSIT', amount: 1_250, at: new Date(Date.UTC(2026, 9, 1, 0, 0, 0)) },
      { type: 'WITHDRAWAL', amount: 5_000, fee: 50, at: at(11, 2) },
      { type: 'DEPOSIT', amount: 999, at: at(11, 19) },
    ];
    await h.db.transaction(async (tx) => {
      for (const [i, m] of moves.entries()) {
        await seedMovement(tx, {
          transactionId: `seed-month-${c.customerNumber}-${i}`,
          accountNumber: c.accountNumber,
          customerNumber: c.customerNumber,
          type: m.type,
          amount: m.amount,
          fee: m.fee,
          at: m.at,
          narration: m.type,
          destinationAccountNumber: c.mobileNumber,
        });
      }
    });
  });
  afterAll(() => h.dispose());

  it('answers each month oldest first, empty months included, and carries the balance', async () => {
    const totals = await readMonthlyTotals(h.db, c.accountNumber, 4, h.now());
    expect(totals).toEqual({
      openingBalance: '200.00',
      months: [
        { month: '2026-08', moneyIn: '500.00', moneyOut: '101.00', closingBalance: '599.00' },
        { month: '2026-09', moneyIn: '0.00', moneyOut: '0.00', closingBalance: '599.00' },
        { month: '2026-10', moneyIn: '12.50', moneyOut: '0.00', closingBalance: '611.50' },
        { month: '2026-11', moneyIn: '9.99', moneyOut: '50.50', closingBalance: '570.99' },
      ],
    });
    // The last month closes on the balance the ledger keeps.
    expect(await h.balance(c.accountNumber)).toBe(57_099);
  });

  it('starts at the first movement when the account is younger than the months asked for', async () => {
    const totals = await readMonthlyTotals(h.db, c.accountNumber, 24, h.now());
    expect(totals.openingBalance).toBe('0.00');
    expect(totals.months.map((m) => m.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(totals.months[0]).toEqual({
      month: '2026-05',
      moneyIn: '200.00',
      moneyOut: '0.00',
      closingBalance: '200.00',
    });
    // An account that never moved answers the current month, at zero.
    expect(await readMonthlyTotals(h.db, quiet.accountNumber, undefined, h.now())).toEqual({
      openingBalance: '0.00',
      months: [{ month: '2026-11', moneyIn: '0.00', moneyOut: '0.00', closingBalance: '0.00' }],
    });
  });

  it("equals the statement's rows of the month: credits in, debits with their charges out", async () => {
    const [november] = (await readMonthlyTotals(h.db, c.accountNumber, 1, h.now())).months;
    const rows = (
      await readStatement(h.db, c.accountNumber, { from: '2026-11-01', to: '2026-11-20' }, h.now())
    ).items;
    const cents = (text: string) => Math.round(Number(text) * 100);
    const moneyIn = rows.filter((r) => r.direction === 'CREDIT').reduce((sum, r) => sum + cents(r.amount), 0);
    const moneyOut = rows
      .filter((r) => r.direction === 'DEBIT')
      .reduce((sum, r) => sum + cents(r.amount) + cents(r.feeAmount) + cents(r.elevyAmount), 0);
    expect(november).toMatchObject({ moneyIn: '9.99', moneyOut: '50.50' });
    expect([moneyIn, moneyOut]).toEqual([999, 5_050]);
  });

  it('refuses a count outside 1 to 24 and an account that does not exist', async () => {
    for (const months of [0, 25, 1.5, Number.NaN]) {
      await expect(readMonthlyTotals(h.db, c.accountNumber, months, h.now())).rejects.toMatchObject({
        code: 'INVALID',
      });
    }
    await expect(readMonthlyTotals(h.db, '9999999999', 6, h.now())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
