// Forgot PIN over HTTP: number → code bound to the reset → Ghana Card on file → a selfie matching
// the KYC photo → new PIN twice → every other session ends → signed in. Unknown numbers answer
// alike; wrong cards and selfies count against recovery's own lock-out (not sign-in's); bad input
// is refused with nothing written.
import { afterEach, describe, expect, it } from 'vitest';

import { sandboxFaceJpeg } from '../../src/adapters/idVerification/idVerification';
import { IDENTITY_LIMITS as L, MESSAGES as M } from '../../src/domain/identity/messages';
import {
  freshNumber,
  ledgerProblems,
  readOtp,
  register,
  signIn,
  verifiedCustomer,
  setUpTestGateway,
  TINY_JPEG,
  cardOf,
} from '../support/server';

const FORGOT = '/api/lead-service/lead/forgot-pin';
const CODE = '/api/lead-service/lead/forgot-pin/code';
const CARD = '/api/lead-service/lead/forgot-pin/card';
const SELFIE = '/api/lead-service/lead/forgot-pin/selfie';
const RESET = '/api/lead-service/lead/reset-pin';
const LOGIN = '/api/auth-service/auth/login';
const NEW_PIN = '246802';

const gateway = setUpTestGateway();
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

async function start(mobileNumber: string) {
  gateway.advance(L.otpResendCooldownMs + 1_000);
  return gateway.call<{ resetToken: string; expiresIn: number }>('POST', FORGOT, { body: { mobileNumber } });
}

async function startAndProve(mobileNumber: string): Promise<string> {
  const started = await start(mobileNumber);
  expect(started.body.isSuccess, started.body.displayMessage).toBe(true);
  const resetToken = started.body.result.resetToken;
  const code = await readOtp(gateway, mobileNumber);
  const proved = await gateway.call('POST', CODE, { body: { resetToken, code } });
  expect(proved.body).toMatchObject({ isSuccess: true, displayMessage: M.otpValidated });
  return resetToken;
}

const PROFILE = (mobileNumber: string) => `/api/lead-service/lead/${mobileNumber}`;

/** The customer's own selfie (the sandbox: the same face as the KYC photo, which has no comment). */
const OWN_SELFIE = TINY_JPEG;
/** Someone else's face (the sandbox's documented rule: a JPEG comment names another face). */
const STRANGER_SELFIE = `data:image/jpeg;base64,${sandboxFaceJpeg(
  Buffer.from(TINY_JPEG.split(',')[1]!, 'base64'),
  'a stranger',
).toString('base64')}`;

