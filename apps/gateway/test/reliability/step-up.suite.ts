// Session theft: someone who copied a customer's bearer credential, and nothing else,
// cannot move money out. Each attack below succeeds against a gateway without the step-up (main
// before step-up: the bearer alone paid out) and is refused with it: payouts to mobile money and
// to a bank, a bill, a transfer to another customer, profile deletion, each sent many at once as
// a script would; PIN guesses through the confirmation, many at once, stop at the sign-in lock;
// a proved confirmation serves its one operation once, never another, however many race for it.
// The customer's own path still works (the PIN in the confirm dialog), small transfers to a payee
// already paid stay one tap, and after a sign-in on a new device new payees are capped.
import { randomUUID } from 'node:crypto';

import { STEP_UP } from '@savewin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { balanceOf, readyCustomer, type Customer } from '../products/support';
import {
  cardOf,
  freshNumber,
  ledgerProblems,
  readOtp,
  setUpTestGateway,
  signIn,
  TINY_JPEG,
  type Answer,
} from '../support/server';

import { report } from './report';

const TRANSACT = '/api/transaction-service/transaction/transact';
const PAY_BILL = '/api/bill-service/bill/pay';
const CHALLENGE = '/api/auth-service/auth/step-up';
const CONFIRM = '/api/auth-service/auth/step-up/confirm';
/** Requests an attacker's script sends at once. */
const TOGETHER = 12;

const gateway = setUpTestGateway({ config: { stepUp: true }, build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
let kofi: Customer;
let bankSortCode: string;
const tried: Record<string, number> = {};
const found = { movedByBearerAlone: 0, proofReused: 0, pinChecksBeyondLock: 0 };
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '900.00');
  kofi = await readyCustomer(gateway);
  const codes = await gateway.call<{ code: string; type: string }[]>(
    'GET',
    '/api/account-service/sort-codes',
    { token: ama.token },
  );
  bankSortCode = codes.body.result.find((c) => c.type === 'BANK' && c.code !== '999999')!.code;
}, 240_000);
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'step-up (session theft)', tried, found });
});

type Body = Record<string, string>;

function transfer(who: Customer, overrides: Body): Body {
  return {
    customerAccountNumber: who.accountNumber,
    transactionId: randomUUID(),
    amount: '50.00',
    narration: 'Rent',
    transactionType: 'MOMO',
    destinationAccountNumber: freshNumber(),
    destinationSortCode: '',
    sourceSystem: 'WEB APP',
    ...overrides,
  };
}

function bill(who: Customer): Body {
  return {
    customerAccountNumber: who.accountNumber,
    transactionId: randomUUID(),
    amount: '20.00',
    billerReference: freshNumber(),
    billerCode: 'MTN-AIRTIME',
    sourceSystem: 'WEB APP',
    narration: 'Airtime',
  };
}

/** What the thief sends: the copied bearer credential and nothing else, many at once. */
async function atOnce(calls: (() => Promise<Answer>)[]): Promise<Answer[]> {
  return Promise.all(calls.map((call) => call()));
}

const moved = (answers: Answer[]) => answers.filter((a) => a.status === 200 && a.body.isSuccess).length;

/** The customer's own confirmation: the PIN entered in the confirm dialog for this operation. */
async function confirmWithPin(
  who: Customer,
  operation: Record<string, unknown>,
  pin = who.pin,
): Promise<{ token: string | null; answer: Answer<boolean> }> {
  const challenge = await gateway.call<{ required: boolean; stepUpToken: string | null }>('POST', CHALLENGE, {
    token: who.token,
    body: operation,
  });
  expect(challenge.status).toBe(200);
  const token = challenge.body.result.stepUpToken;
  if (!token) return { token: null, answer: challenge as unknown as Answer<boolean> };
  const answer = await gateway.call<boolean>('POST', CONFIRM, {
    token: who.token,
    body: { stepUpToken: token, pin },
  });
  return { token, answer };
}

