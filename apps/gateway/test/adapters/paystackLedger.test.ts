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
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { createTestDatabase, type TestDatabase } from '../support/database';
import type { CustomerAuth } from '../support/ledger';

let fake: FakePaystack;
let database: TestDatabase;
let ledger: LedgerService;
let auth: CustomerAuth;
let accountNumber: string;
const now = () => new Date('2026-11-20T10:00:00Z');
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
