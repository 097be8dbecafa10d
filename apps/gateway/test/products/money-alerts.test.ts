// Money in and money out alerts beyond bills: a transfer between two SAVE & WIN
// customers tells the payer of money out and the payee of money in, a paid payment link tells its
// owner of money in (goal maturity's alert is in goal-lifecycle.test.ts). Each is in the bell and
// texted, once per movement whatever the retries, and texted only to a customer who kept that kind
// of alert on.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;
let names: Map<Customer, string>;

const TRANSACT = '/api/transaction-service/transaction/transact';
const PREFS = '/api/notifications/alert-preferences';

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '300.00');
  kofi = await readyCustomer(gateway, '50.00');
  names = new Map();
  // Each looks the other up, as the portal does before a transfer (a payer who did not reads the
  // payee's name masked: http.test.ts).
  for (const [who, other] of [
    [ama, kofi],
    [kofi, ama],
  ] as const) {
    const holder = await gateway.call<{ accountName: string }>('POST', '/api/transaction/verify-account', {
      token: who.token,
      body: { accountNumber: other.accountNumber, sortCode: '999999' },
    });
    names.set(other, holder.body.result.accountName);
  }
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Notice {
  title: string;
  message: string;
  link: string | null;
}

async function bell(who: Customer, title: string): Promise<Notice[]> {
  const answer = await gateway.call<Notice[]>('GET', '/api/notifications?limit=100', { token: who.token });
  return answer.body.result
    .filter((n) => n.title === title)
    .map(({ message, link }) => ({ title, message, link }));
}

async function texts(who: Customer, text: string): Promise<number> {
  await gateway.services.settle();
  const inbox = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
  return inbox.body.result.filter((sms) => sms.text === text).length;
}