describe('a copied bearer credential alone moves no money', () => {
  it('cannot pay out to a mobile-money number or a bank account, many requests at once', async () => {
    const before = await balanceOf(gateway, ama);
    const answers = await atOnce(
      Array.from(
        { length: TOGETHER },
        (_, i) => () =>
          gateway.call('POST', TRANSACT, {
            token: ama.token,
            body:
              i % 2 === 0
                ? transfer(ama, {})
                : transfer(ama, {
                    transactionType: 'BANK_TRANSFER',
                    destinationAccountNumber: `10${String(i).padStart(8, '0')}`,
                    destinationSortCode: bankSortCode,
                  }),
          }),
      ),
    );
    count('payouts by bearer alone', answers.length);
    found.movedByBearerAlone += moved(answers);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(await balanceOf(gateway, ama)).toBe(before);
  });

  it('cannot pay a bill, many at once', async () => {
    const before = await balanceOf(gateway, ama);
    const answers = await atOnce(
      Array.from(
        { length: TOGETHER },
        () => () => gateway.call('POST', PAY_BILL, { token: ama.token, body: bill(ama) }),
      ),
    );
    count('bills by bearer alone', answers.length);
    found.movedByBearerAlone += moved(answers);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(await balanceOf(gateway, ama)).toBe(before);
  });

  it('cannot pay a new payee inside SAVE & WIN, even a small amount', async () => {
    const before = await balanceOf(gateway, ama);
    const answers = await atOnce(
      Array.from(
        { length: TOGETHER },
        () => () =>
          gateway.call('POST', TRANSACT, {
            token: ama.token,
            body: transfer(ama, {
              amount: '5.00',
              transactionType: 'BANK_TRANSFER',
              destinationAccountNumber: kofi.accountNumber,
              destinationSortCode: '999999',
            }),
          }),
      ),
    );
    count('new-payee transfers by bearer alone', answers.length);
    found.movedByBearerAlone += moved(answers);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(await balanceOf(gateway, ama)).toBe(before);
    expect(await balanceOf(gateway, kofi)).toBe('0.00');
  });

  it('cannot delete the profile', async () => {
    const answer = await gateway.call('DELETE', `/api/lead-service/lead/id/${ama.leadId}`, {
      token: ama.token,
    });
    count('deletions by bearer alone');
    if (answer.body?.isSuccess) found.movedByBearerAlone += 1;
    expect(answer.status).toBe(403);
    const still = await gateway.call('GET', `/api/customer-details/${ama.mobileNumber}`, {
      token: ama.token,
    });
    expect(still.body.isSuccess).toBe(true);
  });

  it('cannot use a confirmation it asked for but could not prove', async () => {
    const body = transfer(ama, {});
    const challenge = await gateway.call<{ stepUpToken: string }>('POST', CHALLENGE, {
      token: ama.token,
      body: { operation: 'TRANSACT', transaction: body },
    });
    const answer = await gateway.call('POST', TRANSACT, {
      token: ama.token,
      body,
      headers: { 'x-step-up': challenge.body.result.stepUpToken },
    });
    count('unproved confirmations presented');
    expect(answer.status).toBe(403);
  });
});

