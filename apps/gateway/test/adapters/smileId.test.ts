// The Smile ID adapter (Biometric KYC for the Ghana Card) against a fake Smile ID on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { IdDecision } from '../../src/adapters/idVerification/idVerification';
import {
  createSmileIdVerification,
  liveFromEnv,
  smileSignature,
  storedZip,
} from '../../src/adapters/idVerification/smileId';
import { ProviderRefused, ProviderUnavailable } from '../../src/adapters/providerHttp';
import { FAKE_SMILE_KEY, FAKE_SMILE_PARTNER, startFakeSmileId, type FakeSmileId } from '../fakes/fakeSmileId';

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
let fake: FakeSmileId;
let n = 0;
const job = () => ({ jobId: `kyc-${++n}`, userId: `lead-${n}` });
const smile = (overrides: Partial<Parameters<typeof createSmileIdVerification>[0]> = {}) =>
  createSmileIdVerification({
    partnerId: FAKE_SMILE_PARTNER,
    apiKey: FAKE_SMILE_KEY,
    callbackUrl: 'https://gateway.example/callbacks/smile-id',
    baseUrl: fake.url,
    timeoutMs: 5_000,
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeSmileId();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.stall(0);
  fake.failNext(0);
});

describe('Smile ID Biometric KYC', () => {
  it('happy path: a signed prep upload, the zip with the card and selfie, and a signed callback that verifies', async () => {
    const adapter = smile();
    const ids = job();
    const { smileJobId } = await adapter.start({
      ghanaCardNumber: 'GHA-123456789-1',
      imageJpeg: JPEG,
      ...ids,
    });
    expect(smileJobId).toMatch(/^\d+$/);
    const prep = fake.requests.find((r) => r.path === '/v1/upload')!.json as Record<string, unknown>;
    expect(prep).toMatchObject({
      smile_client_id: FAKE_SMILE_PARTNER,
      source_sdk: 'rest_api',
      callback_url: 'https://gateway.example/callbacks/smile-id',
      partner_params: { job_id: ids.jobId, user_id: ids.userId, job_type: 1 },
    });
    expect(prep.signature).toBe(smileSignature(FAKE_SMILE_PARTNER, FAKE_SMILE_KEY, prep.timestamp as string));
    expect(fake.jobs.get(smileJobId!)).toMatchObject({
      uploaded: true,
      idNumber: 'GHA-123456789-1',
      selfieBytes: JPEG.length,
    });

    const callback = await adapter.handleCallback(fake.callbackFor(ids.jobId));
    expect(callback).toMatchObject({
      ok: true,
      jobId: ids.jobId,
      userId: ids.userId,
      resultCode: '1020',
      decision: { status: 'VERIFIED' },
    });
    expect(await adapter.jobStatus(ids)).toEqual({ status: 'VERIFIED' });
  });

  it('submit() hands the callback decision to its waiter exactly once: duplicate and late callbacks change nothing', async () => {
    const decisions: IdDecision[] = [];
    const adapter = smile();
    adapter.submit({ ghanaCardNumber: 'GHA-123456789-9', imageJpeg: JPEG }, async (decision) => {
      decisions.push(decision);
    });
    await adapter.settle();
    const started = [...fake.jobs.values()].at(-1)!;
    const body = fake.callbackFor(started.jobId);
    const first = await adapter.handleCallback(body);
    const duplicate = await adapter.handleCallback(body);
    const late = await adapter.handleCallback(
      fake.callbackFor(started.jobId, new Date(Date.now() + 3_600_000)),
    );
    expect(decisions).toEqual([{ status: 'REJECTED', reason: 'The photo does not match the Ghana Card.' }]);
    expect(first.ok && duplicate.ok && late.ok).toBe(true);
    if (first.ok && duplicate.ok && late.ok) {
      expect(duplicate.idempotencyKey).toBe(first.idempotencyKey);
      expect(late.idempotencyKey).toBe(first.idempotencyKey);
    }
  });

  it('a decision the gateway failed to apply is applied when Smile ID delivers the callback again', async () => {
    const decisions: IdDecision[] = [];
    let failures = 1;
    const adapter = smile();
    adapter.submit({ ghanaCardNumber: 'GHA-123456789-2', imageJpeg: JPEG }, async (decision) => {
      if (failures-- > 0) throw new Error('database unavailable');
      decisions.push(decision);
    });
    await adapter.settle();
    const body = fake.callbackFor([...fake.jobs.values()].at(-1)!.jobId);
    await expect(adapter.handleCallback(body)).rejects.toThrow('database unavailable');
    await adapter.handleCallback(body);
    await adapter.handleCallback(body);
    expect(decisions).toEqual([{ status: 'VERIFIED' }]);
  });

  it('declined: card not found or invalid is REJECTED; ID authority unavailable is no decision yet', async () => {
    const adapter = smile();
    const outcomes: Record<string, unknown> = {};
    for (const card of ['GHA-000000000-1', 'GHA-000000000-2', 'GHA-000000000-3']) {
      const ids = job();
      await adapter.start({ ghanaCardNumber: card, imageJpeg: JPEG, ...ids });
      const parsed = await adapter.handleCallback(fake.callbackFor(ids.jobId));
      outcomes[card] = parsed.ok ? parsed.decision : parsed.reason;
      if (card.endsWith('-3')) expect(await adapter.jobStatus(ids)).toBeNull();
    }
    expect(outcomes).toEqual({
      'GHA-000000000-1': { status: 'REJECTED', reason: 'The Ghana Card number was not found.' },
      'GHA-000000000-2': { status: 'REJECTED', reason: 'The Ghana Card number is not valid.' },
      'GHA-000000000-3': null,
    });
  });

  it('bad signature: a forged, tampered or other-partner callback is refused and decides nothing', async () => {
    const decisions: IdDecision[] = [];
    const adapter = smile();
    adapter.submit({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG }, async (d) => {
      decisions.push(d);
    });
    await adapter.settle();
    const started = [...fake.jobs.values()].at(-1)!;
    const genuine = JSON.parse(fake.callbackFor(started.jobId)) as Record<string, unknown>;
    const forged = JSON.stringify({ ...genuine, signature: Buffer.alloc(32).toString('base64') });
    const tampered = JSON.stringify({ ...genuine, timestamp: new Date(0).toISOString() });
    const unsigned = JSON.stringify({ ...genuine, signature: undefined });
    for (const body of [forged, tampered, unsigned]) {
      expect(await adapter.handleCallback(body)).toEqual({ ok: false, reason: 'bad-signature' });
    }
    const otherPartner = smile({ partnerId: '999' });
    expect(await otherPartner.handleCallback(JSON.stringify(genuine))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await adapter.handleCallback('not json')).toEqual({ ok: false, reason: 'malformed' });
    expect(decisions).toEqual([]);
  });

  it('timeout or refusal when starting: ProviderUnavailable / ProviderRefused, and submit() reports it without a decision', async () => {
    fake.stall(1_000);
    await expect(
      smile({ timeoutMs: 250 }).start({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG, ...job() }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.stall(0);
    await expect(
      smile({ apiKey: 'wrong-key' }).start({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG, ...job() }),
    ).rejects.toBeInstanceOf(ProviderRefused);
    const errors: unknown[] = [];
    const decisions: IdDecision[] = [];
    const adapter = smile({ onError: (error) => errors.push(error) });
    fake.failNext(1, 502);
    adapter.submit({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG }, async (d) => {
      decisions.push(d);
    });
    await adapter.settle();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(ProviderUnavailable);
    expect(decisions).toEqual([]);
    fake.stall(1_000, '/v1/job_status');
    await expect(smile({ timeoutMs: 250 }).jobStatus(job())).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('the zip is a stored zip with the standard CRC-32 of the file', () => {
    const zip = storedZip([{ name: 'info.json', data: Buffer.from('123456789') }]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    // CRC-32's published check value for "123456789".
    expect(zip.readUInt32LE(14)).toBe(0xcbf43926);
    expect(zip.subarray(30, 39).toString()).toBe('info.json');
    expect(zip.subarray(39, 48).toString()).toBe('123456789');
    expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  });

  it('liveFromEnv names what is missing or malformed', () => {
    expect(liveFromEnv({})).toEqual({
      missing: ['SMILE_ID_PARTNER_ID', 'SMILE_ID_API_KEY', 'SMILE_ID_CALLBACK_URL'],
    });
    expect(
      liveFromEnv({ SMILE_ID_PARTNER_ID: '002', SMILE_ID_API_KEY: 'k', SMILE_ID_CALLBACK_URL: 'x' }),
    ).toEqual({
      missing: ['SMILE_ID_PARTNER_ID (digits, no leading zeros)', 'SMILE_ID_CALLBACK_URL (an absolute URL)'],
    });
    const built = liveFromEnv({
      SMILE_ID_PARTNER_ID: '2',
      SMILE_ID_API_KEY: 'k',
      SMILE_ID_CALLBACK_URL: 'https://x.example/cb',
    });
    expect('adapter' in built && built.adapter.kind).toBe('live');
  });
});
