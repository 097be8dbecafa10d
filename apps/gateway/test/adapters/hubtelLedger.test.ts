// The Hubtel bills adapter behind a real gateway (both engines): a bill payment Hubtel reports
// paid for another amount than was paid settles nothing. The money stays reserved (PROCESSING),
// the call is held and listed on the operator report with both figures. Late news about a bill
// payment moves money by the ledger's rule (lateNews.ts), once, and is listed once: refunded after
// it was paid (returned to the customer, or owed to a former customer when the account has been
// closed meanwhile), paid after it failed (a loss to recover; the customer is not debited again).
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHubtelBillers, hubtelReference } from '../../src/adapters/billers/hubtelBillers';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { customerAccounts } from '../../src/domain/ledger/accounts';
import { FAKE_HUBTEL, FAKE_HUBTEL_SERVICES, startFakeHubtel, type FakeHubtel } from '../fakes/fakeHubtel';
import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from '../products/support';
import { ledgerProblems, startTestGateway, type TestGateway } from '../support/server';

const SECRET = 'callback-secret-for-the-hubtel-ledger-test-01';
const OPERATOR = 'operator-token-for-the-hubtel-ledger-test-001';
let fake: FakeHubtel;
let gateway: TestGateway;
let ama: Customer;

beforeAll(async () => {
  fake = await startFakeHubtel();
  gateway = await startTestGateway({
    config: { callbackSecret: SECRET, operatorToken: OPERATOR },
    adapters: () => ({
      billers: createHubtelBillers({
        apiId: FAKE_HUBTEL.apiId,
        apiKey: FAKE_HUBTEL.apiKey,
        prepaidDepositId: FAKE_HUBTEL.depositId,
        serviceIds: FAKE_HUBTEL_SERVICES,
        callbackUrl: `https://gateway.example/api/callbacks/hubtel/${SECRET}`,
        callbackSecret: SECRET,
        baseUrl: `${fake.url}/commissionservices`,
        statusBaseUrl: fake.url,
        timeoutMs: 5_000,
      }),
    }),
  });
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '100.00');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
  await fake?.close();
});

