// The payment-link payer end to end over HTTP (spec §4 "Payment link", §7): the public lookup hands
// out a link credential, the payer proves their number by OTP and gets a credential bound to it,
// then pays with a DEPOSIT that raises a mobile-money prompt on their phone; approving it credits
// the link owner. Every refusal on the way, and a payer credential can do nothing else.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { PAYMENT_LINK_MESSAGES } from '../../src/domain/paymentLinks/paymentLinks';
import { PAYER_NOT_ALLOWED } from '../../src/http/plugins/auth';
import { freshNumber, ledgerProblems, readOtp, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

const LINK = '/api/payment-link';
const TRANSACT = '/api/transaction-service/transaction/transact';

interface Info {
  accountName: string;
  accountNumber: string;
  accountHash: string;
  token: string;
  amount: string | null;
}
interface Prompt {
  promptId: string;
  phoneNumber: string;
  amount: string;
  status: string;
}

async function openLink(body: { amount?: string; expiresInDays?: number }): Promise<Info> {
  const created = await gateway.call<{ hash: string }>('POST', LINK, { token: ama.token, body });
  expect(created.body.isSuccess).toBe(true);
  const info = await gateway.call<Info>('GET', `${LINK}/account-info?hash=${created.body.result.hash}`);
  expect(info.body.isSuccess).toBe(true);
  return info.body.result;
}

/** Steps 4-5: send the OTP to the payer's number and validate it with the link credential. */
async function verifyPayer(linkToken: string, phone: string): Promise<string> {
  const sent = await gateway.call('POST', `/api/otp-service/otp/send/${phone}`);
  expect(sent.body.isSuccess).toBe(true);
  const code = await readOtp(gateway, phone);
  const validated = await gateway.call<{ token: string; expiresIn: number }>(
    'POST',
    '/api/otp-service/otp/validate',
    { token: linkToken, body: { mobileNumber: phone, code } },
  );
  expect(validated.body.isSuccess).toBe(true);
  expect(Object.keys(validated.body.result).sort()).toEqual(['expiresIn', 'token']);
  expect(validated.body.result.expiresIn).toBe(900);
  return validated.body.result.token;
}

function payment(hash: string, phone: string, amount: string) {
  return {
    customerAccountNumber: hash,
    transactionId: `pl-${randomUUID()}`,
    amount,
    narration: 'Payment link',
    transactionType: 'DEPOSIT',
    destinationAccountNumber: phone,
    destinationSortCode: '',
    sourceSystem: 'PAYMENT LINK',
  };
}

async function promptsOf(phone: string): Promise<Prompt[]> {
  return (await gateway.call<Prompt[]>('GET', `/api/sandbox/momo/prompts?phoneNumber=${phone}`)).body.result;
}

describe('payment-link payer', () => {
  it('verifies the payer by OTP, collects from their number and credits the link owner on approval', async () => {
    const link = await openLink({ amount: '40.00' });
    const phone = freshNumber();
    const before = Number(await balanceOf(gateway, ama));

    // The link credential alone may not pay: the number must be verified first.
    const early = await gateway.call('POST', TRANSACT, {
      token: link.token,
      body: payment(link.accountHash, phone, '40.00'),
    });
    expect(early.status).toBe(403);
    expect(early.body.displayMessage).toBe(PAYER_NOT_ALLOWED);

    const payer = await verifyPayer(link.token, phone);
    expect(payer).toMatch(/^swl_/);

    const charges = await gateway.call<{ feeAmount: string; elevyAmount: string; transactionId: string }>(
      'POST',
      '/api/transaction/charge-lookup',
      {
        token: payer,
        body: {
          customerAccountNumber: link.accountHash,
          transactionId: `pl-${randomUUID()}`,
          amount: '40.00',
          transactionType: 'DEPOSIT',
          destinationAccountNumber: phone,
          destinationSortCode: '',
          sourceSystem: 'PAYMENT LINK',
        },
      },
    );
    expect(charges.body.isSuccess).toBe(true);

    // A fixed-amount link refuses another amount, and the payer pays only from the verified number.
    const other = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: payment(link.accountHash, phone, '15.00'),
    });
    expect(other.body).toMatchObject({
      isSuccess: false,
      displayMessage: 'This payment link asks for GHS40.00.',
    });
    const elsewhere = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: payment(link.accountHash, freshNumber(), '40.00'),
    });
    expect(elsewhere.body).toMatchObject({
      isSuccess: false,
      displayMessage: 'Please pay from the number you verified.',
    });
    const notDeposit = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: { ...payment(link.accountHash, phone, '40.00'), transactionType: 'WITHDRAWAL' },
    });
    expect(notDeposit.body.isSuccess).toBe(false);
    expect(await promptsOf(phone)).toEqual([]);

    const paid = await gateway.call<{ promptId: string; status: string }>('POST', TRANSACT, {
      token: payer,
      body: payment(link.accountHash, phone, '40.00'),
    });
    expect(paid.body.isSuccess).toBe(true);
    expect(paid.body.result.status).toBe('PROCESSING');
    const prompts = await promptsOf(phone);
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({
      promptId: paid.body.result.promptId,
      amount: '40.00',
      status: 'PENDING',
    });
    // Nothing is credited before the payer approves.
    expect(Number(await balanceOf(gateway, ama))).toBe(before);

    const approved = await gateway.call(
      'POST',
      `/api/sandbox/momo/prompts/${paid.body.result.promptId}/approve`,
    );
    expect(approved.body.isSuccess).toBe(true);
    const after = Number(await balanceOf(gateway, ama));
    const fee = Number(charges.body.result.feeAmount) + Number(charges.body.result.elevyAmount);
    expect(after).toBeCloseTo(before + 40 - fee, 2);
    expect(after).toBeGreaterThan(before);
  });

  it('lets a payer credential do nothing but pay: 403 on customer operations, 401 for a made-up one', async () => {
    const link = await openLink({});
    const phone = freshNumber();
    const payer = await verifyPayer(link.token, phone);
    const refusedHere: [string, string, unknown?][] = [
      ['GET', `/api/customer-details/${phone}`],
      ['GET', LINK],
      ['POST', LINK, {}],
      ['POST', '/api/otp-service/otp/validate', { mobileNumber: phone, code: '123456' }],
      ['POST', '/api/auth-service/auth/logout', {}],
    ];
    for (const [method, url, body] of refusedHere) {
      const answer = await gateway.call(method, url, { token: payer, ...(body ? { body } : {}) });
      expect({ url, status: answer.status === 401 || answer.status === 403 }).toEqual({ url, status: true });
      expect(answer.body).toEqual({ isSuccess: false, displayMessage: PAYER_NOT_ALLOWED, result: null });
    }
    expect((await gateway.call('GET', `/api/customer-details/${phone}`, { token: payer })).status).toBe(403);
    // Before the number is verified, the link credential may only validate the OTP.
    const charge = await gateway.call('POST', '/api/transaction/charge-lookup', {
      token: link.token,
      body: { ...payment(link.accountHash, phone, '5.00'), narration: undefined },
    });
    expect(charge.status).toBe(403);
    const madeUp = await gateway.call('POST', TRANSACT, {
      token: `swl_${'A'.repeat(43)}`,
      body: payment(link.accountHash, phone, '5.00'),
    });
    expect(madeUp.status).toBe(401);
    // Another link's hash is not the one this payer opened.
    const wrongLink = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: payment('abcdefghijklmnopqrstuvwx', phone, '5.00'),
    });
    expect(wrongLink.status).toBe(403);
  });

  it('refuses a wrong OTP and keeps the link credential unbound', async () => {
    const link = await openLink({});
    const phone = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${phone}`);
    const code = await readOtp(gateway, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await gateway.call('POST', '/api/otp-service/otp/validate', {
      token: link.token,
      body: { mobileNumber: phone, code: wrong },
    });
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.result).toBeNull();
  });

  it('refuses a payer whose link was revoked, at OTP time and at payment time', async () => {
    const link = await openLink({});
    const phone = freshNumber();
    const payer = await verifyPayer(link.token, phone);
    const revoked = await gateway.call('DELETE', `${LINK}/${link.accountHash}`, { token: ama.token });
    expect(revoked.body.isSuccess).toBe(true);
    const pay = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: payment(link.accountHash, phone, '5.00'),
    });
    expect(pay.status).toBe(401);
    const lookup = await gateway.call('GET', `${LINK}/account-info?hash=${link.accountHash}`);
    expect(lookup.body).toEqual({
      isSuccess: false,
      displayMessage: PAYMENT_LINK_MESSAGES.invalid,
      result: null,
    });
    expect(await promptsOf(phone)).toEqual([]);
  });

  it('throttles a payer per verified number', async () => {
    const link = await openLink({});
    const phone = freshNumber();
    const payer = await verifyPayer(link.token, phone);
    let last = 0;
    for (let i = 0; i < 15 && last !== 429; i++) {
      last = (
        await gateway.call('POST', TRANSACT, { token: payer, body: payment(link.accountHash, phone, '0') })
      ).status;
    }
    expect(last).toBe(429);
  });

  // Moves the clock a day on: keep last.
  it('refuses a payer whose link expired', async () => {
    const link = await openLink({ expiresInDays: 1 });
    const phone = freshNumber();
    const payer = await verifyPayer(link.token, phone);
    gateway.advance(86_400_000 + 1000);
    const pay = await gateway.call('POST', TRANSACT, {
      token: payer,
      body: payment(link.accountHash, phone, '5.00'),
    });
    expect(pay.status).toBe(401);
    expect(await promptsOf(phone)).toEqual([]);
  });
});
