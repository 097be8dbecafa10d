// Bank of Ghana wallet tiers follow KYC: a customer whose Ghana Card is verified moves money under
// the medium tier's limits, not the minimum tier's (ARCHITECTURE "Money rules from facts").
import { randomUUID } from 'node:crypto';

import { afterEach, expect, it } from 'vitest';

import { kycTierOf } from '../../src/domain/kyc/tier';
import {
  fundCustomer,
  ledgerProblems,
  signUpAndSignIn,
  verifyCustomer,
  verifiedCustomer,
  setUpTestGateway,
} from '../support/server';

const gateway = setUpTestGateway();
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
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
  const customer = await verifiedCustomer(gateway);
  const main = { accountNumber: customer.accountNumber };

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

interface Limits {
  tier: string;
  balance: string;
  maxBalance: string;
  dailyLimit: string;
  usedToday: string;
  leftToday: string;
  monthlyLimit: string | null;
  usedThisMonth: string;
  leftThisMonth: string | null;
  nextTier: { tier: string; maxBalance: string; dailyLimit: string; howTo: string } | null;
}

it('shows a customer without KYC the minimum tier, its monthly limit and how to move up', async () => {
  const who = await signUpAndSignIn(gateway);
  const limits = await gateway.call<Limits>('GET', '/api/account-service/limits', { token: who.token });
  expect(limits.body.result).toEqual({
    tier: 'MINIMUM',
    balance: '0.00',
    maxBalance: '5000.00',
    dailyLimit: '3000.00',
    usedToday: '0.00',
    leftToday: '3000.00',
    monthlyLimit: '10000.00',
    usedThisMonth: '0.00',
    leftThisMonth: '10000.00',
    nextTier: {
      tier: 'MEDIUM',
      maxBalance: '40000.00',
      dailyLimit: '15000.00',
      howTo: expect.stringContaining('Verify your Ghana Card'),
    },
  });
  expect((await gateway.call('GET', '/api/account-service/limits')).status).toBe(401);
});

it('tells a verified customer what is used and left today, and the ledger allows exactly that much more', async () => {
  const customer = await verifyCustomer(gateway, await signUpAndSignIn(gateway));
  const details = await gateway.call<{ accounts: Account[] }>(
    'GET',
    `/api/customer-details/${customer.mobileNumber}`,
    { token: customer.token },
  );
  const main = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN')!;
  await fundCustomer(gateway, customer, main.accountNumber, '3500.00');
  const read = async () =>
    (await gateway.call<Limits>('GET', '/api/account-service/limits', { token: customer.token })).body.result;
  const limits = await read();
  expect(limits).toMatchObject({
    tier: 'MEDIUM',
    balance: '3500.00',
    maxBalance: '40000.00',
    dailyLimit: '15000.00',
    usedToday: '3500.00',
    leftToday: '11500.00',
    monthlyLimit: null,
    usedThisMonth: '3500.00',
    leftThisMonth: null,
    nextTier: { tier: 'ENHANCED', maxBalance: '75000.00', dailyLimit: '25000.00' },
  });
  const deposit = (amount: string) =>
    gateway.call('POST', '/api/transaction-service/transaction/transact', {
      token: customer.token,
      body: {
        customerAccountNumber: main.accountNumber,
        transactionId: `dep-${randomUUID()}`,
        amount,
        narration: 'Deposit',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: customer.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    });
  // One pesewa over what the page says is left is refused, with the same figure…
  const over = await deposit('11500.01');
  expect(over.body.isSuccess).toBe(false);
  expect(over.body.displayMessage).toContain('You can still move GH₵11,500.00 today.');
  // …and exactly what is left is allowed.
  await fundCustomer(gateway, customer, main.accountNumber, limits.leftToday);
  expect((await read()).leftToday).toBe('0.00');
});
