// The live MTN MoMo adapter against a fake MTN on loopback (test/fakes/fakeMtn.ts), inside a
// real gateway: deposits (request to pay) and payouts (transfer) go out with the ledger's
// reference, callbacks come back through /api/callbacks/mtn-momo/<secret>/<reference> and are
// confirmed with a status request, and reconciliation settles what no callback reported.
// Happy path, declined, timeout, duplicate and late callbacks, a bad secret, a lying callback
// body, OAuth tokens kept and renewed, name look-up, and the operator report.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mtnFromEnv } from '../../src/adapters/momo/index';
import { createMtnMomo, mtnReference, msisdn } from '../../src/adapters/momo/mtnMomo';
import { collectionMessage } from '../../src/domain/ledger/transfers';
import { startFakeMtn, type FakeMtn } from '../fakes/fakeMtn';
import {
  DATABASE_HOOK_TIMEOUT,
  ledgerProblems,
  startTestGateway,
  type SignedIn,
  type TestGateway,
  verifiedCustomer,
} from '../support/server';

const SECRET = 'callback-secret-for-the-fake-mtn-test-0001';
const OPERATOR = 'operator-token-for-the-fake-mtn-test-00001';
const CREDENTIALS = {
  collection: { subscriptionKey: 'coll-key', apiUser: randomUUID(), apiKey: 'coll-api-key' },
  disbursement: { subscriptionKey: 'disb-key', apiUser: randomUUID(), apiKey: 'disb-api-key' },
};
const TRANSACT = '/api/transaction-service/transaction/transact';

let fake: FakeMtn;
let gateway: TestGateway;
let customer: SignedIn & { account: string };

interface Summary {
  status: string;
  promptId?: string;
  transactionId: string;
}

beforeAll(async () => {
  fake = await startFakeMtn({ ...CREDENTIALS, targetEnvironment: 'mtnghana' });
  gateway = await startTestGateway({
    config: { callbackSecret: SECRET, operatorToken: OPERATOR },
    adapters: () => ({
      momo: createMtnMomo({
        baseUrl: fake.url,
        targetEnvironment: 'mtnghana',
        currency: 'GHS',
        ...CREDENTIALS,
        callbackUrl: `https://gateway.example.com/api/callbacks/mtn-momo/${SECRET}`,
        timeoutMs: 2_000,
      }),
    }),
  });
  const who = await verifiedCustomer(gateway);
  customer = { ...who, account: who.accountNumber };
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
  await fake?.close();
});

function movement(type: 'DEPOSIT' | 'WITHDRAWAL', amount: string) {
  return {
    customerAccountNumber: customer.account,
    transactionId: `mtn-${randomUUID()}`,
    amount,
    narration: type === 'DEPOSIT' ? 'Top up' : 'Cash out',
    transactionType: type,
    destinationAccountNumber: customer.mobileNumber,
    destinationSortCode: '',
    sourceSystem: 'WEB APP',
  };
}

async function transact(body: ReturnType<typeof movement>) {
  return gateway.call<Summary>('POST', TRANSACT, { token: customer.token, body });
}

async function status(transactionId: string): Promise<string> {
  const answer = await gateway.call<Summary>('GET', `/api/transaction-service/transaction/${transactionId}`, {
    token: customer.token,
  });
  return answer.body.result.status;
}

async function balance(): Promise<string> {
  const details = await gateway.call<{ accounts: { currentAvailableBalance: string }[] }>(
    'GET',
    `/api/customer-details/${customer.mobileNumber}`,
    { token: customer.token },
  );
  return details.body.result.accounts[0]!.currentAvailableBalance;
}

/** Delivers a callback as MTN would (POST, no subscription key) to the address it was given. */
async function deliver(callback: { url: string | undefined; body: unknown }, secret?: string) {
  const path = new URL(callback.url!).pathname;
  return gateway.call('POST', secret ? path.replace(SECRET, secret) : path, {
    body: callback.body,
    subscriptionKey: null,
    unchecked: true,
  });
}

const refs = new Map<string, string>();
/** Keeps the ledger's own key of a movement (the reference MTN sees). */
async function remember(body: { transactionId: string }) {
  const rows = await gateway.db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
    [body.transactionId],
  );
  refs.set(body.transactionId, rows[0]!.transaction_id);
}
const referenceOf = (body: { transactionId: string }) => mtnReference(refs.get(body.transactionId)!);

