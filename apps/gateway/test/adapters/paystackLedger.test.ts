// The Paystack bank adapter behind the real ledger (on the test database, both engines): a bank
// transfer is reserved and stays PROCESSING while Paystack says pending, the signed webhook's
// outcome settles it once (a duplicate or late one changes nothing), a timeout never settles it,
// and a transfer Paystack declines is reversed. The money invariants hold throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPaystackBank } from '../../src/adapters/bank/paystackBank';
import { createSandboxMomo } from '../../src/adapters/momo/sandboxMomo';
import { paystackReference } from '../../src/adapters/paystack/paystackClient';
import {
  checkLedgerInvariants,
  createLedgerService,
  openCustomerAccount,
  type LedgerService,
} from '../../src/domain/ledger';
import { noticeOfFinishedTransaction } from '../../src/domain/notifications/notices';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { createTestDatabase, type TestDatabase } from '../support/database';
import type { CustomerAuth } from '../support/ledger';

let fake: FakePaystack;
let database: TestDatabase;
let ledger: LedgerService;
let auth: CustomerAuth;
let accountNumber: string;
let clock = Date.parse('2026-11-20T10:00:00Z');
const now = () => new Date(clock);
let serial = 0;

async function status(transactionId: string) {
  const [row] = await database.db.query<{ status: string; transaction_id: string }>(
    `SELECT status, transaction_id FROM ledger_transactions WHERE requester = $1 AND client_transaction_id = $2`,
    [auth.customerNumber, transactionId],
  );
  return row!;
}

async function balance() {
  const [row] = await database.db.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE account_number = $1`,
    [accountNumber],
  );
  return Number(row?.balance);
}

/** Every entry of the ledger summed: zero when nothing was created or lost. */
async function ledgerTotal() {
  const [row] = await database.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries`,
  );
  return Number(row?.total);
}

async function transfer(destination: string, amount = '10.00') {
  serial += 1;
  const transactionId = `paystack-ledger-${process.pid}-${serial}`;
  const answer = await ledger.transact(auth, {
    customerAccountNumber: accountNumber,
    transactionId,
    amount,
    narration: 'rent',
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: destination,
    destinationSortCode: '130100',
    sourceSystem: 'WEB APP',
  });
  return { answer, row: await status(transactionId) };
}

beforeAll(async () => {
  fake = await startFakePaystack();
  database = await createTestDatabase();
  const { db } = database;
  ledger = createLedgerService({
    db,
    now,
    tierOf: async () => 'ENHANCED' as const,
    customerName: async () => 'Ama Mensah',
    momo: createSandboxMomo({ db, now }),
    bank: createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs: 2_000 }),
  });
  const customerNumber = `P${process.pid}`;
  ({ accountNumber } = await db.transaction((tx) =>
    openCustomerAccount(tx, { customerNumber, productName: 'SAVE & WIN' }),
  ));
  auth = { kind: 'customer', sessionId: 's-p', leadId: 'l-p', mobileNumber: '0241112223', customerNumber };
  const deposit = await ledger.transact(auth, {
    customerAccountNumber: accountNumber,
    transactionId: `paystack-ledger-fund-${process.pid}`,
    amount: '500.00',
    narration: 'top up',
    transactionType: 'DEPOSIT',
    destinationAccountNumber: auth.mobileNumber,
    destinationSortCode: '',
    sourceSystem: 'WEB APP',
  });
  await ledger.sandbox!.decidePrompt((deposit.result as { promptId: string }).promptId, 'APPROVED');
});
afterAll(async () => {
  await fake.close();
  await database.dispose();
});

