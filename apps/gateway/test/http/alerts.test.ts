// SMS alerts over HTTP: money in by SMS and in the bell, switched off per kind by the customer
// (the bell keeps it), security alerts (PIN changed, a new browser) always.
import { afterEach, expect, it } from 'vitest';

import { IDENTITY_LIMITS as L, MESSAGES as M } from '../../src/domain/identity/messages';
import { runOutboxJobs } from '../../src/jobs/outbox';
import {
  fundCustomer,
  ledgerProblems,
  readOtp,
  signUpAndSignIn,
  verifiedCustomer,
  setUpTestGateway,
} from '../support/server';

const PREFS = '/api/notifications/alert-preferences';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const gateway = setUpTestGateway();
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

async function texts(mobileNumber: string): Promise<string[]> {
  await gateway.services.settle();
  const inbox = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${mobileNumber}`);
  return inbox.body.result.map((sms) => sms.text);
}

async function customerWithAccount() {
  const who = await verifiedCustomer(gateway);
  return { ...who, account: who.accountNumber };
}

it('texts money in and puts it in the bell; switched off, only the bell has it', async () => {
  const who = await customerWithAccount();
  const prefs = await gateway.call('GET', PREFS, { token: who.token });
  expect(prefs.body.result).toEqual({ moneyIn: true, moneyOut: true, payouts: true, prizes: true });
  await fundCustomer(gateway, who, who.account, '25.00');
  const deposit = 'SAVE & WIN: Deposit received. GH₵25.00 was added to your SAVE & WIN account.';
  expect((await texts(who.mobileNumber)).filter((t) => t === deposit)).toHaveLength(1);

  const off = await gateway.call('PUT', PREFS, { token: who.token, body: { moneyIn: false } });
  expect(off.body).toMatchObject({
    isSuccess: true,
    displayMessage: 'Your alert choices have been saved.',
    result: { moneyIn: false, moneyOut: true, payouts: true, prizes: true },
  });
  await fundCustomer(gateway, who, who.account, '25.00');
  expect((await texts(who.mobileNumber)).filter((t) => t === deposit)).toHaveLength(1);
  const bell = await gateway.call<{ title: string }[]>('GET', '/api/notifications', { token: who.token });
  expect(bell.body.result.filter((n) => n.title === 'Deposit received')).toHaveLength(2);
});

it('is sent by the outbox worker, once even when two passes run at the same time', async () => {
  const who = await customerWithAccount();
  await gateway.services.settle();
  await fundCustomer(gateway, who, who.account, '12.00');
  const passes = await Promise.all([
    runOutboxJobs(gateway.services, { reconcile: false }),
    runOutboxJobs(gateway.services, { reconcile: false }),
  ]);
  expect(passes[0].alerts + passes[1].alerts).toBe(1);
  const deposit = 'SAVE & WIN: Deposit received. GH₵12.00 was added to your SAVE & WIN account.';
  expect((await texts(who.mobileNumber)).filter((t) => t === deposit)).toHaveLength(1);
});

it('refuses to switch off what is not a choice, and changes nothing', async () => {
  const who = await signUpAndSignIn(gateway);
  const security = await gateway.call('PUT', PREFS, { token: who.token, body: { security: false } });
  expect(security.status).toBe(400);
  expect((await gateway.call('PUT', PREFS, { token: who.token, body: {} })).status).toBe(400);
  expect((await gateway.call('GET', PREFS, { token: who.token })).body.result).toEqual({
    moneyIn: true,
    moneyOut: true,
    payouts: true,
    prizes: true,
  });
  expect((await gateway.call('GET', PREFS)).status).toBe(401);
});

it('always texts a PIN change and a sign-in from a new browser, not one from a known browser', async () => {
  const who = await customerWithAccount();
  await gateway.call('PUT', PREFS, {
    token: who.token,
    body: { moneyIn: false, moneyOut: false, payouts: false, prizes: false },
  });
  const signInFrom = async (userAgent: string) => {
    gateway.advance(L.otpResendCooldownMs + 1_000);
    const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber: who.mobileNumber, pin: who.pin, isBiometric: false },
      headers: { 'user-agent': userAgent },
    });
    const code = await readOtp(gateway, who.mobileNumber);
    await gateway.call('POST', '/api/otp-service/otp/validate', {
      token: login.body.result.token,
      body: { mobileNumber: who.mobileNumber, code },
    });
  };
  const alertOf = `SAVE & WIN: ${M.newDeviceTitle}. ${M.newDeviceAlert('Chrome on Android')}`;
  await signInFrom(ANDROID);
  expect((await texts(who.mobileNumber)).filter((t) => t === alertOf)).toHaveLength(1);
  await signInFrom(ANDROID);
  expect((await texts(who.mobileNumber)).filter((t) => t === alertOf)).toHaveLength(1);

  await gateway.call('POST', '/api/lead-service/lead/confirm-pin', {
    token: who.token,
    body: { mobileNumber: who.mobileNumber, pin: who.pin },
  });
  const changed = await gateway.call('PUT', '/api/lead-service/lead', {
    token: who.token,
    body: {
      leadId: who.leadId,
      profileName: 'Ama Mensah',
      mobileNumber: who.mobileNumber,
      email: 'ama@example.com',
      pin: '864209',
    },
  });
  expect(changed.body.isSuccess, changed.body.displayMessage).toBe(true);
  expect(await texts(who.mobileNumber)).toContain(`SAVE & WIN: ${M.pinChangedTitle}. ${M.pinChangedAlert}`);
  const bell = await gateway.call<{ title: string }[]>('GET', '/api/notifications', { token: who.token });
  expect(bell.body.result.map((n) => n.title)).toEqual(
    expect.arrayContaining([M.pinChangedTitle, M.newDeviceTitle]),
  );
});
