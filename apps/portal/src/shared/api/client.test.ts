// The session's 401 handling as client middleware: a refused call renews the credential and is
// sent again, body and all; only a refused renewal (or a refusal after two accepted renewals) ends
// the session; calls presenting their own credential are never renewed.
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

  it('renews again when the resend is refused too (its credential ended on the way), without ending the session', async () => {
    // The first renewal hands over a credential another tab held late in its life: it has expired
    // by the time the resend reaches the gateway. The session still stands: the refresh
    // credential is accepted, and the call goes once more with a fresh credential.
    const tokens = ['old', 'handed-over', 'fresh'];
    const renew = vi.fn(async () => {
      tokens.shift();
      return 'renewed' as const;
    });
    const onUnauthorized = vi.fn();
    configureGateway({ getToken: () => tokens[0] ?? null, renew, onUnauthorized });
    const sent = gatewayAnswering(refused, refused, ok);

    const answer = await readEnvelope(api.POST('/api/favourite-service/favourites', { body: favourite }));

    expect(answer.result).toBe(true);
    expect(renew.mock.calls).toEqual([['old'], ['handed-over']]);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer handed-over', 'Bearer fresh']);
    expect(sent.map((s) => JSON.parse(s.body) as unknown)).toEqual([favourite, favourite, favourite]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when a renewal is refused, first or after a refused resend', async () => {
    const onUnauthorized = vi.fn();
    configureGateway({ getToken: () => 'old', renew: async () => 'refused', onUnauthorized });
    const once = gatewayAnswering(refused);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(once).toHaveLength(1);

    // Revoked between the renewal and the resend: the next renewal is refused.
    let token = 'old';
    const outcomes = ['renewed', 'refused'] as const;
    let renewals = 0;
    configureGateway({
      getToken: () => token,
      renew: async () => {
        token = 'new';
        return outcomes[renewals++]!;
      },
      onUnauthorized,
    });
    const twice = gatewayAnswering(refused, refused);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    expect(twice).toHaveLength(2);
  });

  it('ends the session when the call is refused even with credentials renewed twice', async () => {
    let renewals = 0;
    const onUnauthorized = vi.fn();
    configureGateway({
      getToken: () => `credential-${renewals}`,
      renew: async () => {
        renewals += 1;
        return 'renewed';
      },
      onUnauthorized,
    });
    const sent = gatewayAnswering(refused, refused, refused, ok);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(renewals).toBe(2);
    expect(sent).toHaveLength(3);
  });

  it('keeps the session when the gateway cannot be asked for a renewal after a refused resend', async () => {
    let token = 'old';
    const outcomes = ['renewed', 'unreachable'] as const;
    let renewals = 0;
    const onUnauthorized = vi.fn();
    configureGateway({
      getToken: () => token,
      renew: async () => {
        token = 'new';
        return outcomes[renewals++]!;
      },
      onUnauthorized,
    });
    const sent = gatewayAnswering(refused, refused);
    await expect(readEnvelope(api.GET('/api/investment/goal-options'))).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sent).toHaveLength(2);
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
