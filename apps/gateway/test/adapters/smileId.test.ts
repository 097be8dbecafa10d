// The Smile ID adapter (Biometric KYC for the Ghana Card) against a fake Smile ID on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  createSmileIdVerification,
  liveFromEnv,
  smileSignature,
  storedZip,
} from '../../src/adapters/idVerification/smileId';
import { ProviderRefused, ProviderUnavailable } from '../../src/adapters/providerHttp';
import {
  FAKE_NIA_NAME,
  FAKE_SMILE_KEY,
  FAKE_SMILE_PARTNER,
  startFakeSmileId,
  type FakeSmileId,
} from '../fakes/fakeSmileId';

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
    callbackUrl: 'https://gateway.example/api/callbacks/kyc/secret',
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
      callback_url: `https://gateway.example/api/callbacks/kyc/secret/${ids.jobId}`,
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
    // The status names the holder as the ID authority has it: the name others will see.
    expect(await adapter.jobStatus(ids)).toEqual({ status: 'VERIFIED', fullName: FAKE_NIA_NAME });
  });

  it('check() starts the job under the KYC reference and answers PENDING; sent again it is the same job; duplicate and late callbacks parse to one key', async () => {
    const adapter = smile();
    const reference = `kyc-check-${++n}`;
    const request = { ghanaCardNumber: 'GHA-123456789-9', imageJpeg: JPEG };
    expect(await adapter.check(request, reference)).toEqual({ status: 'PENDING' });
    const prep = fake.requests.filter((r) => r.path === '/v1/upload').at(-1)!.json as Record<string, unknown>;
    expect(prep).toMatchObject({
      callback_url: `https://gateway.example/api/callbacks/kyc/secret/${reference}`,
      partner_params: { job_id: reference, user_id: reference },
    });
    // The outbox sends a check again with the same reference after a crash: still one job.
    expect(await adapter.check(request, reference)).toEqual({ status: 'PENDING' });
    expect([...fake.jobs.values()].filter((j) => j.jobId === reference)).toHaveLength(1);

    const body = fake.callbackFor(reference);
    const first = await adapter.handleCallback(body);
    const duplicate = await adapter.handleCallback(body);
    const late = await adapter.handleCallback(fake.callbackFor(reference, new Date(Date.now() + 3_600_000)));
    expect(first).toMatchObject({
      ok: true,
      jobId: reference,
      decision: { status: 'REJECTED', reason: 'The photo does not match the Ghana Card.' },
    });
    expect(first.ok && duplicate.ok && late.ok).toBe(true);
    if (first.ok && duplicate.ok && late.ok) {
      expect(duplicate.idempotencyKey).toBe(first.idempotencyKey);
      expect(late.idempotencyKey).toBe(first.idempotencyKey);
    }
    expect(await adapter.status(reference)).toEqual({
      status: 'REJECTED',
      reason: 'The photo does not match the Ghana Card.',
    });
    expect(await adapter.status('kyc-never-sent')).toEqual({ status: 'NOT_FOUND' });
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
    const adapter = smile();
    const reference = `kyc-check-${++n}`;
    await adapter.check({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG }, reference);
    const genuine = JSON.parse(fake.callbackFor(reference)) as Record<string, unknown>;
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
  });

  it('timeout or refusal when starting: ProviderUnavailable / ProviderRefused, and check() throws (the outbox sends it again)', async () => {
    fake.stall(1_000);
    await expect(
      smile({ timeoutMs: 250 }).start({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG, ...job() }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    fake.stall(0);
    await expect(
      smile({ apiKey: 'wrong-key' }).start({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG, ...job() }),
    ).rejects.toBeInstanceOf(ProviderRefused);
    fake.failNext(1, 502);
    const reference = `kyc-check-${++n}`;
    await expect(
      smile().check({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG }, reference),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(await smile().check({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG }, reference)).toEqual({
      status: 'PENDING',
    });
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
      missing: [
        'SMILE_ID_PARTNER_ID is not set',
        'SMILE_ID_API_KEY is not set',
        'PUBLIC_URL and CALLBACK_SECRET must be set (where Smile ID sends its results)',
      ],
    });
    const env = { PUBLIC_URL: 'https://x.example/', CALLBACK_SECRET: 's3cret', SMILE_ID_API_KEY: 'k' };
    expect(liveFromEnv({ ...env, SMILE_ID_PARTNER_ID: '002' })).toEqual({
      missing: ['SMILE_ID_PARTNER_ID must be digits without leading zeros'],
    });
    const built = liveFromEnv({ ...env, SMILE_ID_PARTNER_ID: '2' });
    expect('adapter' in built && built.adapter.kind).toBe('live');
  });

  it("matches a PIN reset's selfie with SmartSelfie Authentication against the face Biometric KYC enrolled", async () => {
    const adapter = smile();
    const kyc = job();
    await adapter.start({ ghanaCardNumber: 'GHA-123456789-1', imageJpeg: JPEG, ...kyc });
    const request = { kycReference: kyc.userId, ghanaCardNumber: 'GHA-123456789-1', kycImageJpeg: JPEG };
    expect(await adapter.matchSelfie({ ...request, selfieJpeg: JPEG }, 'reset-selfie-1')).toEqual({
      status: 'MATCH',
    });
    const prep = fake.requests.filter((r) => r.path === '/v1/upload').at(-1)!.json as Record<string, unknown>;
    expect(prep).toMatchObject({
      partner_params: { job_id: 'reset-selfie-1', user_id: kyc.userId, job_type: 2 },
    });
    expect(prep.signature).toBe(smileSignature(FAKE_SMILE_PARTNER, FAKE_SMILE_KEY, prep.timestamp as string));
    // Another face is refused, with Smile ID's reason.
    const other = Buffer.concat([
      JPEG.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x04, 0x41, 0x42]),
      JPEG.subarray(2),
    ]);
    expect(await adapter.matchSelfie({ ...request, selfieJpeg: other }, 'reset-selfie-2')).toEqual({
      status: 'NO_MATCH',
      reason: 'The selfie does not match the photo of your verification.',
    });
    // Asking again under the same reference is the same job (2215), answered by its status.
    expect(await adapter.matchSelfie({ ...request, selfieJpeg: other }, 'reset-selfie-1')).toEqual({
      status: 'MATCH',
    });
  });
});
