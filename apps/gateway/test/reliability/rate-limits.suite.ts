// Rate limits as an attacker meets them, against the shared store (Redis, REDIS_URL: ./run.mjs sets
// it): every operation a stranger or a hostile customer can hammer is limited per client; the
// number, the customer and the payment link an attacker aims at have budgets of their own that
// changing address does not escape; clients behind a trusted proxy are told apart, and an
// untrusted X-Forwarded-For is ignored; two gateway instances spend one budget. The gateways here
// are extra servers built on the services of one test gateway (so they share its database), each
// with a small budget and its own namespace in Redis.
import { randomUUID } from 'node:crypto';

import { writePaymentQr } from '@savewin/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { limitRules, RATE_LIMITED } from '../../src/http/rateLimit';
import { buildServer } from '../../src/http/server';
import type { Services } from '../../src/services';
import {
  freshNumber,
  signUpAndSignIn,
  verifyCustomer,
  DATABASE_HOOK_TIMEOUT,
  setUpTestGateway,
} from '../support/server';

import { report } from './report';

const PER_MINUTE = 4;
const RULES = limitRules(PER_MINUTE);
const redisUrl = process.env.REDIS_URL;

const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
let customer: { token: string; mobileNumber: string; customerNumber: string; accountNumber: string };
const opened: FastifyInstance[] = [];
const tried: Record<string, number> = {};
const found: Record<string, number> = { allowedPastBudget: 0, refusedWithinBudget: 0 };
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

/** Another gateway instance on the same database, with a small budget in `namespace`. */
async function instance(namespace: string, config: Partial<Services['config']> = {}) {
  const services = Object.create(gateway.services) as Services;
  Object.defineProperty(services, 'config', { value: { ...gateway.services.config, redisUrl, ...config } });
  const app = await buildServer(services, { rateLimitPerMinute: PER_MINUTE, rateLimitNamespace: namespace });
  await app.ready();
  opened.push(app);
  return app;
}

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token?: string;
  from?: string;
  forwardedFor?: string;
}

async function send(app: FastifyInstance, probe: Probe) {
  const headers: Record<string, string> = { 'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY };
  if (probe.token) headers.authorization = `Bearer ${probe.token}`;
  if (probe.forwardedFor) headers['x-forwarded-for'] = probe.forwardedFor;
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: probe.method,
    url: probe.url,
    headers,
    remoteAddress: probe.from ?? '10.0.0.1',
    ...(probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
  });
  return response;
}

/** Sends `probes` in order; answers the 1-based index of the first 429 (0: none). */
async function firstRefusal(app: FastifyInstance, probes: Probe[], what: string): Promise<number> {
  for (const [index, probe] of probes.entries()) {
    const response = await send(app, probe);
    count(what);
    if (response.statusCode === 429) {
      expect(response.json().displayMessage).toBe(RATE_LIMITED);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      return index + 1;
    }
  }
  return 0;
}

function budget(operationId: string, key: 'client' | 'number' | 'customer' | 'payer'): number {
  const rule = RULES[operationId]?.find((r) => r.key === key);
  if (!rule) throw new Error(`${operationId} has no ${key} rule`);
  return rule.max;
}

/** Expects the request after the budget to be the first refused. */
function expectRefusedAt(first: number, limit: number) {
  if (first === 0 || first > limit + 1) found.allowedPastBudget = (found.allowedPastBudget ?? 0) + 1;
  if (first !== 0 && first <= limit) found.refusedWithinBudget = (found.refusedWithinBudget ?? 0) + 1;
  expect(first).toBe(limit + 1);
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

beforeAll(async () => {
  if (!redisUrl) throw new Error('the rate-limit suite runs against Redis: set REDIS_URL (./run.mjs does)');
  const signedIn = await verifyCustomer(
    gateway,
    await signUpAndSignIn(gateway, { profileName: 'Ama Mensah' }),
  );
  const details = await gateway.call<{ accounts: { accountNumber: string; productName: string }[] }>(
    'GET',
    `/api/customer-details/${signedIn.mobileNumber}`,
    { token: signedIn.token },
  );
  const main = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN');
  if (!main) throw new Error('no SAVE & WIN account after KYC');
  customer = { ...signedIn, accountNumber: main.accountNumber };
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  for (const app of opened) await app.close();
  report({ suite: 'rate limits', tried, found });
});

/** A sandbox merchant's code (the read's probe names an unknown one: the budget goes first). */
const QR_PAYEE = {
  scheme: 'ghqr',
  accountId: 'GHQR-MER-000123',
  merchantName: 'Auntie Akos Chop Bar',
  merchantCity: 'Kumasi',
  categoryCode: '5812',
} as const;

/** A well-formed step-up token no challenge issued. */
const STEP_UP_TOKEN = `sws_${'A'.repeat(43)}`;
/** A passkey's answer of the right shape that no authenticator signed. */
const PASSKEY_ANSWER = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
};

