// Edges of a request that once got the wrong answer: a JSON body sent as text/plain is refused
// as the wrong media type (it was read as a form with no amount: 200 'invalid amount'); an
// address of thousands of characters is 414 whether or not the portal is served (the static files
// answered 403); a bill above the bill maximum and a goal plan above the largest goal target are
// refused by those rules, whatever the balance. Nothing is written by any of them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BILL_MAX_AMOUNT_MESSAGE, GOAL_MAX_TARGET_MESSAGE } from '@savewin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { PATH_TOO_LONG } from '../../src/http/requestShape';
import { readyCustomer, SETUP_TIMEOUT_MS, type Customer } from '../products/support';
import { ledgerProblems, setUpTestGateway, type TestGateway } from '../support/server';

import { fingerprint } from './probes';
import { report } from './report';

// A stand-in portal build, so the static files and the SPA fallback are in the way as in production;
// the gateway starts once it is written and is closed before it is removed.
const portalDist = mkdtempSync(join(tmpdir(), 'savewin-portal-'));
beforeAll(() => {
  writeFileSync(join(portalDist, 'index.html'), '<!doctype html><title>SAVE &amp; WIN</title>');
});
afterAll(() => {
  rmSync(portalDist, { recursive: true, force: true });
});
const gateway = setUpTestGateway({ config: { portalDist }, build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
const tried: Record<string, number> = {};
const found = { wrongAnswers: 0, writes: 0 };
const count = (what: string) => (tried[what] = (tried[what] ?? 0) + 1);

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '100.00');
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'request edges', tried, found });
});

/** Runs `request`, expects `status` and `message`, and that no table changed. */
async function refusedUnwritten(
  what: string,
  request: () => ReturnType<TestGateway['call']>,
  status: number,
  message: string,
) {
  const before = await fingerprint(gateway);
  const answer = await request();
  count(what);
  if (answer.status !== status || answer.body?.displayMessage !== message) found.wrongAnswers += 1;
  expect({ status: answer.status, message: answer.body?.displayMessage }).toEqual({ status, message });
  const after = await fingerprint(gateway);
  if (JSON.stringify(after) !== JSON.stringify(before)) found.writes += 1;
  expect(after).toEqual(before);
}

const transfer = () => ({
  customerAccountNumber: ama.accountNumber,
  transactionId: `edge-${Date.now()}`,
  amount: '5.00',
  narration: 'Withdrawal',
  transactionType: 'WITHDRAWAL',
  destinationAccountNumber: ama.mobileNumber,
  destinationSortCode: '',
  sourceSystem: 'WEB APP',
});

describe('request edges', () => {
  it('refuses a JSON body sent as text/plain, naming the media type to use', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8']) {
      await refusedUnwritten(
        'textPlainBodies',
        () =>
          gateway.call('POST', '/api/transaction-service/transaction/transact', {
            token: ama.token,
            payload: JSON.stringify(transfer()),
            headers: { 'content-type': type },
          }),
        400,
        'Send the request body as application/json.',
      );
    }
  });

  it('answers an address of 5,000 characters 414, for the portal and the API alike', async () => {
    for (const path of [
      `/${'a'.repeat(5_000)}`,
      `/api/${'a'.repeat(5_000)}`,
      `/assets/${'a'.repeat(5_000)}.js`,
    ]) {
      await refusedUnwritten(
        'longAddresses',
        () => gateway.call('GET', path, { unchecked: true }),
        414,
        PATH_TOO_LONG,
      );
    }
  });

  it('refuses a bill above the bill maximum by that rule, not by the balance', async () => {
    await refusedUnwritten(
      'billsAboveMaximum',
      () =>
        gateway.call('POST', '/api/bill-service/bill/pay', {
          token: ama.token,
          body: {
            customerAccountNumber: ama.accountNumber,
            transactionId: `bill-${Date.now()}`,
            amount: '5000.01',
            billerReference: ama.mobileNumber,
            billerCode: 'MTN-AIRTIME',
            sourceSystem: 'WEB APP',
            narration: 'Airtime',
          },
        }),
      200,
      BILL_MAX_AMOUNT_MESSAGE,
    );
  });

  it('refuses a goal plan above the largest goal target', async () => {
    for (const targetAmount of ['75000.01', '9999999999999.99']) {
      await refusedUnwritten(
        'plansAboveMaximum',
        () =>
          gateway.call('POST', '/api/investment/calculate-plan', {
            token: ama.token,
            body: { targetAmount, dueDate: '2030-12-01', goalType: 'Monthly' },
          }),
        200,
        GOAL_MAX_TARGET_MESSAGE,
      );
    }
  });
});