describe('the confirmation itself', () => {
  it('counts wrong PINs toward the sign-in lock, atomically: many guesses at once check at most five', async () => {
    const bob = await readyCustomer(gateway);
    const body = transfer(bob, {});
    const challenge = await gateway.call<{ stepUpToken: string }>('POST', CHALLENGE, {
      token: bob.token,
      body: { operation: 'TRANSACT', transaction: body },
    });
    const guesses = Array.from({ length: 20 }, (_, i) => String(100_000 + i * 7919).slice(0, 6));
    const answers = await atOnce(
      guesses.map(
        (pin) => () =>
          gateway.call('POST', CONFIRM, {
            token: bob.token,
            body: { stepUpToken: challenge.body.result.stepUpToken, pin: pin === bob.pin ? '000001' : pin },
          }),
      ),
    );
    count('parallel PIN guesses', answers.length);
    const checked = answers.filter((a) => /incorrect/.test(a.body.displayMessage)).length;
    found.pinChecksBeyondLock += Math.max(0, checked - 5);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.every((a) => !a.body.isSuccess)).toBe(true);
    // The lock is sign-in's own: the right PIN is refused now, at sign-in as in the dialog.
    const right = await gateway.call('POST', CONFIRM, {
      token: bob.token,
      body: { stepUpToken: challenge.body.result.stepUpToken, pin: bob.pin },
    });
    expect(right.body.isSuccess).toBe(false);
    expect(right.body.displayMessage).toMatch(/locked/);
    gateway.advance(61_000);
    const login = await gateway.call('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber: bob.mobileNumber, pin: bob.pin, isBiometric: false },
    });
    expect(login.body.isSuccess).toBe(false);
    expect(login.body.displayMessage).toMatch(/locked/);
  });

  it('serves the one operation it was proved for, once, however many requests race for it', async () => {
    const before = await balanceOf(gateway, ama);
    // Above the one-tap limit: once paid, the destination is a known payee, and a small transfer
    // to it would need no proof at all.
    const body = transfer(ama, { amount: '150.00' });
    const { token, answer } = await confirmWithPin(ama, { operation: 'TRANSACT', transaction: body });
    expect(answer.body.isSuccess).toBe(true);
    // Another amount, another destination, another id: each is another operation.
    const others = [
      { ...body, amount: '160.00' },
      { ...body, destinationAccountNumber: freshNumber() },
      { ...body, transactionId: randomUUID() },
    ];
    for (const other of others) {
      const refused = await gateway.call('POST', TRANSACT, {
        token: ama.token,
        body: other,
        headers: { 'x-step-up': token! },
      });
      count('proof presented for another operation');
      if (refused.body?.isSuccess) found.proofReused += 1;
      expect(refused.status).toBe(403);
    }
    // The same operation many times at once, each with its own new id but the one proof: one passes.
    const racing = await atOnce(
      Array.from(
        { length: TOGETHER },
        () => () =>
          gateway.call('POST', TRANSACT, { token: ama.token, body, headers: { 'x-step-up': token! } }),
      ),
    );
    count('racing uses of one proof', racing.length);
    const passed = racing.filter((a) => a.status === 200);
    found.proofReused += Math.max(0, passed.length - 1);
    expect(passed).toHaveLength(1);
    expect(passed[0]!.body.isSuccess).toBe(true);
    const again = await gateway.call('POST', TRANSACT, {
      token: ama.token,
      body,
      headers: { 'x-step-up': token! },
    });
    expect(again.status).toBe(403);
    // The 150.00 (and its charges) left once.
    expect(Number(await balanceOf(gateway, ama))).toBeLessThan(Number(before) - 149.99);
    expect(Number(await balanceOf(gateway, ama))).toBeGreaterThan(Number(before) - 300);
  });

  it('is bound to the session it was asked in: another session of the customer cannot present it', async () => {
    const body = transfer(ama, {});
    const { token } = await confirmWithPin(ama, { operation: 'TRANSACT', transaction: body });
    gateway.advance(61_000);
    const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber: ama.mobileNumber, pin: ama.pin, isBiometric: false },
    });
    const code = await readOtp(gateway, ama.mobileNumber);
    const other = await gateway.call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
      token: login.body.result.token,
      body: { mobileNumber: ama.mobileNumber, code },
    });
    const answer = await gateway.call('POST', TRANSACT, {
      token: other.body.result.token,
      body,
      headers: { 'x-step-up': token! },
    });
    expect(answer.status).toBe(403);
  });
});

describe("the customer's own payments", () => {
  it('pays a bill and deletes nothing without the PIN; with it, the bill is paid', async () => {
    const body = bill(ama);
    const { token, answer } = await confirmWithPin(ama, { operation: 'BILL_PAYMENT', billPayment: body });
    expect(answer.body.isSuccess).toBe(true);
    const paid = await gateway.call('POST', PAY_BILL, {
      token: ama.token,
      body,
      headers: { 'x-step-up': token! },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.isSuccess).toBe(true);
  });

  it('keeps a small transfer to a payee already paid one tap, and asks again above the limit', async () => {
    await seedPaidPayee(ama, kofi);
    const small = transfer(ama, {
      amount: '10.00',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: kofi.accountNumber,
      destinationSortCode: '999999',
    });
    const challenge = await gateway.call<{ required: boolean }>('POST', CHALLENGE, {
      token: ama.token,
      body: { operation: 'TRANSACT', transaction: small },
    });
    expect(challenge.body.result.required).toBe(false);
    const oneTap = await gateway.call('POST', TRANSACT, { token: ama.token, body: small });
    expect(oneTap.body.isSuccess).toBe(true);
    const large = {
      ...small,
      transactionId: randomUUID(),
      amount: ((STEP_UP.oneTapLimit + 100) / 100).toFixed(2),
    };
    const refused = await gateway.call('POST', TRANSACT, { token: ama.token, body: large });
    expect(refused.status).toBe(403);
  });

  it('caps payments to new payees after a sign-in on a new device, and says until when', async () => {
    gateway.advance(61_000);
    const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber: ama.mobileNumber, pin: ama.pin, isBiometric: false },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131.0 Mobile' },
    });
    const code = await readOtp(gateway, ama.mobileNumber);
    const session = await gateway.call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
      token: login.body.result.token,
      body: { mobileNumber: ama.mobileNumber, code },
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; SM-A155F) Chrome/131.0 Mobile' },
    });
    const newDevice: Customer = { ...ama, token: session.body.result.token };
    const status = await gateway.call<{ coolingOff: { left: string; notice: string } | null }>(
      'GET',
      '/api/auth-service/auth/step-up/status',
      { token: newDevice.token },
    );
    expect(status.body.result.coolingOff?.left).toBe((STEP_UP.coolingOffNewPayeeCap / 100).toFixed(2));
    // Above the cap, the PIN does not help: refused before it is asked.
    const big = transfer(newDevice, { amount: ((STEP_UP.coolingOffNewPayeeCap + 100) / 100).toFixed(2) });
    const challenge = await gateway.call('POST', CHALLENGE, {
      token: newDevice.token,
      body: { operation: 'TRANSACT', transaction: big },
    });
    expect(challenge.body.isSuccess).toBe(false);
    expect(challenge.body.displayMessage).toMatch(/new recipients are limited/);
    // Within the cap, with the PIN, several at once: together they never pass the cap.
    const bodies = Array.from({ length: 4 }, () =>
      transfer(newDevice, { amount: ((STEP_UP.coolingOffNewPayeeCap / 2 / 100) | 0).toFixed(2) }),
    );
    const proofs = await Promise.all(
      bodies.map((b) => confirmWithPin(newDevice, { operation: 'TRANSACT', transaction: b })),
    );
    const paid = await atOnce(
      bodies.map(
        (b, i) => () =>
          gateway.call('POST', TRANSACT, {
            token: newDevice.token,
            body: b,
            headers: { 'x-step-up': proofs[i]!.token! },
          }),
      ),
    );
    count('new-payee payouts during cooling-off', paid.length);
    expect(paid.filter((a) => a.body?.isSuccess).length).toBeLessThanOrEqual(2);
    // A payee already paid is not capped.
    const known = transfer(newDevice, {
      amount: '20.00',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: kofi.accountNumber,
      destinationSortCode: '999999',
    });
    const knownPaid = await gateway.call('POST', TRANSACT, { token: newDevice.token, body: known });
    expect(knownPaid.body.isSuccess).toBe(true);
    // After the cooling-off, new payees are back to the PIN alone.
    gateway.advance(STEP_UP.coolingOffMs + 60_000);
    const again = await signIn(gateway, ama.mobileNumber, ama.pin);
    const after = await gateway.call<{ coolingOff: unknown }>(
      'GET',
      '/api/auth-service/auth/step-up/status',
      {
        token: again.token,
      },
    );
    expect(after.body.result?.coolingOff ?? null).toBeNull();
  });
});

