// The sandbox network's documented faults (adapters/momo/sandboxMomo.ts), over HTTP on both
// engines: a deposit approved on a phone ending 3333 is reported as GHS 0.01, one ending 4444 in
// EUR. The payer's approval settles through the same check as a live network's callback: held,
// nothing credited, the customer's statement shows it PROCESSING, the operator report lists both
// figures, and an operator's decision ends it.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DATABASE_HOOK_TIMEOUT,
  ledgerProblems,
  startTestGateway,
  type TestGateway,
  verifiedCustomer,
} from '../support/server';

const OPERATOR = 'operator-token-for-the-sandbox-held-test-0001';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ config: { operatorToken: OPERATOR } });
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
});

describe('the sandbox network reports other figures for payers ending 3333 and 4444', () => {
  it.each([
    ['0243213333', { amount: 1, currency: 'GHS' }],
    ['0243214444', { amount: 1010, currency: 'EUR' }],
  ])(
    'holds a deposit approved on %s: nothing credited, listed with both figures',
    async (phone, reported) => {
      const who = await verifiedCustomer(gateway, { mobileNumber: phone });
      const transactionId = randomUUID();
      const deposit = await gateway.call<{ promptId: string }>(
        'POST',
        '/api/transaction-service/transaction/transact',
        {
          token: who.token,
          body: {
            customerAccountNumber: who.accountNumber,
            transactionId,
            amount: '10.10',
            narration: 'Deposit',
            transactionType: 'DEPOSIT',
            destinationAccountNumber: phone,
            destinationSortCode: '',
            sourceSystem: 'WEB APP',
          },
        },
      );
      expect(deposit.body.isSuccess, deposit.body.displayMessage).toBe(true);
      const approved = await gateway.call(
        'POST',
        `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`,
      );
      expect(approved.body.isSuccess).toBe(true);
      const statement = await gateway.call<{
        items: { transactionId: string; status: string; amount: string }[];
      }>('GET', `/api/transaction-service/statement/${who.accountNumber}?pageSize=100`, { token: who.token });
      expect(statement.body.result.items).toEqual([
        expect.objectContaining({ transactionId, status: 'PROCESSING', amount: '10.10' }),
      ]);
      const details = await gateway.call<{ accounts: { currentAvailableBalance: string }[] }>(
        'GET',
        `/api/customer-details/${phone}`,
        { token: who.token },
      );
      expect(details.body.result.accounts[0]!.currentAvailableBalance).toBe('0.00');
      const report = await gateway.call<{ kind: string; asked: unknown; reported: unknown }[]>(
        'GET',
        '/api/operator/reconciliation',
        { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
      );
      expect(report.body.result).toContainEqual(
        expect.objectContaining({
          kind: 'COLLECTION',
          asked: expect.objectContaining({ amount: 1010, currency: 'GHS' }),
          reported: expect.objectContaining(reported),
        }),
      );
    },
  );
});
