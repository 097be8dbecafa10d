// The Hubtel bills adapter behind a real gateway (both engines): a bill payment Hubtel reports
// paid for another amount than was paid settles nothing. The money stays reserved (PROCESSING),
// the call is held and listed on the operator report with both figures. Late news by rule: a
// payment Hubtel refunds after it was paid goes back to the customer once (told, listed once); one
// Hubtel pays after it was reversed is booked as a loss once (the customer is not debited again).
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHubtelBillers, hubtelReference } from '../../src/adapters/billers/hubtelBillers';
import { seedProductCatalogue } from '../../src/domain/catalogue';
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

  /** A bill payment through the API, paid or failed by Hubtel and settled by its callback. */
  async function settledBill(amount: string, outcome: 'Paid' | 'Unpaid') {
    const transactionId = randomUUID();
    const answer = await gateway.call<{ status: string }>('POST', '/api/bill-service/bill/pay', {
      token: ama.token,
      body: {
        customerAccountNumber: ama.accountNumber,
        transactionId,
        amount,
        billerReference: '12345678902',
        billerCode: 'ECG-PREPAID',
        sourceSystem: 'WEB APP',
        narration: 'Light',
      },
    });
    expect(answer.body.result.status).toBe('PROCESSING');
    const [row] = await gateway.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
      [transactionId],
    );
    const ref = row!.transaction_id;
    await deliver(fake.finish(hubtelReference(ref), outcome));
    return ref;
  }

  const deliver = async (callback: { rawBody: string; url: URL }) => {
    const answer = await gateway.app.inject({
      method: 'POST',
      url: `${callback.url.pathname}${callback.url.search}`,
      payload: callback.rawBody,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
  };
  const statusOf = async (ref: string) =>
    (
      await gateway.db.query<{ status: string }>(
        `SELECT status FROM ledger_transactions WHERE transaction_id = $1`,
        [ref],
      )
    )[0]?.status;
  const listedLate = async (ref: string) => {
    const listed = await gateway.call<{ reference: string; lateNews?: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    return listed.body.result.filter((entry) => entry.reference === ref);
  };

  it('returns a bill payment Hubtel refunds after it was paid to the customer once, tells them, and lists it once', async () => {
    const before = await balanceOf(gateway, ama);
    const ref = await settledBill('15.00', 'Paid');
    expect(await statusOf(ref)).toBe('SUCCESSFUL');
    const paid = await balanceOf(gateway, ama);
    expect(paid).not.toBe(before);
    // Hubtel refunds the payment and calls back, again and again.
    const refunded = fake.finish(hubtelReference(ref), 'Refunded');
    await Promise.all([deliver(refunded), deliver(refunded), deliver(refunded)]);
    await deliver(refunded);
    expect(await balanceOf(gateway, ama)).toBe(before);
    expect(await statusOf(ref)).toBe('SUCCESSFUL');
    expect(await statusOf(`LATE-REV-${ref}`)).toBe('SUCCESSFUL');
    const notices = await gateway.db.query<{ message: string }>(
      `SELECT message FROM notifications WHERE customer_number = $1 AND title = 'Bill payment reversed'`,
      [ama.customerNumber],
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('Your bill payment to');
    const listed = await listedLate(ref);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.lateNews).toMatch(
      /^Late news: the biller reports this bill payment failed or refunded/,
    );
  });

  it('books a bill payment Hubtel pays after it was reversed as a loss once, without debiting the customer again', async () => {
    const before = await balanceOf(gateway, ama);
    const ref = await settledBill('12.00', 'Unpaid');
    expect(await statusOf(ref)).toBe('REVERSED');
    expect(await balanceOf(gateway, ama)).toBe(before);
    const paid = fake.finish(hubtelReference(ref), 'Paid');
    await Promise.all([deliver(paid), deliver(paid)]);
    await deliver(paid);
    expect(await balanceOf(gateway, ama)).toBe(before);
    const losses = await gateway.db.query<{ total: string | number }>(
      `SELECT coalesce(sum(e.amount), 0)::bigint AS total FROM ledger_entries e
         JOIN ledger_postings p USING (posting_id)
        WHERE p.transaction_id = $1 AND e.account_number = 'SYS-LATE-LOSSES'`,
      [`LATE-LOSS-${ref}`],
    );
    expect(Number(losses[0]!.total)).toBe(-1200);
    const listed = await listedLate(ref);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.lateNews).toMatch(/SUCCESSFUL after it was reversed .* a loss to recover/);
  });
});
