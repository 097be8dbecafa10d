// Payment links over HTTP: create (replacing the active one), read, revoke; the public lookup
// answers only whom a link pays plus a payer credential, and nothing for a revoked or expired link.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { PAYMENT_LINK_MESSAGES } from '../../src/domain/paymentLinks/paymentLinks';
import { ledgerProblems, signIn, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Link {
  hash: string;
  url: string;
  amount: string | null;
  createdAt: string;
  expiresAt: string;
}
interface Info {
  accountName: string;
  accountNumber: string;
  accountHash: string;
  token: string;
  amount: string | null;
}

const LINK = '/api/payment-link';
const info = (hash: string) =>
  gateway.call<Info | null>('GET', `${LINK}/account-info?hash=${encodeURIComponent(hash)}`);

describe('payment links', () => {
  it('creates an unguessable URL-safe link with an optional amount and expiry, and reads it back', async () => {
    const created = await gateway.call<Link>('POST', LINK, {
      token: ama.token,
      body: { amount: '25.00', expiresInDays: 7 },
    });
    expect(created.body.isSuccess).toBe(true);
    const link = created.body.result;
    expect(link.hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    // The portal's public address (PUBLIC_URL; testConfig's), never the Vite dev server's.
    expect(link.url).toBe(`http://127.0.0.1:8080/payment-link?hash=${link.hash}`);
    expect(link.amount).toBe('25.00');
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(7 * 86_400_000);
    const mine = await gateway.call<Link>('GET', LINK, { token: ama.token });
    expect(mine.body.result).toEqual(link);
    const another = await gateway.call<Link>('POST', LINK, { token: kofi.token, body: {} });
    expect(another.body.result.hash).not.toBe(link.hash);
    expect(another.body.result.amount).toBeNull();
  });

  it('answers a payer only the name, a masked account number, the hash, the amount and a credential', async () => {
    const created = await gateway.call<Link>('POST', LINK, { token: ama.token, body: {} });
    const answer = await info(created.body.result.hash);
    expect(answer.body.isSuccess).toBe(true);
    const result = answer.body.result;
    if (!result) throw new Error('no account info');
    expect(Object.keys(result).sort()).toEqual([
      'accountHash',
      'accountName',
      'accountNumber',
      'amount',
      'token',
    ]);
    expect(result.accountName).toBe('AMA MENSAH');
    expect(result.accountNumber).toBe(`${ama.accountNumber.slice(0, 3)}****${ama.accountNumber.slice(-3)}`);
    expect(result.accountHash).toBe(created.body.result.hash);
    const payer = await gateway.services.paymentLinks.authenticatePayer(result.token);
    expect(payer).toEqual({
      kind: 'payer',
      linkHash: created.body.result.hash,
      phoneNumber: null,
      credential: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('creating a new link revokes the previous one, whose lookup and credential then fail', async () => {
    const first = await gateway.call<Link>('POST', LINK, { token: ama.token, body: {} });
    const token = (await info(first.body.result.hash)).body.result?.token ?? '';
    await gateway.call<Link>('POST', LINK, { token: ama.token, body: {} });
    expect((await info(first.body.result.hash)).body).toEqual({
      isSuccess: false,
      displayMessage: PAYMENT_LINK_MESSAGES.invalid,
      result: null,
    });
    expect(await gateway.services.paymentLinks.authenticatePayer(token)).toBeNull();
  });

  it("revokes only the owner's link: 403 for another customer, 404 for an unknown hash", async () => {
    const created = await gateway.call<Link>('POST', LINK, { token: ama.token, body: {} });
    const hash = created.body.result.hash;
    expect((await gateway.call('DELETE', `${LINK}/${hash}`, { token: kofi.token })).status).toBe(403);
    expect((await gateway.call('DELETE', `${LINK}/unknownhash123`, { token: ama.token })).status).toBe(404);
    const revoked = await gateway.call('DELETE', `${LINK}/${hash}`, { token: ama.token });
    expect(revoked.body).toEqual({ isSuccess: true, displayMessage: 'Payment link revoked', result: true });
    expect((await info(hash)).body.isSuccess).toBe(false);
    expect((await gateway.call<Link | null>('GET', LINK, { token: ama.token })).body.result).toBeNull();
  });

  it('refuses an unknown hash, a malformed one with 400, and creating without a credential', async () => {
    expect((await info('abcdefghijklmnop')).body.isSuccess).toBe(false);
    expect((await info('<script>')).status).toBe(400);
    expect((await gateway.call('POST', LINK, { body: {} })).status).toBe(401);
  });

  it('throttles the public lookup per client address', async () => {
    let last = 0;
    for (let i = 0; i < 40 && last !== 429; i++) last = (await info('abcdefghijklmnop')).status;
    expect(last).toBe(429);
  });

  // Moves the clock a day on: keep last.
  it('refuses an expired link', async () => {
    const created = await gateway.call<Link>('POST', LINK, { token: kofi.token, body: { expiresInDays: 1 } });
    gateway.advance(86_400_000 + 1000);
    expect((await info(created.body.result.hash)).body.isSuccess).toBe(false);
    // A day later the sessions expired too: sign in again to read the link.
    const session = await signIn(gateway, kofi.mobileNumber, kofi.pin);
    const mine = await gateway.call<Link | null>('GET', LINK, { token: session.token });
    expect(mine.body).toEqual({ isSuccess: true, displayMessage: '', result: null });
  });
});
