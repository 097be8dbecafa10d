import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { closeCustomerAccounts, getCustomerAccounts } from '../../src/domain/ledger';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

// Code is bypassed on purpose: these statements are what a bug, a script or a person at a SQL
// prompt could run. The database itself must refuse each one.
describe(`the database refuses broken money on ${engine}`, () => {
  let h: LedgerHarness;
  let c: TestCustomer;
  beforeAll(async () => {
    h = await createLedgerHarness();
    c = await h.customer();
    await h.fund(c, '30.00');
  });
  afterEach(async () => {
    expect(await h.balance(c.accountNumber)).toBe(3_000);
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  async function newPosting(tx: { query: LedgerHarness['db']['query'] }): Promise<number> {
    const [row] = await tx.query<{ posting_id: number }>(
      `INSERT INTO ledger_postings (kind, effective_at) VALUES ('TRANSFER', now()) RETURNING posting_id`,
    );
    return row!.posting_id;
  }

  it('refuses a balanced posting that would take a customer below zero', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        const id = await newPosting(tx);
        await tx.query(
          `INSERT INTO ledger_entries (posting_id, account_number, amount) VALUES ($1, $2, -3001), ($1, 'SYS-MOMO-MTN', 3001)`,
          [id, c.accountNumber],
        );
      }),
    ).rejects.toThrow(/balance_not_negative|check/i);
  });

  it('refuses setting a balance directly, even to a positive number', async () => {
    await expect(
      h.db.query(`UPDATE ledger_accounts SET balance = 100000 WHERE account_number = $1`, [c.accountNumber]),
    ).rejects.toThrow(/only through ledger entries/);
    await expect(
      h.db.query(`UPDATE ledger_accounts SET balance = -1 WHERE account_number = $1`, [c.accountNumber]),
    ).rejects.toThrow();
  });

  it('refuses a posting whose entries do not sum to zero, at commit', async () => {
    await expect(
      h.db.transaction(async (tx) => {
        const id = await newPosting(tx);
        await tx.query(
          `INSERT INTO ledger_entries (posting_id, account_number, amount) VALUES ($1, $2, 500)`,
          [id, c.accountNumber],
        );
      }),
    ).rejects.toThrow(/unbalanced/);
  });

  it('refuses changing or deleting an entry: history is append-only', async () => {
    await expect(
      h.db.query(`UPDATE ledger_entries SET amount = amount * 2 WHERE account_number = $1`, [
        c.accountNumber,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      h.db.query(`DELETE FROM ledger_entries WHERE account_number = $1`, [c.accountNumber]),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses opening a customer account with money in it', async () => {
    await expect(
      h.db.query(
        `INSERT INTO ledger_accounts (account_number, kind, customer_number, product_name, name, balance)
         VALUES ('7099999999999', 'CUSTOMER', 'X', 'TARGET SAVE', 'x', 500)`,
      ),
    ).rejects.toThrow(/zero balance/);
  });

  it('refuses moving a finished transaction back to an earlier status', async () => {
    const [row] = await h.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE account_number = $1 AND status = 'SUCCESSFUL' LIMIT 1`,
      [c.accountNumber],
    );
    await expect(
      h.db.query(`UPDATE ledger_transactions SET status = 'PROCESSING' WHERE transaction_id = $1`, [
        row!.transaction_id,
      ]),
    ).rejects.toThrow(/cannot move/);
    await expect(
      h.db.query(`UPDATE ledger_transactions SET amount = 1 WHERE transaction_id = $1`, [
        row!.transaction_id,
      ]),
    ).rejects.toThrow(/immutable/);
  });

  it('lets the invariant check name an account whose entries and balance disagree', async () => {
    // Simulate drift the only way possible: a balance-less system account cannot drift, so
    // check the query itself on a fabricated row inside a transaction that is rolled back.
    await h.db
      .transaction(async (tx) => {
        await tx.query(`ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_balance_guard`);
        await tx.query(`UPDATE ledger_accounts SET balance = balance + 1 WHERE account_number = $1`, [
          c.accountNumber,
        ]);
        const { checkLedgerInvariants } = await import('../../src/domain/ledger');
        expect(await checkLedgerInvariants(tx)).toEqual([
          expect.stringContaining(`account ${c.accountNumber} balance`),
        ]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
  });
});

describe(`closing a customer's accounts on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('refuses while money is held or a deposit is waiting, then closes; a late approval credits nothing', async () => {
    const c = await h.customer();
    await h.fund(c, '5.00');
    expect(await h.db.transaction((tx) => closeCustomerAccounts(tx, c.customerNumber))).toMatchObject({
      closed: false,
    });
    await h.ledger.transact(c.auth, h.request(c, { amount: '4.50' }));
    const deposit = await h.ledger.transact(
      c.auth,
      h.request(c, { transactionType: 'DEPOSIT', amount: '9.00' }),
    );
    const refused = await h.db.transaction((tx) => closeCustomerAccounts(tx, c.customerNumber));
    expect(refused).toMatchObject({ closed: false, reason: expect.stringMatching(/still being processed/) });
    // Decline the waiting deposit, then the profile may go.
    await h.ledger.sandbox!.decidePrompt((deposit.result as { promptId: string }).promptId, 'DECLINED');
    expect(await h.db.transaction((tx) => closeCustomerAccounts(tx, c.customerNumber))).toEqual({
      closed: true,
    });
    expect(await getCustomerAccounts(h.db, c.customerNumber)).toEqual([]);
  });

  it('fails a deposit approved after its account was closed, crediting nothing', async () => {
    const c = await h.customer();
    const deposit = await h.ledger.transact(
      c.auth,
      h.request(c, { transactionType: 'DEPOSIT', amount: '9.00' }),
    );
    await h.db.query(`UPDATE ledger_accounts SET status = 'CLOSED' WHERE account_number = $1`, [
      c.accountNumber,
    ]);
    await h.ledger.sandbox!.decidePrompt((deposit.result as { promptId: string }).promptId, 'APPROVED');
    expect(await h.balance(c.accountNumber)).toBe(0);
    expect(
      (await h.ledger.getTransaction(c.auth, (deposit.result as { transactionId: string }).transactionId))
        .result,
    ).toMatchObject({
      status: 'FAILED',
    });
  });
});
