// The Arkesel SMS adapter against a fake Arkesel SMS API v2 on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ProviderUnavailable } from '../../src/adapters/providerHttp';
import { createArkeselSms, liveFromEnv, SmsRefused } from '../../src/adapters/sms/arkeselSms';
import { FAKE_ARKESEL_KEY, startFakeArkesel, type FakeArkesel } from '../fakes/fakeArkesel';

let fake: FakeArkesel;
const sms = (overrides: Partial<Parameters<typeof createArkeselSms>[0]> = {}) =>
  createArkeselSms({
    apiKey: FAKE_ARKESEL_KEY,
    senderId: 'SAVE WIN',
    baseUrl: fake.url,
    timeoutMs: 5_000,
    ...overrides,
  });

beforeAll(async () => {
  fake = await startFakeArkesel();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.stall(0);
  fake.failNext(0);
  fake.credits = 100;
});

describe('Arkesel SMS', () => {
  it('sends to the international number under the sender id with the api-key header', async () => {
    await sms().send('0241234567', 'Your SAVE & WIN code is 123456');
    expect(fake.delivered.at(-1)).toEqual({
      to: '233241234567',
      sender: 'SAVE WIN',
      message: 'Your SAVE & WIN code is 123456',
    });
    expect(fake.requests.at(-1)!.headers['api-key']).toBe(FAKE_ARKESEL_KEY);
  });

  it('declined: a wrong key, too few credits or an undeliverable number throw SmsRefused without the message text', async () => {
    await expect(sms({ apiKey: 'wrong' }).send('0241234567', 'code 111111')).rejects.toBeInstanceOf(
      SmsRefused,
    );
    fake.credits = 0;
    const refusal = await sms()
      .send('0241234567', 'code 222222')
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SmsRefused);
    expect(String(refusal)).toContain('HTTP 402');
    expect(String(refusal)).not.toContain('222222');
    fake.credits = 100;
    await expect(sms().send('0991234567', 'code 333333')).rejects.toBeInstanceOf(SmsRefused);
    expect(fake.delivered.some((d) => d.message.includes('333333'))).toBe(false);
  });

  it('timeout, a 5xx or an HTML error page is ProviderUnavailable (outcome unknown), never success', async () => {
    fake.stall(1_000);
    await expect(sms({ timeoutMs: 250 }).send('0241234567', 'code 444444')).rejects.toBeInstanceOf(
      ProviderUnavailable,
    );
    fake.stall(0);
    fake.failNext(1, 503);
    await expect(sms().send('0241234567', 'code 555555')).rejects.toBeInstanceOf(ProviderUnavailable);
    const unreachable = createArkeselSms({
      apiKey: FAKE_ARKESEL_KEY,
      senderId: 'SAVE WIN',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 300,
    });
    await expect(unreachable.send('0241234567', 'code 666666')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('liveFromEnv names what is missing and refuses a sender id Arkesel would not accept', () => {
    expect(liveFromEnv({})).toEqual({
      missing: ['ARKESEL_API_KEY is not set', 'ARKESEL_SENDER_ID is not set'],
    });
    expect(liveFromEnv({ ARKESEL_API_KEY: 'k', ARKESEL_SENDER_ID: 'SAVEANDWIN-GH' })).toEqual({
      missing: ['ARKESEL_SENDER_ID must be 3 to 11 letters or digits'],
    });
    const built = liveFromEnv({ ARKESEL_API_KEY: 'k', ARKESEL_SENDER_ID: 'SAVEWIN' });
    expect('adapter' in built && built.adapter.kind).toBe('live');
  });
});