describe('Hubtel behind the gateway', () => {
  it('holds a bill payment Hubtel reports paid for another amount: the money stays reserved and the call is listed', async () => {
    const transactionId = randomUUID();
    const answer = await gateway.call<{ status: string }>('POST', '/api/bill-service/bill/pay', {
      token: ama.token,
      body: {
        customerAccountNumber: ama.accountNumber,
        transactionId,
        amount: '20.00',
        billerReference: '12345678901',
        billerCode: 'ECG-PREPAID',
        sourceSystem: 'WEB APP',
        narration: 'Light',
      },
    });
    expect(answer.body.result.status).toBe('PROCESSING');
    const balance = await balanceOf(gateway, ama);
    const [row] = await gateway.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
      [transactionId],
    );
    const ref = row!.transaction_id;
    const clientReference = hubtelReference(ref);
    fake.misreport(clientReference, 2);
    fake.finish(clientReference);
    expect(await gateway.services.outbox.confirm(ref, ['BILL'])).toBe('held');
    await gateway.services.outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 });
    const [after] = await gateway.db.query<{ status: string }>(
      `SELECT status FROM ledger_transactions WHERE transaction_id = $1`,
      [ref],
    );
    expect(after!.status).toBe('PROCESSING');
    expect(await balanceOf(gateway, ama)).toBe(balance);
    const listed = await gateway.call<Record<string, unknown>[]>('GET', '/api/operator/reconciliation', {
      headers: { authorization: `Bearer ${OPERATOR}` },
      unchecked: true,
    });
    expect(listed.body.result).toContainEqual(
      expect.objectContaining({
        reference: ref,
        kind: 'BILL',
        asked: expect.objectContaining({ amount: 2000, currency: 'GHS' }),
        reported: expect.objectContaining({ amount: 200 }),
      }),
    );
  });

  /** Pays a bill and answers the ledger's key of the payment (the call's reference). */
  async function payBill(who: Customer, amount: string, billerReference = '12345678901'): Promise<string> {
    const transactionId = randomUUID();
    const answer = await gateway.call<{ status: string }>('POST', '/api/bill-service/bill/pay', {
      token: who.token,
      body: {
        customerAccountNumber: who.accountNumber,
        transactionId,
        amount,
        billerReference,
        billerCode: 'ECG-PREPAID',
        sourceSystem: 'WEB APP',
        narration: 'Light',
      },
    });
    expect(answer.body.isSuccess).toBe(true);
    const [row] = await gateway.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
      [transactionId],
    );
    return row!.transaction_id;
  }

  /** Hubtel's callback about a payment, at the address the gateway gave (the body is never trusted). */
  const callback = (ref: string) =>
    gateway.call('POST', `/api/callbacks/hubtel/${SECRET}/${ref}`, {
      body: { ResponseCode: '0000' },
      subscriptionKey: null,
      unchecked: true,
    });

  async function statusOf(id: string): Promise<{ status: string; account_number: string } | undefined> {
    const [row] = await gateway.db.query<{ status: string; account_number: string }>(
      `SELECT status, account_number FROM ledger_transactions WHERE transaction_id = $1`,
      [id],
    );
    return row;
  }

  async function lateNewsOf(ref: string): Promise<(string | undefined)[]> {
    const listed = await gateway.call<{ reference: string; lateNews?: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    return listed.body.result.filter((call) => call.reference === ref).map((call) => call.lateNews);
  }

  /** The news arrives twice at once, then again. */
  async function newsRepeated(ref: string) {
    await Promise.all([callback(ref), callback(ref)]);
    await callback(ref);
  }

  it('returns a bill payment Hubtel reports refunded after it was paid, once, tells the customer and lists it once', async () => {
    const ref = await payBill(ama, '10.00');
    fake.finish(hubtelReference(ref));
    await callback(ref);
    expect((await statusOf(ref))!.status).toBe('SUCCESSFUL');
    const paid = Number(await balanceOf(gateway, ama));
    fake.changeStatus(hubtelReference(ref), 'Refunded');
    await newsRepeated(ref);
    // The paid payment stays as it was; the refund is returned beside it, once.
    expect((await statusOf(ref))!.status).toBe('SUCCESSFUL');
    expect(await statusOf(`LATE-REV-${ref}`)).toEqual({
      status: 'SUCCESSFUL',
      account_number: ama.accountNumber,
    });
    expect(Number(await balanceOf(gateway, ama))).toBeCloseTo(paid + 10, 2);
    expect(await lateNewsOf(ref)).toEqual([
      expect.stringMatching(
        /^Late news: the provider reports this bill payment failed or returned \(.*\) after it was settled SUCCESSFUL; the money was returned to the customer \(LATE-REV-/,
      ),
    ]);
    const notes = await gateway.call<{ title: string; message: string }[]>('GET', '/api/notifications', {
      token: ama.token,
    });
    expect(notes.body.result.filter((note) => note.title === 'Bill payment reversed')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/GH₵10\.00 has been returned to your SAVE & WIN account/),
      }),
    ]);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('books a bill payment Hubtel reports paid after it failed as a loss, once; the customer is not debited again', async () => {
    const before = Number(await balanceOf(gateway, ama));
    // A reference ending 9999 fails at the fake Hubtel: the hold returns to the customer.
    const ref = await payBill(ama, '4.00', '12345679999');
    fake.finish(hubtelReference(ref));
    await callback(ref);
    expect((await statusOf(ref))!.status).toBe('REVERSED');
    expect(Number(await balanceOf(gateway, ama))).toBeCloseTo(before, 2);
    const [lossesBefore] = await gateway.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM ledger_entries WHERE account_number = 'SYS-LATE-LOSSES'`,
    );
    fake.changeStatus(hubtelReference(ref), 'Paid');
    await newsRepeated(ref);
    expect((await statusOf(ref))!.status).toBe('REVERSED');
    expect((await statusOf(`LATE-LOSS-${ref}`))!.status).toBe('SUCCESSFUL');
    const [losses] = await gateway.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM ledger_entries WHERE account_number = 'SYS-LATE-LOSSES'`,
    );
    expect(Number(losses!.total) - Number(lossesBefore!.total)).toBe(-400);
    expect(Number(await balanceOf(gateway, ama))).toBeCloseTo(before, 2);
    expect(await lateNewsOf(ref)).toEqual([
      expect.stringMatching(
        /^Late news: the provider reports this bill payment SUCCESSFUL after it was reversed to the customer: paid out and refunded, booked as a loss to recover \(LATE-LOSS-.*\); the customer was not debited again\.$/,
      ),
    ]);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('never posts a late refund to a closed account: it is owed to the former customer, once, and listed', async () => {
    const kofi = await readyCustomer(gateway, '15.00');
    const ref = await payBill(kofi, '15.00');
    fake.finish(hubtelReference(ref));
    await callback(ref);
    expect((await statusOf(ref))!.status).toBe('SUCCESSFUL');
    // Kofi deletes his profile: his emptied accounts are closed.
    expect(await gateway.db.transaction((tx) => customerAccounts.close(tx, kofi.customerNumber))).toEqual({
      closed: true,
    });
    const [owedBefore] = await gateway.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM ledger_entries WHERE account_number = 'SYS-LATE-UNCLAIMED'`,
    );
    fake.changeStatus(hubtelReference(ref), 'Refunded');
    await newsRepeated(ref);
    expect(await statusOf(`LATE-REV-${ref}`)).toEqual({
      status: 'SUCCESSFUL',
      account_number: 'SYS-LATE-UNCLAIMED',
    });
    const [owed] = await gateway.db.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0) AS total FROM ledger_entries WHERE account_number = 'SYS-LATE-UNCLAIMED'`,
    );
    expect(Number(owed!.total) - Number(owedBefore!.total)).toBe(1500);
    // Nothing was posted to the closed account, and it holds nothing.
    const [account] = await gateway.db.query<{ balance: string; status: string; entries: string }>(
      `SELECT a.balance, a.status,
              (SELECT count(*) FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
                WHERE e.account_number = a.account_number AND p.transaction_id LIKE 'LATE-%') AS entries
         FROM ledger_accounts a WHERE a.account_number = $1`,
      [kofi.accountNumber],
    );
    expect(account).toEqual({ balance: expect.anything(), status: 'CLOSED', entries: expect.anything() });
    expect(Number(account!.balance)).toBe(0);
    expect(Number(account!.entries)).toBe(0);
    expect(await lateNewsOf(ref)).toEqual([
      expect.stringMatching(
        /after it was settled SUCCESSFUL; the customer's account is closed, so the money was booked to SYS-LATE-UNCLAIMED for a person to pay back \(LATE-REV-/,
      ),
    ]);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });
});