describe('forgot PIN', () => {
  it('resets the PIN with the code and the Ghana Card on file, ends every other session and signs in', async () => {
    const who = await verifiedCustomer(gateway);
    const other = await signIn(gateway, who.mobileNumber, who.pin);
    const resetToken = await startAndProve(who.mobileNumber);
    const card = await gateway.call('POST', CARD, {
      body: { resetToken, ghanaCardNumber: ` ${cardOf(who.mobileNumber).toLowerCase()} ` },
    });
    expect(card.body).toMatchObject({ isSuccess: true, displayMessage: M.cardConfirmed });
    // The code and the card are what a SIM swap brings: the PIN cannot be set yet.
    const early = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(early.body).toMatchObject({ isSuccess: false, displayMessage: M.resetNeedsSelfie });
    const selfie = await gateway.call('POST', SELFIE, { body: { resetToken, image: OWN_SELFIE } });
    expect(selfie.body).toMatchObject({ isSuccess: true, displayMessage: M.selfieConfirmed });
    const reset = await gateway.call<{ token: string; refreshToken: string }>('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(reset.body).toMatchObject({ isSuccess: true, displayMessage: M.pinReset });
    // Signed in with the new session…
    expect(
      (await gateway.call('GET', PROFILE(who.mobileNumber), { token: reset.body.result.token })).status,
    ).toBe(200);
    // …and every earlier session is over.
    for (const old of [who.token, other.token]) {
      expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: old })).status).toBe(401);
    }
    // The old PIN no longer signs in; the new one does.
    gateway.advance(L.otpResendCooldownMs + 1_000);
    const oldPin = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: who.mobileNumber, pin: who.pin, isBiometric: false },
    });
    expect(oldPin.body.isSuccess).toBe(false);
    await signIn(gateway, who.mobileNumber, NEW_PIN);
    // The customer is told by SMS.
    await gateway.services.settle();
    const inbox = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
    expect(
      inbox.body.result.some((sms) => sms.text === `SAVE & WIN: ${M.pinResetTitle}. ${M.pinResetAlert}`),
    ).toBe(true);
    // The reset is spent: it cannot set a PIN twice.
    const again = await gateway.call('POST', RESET, {
      body: { resetToken, pin: '975310', confirmPin: '975310' },
    });
    expect(again.body).toMatchObject({ isSuccess: false, displayMessage: M.resetExpired });
  });

  it('refuses every step out of order, and a code asked for anything else', async () => {
    const who = await verifiedCustomer(gateway);
    const started = await start(who.mobileNumber);
    const resetToken = started.body.result.resetToken;
    expect(
      (await gateway.call('POST', CARD, { body: { resetToken, ghanaCardNumber: cardOf(who.mobileNumber) } }))
        .body,
    ).toMatchObject({
      isSuccess: false,
      displayMessage: M.resetNeedsCode,
    });
    expect(
      (await gateway.call('POST', RESET, { body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN } })).body,
    ).toMatchObject({
      isSuccess: false,
      displayMessage: M.resetNeedsCode,
    });
    // A sign-up code for the same number does not prove the reset.
    gateway.advance(L.otpResendCooldownMs + 1_000);
    await gateway.call('POST', `/api/otp-service/otp/send/${who.mobileNumber}`);
    const signUpCode = await readOtp(gateway, who.mobileNumber);
    const wrong = await gateway.call('POST', CODE, { body: { resetToken, code: signUpCode } });
    expect(wrong.body.isSuccess).toBe(false);
    // An unknown reset token is told the reset is over.
    expect(
      (await gateway.call('POST', CODE, { body: { resetToken: 'swp_nothing', code: '123456' } })).body,
    ).toMatchObject({
      isSuccess: false,
      displayMessage: M.resetExpired,
    });
    // The code has five tries, like every code.
    for (let t = 1; t < L.otpMaxTries; t++) {
      const code = signUpCode === '000000' ? '111111' : '000000';
      await gateway.call('POST', CODE, { body: { resetToken, code } });
    }
    expect(
      (await gateway.call('POST', CODE, { body: { resetToken, code: '000001' } })).body.displayMessage,
    ).toBe(M.otpTriesExhausted);
    // And the reset lives 15 minutes.
    const late = await startAndProve(who.mobileNumber);
    gateway.advance(L.pinResetLifeMs + 1);
    expect(
      (
        await gateway.call('POST', CARD, {
          body: { resetToken: late, ghanaCardNumber: cardOf(who.mobileNumber) },
        })
      ).body,
    ).toMatchObject({
      isSuccess: false,
      displayMessage: M.resetExpired,
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const who = await verifiedCustomer(gateway);
    const resetToken = await startAndProve(who.mobileNumber);
    const badCard = await gateway.call('POST', CARD, { body: { resetToken, ghanaCardNumber: '1234' } });
    expect(badCard.body).toMatchObject({ isSuccess: false, displayMessage: M.cardFormat });
    const mismatch = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: '246803' },
    });
    expect(mismatch.body).toMatchObject({ isSuccess: false, displayMessage: M.pinsDoNotMatch });
    const shortPin = await gateway.call('POST', RESET, { body: { resetToken, pin: '12', confirmPin: '12' } });
    expect(shortPin.status).toBe(400);
    const noNumber = await gateway.call('POST', FORGOT, { body: { mobileNumber: '12' } });
    expect(noNumber.status).toBe(400);
    // The malformed card cost no try: five wrong cards are still needed to lock.
    const rows = await gateway.db.query<{ recovery_failures: number }>(
      'SELECT recovery_failures FROM leads WHERE lead_id = $1',
      [who.leadId],
    );
    expect(rows[0]?.recovery_failures).toBe(0);
    // And the PIN is unchanged.
    expect((await gateway.call('GET', PROFILE(who.mobileNumber), { token: who.token })).status).toBe(200);
    await signIn(gateway, who.mobileNumber, who.pin);
  });

  it("counts wrong Ghana Card numbers against recovery's own lock-out, never sign-in's", async () => {
    const who = await verifiedCustomer(gateway);
    const resetToken = await startAndProve(who.mobileNumber);
    for (let t = 1; t < L.pinMaxFailures; t++) {
      const answer = await gateway.call('POST', CARD, {
        body: { resetToken, ghanaCardNumber: 'GHA-999999999-9' },
      });
      expect(answer.body.displayMessage).toBe(M.cardWrongTriesLeft(L.pinMaxFailures - t));
    }
    const locking = await gateway.call('POST', CARD, {
      body: { resetToken, ghanaCardNumber: 'GHA-999999999-9' },
    });
    expect(locking.body.displayMessage).toBe(M.recoveryLocked(L.pinLockMs / 60_000));
    // Locked: the right card is refused…
    const right = await gateway.call('POST', CARD, {
      body: { resetToken, ghanaCardNumber: cardOf(who.mobileNumber) },
    });
    expect(right.body.displayMessage).toMatch(/^PIN reset is locked after 5 wrong answers\./);
    // …but sign-in with the right PIN is not: recovery's wrong answers are not sign-in's.
    await signIn(gateway, who.mobileNumber, who.pin);
  });

  it("refuses a stranger's selfie, counting it against recovery, and accepts the owner's", async () => {
    const who = await verifiedCustomer(gateway);
    const resetToken = await startAndProve(who.mobileNumber);
    await gateway.call('POST', CARD, { body: { resetToken, ghanaCardNumber: cardOf(who.mobileNumber) } });
    const stranger = await gateway.call('POST', SELFIE, { body: { resetToken, image: STRANGER_SELFIE } });
    expect(stranger.body).toMatchObject({
      isSuccess: false,
      displayMessage: M.selfieWrongTriesLeft(L.pinMaxFailures - 1),
    });
    const refused = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(refused.body).toMatchObject({ isSuccess: false, displayMessage: M.resetNeedsSelfie });
    // A picture that is no JPEG is refused before anything is asked or counted.
    const notJpeg = await gateway.call('POST', SELFIE, {
      body: { resetToken, image: 'data:image/jpeg;base64,aGVsbG8=' },
    });
    expect(notJpeg.status).toBe(422);
    const own = await gateway.call('POST', SELFIE, { body: { resetToken, image: OWN_SELFIE } });
    expect(own.body).toMatchObject({ isSuccess: true, displayMessage: M.selfieConfirmed });
    const reset = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(reset.body).toMatchObject({ isSuccess: true, displayMessage: M.pinReset });
    // The finished reset clears recovery's count.
    const rows = await gateway.db.query<{ recovery_failures: number }>(
      'SELECT recovery_failures FROM leads WHERE lead_id = $1',
      [who.leadId],
    );
    expect(rows[0]?.recovery_failures).toBe(0);
  });

  it("lets the owner recover and sign in after a stranger's wrong PINs locked sign-in", async () => {
    const who = await verifiedCustomer(gateway);
    for (let t = 0; t < L.pinMaxFailures; t++) {
      await gateway.call('POST', LOGIN, {
        body: { mobileNumber: who.mobileNumber, pin: '000000', isBiometric: false },
      });
    }
    const locked = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: who.mobileNumber, pin: who.pin, isBiometric: false },
    });
    expect(locked.body.displayMessage).toMatch(/^Sign-in is locked after 5 wrong PINs\./);
    const resetToken = await startAndProve(who.mobileNumber);
    const card = await gateway.call('POST', CARD, {
      body: { resetToken, ghanaCardNumber: cardOf(who.mobileNumber) },
    });
    expect(card.body).toMatchObject({ isSuccess: true, displayMessage: M.cardConfirmed });
    await gateway.call('POST', SELFIE, { body: { resetToken, image: OWN_SELFIE } });
    const reset = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(reset.body).toMatchObject({ isSuccess: true, displayMessage: M.pinReset });
    gateway.advance(L.otpResendCooldownMs + 1_000);
    await signIn(gateway, who.mobileNumber, NEW_PIN);
  });

  it("keeps the owner's reset code valid and sends it at once, whatever a stranger's requests", async () => {
    const who = await verifiedCustomer(gateway);
    // A stranger asks for the owner's number more times than the hourly budget, from elsewhere.
    const asked = [];
    for (let i = 0; i < L.otpSendsPerWindow + 1; i++) {
      gateway.advance(L.otpResendCooldownMs + 1_000);
      asked.push(
        await gateway.call('POST', FORGOT, {
          body: { mobileNumber: who.mobileNumber },
          remoteAddress: '198.51.100.7',
        }),
      );
    }
    expect(asked.at(-1)?.body.displayMessage).toBe(M.otpSendLimit);
    // The owner's own request is texted at once…
    const owner = await gateway.call<{ resetToken: string }>('POST', FORGOT, {
      body: { mobileNumber: who.mobileNumber },
    });
    expect(owner.body).toMatchObject({ isSuccess: true, displayMessage: M.otpSent });
    const ownerCode = await readOtp(gateway, who.mobileNumber);
    // …a stranger's next request (another hour's budget, another address) voids nothing…
    await gateway.call('POST', FORGOT, {
      body: { mobileNumber: who.mobileNumber },
      remoteAddress: '203.0.113.9',
    });
    // …and the owner's code still proves the owner's reset.
    const proved = await gateway.call('POST', CODE, {
      body: { resetToken: owner.body.result.resetToken, code: ownerCode },
    });
    expect(proved.body).toMatchObject({ isSuccess: true, displayMessage: M.otpValidated });
  });

  it('answers an unknown number exactly like a registered one at every step a stranger can reach', async () => {
    const who = await verifiedCustomer(gateway);
    const unknown = freshNumber();
    const known = await start(who.mobileNumber);
    const stranger = await start(unknown);
    const shape = (a: typeof known) => [
      a.status,
      a.body.isSuccess,
      a.body.displayMessage,
      a.body.result?.expiresIn,
    ];
    expect(shape(stranger)).toEqual(shape(known));
    // Even with the code of the unknown number (its owner's phone), the card never matches, with
    // the same tries-left answers.
    const knownCode = await readOtp(gateway, who.mobileNumber);
    const strangerCode = await readOtp(gateway, unknown);
    await gateway.call('POST', CODE, { body: { resetToken: known.body.result.resetToken, code: knownCode } });
    await gateway.call('POST', CODE, {
      body: { resetToken: stranger.body.result.resetToken, code: strangerCode },
    });
    for (let t = 0; t <= L.pinMaxFailures; t++) {
      const a = await gateway.call('POST', CARD, {
        body: { resetToken: known.body.result.resetToken, ghanaCardNumber: 'GHA-999999999-9' },
      });
      const b = await gateway.call('POST', CARD, {
        body: { resetToken: stranger.body.result.resetToken, ghanaCardNumber: 'GHA-999999999-9' },
      });
      expect([b.status, b.body]).toEqual([a.status, a.body]);
    }
  });

  it('cannot finish for a number with no profile or a profile without a card on file', async () => {
    const lead = await register(gateway);
    const resetToken = await startAndProve(lead.mobileNumber);
    const card = await gateway.call('POST', CARD, {
      body: { resetToken, ghanaCardNumber: cardOf(lead.mobileNumber) },
    });
    expect(card.body.displayMessage).toBe(M.cardWrongTriesLeft(L.pinMaxFailures - 1));
    const reset = await gateway.call('POST', RESET, {
      body: { resetToken, pin: NEW_PIN, confirmPin: NEW_PIN },
    });
    expect(reset.body).toMatchObject({ isSuccess: false, displayMessage: M.resetNeedsCard });
  });
});
