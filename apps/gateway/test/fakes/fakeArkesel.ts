// A fake Arkesel SMS API v2 written from Arkesel's documentation: POST /api/v2/sms/send with the
// api-key header (401 otherwise), JSON { sender (at most 11 characters), message, recipients };
// answers { status: 'success', data: [{ recipient, id }] } with the numbers it can deliver to and
// an { 'invalid numbers': [...] } entry for the rest; 422 for a bad request, 402 when the account
// has too few credits.
import { randomUUID } from 'node:crypto';

import { startFakeServer, type FakeServer } from './fakeServer';

export const FAKE_ARKESEL_KEY = 'fake-arkesel-key';

export interface FakeArkesel extends FakeServer {
  credits: number;
  delivered: { to: string; sender: string; message: string }[];
}

export async function startFakeArkesel(
  apiKey = FAKE_ARKESEL_KEY,
  onMessage?: (message: { to: string; sender: string; message: string }) => void,
): Promise<FakeArkesel> {
  const delivered: FakeArkesel['delivered'] = [];
  const server = await startFakeServer((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v2/sms/send') {
      return { status: 404, body: { status: 'error', message: 'Not found' } };
    }
    if (request.headers['api-key'] !== apiKey)
      return { status: 401, body: { status: 'error', message: 'Invalid API key' } };
    const body = (request.json ?? {}) as { sender?: unknown; message?: unknown; recipients?: unknown };
    if (
      typeof body.sender !== 'string' ||
      body.sender.length > 11 ||
      typeof body.message !== 'string' ||
      body.message === '' ||
      !Array.isArray(body.recipients)
    ) {
      return { status: 422, body: { status: 'error', message: 'The given data was invalid.' } };
    }
    if (fake.credits < body.recipients.length)
      return { status: 402, body: { status: 'error', message: 'Insufficient balance' } };
    const valid = body.recipients.filter(
      (r): r is string => typeof r === 'string' && /^233[235]\d{8}$/.test(r),
    );
    const invalid = body.recipients.filter((r) => !valid.includes(r as string));
    fake.credits -= valid.length;
    for (const to of valid) {
      const message = { to, sender: body.sender, message: body.message };
      delivered.push(message);
      onMessage?.(message);
    }
    return {
      status: 200,
      body: {
        status: 'success',
        data: [
          ...valid.map((recipient) => ({ recipient, id: randomUUID() })),
          ...(invalid.length ? [{ 'invalid numbers': invalid }] : []),
        ],
      },
    };
  });
  const fake: FakeArkesel = Object.assign(server, { credits: 100, delivered });
  return fake;
}
