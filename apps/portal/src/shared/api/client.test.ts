// The session's 401 handling as client middleware: a refused call renews the credential once and
// is sent once more, body and all; a second refusal or a refused renewal ends the session; calls
// presenting their own credential are never renewed.
import { readEnvelope } from '@savewin/api';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.stubGlobal('location', { origin: 'http://portal.test' });
const { api, configureGateway, withBearer } = await import('./client');

const ok = () =>
  new Response(JSON.stringify({ isSuccess: true, displayMessage: '', result: true }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const refused = () => new Response('', { status: 401 });

/** Answers the calls in turn and records what each carried. */
function gatewayAnswering(...answers: (() => Response)[]) {
  const sent: { authorization: string | null; body: string }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ authorization: request.headers.get('Authorization'), body: await request.text() });
    return (answers.shift() ?? ok)();
  });
  return sent;
}

const favourite = {
  customerNumber: '100000001',
  favouriteType: 'MOMO',
  destinationAccountName: 'Kofi',
  destinationAccountNumber: '0244000000',
  sortCode: '300591',
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('location', { origin: 'http://portal.test' });
});

describe('a call refused with 401', () => {
  it('renews the credential once and sends the same body again with the new one', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      token = 'new';
      return 'renewed' as const;
    });
    const onUnauthorized = vi.fn();
    configureGateway({ getToken: () => token, renew, onUnauthorized });
    const sent = gatewayAnswering(refused, ok);

    const answer = await readEnvelope(api.POST('/api/favourite-service/favourites', { body: favourite }));

    expect(answer.result).toBe(true);
    expect(renew).toHaveBeenCalledExactlyOnceWith('old');
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(JSON.parse(sent[1]!.body)).toEqual(favourite);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the retry is refused too, or the renewal is', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn();
    configureGateway({
      getToken: () => token,
      renew: async () => {
        token = 'new';
        return 'renewed';
      },
      onUnauthorized,
    });
    gatewayAnswering(refused, refused);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    configureGateway({ getToken: () => 'old', renew: async () => 'refused', onUnauthorized });
    const sent = gatewayAnswering(refused);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(sent).toHaveLength(1);
  });

  it('is not renewed when the call presented its own credential', async () => {
    const renew = vi.fn(async () => 'renewed' as const);
    configureGateway({ getToken: () => 'session', renew });
    const sent = gatewayAnswering(refused);
    await expect(
      readEnvelope(
        api.POST('/api/otp-service/otp/validate', {
          body: { mobileNumber: '0244123456', code: '123456' },
          headers: withBearer('otp-stage'),
        }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(renew).not.toHaveBeenCalled();
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer otp-stage']);
  });
});
