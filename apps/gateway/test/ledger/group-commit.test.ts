// Group commit of internal transfers (transferBatch.ts, migration 1050): transfers posted together
// in one database call keep every guarantee of a transfer posted alone. Each test watches the
// batches go by, so it proves it exercised the batched path, not only the single one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Queryable } from '../../src/db/database';
import { engine } from '../support/database';
import { createLedgerHarness, freshId, type LedgerHarness, type TestCustomer } from '../support/ledger';

/** What the test does to the batch call: pass it through, fail it before, or lose its answer after the commit. */
type Fault = 'none' | 'before' | 'after-commit';

describe(`group commit of transfers on ${engine}`, () => {
  let h: LedgerHarness;
  /** The number of items of every batch call made, in order. */
  let batches: number[];
  let fault: Fault = 'none';

  beforeAll(async () => {
    // A wide window, so transfers started together are posted together even on a busy machine.
    h = await createLedgerHarness({ config: { groupCommit: { maxItems: 64, waitMs: 25 } } });
    const transaction = h.db.transaction.bind(h.db);
    h.db.transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
      let batch = false;
      const result = await transaction(async (tx) => {
        const watched: Queryable = {
          ...tx,
          query: async (sql: string, params?: unknown[]) => {
            if (sql.includes('ledger_internal_transfer_batch')) {
              batch = true;
              batches.push((JSON.parse(params![0] as string) as unknown[]).length);
              if (fault === 'before') throw new Error('connection lost before the batch');
            }
            return tx.query(sql, params);
          },
        } as Queryable;
        return fn(watched);
      });
      if (batch && fault === 'after-commit') throw new Error('connection lost after the commit');
      return result;
    };
  });
  afterEach(async () => {
    fault = 'none';
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  const send = (from: TestCustomer, to: string, amount: string, transactionId = freshId('gc')) =>
    h.ledger.transact(
      from.auth,
      h.request(from, {
        transactionType: 'BANK_TRANSFER',
        amount,
        transactionId,
        destinationAccountNumber: to,
        destinationSortCode: '999999',
      }),
    );

  async function payers(count: number, funded: (i: number) => string | null) {
    const list: TestCustomer[] = [];
    for (let i = 0; i < count; i++) {
      const payer = await h.customer();
      const amount = funded(i);
      if (amount) await h.fund(payer, amount);
      list.push(payer);
    }
    return list;
  }

  it('posts many transfers paying one account in one call, refusing the ones that cannot pay and no other', async () => {
    const payee = await h.customer();
    // Every third payer has too little for the transfer; the others have enough.
    const list = await payers(12, (i) => (i % 3 === 0 ? '5.00' : '20.00'));
    batches = [];
    const answers = await Promise.all(list.map((payer) => send(payer, payee.accountNumber, '10.00')));
    expect(Math.max(...batches)).toBeGreaterThan(1);
    answers.forEach((answer, i) => {
      if (i % 3 === 0) {
        expect(answer.isSuccess).toBe(false);
        expect(answer.displayMessage).toMatch(/^Insufficient balance/);
      } else {
        expect(answer).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
      }
    });
    expect(await h.balance(payee.accountNumber)).toBe(8 * 1_000);
    for (const [i, payer] of list.entries()) {
      expect(await h.balance(payer.accountNumber)).toBe(i % 3 === 0 ? 500 : 1_000);
    }
  });

  it('spends one balance once: transfers racing in one batch go through only while the money lasts', async () => {
    const [payer] = await payers(1, () => '35.00');
    const payee = await h.customer();
    batches = [];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(payer!, payee.accountNumber, '10.00')),
    );
    expect(Math.max(...batches)).toBeGreaterThan(1);
    expect(answers.filter((a) => a.isSuccess)).toHaveLength(3);
    expect(
      answers.filter((a) => !a.isSuccess && /^Insufficient balance/.test(a.displayMessage)),
    ).toHaveLength(3);
    expect(await h.balance(payer!.accountNumber)).toBe(500);
    expect(await h.balance(payee.accountNumber)).toBe(3_000);
  });

  it('answers copies of one transactionId in one batch and in later batches alike, and moves the money once', async () => {
    const [payer] = await payers(1, () => '30.00');
    const payee = await h.customer();
    const id = freshId('copies');
    batches = [];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send(payer!, payee.accountNumber, '12.00', id)),
    );
    expect(Math.max(...batches)).toBeGreaterThan(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
    const again = await Promise.all(
      Array.from({ length: 3 }, () => send(payer!, payee.accountNumber, '12.00', id)),
    );
    for (const answer of again) expect(answer).toEqual(answers[0]);
    expect(await h.balance(payee.accountNumber)).toBe(1_200);
    expect(await h.balance(payer!.accountNumber)).toBe(1_800);
  });

  it('posts transfers of many customers to many payees together', async () => {
    const list = await payers(6, () => '10.00');
    const payees = await Promise.all(list.map(() => h.customer()));
    batches = [];
    const answers = await Promise.all(list.map((payer, i) => send(payer, payees[i]!.accountNumber, '4.00')));
    expect(Math.max(...batches)).toBeGreaterThan(1);
    for (const answer of answers) expect(answer.isSuccess).toBe(true);
  });

  it('posts each transfer again on its own when the batch call fails, and nothing twice', async () => {
    const payee = await h.customer();
    const list = await payers(5, (i) => (i === 0 ? '1.00' : '10.00'));
    fault = 'before';
    batches = [];
    const answers = await Promise.all(list.map((payer) => send(payer, payee.accountNumber, '5.00')));
    expect(batches.length).toBeGreaterThan(0);
    expect(answers[0]!.isSuccess).toBe(false);
    for (const answer of answers.slice(1)) expect(answer.isSuccess).toBe(true);
    expect(await h.balance(payee.accountNumber)).toBe(4 * 500);
  });

  it('answers each transfer with its first answer when the batch committed but its answer was lost', async () => {
    const payee = await h.customer();
    const list = await payers(5, (i) => (i === 0 ? '1.00' : '10.00'));
    const ids = list.map(() => freshId('lost'));
    fault = 'after-commit';
    batches = [];
    const answers = await Promise.all(
      list.map((payer, i) => send(payer, payee.accountNumber, '5.00', ids[i])),
    );
    expect(batches.length).toBeGreaterThan(0);
    fault = 'none';
    expect(answers[0]!.isSuccess).toBe(false);
    for (const answer of answers.slice(1)) expect(answer).toMatchObject({ isSuccess: true });
    // Posted once: the payee got each accepted transfer once, and a retry reads the first answer.
    expect(await h.balance(payee.accountNumber)).toBe(4 * 500);
    for (const [i, payer] of list.entries()) {
      if (i === 0) continue;
      expect(await send(payer, payee.accountNumber, '5.00', ids[i])).toEqual(answers[i]);
      expect(await h.balance(payer.accountNumber)).toBe(500);
    }
  });

  it('rolls back one item that fails in the database alone and posts the rest of its batch', async () => {
    const payee = await h.customer();
    const list = await payers(3, () => '10.00');
    const at = h.now().toISOString();
    const item = (payer: TestCustomer, id: string, answers: Record<string, unknown>) => [
      payer.customerNumber,
      id,
      `hash-${id}`,
      `ref-${id}`,
      payer.customerNumber,
      payer.accountNumber,
      payee.accountNumber,
      300,
      0,
      0,
      'batch',
      'WEB APP',
      '999999',
      at,
      [payer.accountNumber, payee.accountNumber],
      ['-300', '300'],
      answers,
      payee.customerNumber,
      'Payee',
      300_000,
      1_000_000,
      500_000,
      '2026-11-20T00:00:00Z',
      '2026-11-01T00:00:00Z',
      '2026-11-21T00:00:00Z',
    ];
    const ids = list.map(() => freshId('sql'));
    // The middle item carries no first answer for its destination: ledger_internal_transfer raises.
    const rows = await h.db.transaction((tx) =>
      tx.query<{ item: number; outcome: string | null; failure: string | null }>(
        `SELECT item, outcome, failure FROM ledger_internal_transfer_batch($1::jsonb) ORDER BY item`,
        [
          JSON.stringify(
            list.map((payer, i) => item(payer, ids[i]!, i === 1 ? {} : { Payee: { isSuccess: true } })),
          ),
        ],
      ),
    );
    expect(rows.map((r) => [r.item, r.outcome])).toEqual([
      [0, 'done'],
      [1, null],
      [2, 'done'],
    ]);
    expect(rows[1]!.failure).toMatch(/no first answer/);
    expect(await h.balance(payee.accountNumber)).toBe(600);
    expect(await h.balance(list[1]!.accountNumber)).toBe(1_000);
    const written = await h.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE transaction_id = ANY($1::text[]) ORDER BY transaction_id`,
      [ids.map((id) => `ref-${id}`)],
    );
    expect(written.map((r) => r.transaction_id).sort()).toEqual([`ref-${ids[0]}`, `ref-${ids[2]}`].sort());
  });
});
