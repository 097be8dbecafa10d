// Active sessions over HTTP (Security): where and when each was used; sign out one, or every
// other, or every one (the existing 'sign out everywhere', extended, not duplicated).
import { describe, expect, it } from 'vitest';

import { IDENTITY_LIMITS as L, MESSAGES as M } from '../../src/domain/identity/messages';
import { readOtp, register, signUpAndSignIn, setUpTestGateway } from '../support/server';

const SESSIONS = '/api/auth-service/auth/sessions';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PROFILE = (mobileNumber: string) => `/api/lead-service/lead/${mobileNumber}`;

interface Session {
  sessionId: string;
  device: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

const gateway = setUpTestGateway();

/** Signs in from a browser with this user agent. */
async function signInFrom(mobileNumber: string, pin: string, userAgent: string) {
  gateway.advance(L.otpResendCooldownMs + 1_000);
  const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber, pin, isBiometric: false },
    headers: { 'user-agent': userAgent },
  });
  const code = await readOtp(gateway, mobileNumber);
  const session = await gateway.call<{ token: string; refreshToken: string }>(
    'POST',
    '/api/otp-service/otp/validate',
    { token: login.body.result.token, body: { mobileNumber, code } },
  );
  expect(session.body.isSuccess, session.body.displayMessage).toBe(true);
  return session.body.result;
}

describe('active sessions', () => {
  it('lists where and when each session was used, this one marked, newest use first', async () => {
    const who = await signUpAndSignIn(gateway);
    const phone = await signInFrom(who.mobileNumber, who.pin, ANDROID);
    gateway.advance(60_000);
    // A renewal is a use.
    const renewed = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/refresh', {
      body: { refreshToken: phone.refreshToken },
    });
    const list = await gateway.call<Session[]>('GET', SESSIONS, { token: who.token });
    expect(list.body.isSuccess).toBe(true);
    expect(list.body.result.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Android', false],
      ['Unknown device', true],
    ]);
    const [android] = list.body.result;
    // Used at the renewal, a minute after it signed in.
    const usedAgo = gateway.services.now().getTime() - Date.parse(android!.lastUsedAt);
    expect(usedAgo).toBeGreaterThanOrEqual(0);
    expect(usedAgo).toBeLessThan(5_000);
    expect(Date.parse(android!.lastUsedAt) - Date.parse(android!.signedInAt)).toBeGreaterThanOrEqual(60_000);
    expect((await gateway.call('GET', SESSIONS)).status).toBe(401);
    expect(renewed.body.isSuccess).toBe(true);
  });

  it('signs out one other session, and refuses a session already ended or not the customer’s', async () => {
    const who = await signUpAndSignIn(gateway);
    const phone = await signInFrom(who.mobileNumber, who.pin, ANDROID);
    const stranger = await signUpAndSignIn(gateway);
    const list = await gateway.call<Session[]>('GET', SESSIONS, { token: who.token });
    const other = list.body.result.find((s) => !s.current)!;
    // Someone else cannot end it, and learns nothing about it.
    const foreign = await gateway.call('DELETE', `${SESSIONS}/${other.sessionId}`, { token: stranger.token });
    expect(foreign.body).toMatchObject({ isSuccess: false, displayMessage: M.sessionGone });
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: phone.token })).status).toBe(200);
    // The owner can.
    const ended = await gateway.call('DELETE', `${SESSIONS}/${other.sessionId}`, { token: who.token });
    expect(ended.body).toMatchObject({ isSuccess: true, displayMessage: M.sessionEnded });
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: phone.token })).status).toBe(401);
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: who.token })).status).toBe(200);
    const again = await gateway.call('DELETE', `${SESSIONS}/${other.sessionId}`, { token: who.token });
    expect(again.body).toMatchObject({ isSuccess: false, displayMessage: M.sessionGone });
    // A malformed id is refused by the contract.
    expect((await gateway.call('DELETE', `${SESSIONS}/not-a-session`, { token: who.token })).status).toBe(
      400,
    );
    expect((await gateway.call<Session[]>('GET', SESSIONS, { token: who.token })).body.result).toHaveLength(
      1,
    );
  });

  it('signs out every other device and keeps this one; without the option, every one', async () => {
    const who = await signUpAndSignIn(gateway);
    const phone = await signInFrom(who.mobileNumber, who.pin, ANDROID);
    const others = await gateway.call(
      'POST',
      '/api/auth-service/auth/logout-everywhere?keepThisSession=true',
      {
        token: who.token,
      },
    );
    expect(others.body).toMatchObject({ isSuccess: true, displayMessage: M.loggedOutOthers });
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: phone.token })).status).toBe(401);
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: who.token })).status).toBe(200);
    const all = await gateway.call('POST', '/api/auth-service/auth/logout-everywhere', { token: who.token });
    expect(all.body).toMatchObject({ isSuccess: true, displayMessage: M.loggedOutEverywhere });
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: who.token })).status).toBe(401);
  });

  it('does not list a session that can no longer renew itself', async () => {
    const lead = await register(gateway);
    const first = await signInFrom(lead.mobileNumber, lead.pin, ANDROID);
    // Idle past the refresh credential's life: that session is over even though never revoked.
    gateway.advance(L.refreshIdleMs + 1_000);
    const second = await signInFrom(lead.mobileNumber, lead.pin, 'curl/8.5.0');
    const list = await gateway.call<Session[]>('GET', SESSIONS, { token: second.token });
    expect(list.body.result.map((s) => s.current)).toEqual([true]);
    expect(first.token).not.toBe(second.token);
  });
});