/** One request of each limited operation, valid enough to reach the rules after the body. */
function requestOf(operationId: string, number: string): Probe {
  const token = customer.token;
  switch (operationId) {
    case 'login':
      return {
        method: 'POST',
        url: '/api/auth-service/auth/login',
        body: { mobileNumber: number, pin: '000000', isBiometric: false },
      };
    case 'sendOtp':
      return { method: 'POST', url: `/api/otp-service/otp/send/${number}` };
    case 'resendOtp':
      return { method: 'POST', url: `/api/otp-service/otp/resend/${number}` };
    case 'validateOtp':
      return {
        method: 'POST',
        url: '/api/otp-service/otp/validate',
        body: { mobileNumber: number, code: '000000' },
      };
    case 'createLead':
      return {
        method: 'POST',
        url: '/api/lead-service/lead',
        body: { profileName: 'Yaw Asante', mobileNumber: number, email: 'yaw@example.com', pin: '135790' },
      };
    case 'leadExistsByNumber':
      return { method: 'GET', url: `/api/lead-service/lead/exists/${number}` };
    case 'forgotPin':
      return { method: 'POST', url: '/api/lead-service/lead/forgot-pin', body: { mobileNumber: number } };
    case 'verifyForgotPinCode':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/forgot-pin/code',
        body: { resetToken: randomUUID(), code: '000000' },
      };
    case 'verifyForgotPinCard':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/forgot-pin/card',
        body: { resetToken: randomUUID(), ghanaCardNumber: 'GHA-000000000-0' },
      };
    case 'verifyForgotPinSelfie':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/forgot-pin/selfie',
        body: { resetToken: randomUUID(), image: 'data:image/jpeg;base64,/9j/2Q==' },
      };
    case 'resetPin':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/reset-pin',
        body: { resetToken: randomUUID(), pin: '135790', confirmPin: '135790' },
      };
    case 'refreshToken':
      return { method: 'POST', url: '/api/auth-service/auth/refresh', body: { refreshToken: randomUUID() } };
    case 'kycRequest':
      return { method: 'POST', url: '/api/kyc-service/kyc/request', body: {} };
    case 'confirmOldPin':
      return { method: 'POST', url: '/api/lead-service/lead/confirm-pin', body: { pin: '000000' }, token };
    case 'requestEmailChange':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/email-change',
        body: { email: 'yaw@example.com', pin: '000000' },
        token,
      };
    case 'confirmEmailChange':
      return {
        method: 'POST',
        url: '/api/lead-service/lead/email-change/confirm',
        body: { code: '000000' },
        token,
      };
    case 'verifyAccount':
      return {
        method: 'POST',
        url: '/api/transaction/verify-account',
        body: { accountNumber: '1000000001', sortCode: '999999' },
        token,
      };
    case 'validateName':
      return {
        method: 'GET',
        url: `/api/account-service/name-validation?phoneNumber=${number}&network=MTN`,
        token,
      };
    case 'readQr':
      return {
        method: 'POST',
        url: '/api/qr-service/qr/read',
        body: { payload: writePaymentQr({ ...QR_PAYEE, accountId: '1000000001' }) },
        token,
      };
    case 'payQr':
      return {
        method: 'POST',
        url: '/api/qr-service/qr/pay',
        token,
        body: {
          customerAccountNumber: customer.accountNumber,
          transactionId: `rl-${randomUUID()}`,
          amount: '999999.00',
          payload: writePaymentQr(QR_PAYEE),
          narration: 'Lunch',
          sourceSystem: 'WEB APP',
        },
      };
    case 'createMoneyRequest':
      return {
        method: 'POST',
        url: '/api/money-requests',
        token,
        body: { payerMobileNumber: '0209999999', amount: '1.00' },
      };
    case 'payMoneyRequest':
      return {
        method: 'POST',
        url: `/api/money-requests/rl-${randomUUID()}/pay`,
        token,
        body: { customerAccountNumber: customer.accountNumber },
      };
    case 'getAccountInfoByHash':
      return { method: 'GET', url: `/api/payment-link/account-info?hash=${randomUUID()}` };
    case 'transact':
      return {
        method: 'POST',
        url: '/api/transaction-service/transaction/transact',
        token,
        body: {
          customerAccountNumber: customer.accountNumber,
          transactionId: `rl-${randomUUID()}`,
          amount: '999999.00',
          narration: 'Withdrawal',
          transactionType: 'WITHDRAWAL',
          destinationAccountNumber: customer.mobileNumber,
          destinationSortCode: '',
          sourceSystem: 'WEB APP',
        },
      };
    // Writes a customer repeats by hand: the body need not be valid, the budget is spent first.
    case 'createLinkedWallet':
      return {
        method: 'POST',
        url: '/api/account-service/account/linked-wallets',
        token,
        body: { customerNumber: customer.customerNumber, network: 'MTN', phoneNumber: number },
      };
    case 'createGoal':
      return { method: 'POST', url: '/api/investment/create-goal', token, body: {} };
    case 'createFavourite':
      return { method: 'POST', url: '/api/favourite-service/favourites', token, body: {} };
    case 'chargeLookup':
      return { method: 'POST', url: '/api/transaction/charge-lookup', body: {} };
    case 'chat':
      return {
        method: 'POST',
        url: '/api/assistant/chat',
        token,
        body: {
          user_id: customer.customerNumber,
          session_id: customer.customerNumber,
          message: [{ role: 'user', content: 'What is my balance?' }],
        },
      };
    case 'exportStatement':
      return {
        method: 'GET',
        url: `/api/transaction-service/statement/${customer.accountNumber}/export?from=2026-01-01&to=2026-12-31`,
        token,
      };
    case 'exportStatementPdf':
      return {
        method: 'GET',
        url: `/api/transaction-service/statement/${customer.accountNumber}/pdf?from=2026-01-01&to=2026-12-31`,
        token,
      };
    case 'getReceiptPdf':
      return { method: 'GET', url: `/api/transaction-service/transaction/rl-${randomUUID()}/receipt`, token };
    // Step-up and passkeys: a PIN or a signature checked per request.
    case 'stepUpChallenge':
      return {
        method: 'POST',
        url: '/api/auth-service/auth/step-up',
        token,
        body: { operation: 'PAYMENT_LINK', paymentLink: { amount: '2000.00' } },
      };
    case 'confirmStepUp':
      return {
        method: 'POST',
        url: '/api/auth-service/auth/step-up/confirm',
        token,
        body: { stepUpToken: STEP_UP_TOKEN, pin: '000000' },
      };
    case 'stepUpPasskeyOptions':
      return {
        method: 'POST',
        url: '/api/auth-service/auth/step-up/passkey-options',
        token,
        body: { stepUpToken: STEP_UP_TOKEN },
      };
    case 'passkeyRegistrationOptions':
      return { method: 'POST', url: '/api/auth-service/passkeys/options', token, body: { pin: '000000' } };
    case 'registerPasskey':
      return { method: 'POST', url: '/api/auth-service/passkeys', token, body: { response: PASSKEY_ANSWER } };
    case 'passkeySignInOptions':
      return { method: 'POST', url: '/api/auth-service/auth/passkey/options' };
    case 'passkeySignIn':
      return { method: 'POST', url: '/api/auth-service/auth/passkey', body: { response: PASSKEY_ANSWER } };
    case 'checkDocument':
      return { method: 'POST', url: '/api/documents/check', body: { code: '7K3QX-9PMWD-2HBRT-5CZNA' } };
    case 'reportFieldSpeed':
      return {
        method: 'POST',
        url: '/api/field-speed',
        body: { page: 'home', measurements: [{ name: 'LCP', value: 1840 }] },
      };
    default:
      throw new Error(`no probe for ${operationId}`);
  }
}

