// Changing the e-mail with verification over HTTP: the address given at sign-up is shown
// unverified; a change is asked for with the PIN, a code goes to the new address (the sandbox
// e-mail inbox), and only that code changes the address, verified, with a security SMS to the
// customer. Codes expire, tries are counted, requests are throttled; bad input writes nothing.
// Also: a rejected KYC check lands in the bell of a customer who has no account yet.
import { afterEach, describe, expect, it } from 'vitest';

import { maskEmail } from '../../src/domain/identity/emailChange';
import { IDENTITY_LIMITS as L, MESSAGES as M } from '../../src/domain/identity/messages';
import { rejectedIdentityNotice } from '../../src/domain/notifications/notices';
import {
  ledgerProblems,
  signIn,
  signUpAndSignIn,
  TINY_JPEG,
  type SignedIn,
  setUpTestGateway,
} from '../support/server';

const REQUEST = '/api/lead-service/lead/email-change';
const CONFIRM = '/api/lead-service/lead/email-change/confirm';
const PROFILE = (mobileNumber: string) => `/api/lead-service/lead/${mobileNumber}`;

const gateway = setUpTestGateway();
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Sandboxed {
  subject: string;
  text: string;
}

async function emailsTo(address: string): Promise<Sandboxed[]> {
  const inbox = await gateway.call<Sandboxed[]>(
    'GET',
    `/api/sandbox/email-inbox?address=${encodeURIComponent(address)}`,
  );
  expect(inbox.status).toBe(200);
  return inbox.body.result ?? [];
}

