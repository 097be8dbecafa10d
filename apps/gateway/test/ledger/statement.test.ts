import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedMovement } from '../../src/domain/ledger';
import { csvField, exportStatementCsv, readStatement, toCsv } from '../../src/domain/ledger/statement';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

describe(`statements on ${engine}`, () => {
  let h: LedgerHarness;
  let c: TestCustomer;
  const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 9, 0, 0));

  beforeAll(async () => {
    h = await createLedgerHarness({ now: '2026-11-20T12:00:00Z' });
    c = await h.customer();
    await h.db.transaction(async (tx) => {
      for (let i = 0; i < 12; i++) {
        await seedMovement(tx, {
          transactionId: `seed-dep-${c.customerNumber}-${i}`,
          accountNumber: c.accountNumber,
          customerNumber: c.customerNumber,
          type: 'DEPOSIT',
          amount: 1_000 + i,
          at: day(i),
          narration: i === 3 ? '=HYPERLINK("http://evil")' : `deposit ${i}`,
          destinationAccountNumber: c.mobileNumber,
        });
      }
      await seedMovement(tx, {
        transactionId: `seed-wd-${c.customerNumber}`,
        accountNumber: c.accountNumber,
        customerNumber: c.customerNumber,
        type: 'WITHDRAWAL',
        amount: 500,
        fee: 50,
        at: day(12),
        narration: 'rent, "November"',
        destinationAccountNumber: c.mobileNumber,
      });
    });
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('lists newest first in pages with the total over all pages', async () => {
    const first = await readStatement(h.db, c.accountNumber, { page: 1, pageSize: 5 }, h.now());
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({
      transactionType: 'WITHDRAWAL',
      direction: 'DEBIT',
      amount: '5.00',
      feeAmount: '0.50',
    });
    const dates = first.items.map((r) => r.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const third = await readStatement(h.db, c.accountNumber, { page: 3, pageSize: 5 }, h.now());
    expect(third.items).toHaveLength(3);
    const all = new Set([...first.items, ...third.items].map((r) => r.transactionId));
    expect(all.size).toBe(8);
    expect(third.total).toBe(13);
  });

  it('still counts every row on a page past the last one (no row carries the count there)', async () => {
    const past = await readStatement(h.db, c.accountNumber, { page: 9, pageSize: 5 }, h.now());
    expect(past).toMatchObject({ items: [], page: 9, total: 13 });
    const none = await readStatement(h.db, c.accountNumber, { status: 'FAILED' }, h.now());
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('filters by date, type, status and search text', async () => {
    const period = await readStatement(
      h.db,
      c.accountNumber,
      { from: '2026-11-03', to: '2026-11-04' },
      h.now(),
    );
    expect(period.items.map((r) => r.narration)).toEqual(['=HYPERLINK("http://evil")', 'deposit 2']);
    const withdrawals = await readStatement(
      h.db,
      c.accountNumber,
      { transactionType: 'WITHDRAWAL' },
      h.now(),
    );
    expect(withdrawals.total).toBe(1);
    expect((await readStatement(h.db, c.accountNumber, { status: 'FAILED' }, h.now())).total).toBe(0);
    expect(
      (await readStatement(h.db, c.accountNumber, { search: 'DEPOSIT 1' }, h.now())).items
        .map((r) => r.narration)
        .sort(),
    ).toEqual(['deposit 1', 'deposit 10', 'deposit 11']);
    // Wildcards typed by a customer are matched literally.
    expect((await readStatement(h.db, c.accountNumber, { search: '%' }, h.now())).total).toBe(0);
  });

  it('refuses a period longer than 366 days or ending before it starts (422)', async () => {
    await expect(
      readStatement(h.db, c.accountNumber, { from: '2024-01-01', to: '2026-01-01' }, h.now()),
    ).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
    });
    await expect(
      readStatement(h.db, c.accountNumber, { from: '2026-02-01', to: '2026-01-01' }, h.now()),
    ).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
    });
    await expect(readStatement(h.db, c.accountNumber, { from: '2026-02-30' }, h.now())).rejects.toMatchObject(
      { code: 'INVALID' },
    );
  });

  it('exports CSV with a header row, quoting and formula-injection protection', async () => {
    const { csv, filename } = await exportStatementCsv(
      h.db,
      c.accountNumber,
      { from: '2026-11-01', to: '2026-11-20' },
      h.now(),
    );
    expect(filename).toBe(`statement-${c.accountNumber}-2026-11-01-2026-11-20.csv`);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'transactionDate,transactionId,transactionType,direction,signedAmount,amount,feeAmount,elevyAmount,status,destinationAccountNumber,narration',
    );
    expect(lines).toHaveLength(14);
    expect(lines[1]).toMatch(/,"rent, ""November"""$/);
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")"`);
  });

  it('escapes every dangerous CSV field', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('+233')).toBe("'+233");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    expect(toCsv([])).toBe(
      'transactionDate,transactionId,transactionType,direction,signedAmount,amount,feeAmount,elevyAmount,status,destinationAccountNumber,narration\r\n',
    );
  });

  it('shows an own-bank transfer in both statements: debit with charges for one, credit for the other', async () => {
    const b = await h.customer();
    const req = h.request(c, {
      transactionType: 'BANK_TRANSFER',
      amount: '10.00',
      destinationAccountNumber: b.accountNumber,
      destinationSortCode: '999999',
    });
    expect((await h.ledger.transact(c.auth, req)).isSuccess).toBe(true);
    const received = await readStatement(h.db, b.accountNumber, {}, h.now());
    expect(received.items).toEqual([
      expect.objectContaining({
        transactionId: req.transactionId,
        direction: 'CREDIT',
        destinationAccountNumber: c.accountNumber,
      }),
    ]);
    const sent = await readStatement(h.db, c.accountNumber, { transactionType: 'BANK_TRANSFER' }, h.now());
    expect(sent.items[0]).toMatchObject({ transactionId: req.transactionId, direction: 'DEBIT' });
  });

  it('seeds the same movement only once', async () => {
    const again = await h.db.transaction((tx) =>
      seedMovement(tx, {
        transactionId: `seed-wd-${c.customerNumber}`,
        accountNumber: c.accountNumber,
        customerNumber: c.customerNumber,
        type: 'WITHDRAWAL',
        amount: 500,
        at: day(12),
        narration: 'rent',
      }),
    );
    expect(again).toBe(false);
  });
});
