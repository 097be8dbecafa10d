// Bank of Ghana wallet tiers follow KYC: a customer whose Ghana Card is verified moves money under
// the medium tier's limits, not the minimum tier's (ARCHITECTURE "Money rules from facts").
import { randomUUID } from 'node:crypto';

import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';

import { kycTierOf } from '../../src/domain/kyc/tier';
import {
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  ledgerProblems,
  signUpAndSignIn,
  startTestGateway,
  verifyCustomer,
  type TestGateway,
} from '../support/server';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, DATABASE_HOOK_TIMEOUT);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});
afterAll(async () => {
  await gateway?.close();
});

interface Account {
  productName: string;
  accountNumber: string;
  currentAvailableBalance: string;
}

it('puts a customer on the medium tier once their Ghana Card is verified, and nobody else', async () => {
  const customer = await verifyCustomer(gateway, await signUpAndSignIn(gateway));
  expect(await kycTierOf(gateway.db, customer.customerNumber)).toBe('MEDIUM');
  expect(await kycTierOf(gateway.db, '999999999')).toBe('MINIMUM');
});

it('lets a verified customer deposit over the minimum tier’s GH₵3,000 a day, up to the medium tier’s GH₵15,000', async () => {
  const customer = await verifyCustomer(gateway, await signUpAndSignIn(gateway));
  const details = await gateway.call<{ accounts: Account[] }>(
    'GET',
    `/api/customer-details/${customer.mobileNumber}`,
    { token: customer.token },
  );
  const main = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN');
  if (!main) throw new Error('no SAVE & WIN account');

  await fundCustomer(gateway, customer, main.accountNumber, '3500.00');

  const over = await gateway.call('POST', '/api/transaction-service/transaction/transact', {
    token: customer.token,
    body: {
      customerAccountNumber: main.accountNumber,
      transactionId: `dep-${randomUUID()}`,
      amount: '12000.00',
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: customer.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(over.body.isSuccess).toBe(false);
  expect(over.body.displayMessage).toMatch(/daily limit of GH₵15,000\.00/);

  const after = await gateway.call<{ accounts: Account[] }>(
    'GET',
    `/api/customer-details/${customer.mobileNumber}`,
    {
      token: customer.token,
    },
  );
  const balance = after.body.result.accounts.find(
    (a) => a.productName === 'SAVE & WIN',
  )?.currentAvailableBalance;
  expect(balance).toBe('3500.00');
});
