// The Hubtel bills adapter behind a real gateway (both engines): a bill payment Hubtel reports
// paid for another amount than was paid settles nothing. The money stays reserved (PROCESSING),
// the call is held and listed on the operator report with both figures.
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
});
