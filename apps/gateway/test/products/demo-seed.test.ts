// The demo customer's products after `npm start` seeds: favourites of each kind, a linked wallet,
// a funded goal, all consistent with the seeded catalogue; seeding again changes nothing, and the
// seeded billers can be paid.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, expect, it } from 'vitest';

import { DEMO, seed } from '../../src/seed/seed';
import { ledgerProblems, signIn, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS } from './support';

const gateway = setUpTestGateway();
let token = '';
let customerNumber = '';
let accountNumber = '';

beforeAll(async () => {
  const seeded = await seed(gateway.services);
  customerNumber = seeded.demo.customerNumber;
  accountNumber = seeded.demo.accountNumber;
  token = (await signIn(gateway, DEMO.mobileNumber, DEMO.pin)).token;
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

async function products() {
  const favourites = await gateway.call<{ favouriteType: string; sortCode: string }[]>(
    'GET',
    `/api/favourite-service/favourites/${customerNumber}`,
    { token },
  );
  const wallets = await gateway.call<{ phoneNumber: string }[]>(
    'GET',
    `/api/account-service/account/linked-wallets/${customerNumber}`,
    { token },
  );
  const goals = await gateway.call<{ goalAccountNumber: string; currentAmount: string }[]>(
    'GET',
    `/api/investment/customer-goals/${customerNumber}`,
    { token },
  );
  return { favourites: favourites.body.result, wallets: wallets.body.result, goals: goals.body.result };
}

it('gives the demo customer a favourite of each kind, their number as a wallet and a funded goal', async () => {
  const { favourites, wallets, goals } = await products();
  expect(favourites.map((f) => f.favouriteType)).toEqual(['BILL PAYMENT', 'BANK_TRANSFER', 'MOMO']);
  const billers = await gateway.call<{ billerCode: string }[]>('GET', '/api/bill-service/billers', { token });
  expect(billers.body.result.map((b) => b.billerCode)).toContain(favourites[0]?.sortCode);
  expect(wallets.map((w) => w.phoneNumber)).toEqual([DEMO.mobileNumber]);
  expect(goals).toHaveLength(1);
  expect(goals[0]?.currentAmount).toBe('400.00');
  const statement = await gateway.call<{ creditAmount: string }[]>(
    'GET',
    `/api/investment/goal-statement/${goals[0]?.goalAccountNumber ?? ''}`,
    { token },
  );
  expect(statement.body.result.map((r) => r.creditAmount)).toEqual(['200.00', '200.00']);
});

it('changes nothing when seeded again', async () => {
  const before = await products();
  await seed(gateway.services);
  expect(await products()).toEqual(before);
});

it('pays a seeded TV biller with a smartcard number', async () => {
  const answer = await gateway.call<{ status: string }>('POST', '/api/bill-service/bill/pay', {
    token,
    body: {
      customerAccountNumber: accountNumber,
      transactionId: randomUUID(),
      amount: '10.00',
      billerReference: '1234567890',
      billerCode: 'DSTV',
      sourceSystem: 'WEB APP',
      narration: 'DStv',
    },
  });
  expect(answer.body.isSuccess).toBe(true);
  expect(answer.body.result.status).toBe('SUCCESSFUL');
});
