// The Hubtel bills adapter (airtime, data, electricity, TV) against a fake Hubtel Commission
// Services API on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { BillerInfo } from '../../src/adapters/billers/billers';
import {
  BillPaymentPending,
  createHubtelBillers,
  hubtelReference,
  transactionIdOfHubtelReference,
  liveFromEnv,
  parseServiceIds,
} from '../../src/adapters/billers/hubtelBillers';
import { ProviderUnavailable } from '../../src/adapters/providerHttp';
import { FAKE_HUBTEL, FAKE_HUBTEL_SERVICES, startFakeHubtel, type FakeHubtel } from '../fakes/fakeHubtel';

const SECRET = 'callback-secret-callback-secret-0123456789';
const AIRTIME: BillerInfo = { billerCode: 'MTN-AIRTIME', billerName: 'MTN AIRTIME', category: 'AIRTIME' };
const DATA: BillerInfo = { billerCode: 'MTN-DATA', billerName: 'MTN DATA BUNDLE', category: 'DATA' };
const ECG: BillerInfo = {
  billerCode: 'ECG-PREPAID',
  billerName: 'ECG PREPAID ELECTRICITY',
  category: 'UTILITIES',
};
const DSTV: BillerInfo = { billerCode: 'DSTV', billerName: 'DSTV', category: 'UTILITIES' };
const NOT_CONFIGURED: BillerInfo = {
  billerCode: 'KUMASI-WATER',
  billerName: 'KUMASI WATER',
  category: 'UTILITIES',
};
const pesewas = (n: number) => n as never;
let fake: FakeHubtel;
let n = 0;
const txId = () => `5d1c2f4e-8a6b-4c3d-9e2f-${String(++n).padStart(12, '0')}`;
const hubtel = (overrides: Partial<Parameters<typeof createHubtelBillers>[0]> = {}) =>
  createHubtelBillers({
    apiId: FAKE_HUBTEL.apiId,
    apiKey: FAKE_HUBTEL.apiKey,
    prepaidDepositId: FAKE_HUBTEL.depositId,
    serviceIds: FAKE_HUBTEL_SERVICES,
    callbackUrl: 'https://gateway.example/api/callbacks/hubtel/secret',
    callbackSecret: SECRET,
    baseUrl: `${fake.url}/commissionservices`,
    statusBaseUrl: fake.url,
    timeoutMs: 5_000,
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeHubtel();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.stall(0);
  fake.failNext(0);
});

describe('Hubtel bills: account query', () => {
  it('checks the reference shape, then asks Hubtel for the holder with Basic auth and the international number', async () => {
    const bills = hubtel();
    expect(await bills.validateReference(DSTV, '12345')).toEqual({
      ok: false,
      message: 'Please enter a valid smartcard number (10 or 11 digits).',
    });
    expect(fake.requests).toHaveLength(0);
    expect(await bills.validateReference(DSTV, '1234 567 891')).toEqual({
      ok: true,
      reference: '1234567891',
      holderName: 'ESI APPIAH',
    });
    expect(await bills.validateReference(AIRTIME, '024 123 4567')).toMatchObject({
      ok: true,
      reference: '0241234567',
    });
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe(
      `/commissionservices/${FAKE_HUBTEL.depositId}/${FAKE_HUBTEL_SERVICES['MTN-AIRTIME']}`,
    );
    expect(call.query.get('destination')).toBe('233241234567');
    expect(call.headers.authorization).toBe(
      `Basic ${Buffer.from('fake-api-id:fake-api-key').toString('base64')}`,
    );
  });

  it('an unknown reference, a biller without a service id, or no answer is a clear refusal (never a 5xx)', async () => {
    const bills = hubtel();
    expect(await bills.validateReference(ECG, '0123450000')).toEqual({
      ok: false,
      message: 'ECG PREPAID ELECTRICITY does not know this number. Please check it.',
    });
    expect(await bills.validateReference(NOT_CONFIGURED, '0123456789')).toEqual({
      ok: false,
      message: 'KUMASI WATER is not available just now.',
    });
    fake.stall(1_000);
    expect(await hubtel({ timeoutMs: 250 }).validateReference(ECG, '0123456789')).toEqual({
      ok: false,
      message: 'We could not reach ECG PREPAID ELECTRICITY just now. Please try again.',
    });
  });
});

