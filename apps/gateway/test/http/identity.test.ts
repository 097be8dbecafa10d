// Identity over HTTP: sign-up, sign-in, one-time codes, PIN lock-out, credentials, ownership.
import { afterEach, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { IDENTITY_LIMITS, MESSAGES } from '../../src/domain/identity/messages';
import {
  freshNumber,
  ledgerProblems,
  readOtp,
  register,
  signIn,
  signUpAndSignIn,
  setUpTestGateway,
} from '../support/server';

const gateway = setUpTestGateway();
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

const LOGIN = '/api/auth-service/auth/login';
const VALIDATE = '/api/otp-service/otp/validate';

async function loginStep(mobileNumber: string, pin: string) {
  gateway.advance(IDENTITY_LIMITS.otpResendCooldownMs + 1000);
  return gateway.call<{ token: string } | null>('POST', LOGIN, {
    body: { mobileNumber, pin, isBiometric: false },
  });
}

describe('requests the contract does not allow', () => {
  it('answers a malformed JSON body with 400 and a readable message', async () => {
    const answer = await gateway.call('POST', LOGIN, { payload: '{"mobileNumber": "0241234567",' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      isSuccess: false,
      displayMessage: 'The request body is not valid JSON.',
      result: null,
    });
  });

  it('refuses a property the contract does not define with 400 naming it', async () => {
    const answer = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: '0241234567', pin: '123456', isBiometric: false, admin: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.displayMessage).toContain("'admin' is not allowed");
  });

  it('explains a badly formed field in words', async () => {
    const answer = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: '24123', pin: '12', isBiometric: false },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.displayMessage).toContain('mobileNumber must be 10 digits starting with 0');
    expect(answer.body.displayMessage).toContain('pin must be 6 digits');
  });

  it('answers 401 without the subscription key, before anything else', async () => {
    const answer = await gateway.call('GET', '/api/health', { subscriptionKey: null });
    expect(answer.status).toBe(401);
    const wrong = await gateway.call('GET', '/api/health', { subscriptionKey: 'not-a-key' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.isSuccess).toBe(false);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const answer = await gateway.call('GET', '/api/no-such-thing', { unchecked: true });
    expect(answer.status).toBe(404);
    expect(answer.body.displayMessage).toBe('There is no operation GET /api/no-such-thing.');
  });

  it('sends security headers with a strict content security policy', async () => {
    const answer = await gateway.call('GET', '/api/health');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id']).toBeTruthy();
  });

  it('tells no cache to keep an API answer (customer data), refused or not', async () => {
    const customer = await signUpAndSignIn(gateway);
    const details = await gateway.call('GET', `/api/customer-details/${customer.mobileNumber}`, {
      token: customer.token,
    });
    expect(details.status).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    const refusedAnswer = await gateway.call('GET', `/api/customer-details/${customer.mobileNumber}`, {
      token: 'not-a-credential',
      unchecked: true,
    });
    expect(refusedAnswer.headers['cache-control']).toBe('no-store');
  });
});