describe('rate limits on the shared store', () => {
  it('limits every operation a stranger or a customer can hammer, per client, whatever the answer', async () => {
    const app = await instance(`rl-${randomUUID()}:`);
    const withClientRule = Object.keys(RULES).filter((op) => RULES[op]?.some((r) => r.key === 'client'));
    for (const [index, operationId] of withClientRule.entries()) {
      const limit = budget(operationId, 'client');
      // A fresh number each time, so only the client's budget can run out.
      // Without a credential (answered 401): the client's budget is spent before anything is read.
      const probes = times(limit + 3, () => requestOf(operationId, freshNumber())).map((probe) => ({
        ...probe,
        token: undefined,
        from: `10.1.0.${index + 1}`,
      }));
      expectRefusedAt(await firstRefusal(app, probes, `client:${operationId}`), limit);
    }
  });

  it('gives the number an attacker aims at its own budget, whichever addresses ask', async () => {
    const app = await instance(`rl-${randomUUID()}:`);
    for (const operationId of ['sendOtp', 'validateOtp', 'leadExistsByNumber']) {
      const target = freshNumber();
      const limit = budget(operationId, 'number');
      const probes = times(limit + 3, (i) => ({ ...requestOf(operationId, target), from: `10.2.${i}.1` }));
      expectRefusedAt(await firstRefusal(app, probes, `number:${operationId}`), limit);
      // Another customer's number from a fresh address is untouched.
      const other = await send(app, { ...requestOf(operationId, freshNumber()), from: '10.2.250.1' });
      expect(other.statusCode).not.toBe(429);
    }
  });

  it("leaves the owner's sign-in and forgot PIN open while a stranger fires at the number from many addresses at once", async () => {
    // A budget per number is one a stranger can spend to the owner's harm. Sign-in's
    // guesses are held by the PIN lock-out and forgot PIN's texts by the reset's budget per
    // number and client (in the database), so neither has a per-number rate limit.
    const app = await instance(`rl-${randomUUID()}:`);
    const target = freshNumber();
    const attempts = 3 * PER_MINUTE;
    await Promise.all(
      times(attempts, (i) =>
        send(app, { ...requestOf(i % 2 === 0 ? 'login' : 'forgotPin', target), from: `10.5.${i}.1` }),
      ),
    );
    count('strangerAttemptsAtOneNumber', attempts);
    for (const operationId of ['login', 'forgotPin']) {
      const owner = await send(app, { ...requestOf(operationId, target), from: '10.5.250.1' });
      if (owner.statusCode === 429) found.refusedWithinBudget = (found.refusedWithinBudget ?? 0) + 1;
      expect(owner.statusCode, `${operationId} of the owner`).not.toBe(429);
    }
  });

  it('gives a signed-in customer a budget of their own on money, chat, name look-ups and documents', async () => {
    for (const operationId of [
      'transact',
      'payQr',
      'readQr',
      'chat',
      'verifyAccount',
      'exportStatement',
      'exportStatementPdf',
      'getReceiptPdf',
      'createLinkedWallet',
      'createGoal',
      'createFavourite',
    ]) {
      const app = await instance(`rl-${randomUUID()}:`);
      const limit = budget(operationId, 'customer');
      const probes = times(limit + 3, (i) => ({
        ...requestOf(operationId, freshNumber()),
        from: `10.3.${i}.1`,
      }));
      expectRefusedAt(await firstRefusal(app, probes, `customer:${operationId}`), limit);
    }
  });

  it('tells clients behind a trusted proxy apart, and ignores X-Forwarded-For from anyone else', async () => {
    const limit = budget('leadExistsByNumber', 'client');
    const behindProxy = await instance(`rl-${randomUUID()}:`, { trustProxy: ['10.9.9.9'] });
    for (const client of ['41.66.0.1', '41.66.0.2', '41.66.0.3']) {
      const probes = times(limit + 1, () => ({
        ...requestOf('leadExistsByNumber', freshNumber()),
        from: '10.9.9.9',
        forwardedFor: client,
      }));
      expectRefusedAt(await firstRefusal(behindProxy, probes, 'proxy:trusted'), limit);
    }
    // Not from the trusted proxy: a forged header must not buy a fresh budget per request.
    const direct = await instance(`rl-${randomUUID()}:`, { trustProxy: ['10.9.9.9'] });
    const forged = times(limit + 1, (i) => ({
      ...requestOf('leadExistsByNumber', freshNumber()),
      from: '41.66.1.1',
      forwardedFor: `203.0.113.${i + 1}`,
    }));
    expectRefusedAt(await firstRefusal(direct, forged, 'proxy:forged'), limit);
  });

  it('counts an IPv6 client by its /64, whichever addresses in it ask', async () => {
    const app = await instance(`rl-${randomUUID()}:`);
    const limit = budget('leadExistsByNumber', 'client');
    // One subscriber's /64: a new address for every request must not buy a new budget.
    const probes = times(limit + 1, (i) => ({
      ...requestOf('leadExistsByNumber', freshNumber()),
      from: `2001:db8:41:66:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`,
    }));
    expectRefusedAt(await firstRefusal(app, probes, 'client:ipv6-64'), limit);
    // The neighbouring /64 is another subscriber, with a budget of its own.
    const neighbour = await send(app, {
      ...requestOf('leadExistsByNumber', freshNumber()),
      from: '2001:db8:41:67::1',
    });
    expect(neighbour.statusCode).not.toBe(429);
  });

  it('spends one budget across two gateway instances on one Redis', async () => {
    const namespace = `rl-${randomUUID()}:`;
    const apps = [await instance(namespace), await instance(namespace)];
    const limit = budget('leadExistsByNumber', 'number');
    const target = freshNumber();
    let first = 0;
    for (let i = 0; i < limit + 3 && first === 0; i++) {
      const app = apps[i % 2] as FastifyInstance;
      const response = await send(app, { ...requestOf('leadExistsByNumber', target), from: `10.4.${i}.1` });
      count('instances:leadExistsByNumber');
      if (response.statusCode === 429) first = i + 1;
    }
    expectRefusedAt(first, limit);
  });
});