function send(from: Customer, to: string, amount: string, transactionId = randomUUID()) {
  return gateway.call('POST', TRANSACT, {
    token: from.token,
    body: {
      customerAccountNumber: from.accountNumber,
      transactionId,
      amount,
      narration: 'Rent share',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: to,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
  });
}

async function choose(who: Customer, choices: Record<string, boolean>) {
  const set = await gateway.call('PUT', PREFS, { token: who.token, body: choices });
  expect(set.body.isSuccess).toBe(true);
}

describe('a transfer between two SAVE & WIN customers', () => {
  it('tells the payer of money out and the payee of money in, once, however often it is sent', async () => {
    const out = `You sent GH₵12.34 to ${names.get(kofi)} (${kofi.accountNumber}).`;
    const into = `You received GH₵12.34 from ${names.get(ama)} in your account ${kofi.accountNumber}.`;
    const transactionId = randomUUID();
    // The same request three times, two of them at once: the money moves once, and so do the alerts.
    const [first, racing] = await Promise.all([
      send(ama, kofi.accountNumber, '12.34', transactionId),
      send(ama, kofi.accountNumber, '12.34', transactionId),
    ]);
    const retried = await send(ama, kofi.accountNumber, '12.34', transactionId);
    for (const answer of [first, racing, retried]) expect(answer.body.isSuccess).toBe(true);
    expect(await balanceOf(gateway, kofi)).toBe('62.34');

    const sent = await bell(ama, 'Money sent');
    expect(sent).toEqual([{ title: 'Money sent', message: out, link: '/transact/transaction-history' }]);
    const received = await bell(kofi, 'Money received');
    expect(received).toEqual([
      { title: 'Money received', message: into, link: '/transact/transaction-history' },
    ]);
    expect(await texts(ama, `SAVE & WIN: Money sent. ${out}`)).toBe(1);
    expect(await texts(kofi, `SAVE & WIN: Money received. ${into}`)).toBe(1);
    // Each is told only of their own side.
    expect(await bell(ama, 'Money received')).toEqual([]);
    expect(await bell(kofi, 'Money sent')).toEqual([]);
  });

  it('is only in the bell for a customer who switched that alert off', async () => {
    await choose(ama, { moneyOut: false });
    await choose(kofi, { moneyIn: false });
    const sent = await send(ama, kofi.accountNumber, '3.00');
    expect(sent.body.isSuccess).toBe(true);
    const out = `You sent GH₵3.00 to ${names.get(kofi)} (${kofi.accountNumber}).`;
    const into = `You received GH₵3.00 from ${names.get(ama)} in your account ${kofi.accountNumber}.`;
    expect((await bell(ama, 'Money sent')).filter((n) => n.message === out)).toHaveLength(1);
    expect((await bell(kofi, 'Money received')).filter((n) => n.message === into)).toHaveLength(1);
    expect(await texts(ama, `SAVE & WIN: Money sent. ${out}`)).toBe(0);
    expect(await texts(kofi, `SAVE & WIN: Money received. ${into}`)).toBe(0);
    await choose(ama, { moneyOut: true });
    await choose(kofi, { moneyIn: true });
  });

  it('says nothing for a refused transfer, nor for a move between one customer’s own accounts', async () => {
    const before = {
      ama: (await bell(ama, 'Money sent')).length,
      kofi: (await bell(kofi, 'Money received')).length,
    };
    const refused = await send(ama, kofi.accountNumber, '9999.00');
    expect(refused.body.isSuccess).toBe(false);
    const goal = await gateway.call<{ goalAccountNumber: string }>('POST', '/api/investment/create-goal', {
      token: ama.token,
      body: {
        targetAmount: '500.00',
        customerNumber: ama.customerNumber,
        customerAccountNumber: ama.accountNumber,
        goalName: 'Own move',
        dueDate: new Date(gateway.services.now().getTime() + 40 * 86_400_000).toISOString().slice(0, 10),
        goalType: 'Monthly',
        reminder: false,
        autoFund: false,
        goalOptionId: 'GO-EDU',
      },
    });
    expect((await send(ama, goal.body.result.goalAccountNumber, '5.00')).body.isSuccess).toBe(true);
    expect({
      ama: (await bell(ama, 'Money sent')).length,
      kofi: (await bell(kofi, 'Money received')).length,
    }).toEqual(before);
  });
});

describe('a paid payment link', () => {
  /** Opens a link of `owner`'s and pays it from a fresh number, approving the prompt. */
  async function payLink(owner: Customer, amount: string) {
    const created = await gateway.call<{ hash: string }>('POST', '/api/payment-link', {
      token: owner.token,
      body: { amount },
    });
    const info = await gateway.call<{ token: string; accountHash: string }>(
      'GET',
      `/api/payment-link/account-info?hash=${created.body.result.hash}`,
    );
    const phone = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${phone}`);
    const code = await readOtp(gateway, phone);
    const validated = await gateway.call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
      token: info.body.result.token,
      body: { mobileNumber: phone, code },
    });
    const payment = {
      customerAccountNumber: info.body.result.accountHash,
      transactionId: `pl-${randomUUID()}`,
      amount,
      narration: 'Payment link',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: phone,
      destinationSortCode: '',
      sourceSystem: 'PAYMENT LINK',
    };
    const paid = await gateway.call<{ promptId: string }>('POST', TRANSACT, {
      token: validated.body.result.token,
      body: payment,
    });
    expect(paid.body.isSuccess).toBe(true);
    const approve = `/api/sandbox/momo/prompts/${paid.body.result.promptId}/approve`;
    expect((await gateway.call('POST', approve)).body.isSuccess).toBe(true);
    // The network's answer again, and the payer's request again: nothing more is said.
    await gateway.call('POST', approve);
    await gateway.call('POST', TRANSACT, { token: validated.body.result.token, body: payment });
  }

  it('tells its owner of the money in, once, in the bell and by SMS; only in the bell when switched off', async () => {
    const message = 'GH₵7.50 was paid to your SAVE & WIN account through your payment link.';
    await payLink(ama, '7.50');
    expect((await bell(ama, 'Payment received')).filter((n) => n.message === message)).toHaveLength(1);
    expect(await texts(ama, `SAVE & WIN: Payment received. ${message}`)).toBe(1);

    await choose(ama, { moneyIn: false });
    const quiet = 'GH₵2.25 was paid to your SAVE & WIN account through your payment link.';
    await payLink(ama, '2.25');
    expect((await bell(ama, 'Payment received')).filter((n) => n.message === quiet)).toHaveLength(1);
    expect(await texts(ama, `SAVE & WIN: Payment received. ${quiet}`)).toBe(0);
    await choose(ama, { moneyIn: true });
  });
});