describe('MTN MoMo collections (request to pay)', () => {
  it('asks MTN with the documented headers and body, and credits once on a confirmed callback', async () => {
    const body = movement('DEPOSIT', '100.00');
    const answer = await transact(body);
    expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'PROCESSING' } });
    await remember(body);
    const reference = referenceOf(body);
    const request = fake.requests.find((r) => r.path === '/collection/v1_0/requesttopay')!;
    expect(request.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer collection-token-\d+$/),
      'ocp-apim-subscription-key': 'coll-key',
      'x-target-environment': 'mtnghana',
      'x-reference-id': reference,
      'x-callback-url': `https://gateway.example.com/api/callbacks/mtn-momo/${SECRET}/${reference}`,
    });
    expect(request.body).toEqual({
      amount: '100.00',
      currency: 'GHS',
      externalId: refs.get(body.transactionId),
      payer: { partyIdType: 'MSISDN', partyId: msisdn(customer.mobileNumber) },
      // The gateway's own text, never the caller's narration ('Top up'): push-payment phishing.
      payerMessage: collectionMessage(refs.get(body.transactionId)!),
      payeeNote: collectionMessage(refs.get(body.transactionId)!),
    });

    const before = await balance();
    const callback = fake.decide(reference, 'SUCCESSFUL');
    expect((await deliver(callback)).status).toBe(200);
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
    const after = await balance();
    expect(Number(after)).toBeGreaterThan(Number(before));
    // The same callback again (MTN retries when we answer slowly): nothing moves twice.
    expect((await deliver(callback)).status).toBe(200);
    expect(await balance()).toBe(after);
  });

  it('fails a declined request to pay and credits nothing, even when the decline arrives twice', async () => {
    const body = movement('DEPOSIT', '7.00');
    await transact(body);
    await remember(body);
    const before = await balance();
    const callback = fake.decide(referenceOf(body), 'FAILED');
    await deliver(callback);
    await deliver(callback);
    expect(await status(body.transactionId)).toBe('FAILED');
    expect(await balance()).toBe(before);
  });

  it('ignores a callback with a wrong secret, and never trusts a callback body over MTN’s status', async () => {
    const body = movement('DEPOSIT', '9.00');
    await transact(body);
    await remember(body);
    const reference = referenceOf(body);
    const before = await balance();
    // Someone who does not know the secret claims success: 404, nothing changes.
    const forged = await deliver(
      { url: `https://x/api/callbacks/mtn-momo/${SECRET}/${reference}`, body: { status: 'SUCCESSFUL' } },
      'not-the-secret-not-the-secret-not-the-secret',
    );
    expect(forged.status).toBe(404);
    // The right address, but MTN says the payer has not answered yet: still PROCESSING.
    await deliver({
      url: `https://x/api/callbacks/mtn-momo/${SECRET}/${reference}`,
      body: { status: 'SUCCESSFUL' },
    });
    expect(await status(body.transactionId)).toBe('PROCESSING');
    expect(await balance()).toBe(before);
    // The payer approves and the callback is lost: reconciliation asks MTN and credits once.
    fake.decide(reference, 'SUCCESSFUL');
    const report = await gateway.services.outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 });
    expect(report.resolved).toBeGreaterThanOrEqual(1);
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
    // A late callback after reconciliation settled it changes nothing.
    const after = await balance();
    await deliver({ url: `https://x/api/callbacks/mtn-momo/${SECRET}/${reference}`, body: {} });
    expect(await balance()).toBe(after);
  });

  it.each([
    ['another amount', { amount: '1.01' }, { amount: 101, currency: 'GHS' }],
    ['another currency', { currency: 'EUR' }, { amount: 1010, currency: 'EUR' }],
  ])(
    'holds a request to pay MTN reports SUCCESSFUL with %s: nothing credited, listed with both figures',
    async (_what, misreport, reported) => {
      const body = movement('DEPOSIT', '10.10');
      await transact(body);
      await remember(body);
      const reference = referenceOf(body);
      const before = await balance();
      fake.misreport(reference, misreport);
      const callback = fake.decide(reference, 'SUCCESSFUL');
      expect((await deliver(callback)).status).toBe(200);
      await deliver(callback);
      // Reconciliation asks again and gets the same answer: still nothing credited.
      await gateway.services.outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 });
      expect(await status(body.transactionId)).toBe('PROCESSING');
      expect(await balance()).toBe(before);
      const listed = await gateway.call<Record<string, unknown>[]>('GET', '/api/operator/reconciliation', {
        headers: { authorization: `Bearer ${OPERATOR}` },
        unchecked: true,
      });
      expect(listed.body.displayMessage).not.toBe('Nothing needs a person.');
      expect(listed.body.result).toContainEqual(
        expect.objectContaining({
          reference: refs.get(body.transactionId),
          kind: 'COLLECTION',
          note: expect.stringMatching(/^Held, nothing settled/),
          asked: expect.objectContaining({ amount: 1010, currency: 'GHS' }),
          reported: expect.objectContaining(reported),
        }),
      );
    },
  );

  it('credits a request to pay MTN reports SUCCESSFUL after it was declined (late news) once, and lists it once', async () => {
    const body = movement('DEPOSIT', '6.00');
    await transact(body);
    await remember(body);
    const reference = referenceOf(body);
    await deliver(fake.decide(reference, 'FAILED'));
    expect(await status(body.transactionId)).toBe('FAILED');
    const before = await balance();
    // The late approval reaches the gateway twice at once, then again.
    const late = fake.decide(reference, 'SUCCESSFUL');
    await Promise.all([deliver(late), deliver(late)]);
    await deliver(late);
    const listed = await gateway.call<{ reference: string; lateNews?: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    expect(listed.body.result.filter((call) => call.reference === refs.get(body.transactionId))).toEqual([
      expect.objectContaining({
        lateNews: expect.stringMatching(
          /collection SUCCESSFUL after it was marked FAILED; the money was credited to the customer/,
        ),
      }),
    ]);
    // The failed collection stays as it was; the money arrived, so it is credited beside it, once.
    expect(await status(body.transactionId)).toBe('FAILED');
    expect(Number(await balance())).toBeCloseTo(Number(before) + 6, 2);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('credits nothing for a late approval whose amount is not what was asked, and lists both figures', async () => {
    const body = movement('DEPOSIT', '7.00');
    await transact(body);
    await remember(body);
    const reference = referenceOf(body);
    await deliver(fake.decide(reference, 'FAILED'));
    const before = await balance();
    fake.misreport(reference, { amount: '0.70' });
    await deliver(fake.decide(reference, 'SUCCESSFUL'));
    const listed = await gateway.call<{ reference: string; lateNews?: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    expect(listed.body.result.filter((call) => call.reference === refs.get(body.transactionId))).toEqual([
      expect.objectContaining({
        lateNews: expect.stringMatching(/other figures than asked .*asked GHS 7\.00.*nothing was credited/),
      }),
    ]);
    expect(await status(body.transactionId)).toBe('FAILED');
    expect(await balance()).toBe(before);
  });

  it('records a refused request to pay as FAILED at once', async () => {
    fake.fault(/requesttopay$/, { status: 400 });
    const answer = await transact(movement('DEPOSIT', '5.00'));
    expect(answer.body.isSuccess).toBe(false);
    expect(answer.body.displayMessage).toMatch(/refused/);
  });
});

describe('MTN MoMo disbursements (transfer)', () => {
  it('keeps a payout PROCESSING until MTN confirms it, then settles once; a forged callback changes nothing, MTN’s own late FAILED refunds once', async () => {
    const body = movement('WITHDRAWAL', '10.00');
    const before = Number(await balance());
    const answer = await transact(body);
    expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'PROCESSING' } });
    await remember(body);
    const reference = referenceOf(body);
    expect(fake.requests.find((r) => r.path === '/disbursement/v1_0/transfer')!.headers).toMatchObject({
      'ocp-apim-subscription-key': 'disb-key',
      authorization: expect.stringMatching(/^Bearer disbursement-token-\d+$/),
      'x-reference-id': reference,
    });
    const held = Number(await balance());
    expect(held).toBeLessThanOrEqual(before - 10);
    await deliver(fake.decide(reference, 'SUCCESSFUL'));
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
    // A forged or confused late callback is never trusted: MTN's status still says SUCCESSFUL.
    await deliver({
      url: `https://x/api/callbacks/mtn-momo/${SECRET}/${reference}`,
      body: { status: 'FAILED' },
    });
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
    expect(Number(await balance())).toBe(held);
    // MTN's own status now says FAILED (late news): what the customer paid comes back once, beside
    // the settled payout, however often the callback repeats.
    fake.transactions.get(reference)!.status = 'FAILED';
    const late = { url: `https://x/api/callbacks/mtn-momo/${SECRET}/${reference}`, body: {} };
    await Promise.all([deliver(late), deliver(late)]);
    await deliver(late);
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
    expect(Number(await balance())).toBe(before);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('reverses a transfer MTN reports FAILED, returning amount and fees once', async () => {
    const before = await balance();
    const body = movement('WITHDRAWAL', '3.00');
    await transact(body);
    await remember(body);
    const callback = fake.decide(referenceOf(body), 'FAILED', 'PAYEE_NOT_FOUND');
    await deliver(callback);
    await deliver(callback);
    expect(await status(body.transactionId)).toBe('REVERSED');
    expect(await balance()).toBe(before);
  });

  it('sends a transfer that timed out again with the same reference, and MTN pays it once', async () => {
    // MTN accepts the transfer but the answer comes too late for us (timeout 2 s).
    fake.fault(/\/disbursement\/v1_0\/transfer$/, { delayMs: 2_500 });
    const body = movement('WITHDRAWAL', '4.00');
    const answer = await transact(body);
    expect(answer.body.result.status).toBe('PROCESSING');
    await remember(body);
    const ledgerRef = refs.get(body.transactionId)!;
    expect(await gateway.services.outbox.find(ledgerRef)).toMatchObject({ state: 'QUEUED', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    gateway.advance(5_000); // past the retry's backoff (2 s after the first try)
    expect(await gateway.services.outbox.runDue()).toBeGreaterThanOrEqual(1);
    const sends = fake.requests.filter(
      (r) =>
        r.path === '/disbursement/v1_0/transfer' && r.headers['x-reference-id'] === mtnReference(ledgerRef),
    );
    expect(sends).toHaveLength(2);
    expect([...fake.transactions.values()].filter((t) => t.body.externalId === ledgerRef)).toHaveLength(1);
    await deliver(fake.decide(mtnReference(ledgerRef), 'SUCCESSFUL'));
    expect(await status(body.transactionId)).toBe('SUCCESSFUL');
  });

  it('lists a transfer MTN accepted but no longer knows for an operator, behind the operator token', async () => {
    const body = movement('WITHDRAWAL', '2.00');
    await transact(body);
    await remember(body);
    fake.transactions.delete(referenceOf(body));
    await gateway.services.outbox.reconcile({ afterMs: 0, operatorAfterMs: 0 });
    expect(await status(body.transactionId)).toBe('PROCESSING');
    const denied = await gateway.call('GET', '/api/operator/reconciliation', { unchecked: true });
    expect(denied.status).toBe(401);
    const listed = await gateway.call<{ reference: string; kind: string; note: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.result).toContainEqual(
      expect.objectContaining({
        reference: refs.get(body.transactionId),
        kind: 'PAYOUT',
        note: 'The provider accepted this request but no longer knows it.',
      }),
    );
  });
});

describe('MTN MoMo OAuth and name look-up', () => {
  it('reuses its token, renews it before expiry and after MTN forgets it', async () => {
    let clock = 0;
    const adapter = createMtnMomo({
      baseUrl: fake.url,
      targetEnvironment: 'mtnghana',
      currency: 'GHS',
      ...CREDENTIALS,
      now: () => clock,
    });
    const issued = fake.tokensIssued();
    expect(await adapter.lookupName('0241234567', 'MTN')).toBe('Ama Mensah');
    expect(await adapter.lookupName('0241230000', 'MTN')).toBeNull();
    expect(await adapter.lookupName('0201234567', 'TELECEL')).toBeNull();
    expect(fake.tokensIssued()).toBe(issued + 1);
    clock += 3_600_000; // past expires_in (3600 s)
    await adapter.lookupName('0241234567', 'MTN');
    expect(fake.tokensIssued()).toBe(issued + 2);
    fake.revokeTokens();
    expect(await adapter.lookupName('0241234567', 'MTN')).toBe('Ama Mensah');
    expect(fake.tokensIssued()).toBe(issued + 3);
  });

  it('asks for one token at a time per product, shared by the calls waiting: cold, after expiry and after a 401', async () => {
    let clock = 0;
    const adapter = createMtnMomo({
      baseUrl: fake.url,
      targetEnvironment: 'mtnghana',
      currency: 'GHS',
      ...CREDENTIALS,
      now: () => clock,
    });
    const tokenRequests = (product: 'collection' | 'disbursement') =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/${product}/token/`).length;
    const lookups = () =>
      Promise.all(Array.from({ length: 6 }, () => adapter.lookupName('0241234567', 'MTN')));
    const statuses = () =>
      Promise.all(
        Array.from({ length: 6 }, () =>
          adapter.payoutStatus!({
            transactionId: randomUUID(),
            phoneNumber: '0241234567',
            network: 'MTN',
            amount: 100,
            narration: 'x',
          }),
        ),
      );
    const collection = tokenRequests('collection');
    const disbursement = tokenRequests('disbursement');

    // No token yet: six calls of each product at once, one token request per product.
    const [names, found] = await Promise.all([lookups(), statuses()]);
    expect(names).toEqual(Array(6).fill('Ama Mensah'));
    expect(found).toEqual(Array(6).fill({ status: 'NOT_FOUND' }));
    expect([tokenRequests('collection'), tokenRequests('disbursement')]).toEqual([
      collection + 1,
      disbursement + 1,
    ]);
    // Kept: no new request while it lives.
    await lookups();
    expect(tokenRequests('collection')).toBe(collection + 1);
    // Expired (past expires_in, 3600 s): one request for six calls.
    clock += 3_600_000;
    expect(await lookups()).toEqual(Array(6).fill('Ama Mensah'));
    expect(tokenRequests('collection')).toBe(collection + 2);
    // MTN forgets its tokens: six calls answered 401 fetch one new token between them.
    fake.revokeTokens();
    const [again, foundAgain] = await Promise.all([lookups(), statuses()]);
    expect(again).toEqual(Array(6).fill('Ama Mensah'));
    expect(foundAgain).toEqual(Array(6).fill({ status: 'NOT_FOUND' }));
    expect([tokenRequests('collection'), tokenRequests('disbursement')]).toEqual([
      collection + 3,
      disbursement + 2,
    ]);
  });

  it('gives each call the deadline MTN_MOMO_TIMEOUT_MS sets', async () => {
    const built = mtnFromEnv({
      MTN_MOMO_BASE_URL: fake.url,
      MTN_MOMO_TARGET_ENVIRONMENT: 'mtnghana',
      MTN_MOMO_CURRENCY: 'GHS',
      MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY: CREDENTIALS.collection.subscriptionKey,
      MTN_MOMO_COLLECTION_API_USER: CREDENTIALS.collection.apiUser,
      MTN_MOMO_COLLECTION_API_KEY: CREDENTIALS.collection.apiKey,
      MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: CREDENTIALS.disbursement.subscriptionKey,
      MTN_MOMO_DISBURSEMENT_API_USER: CREDENTIALS.disbursement.apiUser,
      MTN_MOMO_DISBURSEMENT_API_KEY: CREDENTIALS.disbursement.apiKey,
      MTN_MOMO_TIMEOUT_MS: '200',
    });
    if (!('adapter' in built)) throw new Error(built.missing.join(', '));
    // MTN answers this look-up after 3 s: past the 200 ms deadline, well within the default 20 s.
    fake.fault(/\/msisdn\/233241117777\/basicuserinfo$/, { delayMs: 3_000 });
    await expect(built.adapter.lookupName('0241117777', 'MTN')).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('treats MTN’s 5xx as an unknown outcome (sent again) and its refusals as refusals', async () => {
    const adapter = createMtnMomo({
      baseUrl: fake.url,
      targetEnvironment: 'mtnghana',
      currency: 'GHS',
      ...CREDENTIALS,
    });
    const request = {
      transactionId: randomUUID(),
      phoneNumber: '0241234567',
      network: 'MTN' as const,
      amount: 500,
      narration: 'x',
    };
    fake.fault(/\/disbursement\/v1_0\/transfer$/, { status: 503 });
    await expect(adapter.disburse(request)).rejects.toThrow(/503/);
    await expect(adapter.disburse(request)).resolves.toMatchObject({ status: 'PENDING' });
    fake.fault(/\/disbursement\/v1_0\/transfer$/, { status: 400 });
    await expect(adapter.disburse({ ...request, transactionId: randomUUID() })).resolves.toMatchObject({
      status: 'FAILED',
    });
    expect(await adapter.payoutStatus!({ ...request, transactionId: randomUUID() })).toEqual({
      status: 'NOT_FOUND',
    });
  });
});