describe('Paystack behind the ledger', () => {
  it('pending transfer: PROCESSING until the signed webhook settles it exactly once', async () => {
    const before = await balance();
    const { row } = await transfer('0012345671');
    expect(row.status).toBe('PROCESSING');
    const reserved = await balance();
    expect(reserved).toBeLessThan(before);

    const bank = createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url });
    const hook = fake.settleTransfer(paystackReference(row.transaction_id), 'success');
    const parsed = bank.parseWebhook(hook.rawBody, hook.signature);
    if (!parsed.ok || parsed.event.kind !== 'transfer') throw new Error('webhook refused');
    // Our ids are UUIDs: the Paystack reference is the ledger's transaction id.
    expect(parsed.event.reference).toBe(row.transaction_id);
    await ledger.completePayout(parsed.event.reference, parsed.event.outcome);
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('SUCCESSFUL');

    // A duplicate delivery and a late contrary status change nothing.
    await ledger.completePayout(parsed.event.reference, parsed.event.outcome);
    await ledger.completePayout(parsed.event.reference, { status: 'FAILED', reason: 'late' });
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('SUCCESSFUL');
    expect(await balance()).toBe(reserved);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('a success for another amount or currency than asked settles nothing: the money stays reserved and the call is held', async () => {
    const before = await balance();
    const { row } = await transfer('0012345673', '10.10');
    expect(row.status).toBe('PROCESSING');
    const reserved = await balance();
    const reference = paystackReference(row.transaction_id);
    fake.misreport(reference, { amount: 101, currency: 'USD' });
    fake.settleTransfer(reference, 'success');
    // The webhook's confirmation and reconciliation both ask Paystack: the answer does not match.
    expect(await ledger.outbox.confirm(row.transaction_id, ['PAYOUT'])).toBe('held');
    expect(await ledger.outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 })).toMatchObject({
      resolved: 0,
      listed: 1,
    });
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('PROCESSING');
    expect(await balance()).toBe(reserved);
    expect(reserved).toBeLessThan(before);
    const [held] = await ledger.outbox.unresolved();
    expect(held).toMatchObject({
      callId: row.transaction_id,
      held: {
        fields: ['amount', 'currency'],
        asked: { amount: 1010, currency: 'GHS' },
        reported: { amount: 101, currency: 'USD' },
      },
    });
    expect(held!.operatorNote).toContain('asked GHS 10.10, the provider reported USD 1.01');
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('a retry after a lost answer, refused as a duplicate while Paystack does not show the first transfer yet, stays PROCESSING', async () => {
    // The first send reaches Paystack, but its answer is lost (as in a crash before it is recorded).
    let lose = true;
    const real = createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs: 2_000 });
    const losing = createLedgerService({
      db: database.db,
      now,
      tierOf: async () => 'ENHANCED' as const,
      customerName: async () => 'Ama Mensah',
      momo: createSandboxMomo({ db: database.db, now }),
      bank: {
        ...real,
        transfer: async (request) => {
          const outcome = await real.transfer(request);
          if (lose) {
            lose = false;
            throw new Error('the answer was lost');
          }
          return outcome;
        },
      },
    });
    serial += 1;
    const transactionId = `paystack-ledger-${process.pid}-${serial}`;
    const answer = await losing.transact(auth, {
      customerAccountNumber: accountNumber,
      transactionId,
      amount: '12.00',
      narration: 'rent',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: '0012345674',
      destinationSortCode: '130100',
      sourceSystem: 'WEB APP',
    });
    expect(answer.result).toMatchObject({ status: 'PROCESSING' });
    const row = await status(transactionId);
    const reserved = await balance();
    expect(fake.transfers.get(paystackReference(row.transaction_id))).toMatchObject({ amount: 1_200 });
    // The worker sends it again: Paystack refuses the duplicate, and its status is not there yet.
    clock += 60_000;
    fake.hideStatus(1);
    expect(await losing.outbox.runDue()).toBe(1);
    expect((await status(transactionId)).status).toBe('PROCESSING');
    expect(await balance()).toBe(reserved);
    // Paystack completes the first transfer: reconciliation settles it once.
    fake.settleTransfer(paystackReference(row.transaction_id), 'success');
    await losing.outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 });
    expect((await status(transactionId)).status).toBe('SUCCESSFUL');
    expect(await balance()).toBe(reserved);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('a reversal reported after the transfer was settled returns the money to the customer once, tells them once, and is on the operator report once', async () => {
    const before = await balance();
    const { row } = await transfer('0012345676', '8.00');
    const reference = paystackReference(row.transaction_id);
    fake.settleTransfer(reference, 'success');
    expect(await ledger.outbox.confirm(row.transaction_id, ['PAYOUT'])).toBe('done');
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('SUCCESSFUL');
    const settled = await balance();
    // Paystack's transfer.reversed arrives at several instances at once, and again later. Each
    // instance tells the customer as the gateway's do (whichever one posts the reversal tells).
    const instance = () =>
      createLedgerService({
        db: database.db,
        now,
        momo: createSandboxMomo({ db: database.db, now }),
        bank: createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url, timeoutMs: 2_000 }),
        onFinished: noticeOfFinishedTransaction,
      });
    const instances = [instance(), instance(), instance()];
    fake.settleTransfer(reference, 'reversed');
    expect(
      await Promise.all(instances.map((one) => one.outbox.confirm(row.transaction_id, ['PAYOUT']))),
    ).toEqual(['done', 'done', 'done']);
    expect(await instances[0]!.outbox.confirm(row.transaction_id, ['PAYOUT'])).toBe('done');
    // What the customer paid (amount, fee and levy) is back, once; the settled payout stays as it was.
    expect(await balance()).toBe(before);
    expect(settled).toBeLessThan(before);
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('SUCCESSFUL');
    const corrections = await database.db.query<{ direction: string; status: string; amount: number }>(
      `SELECT direction, status, amount FROM ledger_transactions WHERE transaction_id = $1`,
      [`LATE-REV-${row.transaction_id}`],
    );
    expect(corrections).toEqual([{ direction: 'CREDIT', status: 'SUCCESSFUL', amount: before - settled }]);
    const notices = await database.db.query<{ title: string; message: string }>(
      `SELECT title, message FROM notifications WHERE customer_number = $1 AND title = 'Transfer reversed'`,
      [auth.customerNumber],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('was returned after it had completed');
    const listed = (await ledger.outbox.unresolved()).filter((call) => call.callId === row.transaction_id);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.lateNews).toMatch(
      /^Late news: the provider reports this payout failed or returned .* the money was returned to the customer/,
    );
    expect(await ledgerTotal()).toBe(0);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('a success reported after the transfer was reversed books a loss once and does not debit the customer again', async () => {
    const before = await balance();
    const { row } = await transfer('0012345677', '9.00');
    const reference = paystackReference(row.transaction_id);
    fake.settleTransfer(reference, 'failed');
    expect(await ledger.outbox.confirm(row.transaction_id, ['PAYOUT'])).toBe('done');
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('REVERSED');
    expect(await balance()).toBe(before);
    // Paystack now says the transfer went through after all (and says it again).
    fake.settleTransfer(reference, 'success');
    await Promise.all([
      ledger.outbox.confirm(row.transaction_id, ['PAYOUT']),
      ledger.outbox.confirm(row.transaction_id, ['PAYOUT']),
    ]);
    expect(await ledger.outbox.confirm(row.transaction_id, ['PAYOUT'])).toBe('done');
    expect(await balance()).toBe(before);
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('REVERSED');
    const losses = await database.db.query<{ total: number; count: number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total, count(*)::int AS count FROM ledger_entries
        WHERE account_number = 'SYS-LATE-LOSSES'
          AND posting_id IN (SELECT posting_id FROM ledger_postings WHERE transaction_id = $1)`,
      [`LATE-LOSS-${row.transaction_id}`],
    );
    expect(losses.map((l) => ({ total: Number(l.total), count: Number(l.count) }))).toEqual([
      { total: -900, count: 1 },
    ]);
    const listed = (await ledger.outbox.unresolved()).filter((call) => call.callId === row.transaction_id);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.lateNews).toMatch(/SUCCESSFUL after it was reversed .* a loss to recover/);
    expect(await ledgerTotal()).toBe(0);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('declined by Paystack (balance too low): the reservation is reversed to the customer', async () => {
    const before = await balance();
    fake.balance = 0;
    const { row } = await transfer('0012345672');
    fake.balance = 100_000_00;
    expect(row.status).toBe('REVERSED');
    expect(await balance()).toBe(before);
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });

  it('no answer from Paystack: the money stays reserved (PROCESSING), never settled or reversed blindly', async () => {
    fake.stall(3_000, '/transfer');
    const { row } = await transfer('0012347777');
    fake.stall(0);
    expect(row.status).toBe('PROCESSING');
    // Paystack did pay (the account ends 7777): reconciliation asks and settles.
    const bank = createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: fake.url });
    await expect
      .poll(async () => (await bank.verifyTransfer(row.transaction_id))?.status, { timeout: 5_000 })
      .toBe('SUCCESSFUL');
    await ledger.completePayout(row.transaction_id, (await bank.verifyTransfer(row.transaction_id))!);
    expect((await status(`paystack-ledger-${process.pid}-${serial}`)).status).toBe('SUCCESSFUL');
    expect(await checkLedgerInvariants(database.db)).toEqual([]);
  });
});