describe('Hubtel bills: payment', () => {
  it('happy path: pending (0001), then a callback with the right token says successful, as does the status check', async () => {
    const bills = hubtel();
    const transactionId = txId();
    const reference = hubtelReference(transactionId);
    const paid = await bills
      .pay({ transactionId, biller: ECG, reference: '0123456781', amount: pesewas(5_050) })
      .catch((e: unknown) => e);
    expect(paid).toBeInstanceOf(BillPaymentPending);
    expect((paid as BillPaymentPending).clientReference).toBe(reference);
    const sent = fake.requests.at(-1)!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ Destination: '0123456781', Amount: 50.5, ClientReference: reference });
    expect(new URL(sent.CallbackUrl as string).origin + new URL(sent.CallbackUrl as string).pathname).toBe(
      `https://gateway.example/api/callbacks/hubtel/secret/${transactionId}`,
    );
    expect(await bills.paymentStatus({ transactionId })).toEqual({ status: 'PENDING' });
    // A retry while Hubtel is still delivering is not a failure: the outcome stays unknown.
    await expect(
      bills.pay({ transactionId, biller: ECG, reference: '0123456781', amount: pesewas(5_050) }),
    ).rejects.toBeInstanceOf(BillPaymentPending);
    expect(await bills.paymentStatus({ transactionId: txId() })).toEqual({ status: 'NOT_FOUND' });
    expect(transactionIdOfHubtelReference(reference)).toBe(transactionId);
    expect(transactionIdOfHubtelReference(hubtelReference('client-id-7'))).toBeNull();

    const callback = fake.finish(reference);
    const parsed = bills.parseCallback(callback.rawBody, callback.url.searchParams);
    expect(parsed).toMatchObject({ ok: true, clientReference: reference, outcome: { status: 'SUCCESSFUL' } });
    expect(await bills.paymentStatus({ transactionId })).toMatchObject({ status: 'SUCCESSFUL' });
  });

  it('a payment Hubtel completes at once is successful; data bundles are bought by the bundle that costs the amount', async () => {
    const bills = hubtel();
    expect(
      await bills.pay({
        transactionId: txId(),
        biller: DSTV,
        reference: '1234567777',
        amount: pesewas(10_000),
      }),
    ).toMatchObject({ status: 'SUCCESSFUL' });
    await expect(
      bills.pay({ transactionId: txId(), biller: DATA, reference: '0241234567', amount: pesewas(2_000) }),
    ).rejects.toBeInstanceOf(BillPaymentPending);
    expect((fake.requests.at(-1)!.json as Record<string, unknown>).Extradata).toEqual({ bundle: 'DATA5GB' });
    expect(
      await bills.pay({
        transactionId: txId(),
        biller: DATA,
        reference: '0241234567',
        amount: pesewas(1_234),
      }),
    ).toEqual({
      status: 'FAILED',
      reason: 'MTN DATA BUNDLE has no bundle of that amount.',
    });
  });

  it('declined: a refused payment fails; one that ends failed is reported failed by callback and status check', async () => {
    const bills = hubtel();
    expect(
      await bills.pay({ transactionId: txId(), biller: ECG, reference: '0123456781', amount: pesewas(0) }),
    ).toEqual({
      status: 'FAILED',
      reason: 'ECG PREPAID ELECTRICITY could not deliver this payment.',
    });
    const transactionId = txId();
    await expect(
      bills.pay({ transactionId, biller: ECG, reference: '0123459999', amount: pesewas(100) }),
    ).rejects.toBeInstanceOf(BillPaymentPending);
    const callback = fake.finish(hubtelReference(transactionId));
    expect(bills.parseCallback(callback.rawBody, callback.url.searchParams)).toMatchObject({
      ok: true,
      outcome: { status: 'FAILED' },
    });
    expect(await bills.paymentStatus({ transactionId })).toMatchObject({ status: 'FAILED' });
  });

  it('timeout: no answer throws ProviderUnavailable (never success); the retry finds the first payment instead of paying twice', async () => {
    const bills = hubtel();
    const transactionId = txId();
    const request = { transactionId, biller: DSTV, reference: '1234567777', amount: pesewas(3_000) };
    fake.stall(1_000, `/commissionservices/${FAKE_HUBTEL.depositId}/${FAKE_HUBTEL_SERVICES.DSTV}`);
    await expect(hubtel({ timeoutMs: 250 }).pay(request)).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(fake.payments.get(hubtelReference(transactionId))?.status).toBe('Paid');
    fake.stall(0);
    expect(await bills.pay(request)).toMatchObject({ status: 'SUCCESSFUL' });
    expect(
      [...fake.payments.values()].filter((p) => p.clientReference === hubtelReference(transactionId)),
    ).toHaveLength(1);
    fake.stall(1_000);
    await expect(hubtel({ timeoutMs: 250 }).paymentStatus({ transactionId })).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
  });

  it('a retry refused as a duplicate while the status does not show the first payment yet is pending, never failed', async () => {
    const bills = hubtel();
    const transactionId = txId();
    const request = { transactionId, biller: DSTV, reference: '1234567890', amount: pesewas(3_000) };
    await expect(bills.pay(request)).rejects.toBeInstanceOf(BillPaymentPending);
    fake.hideStatus(1);
    await expect(bills.pay(request)).rejects.toBeInstanceOf(BillPaymentPending);
    expect(fake.payments.size).toBeGreaterThan(0);
    expect(
      [...fake.payments.values()].filter((p) => p.clientReference === hubtelReference(transactionId)),
    ).toHaveLength(1);
  });

  it('duplicate and late callbacks parse to the same idempotency key and outcome', async () => {
    const bills = hubtel();
    const transactionId = txId();
    await bills
      .pay({ transactionId, biller: AIRTIME, reference: '0241234568', amount: pesewas(500) })
      .catch(() => undefined);
    const callback = fake.finish(hubtelReference(transactionId));
    const first = bills.parseCallback(callback.rawBody, callback.url.searchParams);
    const duplicate = bills.parseCallback(
      Buffer.from(callback.rawBody),
      Object.fromEntries(callback.url.searchParams),
    );
    expect(first.ok && duplicate.ok).toBe(true);
    expect(duplicate).toEqual(first);
  });

  it("bad token: a callback without, with another reference's, or with a forged token is refused", async () => {
    const bills = hubtel();
    const a = txId();
    const b = txId();
    for (const id of [a, b])
      await bills
        .pay({ transactionId: id, biller: AIRTIME, reference: '0241234569', amount: pesewas(100) })
        .catch(() => undefined);
    const callbackA = fake.finish(hubtelReference(a));
    const callbackB = fake.finish(hubtelReference(b));
    expect(bills.parseCallback(callbackA.rawBody, new URLSearchParams())).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(bills.parseCallback(callbackA.rawBody, callbackB.url.searchParams)).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(bills.parseCallback(callbackA.rawBody, { token: 'x'.repeat(43) })).toEqual({
      ok: false,
      reason: 'bad-token',
    });
    expect(
      hubtel({ callbackSecret: 'another-secret-another-secret-0123456' }).parseCallback(
        callbackA.rawBody,
        callbackA.url.searchParams,
      ),
    ).toEqual({ ok: false, reason: 'bad-token' });
    expect(bills.parseCallback('{', callbackA.url.searchParams)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('liveFromEnv (bills)', () => {
  it('names what is missing or malformed, and builds the adapter when all is set', () => {
    expect(liveFromEnv({})).toEqual({
      missing: [
        'HUBTEL_API_ID is not set',
        'HUBTEL_API_KEY is not set',
        'HUBTEL_PREPAID_DEPOSIT_ID is not set',
        'HUBTEL_SERVICE_IDS is not set',
        'PUBLIC_URL and CALLBACK_SECRET must be set (where Hubtel sends its results)',
      ],
    });
    const env = {
      HUBTEL_API_ID: 'a',
      HUBTEL_API_KEY: 'b',
      HUBTEL_PREPAID_DEPOSIT_ID: '1',
      HUBTEL_SERVICE_IDS: 'DSTV=abc, MTN-AIRTIME=def',
      PUBLIC_URL: 'https://x.example',
      CALLBACK_SECRET: SECRET,
    };
    expect('adapter' in liveFromEnv(env)).toBe(true);
    expect(liveFromEnv({ ...env, HUBTEL_SERVICE_IDS: 'DSTV' })).toEqual({
      missing: ['HUBTEL_SERVICE_IDS must be BILLER-CODE=serviceId,…'],
    });
    expect(parseServiceIds('DSTV=abc, MTN-AIRTIME=def')).toEqual({ DSTV: 'abc', 'MTN-AIRTIME': 'def' });
  });
});
