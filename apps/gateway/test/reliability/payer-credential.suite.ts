// A payment-link payer credential allows one payment (the contract says so): whoever holds a link
// and a verified number cannot raise mobile-money prompt after prompt on that number with it, not
// one request after another and not many at once; the same request retried gets its first answer
// and raises nothing new.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { PAYER_CREDENTIAL_USED } from '../../src/domain/ledger';
import { readyCustomer, type Customer } from '../products/support';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { bounded, report } from './report';

const LINKS = bounded(6, 30);
const TOGETHER = 10;
const TRANSACT = '/api/transaction-service/transaction/transact';

const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
const tried: Record<string, number> = {};
const found = { promptsBeyondOne: 0, retriesAnsweredDifferently: 0 };
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
}, 240_000);
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'payer credential', tried, found });
});

/** A fresh link of Ama's, a payer's verified number and the payer credential bound to it. */
async function payerOfNewLink(): Promise<{ hash: string; phone: string; token: string }> {
  const mine = await gateway.call<{ hash: string } | null>('GET', '/api/payment-link', { token: ama.token });
  if (mine.body.result?.hash) {
    await gateway.call('DELETE', `/api/payment-link/${mine.body.result.hash}`, { token: ama.token });
  }
  const created = await gateway.call<{ hash: string }>('POST', '/api/payment-link', {
    token: ama.token,
    body: { amount: '5.00' },
  });
  expect(created.body.isSuccess, created.body.displayMessage).toBe(true);
  const info = await gateway.call<{ token: string; accountHash: string }>(
    'GET',
    `/api/payment-link/account-info?hash=${created.body.result.hash}`,
  );
  const phone = freshNumber();
  await gateway.call('POST', `/api/otp-service/otp/send/${phone}`);
  const code = await readOtp(gateway, phone);
  const bound = await gateway.call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
    token: info.body.result.token,
    body: { mobileNumber: phone, code },
  });
  expect(bound.body.isSuccess, bound.body.displayMessage).toBe(true);
  return { hash: info.body.result.accountHash, phone, token: bound.body.result.token };
}

const payment = (hash: string, phone: string, transactionId = `pl-${randomUUID()}`) => ({
  customerAccountNumber: hash,
  transactionId,
  amount: '5.00',
  narration: 'Payment link',
  transactionType: 'DEPOSIT',
  destinationAccountNumber: phone,
  destinationSortCode: '',
  sourceSystem: 'PAYMENT LINK',
});

async function promptsOf(phone: string): Promise<number> {
  const prompts = await gateway.call<unknown[]>('GET', `/api/sandbox/momo/prompts?phoneNumber=${phone}`);
  return prompts.body.result.length;
}

describe('payment-link payer credential', () => {
  it(`pays once per credential: one after another, and ${TOGETHER} at once (${LINKS} links each)`, async () => {
    for (let i = 0; i < LINKS; i++) {
      const payer = await payerOfNewLink();
      const first = payment(payer.hash, payer.phone);
      const paid = await gateway.call('POST', TRANSACT, { token: payer.token, body: first });
      expect(paid.body.isSuccess, paid.body.displayMessage).toBe(true);
      // The same request again: its first answer, nothing new on the phone.
      const retried = await gateway.call('POST', TRANSACT, { token: payer.token, body: first });
      if (!isDeepStrictEqual(retried.body, paid.body)) found.retriesAnsweredDifferently += 1;
      expect(retried.body).toEqual(paid.body);
      const second = await gateway.call('POST', TRANSACT, {
        token: payer.token,
        body: payment(payer.hash, payer.phone),
      });
      expect(second.body).toMatchObject({
        isSuccess: false,
        displayMessage: PAYER_CREDENTIAL_USED,
      });
      const prompts = await promptsOf(payer.phone);
      found.promptsBeyondOne += Math.max(0, prompts - 1);
      expect(prompts).toBe(1);
      count('sequentialPayments', 3);
    }
    for (let i = 0; i < LINKS; i++) {
      const payer = await payerOfNewLink();
      const answers = await Promise.all(
        Array.from({ length: TOGETHER }, () =>
          gateway.call('POST', TRANSACT, { token: payer.token, body: payment(payer.hash, payer.phone) }),
        ),
      );
      count('parallelPayments', TOGETHER);
      expect(answers.filter((a) => a.body.isSuccess)).toHaveLength(1);
      const prompts = await promptsOf(payer.phone);
      found.promptsBeyondOne += Math.max(0, prompts - 1);
      expect(prompts).toBe(1);
    }
  });
});