async function codeSentTo(address: string): Promise<string> {
  const text = (await emailsTo(address)).find((m) => /code is \d{6}\b/.test(m.text))?.text ?? '';
  const code = /code is (\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${address}`);
  return code;
}

async function profileOf(who: SignedIn) {
  const answer = await gateway.call<{ email: string; emailVerified: boolean }>(
    'GET',
    PROFILE(who.mobileNumber),
    { token: who.token },
  );
  return answer.body.result;
}

async function changeRows(who: SignedIn): Promise<number> {
  const rows = await gateway.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM email_changes WHERE lead_id = $1',
    [who.leadId],
  );
  return rows[0]?.n ?? -1;
}

function request(who: SignedIn, email: string, pin = who.pin) {
  return gateway.call<{ email: string; expiresIn: number }>('POST', REQUEST, {
    token: who.token,
    body: { email, pin },
  });
}

function confirm(who: SignedIn, code: string) {
  return gateway.call<{ email: string; emailVerified: boolean }>('POST', CONFIRM, {
    token: who.token,
    body: { code },
  });
}

/** A code other than `code` (same length, every digit different). */
const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

describe('changing the e-mail', () => {
  it('changes the address only when the code sent to it comes back, verified, and texts an alert', async () => {
    const who = await signUpAndSignIn(gateway);
    // The sign-up address was never proved.
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: false });
    const address = `new.${who.mobileNumber}@example.org`;

    const sent = await request(who, address);
    expect(sent.body).toMatchObject({
      isSuccess: true,
      displayMessage: M.emailCodeSent(address),
      result: { email: address, expiresIn: L.emailCodeLifeMs / 1000 },
    });
    const code = await codeSentTo(address);
    // Nothing changed yet.
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: false });

    const wrong = await confirm(who, wrongCode(code));
    expect(wrong.body).toMatchObject({ isSuccess: false, displayMessage: M.otpWrong(L.otpMaxTries - 1) });
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: false });

    const right = await confirm(who, code);
    expect(right.body).toMatchObject({
      isSuccess: true,
      displayMessage: M.emailVerified,
      result: { email: address, emailVerified: true },
    });
    expect(await profileOf(who)).toMatchObject({ email: address, emailVerified: true });
    // Used once.
    expect((await confirm(who, code)).body.displayMessage).toBe(M.emailChangeNone);

    // The security alert goes by SMS whatever the customer's choices; the old address is told.
    await gateway.services.settle();
    const sms = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
    expect(sms.body.result.map((m) => m.text)).toContain(
      `SAVE & WIN: ${M.emailChangedTitle}. ${M.emailChangedAlert(maskEmail(address))}`,
    );
    expect((await emailsTo('ama@example.com')).map((m) => m.subject)).toContain(
      'Your SAVE & WIN e-mail was changed',
    );

    // The same verified address again is refused, and a profile update cannot change it unproved.
    expect((await request(who, address.toUpperCase())).body.displayMessage).toBe(M.emailSameVerified);
    const update = await gateway.call('PUT', '/api/lead-service/lead', {
      token: who.token,
      body: {
        leadId: who.leadId,
        profileName: 'Ama Mensah',
        mobileNumber: who.mobileNumber,
        email: 'someone.else@example.org',
        pin: who.pin,
      },
    });
    expect(update.body).toMatchObject({ isSuccess: false, displayMessage: M.emailChangeNeedsCode });
    expect(await profileOf(who)).toMatchObject({ email: address, emailVerified: true });
  });

  it('proves the sign-up address when the customer asks for it', async () => {
    const who = await signUpAndSignIn(gateway);
    expect((await request(who, 'ama@example.com')).body.isSuccess).toBe(true);
    const code = await codeSentTo('ama@example.com');
    expect((await confirm(who, code)).body.isSuccess).toBe(true);
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: true });
    // Nothing changed, so no alert that it did.
    await gateway.services.settle();
    const sms = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
    expect(sms.body.result.some((m) => m.text.includes(M.emailChangedTitle))).toBe(false);
  });

  it('refuses bad input with a clear message and writes and sends nothing', async () => {
    const who = await signUpAndSignIn(gateway);
    const address = `bad.${who.mobileNumber}@example.org`;
    for (const email of ['not-an-address', 'two@@example.org', 'ama@example', '']) {
      const answer = await request(who, email);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toMatchObject({ isSuccess: false });
      // The contract refuses some shapes itself (400); the gateway's own check answers the rest.
      if (answer.status === 200) expect(answer.body.displayMessage).toBe(M.email);
    }
    // A wrong PIN: one try of the sign-in lock-out, nothing sent.
    const wrongPin = await request(who, address, who.pin === '111111' ? '222222' : '111111');
    expect(wrongPin.body).toMatchObject({ isSuccess: false, displayMessage: M.emailPinWrong(4) });
    expect(await changeRows(who)).toBe(0);
    expect(await emailsTo(address)).toEqual([]);
    // A code that is no code costs no try; with nothing waiting the answer says so.
    expect((await confirm(who, '12ab56')).status).toBe(400);
    expect((await confirm(who, '123456')).body.displayMessage).toBe(M.emailChangeNone);
    // Without a session nothing is asked at all.
    const anonymous = await gateway.call('POST', REQUEST, { body: { email: address, pin: who.pin } });
    expect(anonymous.status).toBe(401);
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: false });
  });

  it('expires codes, locks a code after five wrong tries and throttles requests', async () => {
    const who = await signUpAndSignIn(gateway);
    const first = `first.${who.mobileNumber}@example.org`;
    expect((await request(who, first)).body.isSuccess).toBe(true);
    // A second request within the minute waits.
    const again = await request(who, `second.${who.mobileNumber}@example.org`);
    expect(again.body.displayMessage).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);

    // Expired.
    const code = await codeSentTo(first);
    gateway.advance(L.emailCodeLifeMs + 1_000);
    // The session ended meanwhile too: a new sign-in, then the code is refused as expired.
    Object.assign(who, await signIn(gateway, who.mobileNumber, who.pin));
    expect((await confirm(who, code)).body.displayMessage).toBe(M.otpExpired);

    // Five wrong tries lock the code, even against the right one.
    const second = `second.${who.mobileNumber}@example.org`;
    expect((await request(who, second)).body.isSuccess).toBe(true);
    const secondCode = await codeSentTo(second);
    for (let i = 1; i <= L.otpMaxTries; i += 1) {
      const answer = await confirm(who, wrongCode(secondCode));
      expect(answer.body.displayMessage).toBe(
        i === L.otpMaxTries ? M.otpTriesExhausted : M.otpWrong(L.otpMaxTries - i),
      );
    }
    expect((await confirm(who, secondCode)).body.displayMessage).toBe(M.otpTriesExhausted);
    expect(await profileOf(who)).toMatchObject({ email: 'ama@example.com', emailVerified: false });

    // A newer request replaces the older code; after five in the hour no more are sent.
    for (let i = 3; i <= L.otpSendsPerWindow; i += 1) {
      gateway.advance(L.otpResendCooldownMs + 1_000);
      expect((await request(who, `n${i}.${who.mobileNumber}@example.org`)).body.isSuccess).toBe(true);
    }
    gateway.advance(L.otpResendCooldownMs + 1_000);
    const limited = await request(who, `late.${who.mobileNumber}@example.org`);
    expect(limited.body.displayMessage).toBe(M.emailSendLimit);
    expect(await emailsTo(`late.${who.mobileNumber}@example.org`)).toEqual([]);
    const stale = await codeSentTo(`n3.${who.mobileNumber}@example.org`);
    const latest = await codeSentTo(`n${L.otpSendsPerWindow}.${who.mobileNumber}@example.org`);
    if (stale !== latest) expect((await confirm(who, stale)).body.isSuccess).toBe(false);
    expect((await confirm(who, latest)).body.isSuccess).toBe(true);
    expect(await profileOf(who)).toMatchObject({
      email: `n${L.otpSendsPerWindow}.${who.mobileNumber}@example.org`,
      emailVerified: true,
    });
  });
});

describe('a rejected KYC check', () => {
  it('is in the bell of the customer, who has no account yet, with what to do next', async () => {
    const who = await signUpAndSignIn(gateway);
    const kyc = await gateway.call('POST', '/api/kyc-service/kyc/request', {
      token: who.token,
      body: {
        // The sandbox verifier rejects a card number ending in -9.
        ghanaCardNumber: 'GHA-123456789-9',
        image: TINY_JPEG,
        dataType: 'JPG',
        leadid: who.leadId,
        partnerReference: '',
        live: false,
        sourceSystem: 'WEB PORTAL',
      },
    });
    expect(kyc.body.isSuccess).toBe(true);
    await gateway.services.settle();
    await gateway.services.settle();

    const count = await gateway.call<{ count: number }>('GET', '/api/notifications/unread-count', {
      token: who.token,
    });
    expect(count.body).toMatchObject({ isSuccess: true, result: { count: 1 } });
    const list = await gateway.call<{ id: string; title: string; message: string; link: string }[]>(
      'GET',
      '/api/notifications',
      { token: who.token },
    );
    const [notice] = list.body.result;
    const rows = await gateway.db.query<{ reason: string }>(
      "SELECT reason FROM kyc_requests WHERE lead_id = $1 AND status = 'REJECTED'",
      [who.leadId],
    );
    expect(notice).toMatchObject({ ...rejectedIdentityNotice(rows[0]?.reason ?? ''), link: '/' });
    expect(notice?.message).toMatch(/Complete KYC/);

    expect(
      (await gateway.call('POST', `/api/notifications/${notice?.id}/read`, { token: who.token })).body
        .isSuccess,
    ).toBe(true);
    const after = await gateway.call<{ count: number }>('GET', '/api/notifications/unread-count', {
      token: who.token,
    });
    expect(after.body.result.count).toBe(0);

    // Nobody else can read or mark it.
    const stranger = await signUpAndSignIn(gateway);
    expect(
      (await gateway.call('POST', `/api/notifications/${notice?.id}/read`, { token: stranger.token })).status,
    ).toBe(403);
    const theirs = await gateway.call<unknown[]>('GET', '/api/notifications', { token: stranger.token });
    expect(theirs.body.result).toEqual([]);
  });
});
