// The log an operator searches: JSON lines, each line of a request carrying its id (the client's
// X-Request-Id when sane, answered back and sent on to providers); no callback secret and no
// mobile number in a logged address or body.
import { describe, expect, it } from 'vitest';

import { providerFetch } from '../../src/adapters/providerHttp';
import { loggedUrl, maskMobileNumbers } from '../../src/http/logging';
import { freshNumber, setUpTestGateway } from '../support/server';

const CALLBACK_SECRET = 'callback-secret-for-the-logging-tests-0123456789';

describe('the log', () => {
  const lines: string[] = [];
  const providerRequestIds: (string | null)[] = [];
  // An SMS provider reached over HTTP: what it receives is what a provider's support would see.
  const sms = providerFetch('arkesel', async (_url, init) => {
    providerRequestIds.push(new Headers(init?.headers).get('x-request-id'));
    return new Response('{}');
  });
  const g = setUpTestGateway({
    config: { callbackSecret: CALLBACK_SECRET, logLevel: 'info' },
    build: { logStream: { write: (line: string) => void lines.push(line) } },
    adapters: () => ({
      sms: {
        kind: 'live' as const,
        async send(mobileNumber: string) {
          await sms(`https://sms.example/send?to=${mobileNumber}`, { method: 'POST' });
        },
      },
    }),
  });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes JSON lines, each line of a request with its id, answered back and sent to the provider', async () => {
    lines.length = 0;
    const mobileNumber = freshNumber();
    const answer = await g.call('POST', `/api/otp-service/otp/send/${mobileNumber}`, {
      headers: { 'x-request-id': 'support-ticket-4711' },
    });
    expect(answer.headers['x-request-id']).toBe('support-ticket-4711');
    const entries = logged();
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.every((entry) => entry.reqId === 'support-ticket-4711')).toBe(true);
    expect(providerRequestIds).toContain('support-ticket-4711');

    // An id that is not sane (too long, or with characters a log search would choke on) is replaced.
    const odd = await g.call('GET', '/api/health', { headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never holds the callback secret of a callback address', async () => {
    lines.length = 0;
    await g.app.inject({
      method: 'POST',
      url: `/api/callbacks/mtn-momo/${CALLBACK_SECRET}/ref-1`,
      payload: { status: 'SUCCESSFUL' },
    });
    await g.app.inject({ method: 'POST', url: `/api/callbacks/kyc/${CALLBACK_SECRET}`, payload: {} });
    const text = lines.join('');
    expect(text).not.toContain(CALLBACK_SECRET);
    const urls = logged().flatMap((entry) => {
      const req = entry.req as { url?: string } | undefined;
      return req?.url ? [req.url] : [];
    });
    expect(urls).toEqual(['/api/callbacks/mtn-momo/[redacted]/ref-1', '/api/callbacks/kyc/[redacted]']);
  });

  it('masks mobile numbers in logged addresses and bodies', async () => {
    lines.length = 0;
    await g.call('GET', '/api/sandbox/sms-inbox/0244123456', { unchecked: true });
    g.app.log.info({ body: { mobileNumber: '0244123456', note: 'call +233244123456 back' } }, 'a body');
    const text = lines.join('');
    expect(text).not.toMatch(/244123456/);
    const entries = logged();
    expect(
      entries.some(
        (entry) => (entry.req as { url?: string } | undefined)?.url === '/api/sandbox/sms-inbox/024*****56',
      ),
    ).toBe(true);
    expect(entries.at(-1)?.body).toEqual({ mobileNumber: '024*****56', note: 'call +23324*****56 back' });
  });

  it('masks numbers however they are written, and nothing else', () => {
    expect(maskMobileNumbers('0244123456 233244123456 %2B233244123456')).toBe(
      '024*****56 23324*****56 %2B23324*****56',
    );
    // Longer digit runs (references, timestamps) and amounts stay as they are.
    expect(maskMobileNumbers('1700000000000 02441234567 150.00')).toBe('1700000000000 02441234567 150.00');
    expect(loggedUrl('/api/callbacks/paystack/s3cret?x=1')).toBe('/api/callbacks/paystack/[redacted]?x=1');
  });
});