describe('after a PIN reset', () => {
  it('the new session begins a cooling-off for new payees', async () => {
    const efua = await readyCustomer(gateway);
    gateway.advance(61_000);
    const started = await gateway.call<{ resetToken: string }>('POST', '/api/lead-service/lead/forgot-pin', {
      body: { mobileNumber: efua.mobileNumber },
    });
    const resetToken = started.body.result.resetToken;
    const code = await readOtp(gateway, efua.mobileNumber);
    await gateway.call('POST', '/api/lead-service/lead/forgot-pin/code', { body: { resetToken, code } });
    // The Ghana Card on file and a selfie matching the KYC photo (the sandbox: TINY_JPEG's face).
    const card = await gateway.call('POST', '/api/lead-service/lead/forgot-pin/card', {
      body: { resetToken, ghanaCardNumber: cardOf(efua.mobileNumber) },
    });
    expect(card.body.isSuccess, card.body.displayMessage).toBe(true);
    const selfie = await gateway.call('POST', '/api/lead-service/lead/forgot-pin/selfie', {
      body: { resetToken, image: TINY_JPEG },
    });
    expect(selfie.body.isSuccess, selfie.body.displayMessage).toBe(true);
    const reset = await gateway.call<{ token: string }>('POST', '/api/lead-service/lead/reset-pin', {
      body: { resetToken, pin: '246801', confirmPin: '246801' },
    });
    expect(reset.body.isSuccess, reset.body.displayMessage).toBe(true);
    const status = await gateway.call<{ coolingOff: { left: string; notice: string } | null }>(
      'GET',
      '/api/auth-service/auth/step-up/status',
      { token: reset.body.result.token },
    );
    expect(status.body.result.coolingOff?.notice).toMatch(/after a PIN reset or a sign-in on a new device/);
  });
});

/** The customer pays Kofi once with the PIN, so Kofi becomes a payee already paid. */
async function seedPaidPayee(from: Customer, to: Customer): Promise<void> {
  const body = transfer(from, {
    amount: '10.00',
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: to.accountNumber,
    destinationSortCode: '999999',
  });
  const { token } = await confirmWithPin(from, { operation: 'TRANSACT', transaction: body });
  const paid = await gateway.call('POST', TRANSACT, {
    token: from.token,
    body,
    headers: { 'x-step-up': token! },
  });
  expect(paid.body.isSuccess).toBe(true);
}