describe('sign-up', () => {
  it("registers a number only from the client that proved it, once: another client's register is refused", async () => {
    const mobileNumber = freshNumber();
    /** A request from `address` (the test gateway trusts no proxy: the client is the socket's address). */
    const from = async (address: string, url: string, body?: unknown) => {
      const answer = await gateway.app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        headers: {
          'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return answer.json<{ isSuccess: boolean; displayMessage: string; result: unknown }>();
    };
    const lead = (pin: string) => ({
      profileName: 'Ama Mensah',
      mobileNumber,
      email: 'ama@example.com',
      pin,
    });
    expect((await from('41.66.10.1', `/api/otp-service/otp/send/${mobileNumber}`)).isSuccess).toBe(true);
    const code = await readOtp(gateway, mobileNumber);
    const proved = await from('41.66.10.1', VALIDATE, { mobileNumber, code });
    expect(proved.isSuccess, proved.displayMessage).toBe(true);
    // A stranger racing the customer to register the proved number with a PIN of their own.
    const stranger = await from('102.176.5.9', '/api/lead-service/lead', lead('246810'));
    expect(stranger).toMatchObject({ isSuccess: false, displayMessage: MESSAGES.signupNeedsOtp });
    // The client that proved it registers, once.
    const own = await from('41.66.10.1', '/api/lead-service/lead', lead('135790'));
    expect(own.isSuccess, own.displayMessage).toBe(true);
    const again = await from('41.66.10.1', '/api/lead-service/lead', lead('135790'));
    expect(again.isSuccess).toBe(false);
  });

  it('tells a new number from a registered one, with the lead id for the registered', async () => {
    const fresh = await gateway.call('GET', `/api/lead-service/lead/exists/${freshNumber()}`);
    expect(fresh.body).toMatchObject({ isSuccess: false, result: null });
    const lead = await register(gateway);
    const known = await gateway.call('GET', `/api/lead-service/lead/exists/${lead.mobileNumber}`);
    expect(known.body).toMatchObject({
      isSuccess: true,
      result: { leadId: lead.leadId, hasSubscription: false },
    });
  });

  it('refuses to create a lead whose number was not verified by OTP', async () => {
    const answer = await gateway.call('POST', '/api/lead-service/lead', {
      body: {
        profileName: 'Kofi Boateng',
        mobileNumber: freshNumber(),
        email: 'kofi@example.com',
        pin: '246810',
      },
    });
    expect(answer.body).toEqual({ isSuccess: false, displayMessage: MESSAGES.signupNeedsOtp, result: null });
  });

  it('refuses a second registration of the same number', async () => {
    const lead = await register(gateway);
    gateway.advance(IDENTITY_LIMITS.otpResendCooldownMs + 1000);
    await expect(register(gateway, { mobileNumber: lead.mobileNumber })).rejects.toThrow(MESSAGES.leadExists);
  });

  it('makes a customer wait before another code and caps the codes per hour', async () => {
    const mobileNumber = freshNumber();
    expect((await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`)).body.isSuccess).toBe(
      true,
    );
    const again = await gateway.call('POST', `/api/otp-service/otp/resend/${mobileNumber}`);
    expect(again.body.isSuccess).toBe(false);
    expect(again.body.displayMessage).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    for (let sent = 1; sent < IDENTITY_LIMITS.otpSendsPerWindow; sent++) {
      gateway.advance(IDENTITY_LIMITS.otpResendCooldownMs);
      expect((await gateway.call('POST', `/api/otp-service/otp/resend/${mobileNumber}`)).body.isSuccess).toBe(
        true,
      );
    }
    gateway.advance(IDENTITY_LIMITS.otpResendCooldownMs);
    const capped = await gateway.call('POST', `/api/otp-service/otp/resend/${mobileNumber}`);
    expect(capped.body.displayMessage).toBe(MESSAGES.otpSendLimit);
  });
});

describe('one-time codes', () => {
  it('refuses a wrong code and says how many tries are left', async () => {
    const mobileNumber = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
    const code = await readOtp(gateway, mobileNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await gateway.call('POST', VALIDATE, { body: { mobileNumber, code: wrong } });
    expect(answer.body).toEqual({ isSuccess: false, displayMessage: MESSAGES.otpWrong(4), result: null });
  });

  it('refuses a code after its 5 minutes', async () => {
    const mobileNumber = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
    const code = await readOtp(gateway, mobileNumber);
    gateway.advance(IDENTITY_LIMITS.otpLifeMs + 1);
    const answer = await gateway.call('POST', VALIDATE, { body: { mobileNumber, code } });
    expect(answer.body).toMatchObject({ isSuccess: false, displayMessage: MESSAGES.otpExpired });
  });

  it('voids a code after 5 wrong tries, even when the right one follows', async () => {
    const mobileNumber = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
    const code = await readOtp(gateway, mobileNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < IDENTITY_LIMITS.otpMaxTries; i++) {
      await gateway.call('POST', VALIDATE, { body: { mobileNumber, code: wrong } });
    }
    const answer = await gateway.call('POST', VALIDATE, { body: { mobileNumber, code } });
    expect(answer.body).toMatchObject({ isSuccess: false, displayMessage: MESSAGES.otpTriesExhausted });
  });

  it('accepts a code once only', async () => {
    const mobileNumber = freshNumber();
    await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
    const code = await readOtp(gateway, mobileNumber);
    expect((await gateway.call('POST', VALIDATE, { body: { mobileNumber, code } })).body.isSuccess).toBe(
      true,
    );
    expect((await gateway.call('POST', VALIDATE, { body: { mobileNumber, code } })).body.isSuccess).toBe(
      false,
    );
  });
});

describe('sign-in', () => {
  it('answers an unknown number exactly like a wrong PIN', async () => {
    const lead = await register(gateway);
    const unknown = await loginStep(freshNumber(), lead.pin);
    const wrongPin = await loginStep(lead.mobileNumber, '000000');
    expect(unknown.status).toBe(wrongPin.status);
    // Tries left and the lock-out too: the answer never tells whether the number is registered.
    expect(unknown.body).toEqual(wrongPin.body);
    expect(unknown.body).toEqual({
      isSuccess: false,
      displayMessage: MESSAGES.loginWrongTriesLeft(4),
      result: null,
    });
  });

  it('signs in right after registering, without waiting for the resend cooldown', async () => {
    const lead = await register(gateway);
    const login = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: lead.mobileNumber, pin: lead.pin, isBiometric: false },
    });
    expect(login.body).toMatchObject({ isSuccess: true, displayMessage: MESSAGES.loginOtpSent });
  });

  it('locks sign-in after 5 wrong PINs, even for the right PIN, until the lock ends', async () => {
    const lead = await register(gateway);
    let last = await loginStep(lead.mobileNumber, '999999');
    for (let i = 1; i < IDENTITY_LIMITS.pinMaxFailures; i++)
      last = await loginStep(lead.mobileNumber, '999999');
    expect(last.body.displayMessage).toBe(MESSAGES.loginLocked(30));
    const right = await loginStep(lead.mobileNumber, lead.pin);
    expect(right.body.isSuccess).toBe(false);
    expect(right.body.displayMessage).toMatch(/^Sign-in is locked after 5 wrong PINs\./);
    gateway.advance(IDENTITY_LIMITS.pinLockMs);
    expect((await loginStep(lead.mobileNumber, lead.pin)).body.isSuccess).toBe(true);
  });

  it('lets the OTP-stage credential validate the code and nothing else', async () => {
    const lead = await register(gateway);
    const login = await loginStep(lead.mobileNumber, lead.pin);
    const otpToken = login.body.result?.token ?? '';
    const details = await gateway.call('GET', `/api/customer-details/${lead.mobileNumber}`, {
      token: otpToken,
    });
    expect(details.status).toBe(401);
    const code = await readOtp(gateway, lead.mobileNumber);
    const session = await gateway.call<{ token: string }>('POST', VALIDATE, {
      token: otpToken,
      body: { mobileNumber: lead.mobileNumber, code },
    });
    expect(session.body.isSuccess).toBe(true);
    const again = await gateway.call('POST', VALIDATE, {
      token: otpToken,
      body: { mobileNumber: lead.mobileNumber, code },
    });
    expect(again.status).toBe(401);
  });

  it('expires the access credential after 5 minutes', async () => {
    const who = await signUpAndSignIn(gateway);
    const lead = `/api/lead-service/lead/${who.mobileNumber}`;
    expect((await gateway.call('GET', lead, { token: who.token })).status).toBe(200);
    gateway.advance(IDENTITY_LIMITS.accessLifeMs + 1);
    const expired = await gateway.call('GET', lead, { token: who.token });
    expect(expired.status).toBe(401);
    expect(expired.body.displayMessage).toBe(MESSAGES.sessionExpired);
  });

  it('rotates the refresh credential and revokes the session when a used one comes back', async () => {
    const who = await signUpAndSignIn(gateway);
    const first = await gateway.call<{ token: string; refreshToken: string }>(
      'POST',
      '/api/auth-service/auth/refresh',
      {
        body: { refreshToken: who.refreshToken },
      },
    );
    expect(first.body.isSuccess).toBe(true);
    expect(first.body.result.refreshToken).not.toBe(who.refreshToken);
    const lead = `/api/lead-service/lead/${who.mobileNumber}`;
    expect((await gateway.call('GET', lead, { token: first.body.result.token })).status).toBe(200);

    const reuse = await gateway.call('POST', '/api/auth-service/auth/refresh', {
      body: { refreshToken: who.refreshToken },
    });
    expect(reuse.status).toBe(401);
    // The whole family is gone: the newest credentials stop working too.
    expect((await gateway.call('GET', lead, { token: first.body.result.token })).status).toBe(401);
    const newest = await gateway.call('POST', '/api/auth-service/auth/refresh', {
      body: { refreshToken: first.body.result.refreshToken },
    });
    expect(newest.status).toBe(401);
  });

  describe('a rotation whose answer was lost (the page unloaded mid-call)', () => {
    const KEY = 'k'.repeat(20) + '_retry-key-1';
    const refresh = (refreshToken: string, retryKey?: string) =>
      gateway.call<{ token: string; refreshToken: string }>('POST', '/api/auth-service/auth/refresh', {
        body: retryKey === undefined ? { refreshToken } : { refreshToken, retryKey },
      });

    it('answers a new pair to the same credential and key, and voids the pair that never arrived', async () => {
      const who = await signUpAndSignIn(gateway);
      const lead = `/api/lead-service/lead/${who.mobileNumber}`;
      const lost = await refresh(who.refreshToken, KEY);
      expect(lost.body.isSuccess).toBe(true);

      const retried = await refresh(who.refreshToken, KEY);
      expect(retried.body.isSuccess).toBe(true);
      expect(retried.body.result.refreshToken).not.toBe(lost.body.result.refreshToken);
      expect((await gateway.call('GET', lead, { token: retried.body.result.token })).status).toBe(200);
      // The lost access credential no longer opens anything.
      expect((await gateway.call('GET', lead, { token: lost.body.result.token })).status).toBe(401);
      // The session goes on: the new pair rotates as usual.
      const next = await refresh(retried.body.result.refreshToken);
      expect(next.body.isSuccess).toBe(true);
      expect((await gateway.call('GET', lead, { token: next.body.result.token })).status).toBe(200);
    });

    it('takes the lost refresh credential, if it turns up later, for a stolen copy and ends the session', async () => {
      const who = await signUpAndSignIn(gateway);
      const lead = `/api/lead-service/lead/${who.mobileNumber}`;
      const lost = await refresh(who.refreshToken, KEY);
      const retried = await refresh(who.refreshToken, KEY);
      expect(retried.body.isSuccess).toBe(true);
      expect((await refresh(lost.body.result.refreshToken)).status).toBe(401);
      expect((await gateway.call('GET', lead, { token: retried.body.result.token })).status).toBe(401);
    });

    it('still ends the session when the used credential comes back with another key or none', async () => {
      for (const other of ['z'.repeat(22), undefined]) {
        const who = await signUpAndSignIn(gateway);
        const lead = `/api/lead-service/lead/${who.mobileNumber}`;
        const first = await refresh(who.refreshToken, KEY);
        expect(first.body.isSuccess).toBe(true);
        expect((await refresh(who.refreshToken, other)).status).toBe(401);
        expect((await gateway.call('GET', lead, { token: first.body.result.token })).status).toBe(401);
      }
    });

    it('still ends the session when the pair it answered was already used, even with the right key', async () => {
      const who = await signUpAndSignIn(gateway);
      const lead = `/api/lead-service/lead/${who.mobileNumber}`;
      const first = await refresh(who.refreshToken, KEY);
      const second = await refresh(first.body.result.refreshToken);
      expect(second.body.isSuccess).toBe(true);
      expect((await refresh(who.refreshToken, KEY)).status).toBe(401);
      expect((await gateway.call('GET', lead, { token: second.body.result.token })).status).toBe(401);
    });

    it('refuses a malformed retry key as a bad request, rotating nothing', async () => {
      const who = await signUpAndSignIn(gateway);
      expect((await refresh(who.refreshToken, 'short')).status).toBe(400);
      expect((await refresh(who.refreshToken)).body.isSuccess).toBe(true);
    });
  });

  it('lets a refresh credential lapse after 15 idle minutes', async () => {
    const who = await signUpAndSignIn(gateway);
    gateway.advance(IDENTITY_LIMITS.refreshIdleMs + 1);
    const answer = await gateway.call('POST', '/api/auth-service/auth/refresh', {
      body: { refreshToken: who.refreshToken },
    });
    expect(answer.status).toBe(401);
  });

  it('revokes the session and its refresh credential on logout', async () => {
    const who = await signUpAndSignIn(gateway);
    const out = await gateway.call('POST', '/api/auth-service/auth/logout', { token: who.token });
    expect(out.body).toMatchObject({ isSuccess: true, result: true });
    expect(
      (await gateway.call('GET', `/api/lead-service/lead/${who.mobileNumber}`, { token: who.token })).status,
    ).toBe(401);
    const refresh = await gateway.call('POST', '/api/auth-service/auth/refresh', {
      body: { refreshToken: who.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });
});

describe('ownership', () => {
  it("answers 403 for another customer's lead, details, update and deletion", async () => {
    const ama = await signUpAndSignIn(gateway);
    const kofi = await signUpAndSignIn(gateway, { profileName: 'Kofi Boateng' });
    const asAma = { token: ama.token };
    expect((await gateway.call('GET', `/api/lead-service/lead/${kofi.mobileNumber}`, asAma)).status).toBe(
      403,
    );
    expect((await gateway.call('GET', `/api/customer-details/${kofi.mobileNumber}`, asAma)).status).toBe(403);
    expect((await gateway.call('DELETE', `/api/lead-service/lead/id/${kofi.leadId}`, asAma)).status).toBe(
      403,
    );
    const update = await gateway.call('PUT', '/api/lead-service/lead', {
      ...asAma,
      body: {
        leadId: kofi.leadId,
        profileName: 'X',
        mobileNumber: kofi.mobileNumber,
        email: 'x@example.com',
        pin: '111111',
      },
    });
    expect(update.status).toBe(403);
    // Kofi is untouched: he still signs in with his PIN.
    await expect(signIn(gateway, kofi.mobileNumber, kofi.pin)).resolves.toHaveProperty('token');
  });
});

describe('profile', () => {
  it('changes the PIN only right after the old one is confirmed', async () => {
    const who = await signUpAndSignIn(gateway);
    const change = {
      token: who.token,
      body: {
        leadId: who.leadId,
        profileName: 'Ama Mensah',
        mobileNumber: who.mobileNumber,
        email: 'ama@example.com',
        pin: '864202',
      },
    };
    const unconfirmed = await gateway.call('PUT', '/api/lead-service/lead', change);
    expect(unconfirmed.body).toMatchObject({
      isSuccess: false,
      displayMessage: MESSAGES.pinChangeNeedsConfirm,
    });
    const wrong = await gateway.call('POST', '/api/lead-service/lead/confirm-pin', {
      token: who.token,
      body: { mobileNumber: who.mobileNumber, pin: '000001' },
    });
    expect(wrong.body).toMatchObject({ isSuccess: false, displayMessage: MESSAGES.pinWrong });
    const confirmed = await gateway.call('POST', '/api/lead-service/lead/confirm-pin', {
      token: who.token,
      body: { mobileNumber: who.mobileNumber, pin: who.pin },
    });
    expect(confirmed.body.isSuccess).toBe(true);
    expect((await gateway.call('PUT', '/api/lead-service/lead', change)).body.isSuccess).toBe(true);
    await expect(signIn(gateway, who.mobileNumber, who.pin)).rejects.toThrow(MESSAGES.loginWrong);
    await expect(signIn(gateway, who.mobileNumber, '864202')).resolves.toHaveProperty('token');
  });

  it('deletes a profile: every session revoked, personal data erased, the number free again', async () => {
    const who = await signUpAndSignIn(gateway);
    const other = await signIn(gateway, who.mobileNumber, who.pin);
    const answer = await gateway.call('DELETE', `/api/lead-service/lead/id/${who.leadId}`, {
      token: who.token,
    });
    expect(answer.body).toMatchObject({ isSuccess: true, result: true });
    expect(
      (await gateway.call('GET', `/api/lead-service/lead/${who.mobileNumber}`, { token: other.token }))
        .status,
    ).toBe(401);
    const rows = await gateway.db.query<{
      mobile_number: string | null;
      email: string | null;
      pin_hash: string | null;
    }>('SELECT mobile_number, email, pin_hash FROM leads WHERE lead_id = $1', [who.leadId]);
    expect(rows[0]).toEqual({ mobile_number: null, email: null, pin_hash: null });
    const exists = await gateway.call('GET', `/api/lead-service/lead/exists/${who.mobileNumber}`);
    expect(exists.body.isSuccess).toBe(false);
  });
});
