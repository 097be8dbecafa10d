// Account recovery under attack, over HTTP. Two attacks, each on many customers at once:
//
// - A SIM swap: the attacker holds the customer's number (reads every code texted to it) and the
//   Ghana Card number (printed on the card a swap is done with), and walks forgot PIN to the end.
//   The selfie, matched against the KYC photo, is what the attacker cannot bring: no reset may
//   finish, and the owner's verified e-mail hears of the owner's own reset.
// - A stranger locking the owner out: many wrong PINs and many forgot-PIN requests for the owner's
//   number, sent together from many addresses; then the owner recovers (code, card, selfie, new
//   PIN) and signs in. No owner may be refused.
//
// - An insider with a copy of the database: what it holds (HMACs of credentials, reset tokens and
//   codes; Argon2id PIN hashes under a pepper kept elsewhere) signs nobody in.
//
// The single cases live in test/http/forgot-pin.test.ts; here the attacks run in parallel.
import { afterAll, describe, expect, it } from 'vitest';

import type { SandboxEmailAdapter } from '../../src/adapters/email/email';
import { sandboxFaceJpeg } from '../../src/adapters/idVerification/idVerification';
import { IDENTITY_LIMITS as L, MESSAGES as M } from '../../src/domain/identity/messages';
import { engine } from '../support/database';
import {
  cardOf,
  ledgerProblems,
  readOtp,
  setUpTestGateway,
  signIn,
  signUpAndSignIn,
  TINY_JPEG,
  verifyCustomer,
  type SignedIn,
} from '../support/server';

import { bounded, report } from './report';

const CUSTOMERS = bounded(6, 30);
/** A stranger's wrong PINs and forgot-PIN requests per customer, sent together. */
const STRANGER_TRIES = bounded(40, 120);

const LOGIN = '/api/auth-service/auth/login';
const FORGOT = '/api/lead-service/lead/forgot-pin';
const CODE = '/api/lead-service/lead/forgot-pin/code';
const CARD = '/api/lead-service/lead/forgot-pin/card';
const SELFIE = '/api/lead-service/lead/forgot-pin/selfie';
const RESET = '/api/lead-service/lead/reset-pin';
const OWN_SELFIE = TINY_JPEG;
/** Another face, by the sandbox's documented rule (a JPEG comment names the face). */
const ATTACKER_SELFIE = `data:image/jpeg;base64,${sandboxFaceJpeg(
  Buffer.from(TINY_JPEG.split(',')[1]!, 'base64'),
  'the attacker',
).toString('base64')}`;

// Budgets high enough for the setup's many sign-ups from one address: the rate limits' part of
// the attack (budgets per number spent by a stranger) is rate-limits.suite.ts's.
const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
const tried: Record<string, number> = {};
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);
const found = {
  simSwapTakeovers: 0,
  ownersLockedOut: 0,
  resetsWithoutEmailAlert: 0,
  storedSecretsAccepted: 0,
};

afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'account-recovery', tried, found });
});

let addresses = 0;
/** A fresh client address (a stranger with many addresses). */
const anywhere = () => {
  addresses += 1;
  return `10.77.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

async function customers(n: number): Promise<(SignedIn & { customerNumber: string })[]> {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await verifyCustomer(gateway, await signUpAndSignIn(gateway)));
  return made;
}

/** Forgot PIN from `from` as far as the answers let it go; the last answer. */
async function walkReset(
  mobileNumber: string,
  from: string,
  selfie: string,
  newPin: string,
): Promise<{ step: string; isSuccess: boolean; displayMessage: string; token?: string }> {
  const started = await gateway.call<{ resetToken: string } | null>('POST', FORGOT, {
    body: { mobileNumber },
    remoteAddress: from,
  });
  if (!started.body?.isSuccess || !started.body.result)
    return {
      step: 'start',
      isSuccess: false,
      displayMessage: started.body?.displayMessage ?? `${started.status}`,
    };
  const resetToken = started.body.result.resetToken;
  const code = await readOtp(gateway, mobileNumber);
  const steps: [string, string, Record<string, string>][] = [
    ['code', CODE, { resetToken, code }],
    ['card', CARD, { resetToken, ghanaCardNumber: cardOf(mobileNumber) }],
    ['selfie', SELFIE, { resetToken, image: selfie }],
  ];
  for (const [step, url, body] of steps) {
    const answer = await gateway.call('POST', url, { body, remoteAddress: from, unchecked: true });
    // Code before this issue has no selfie step (404): the attack simply goes on to the PIN.
    if (answer.status === 404) continue;
    if (!answer.body?.isSuccess)
      return { step, isSuccess: false, displayMessage: answer.body?.displayMessage ?? `${answer.status}` };
  }
  const reset = await gateway.call<{ token: string } | null>('POST', RESET, {
    body: { resetToken, pin: newPin, confirmPin: newPin },
    remoteAddress: from,
  });
  return {
    step: 'reset',
    isSuccess: reset.body.isSuccess,
    displayMessage: reset.body.displayMessage,
    ...(reset.body.result ? { token: reset.body.result.token } : {}),
  };
}

describe(`account recovery under attack on ${engine}`, () => {
  it(`refuses ${CUSTOMERS} SIM swappers holding the number and the Ghana Card, at the same time`, async () => {
    const victims = await customers(CUSTOMERS);
    const attempts = await Promise.all(
      victims.map((victim) => walkReset(victim.mobileNumber, anywhere(), ATTACKER_SELFIE, '864200')),
    );
    count('simSwapAttempts', attempts.length);
    found.simSwapTakeovers = attempts.filter((a) => a.isSuccess).length;
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({
        step: 'selfie',
        isSuccess: false,
        displayMessage: M.selfieWrongTriesLeft(L.pinMaxFailures - 1),
      });
    }
    // The owners' PINs still sign in.
    for (const victim of victims) await signIn(gateway, victim.mobileNumber, victim.pin);
  });

  it(`lets ${CUSTOMERS} owners recover and sign in while a stranger fires ${STRANGER_TRIES} wrong PINs and forgot-PIN requests at each`, async () => {
    const owners = await customers(CUSTOMERS);
    const emails = owners.map((o) => `owner-${o.mobileNumber}@example.com`);
    // The owners proved their e-mail addresses (the e-mail change flow, taken as done here).
    for (const [i, owner] of owners.entries()) {
      await gateway.db.query('UPDATE leads SET email = $2, email_verified_at = $3 WHERE lead_id = $1', [
        owner.leadId,
        emails[i],
        gateway.services.now(),
      ]);
    }
    // The stranger's attempts, all at once, each from another address.
    await Promise.all(
      owners.flatMap((owner) =>
        Array.from({ length: STRANGER_TRIES }, (_, t) =>
          t % 2 === 0
            ? gateway.call('POST', LOGIN, {
                body: { mobileNumber: owner.mobileNumber, pin: '000000', isBiometric: false },
                remoteAddress: anywhere(),
              })
            : gateway.call('POST', FORGOT, {
                body: { mobileNumber: owner.mobileNumber },
                remoteAddress: anywhere(),
              }),
        ),
      ),
    );
    count('strangerAttempts', owners.length * STRANGER_TRIES);
    // Then each owner, from their own phone, recovers: all at once too.
    const recoveries = await Promise.all(
      owners.map((owner, i) => walkReset(owner.mobileNumber, `10.78.0.${i + 1}`, OWN_SELFIE, '531975')),
    );
    count('ownerRecoveries', recoveries.length);
    found.ownersLockedOut = recoveries.filter((r) => !r.isSuccess).length;
    for (const recovery of recoveries) {
      expect(recovery, recovery.displayMessage).toMatchObject({ step: 'reset', isSuccess: true });
    }
    // Signed in by the reset, and the new PIN signs in again.
    gateway.advance(L.otpResendCooldownMs + 1_000);
    for (const owner of owners) await signIn(gateway, owner.mobileNumber, '531975');
    // Each owner's verified e-mail heard of the reset, as the phone did.
    await gateway.services.settle();
    const inbox = gateway.services.email as SandboxEmailAdapter;
    for (const address of emails) {
      const told = inbox.inbox(address).some((m) => m.text === M.pinResetAlert);
      if (!told) found.resetsWithoutEmailAlert += 1;
    }
    expect(found.resetsWithoutEmailAlert).toBe(0);
  });

  it('signs nobody in with what a copy of the database holds', async () => {
    const [who] = await customers(1);
    const copy = await gateway.db.query<{ token_hash: string; kind: string }>(
      `SELECT c.token_hash, c.kind FROM credentials c JOIN sessions s ON s.session_id = c.session_id
        WHERE s.lead_id = $1`,
      [who!.leadId],
    );
    const [lead] = await gateway.db.query<{ pin_hash: string }>(
      'SELECT pin_hash FROM leads WHERE lead_id = $1',
      [who!.leadId],
    );
    expect(copy.length).toBeGreaterThan(0);
    await Promise.all(
      copy.map(async (row) => {
        const access = await gateway.call('GET', `/api/lead-service/lead/${who!.mobileNumber}`, {
          token: row.token_hash,
          unchecked: true,
        });
        const refresh = await gateway.call('POST', '/api/auth-service/auth/refresh', {
          body: { refreshToken: row.token_hash },
          unchecked: true,
        });
        count('storedCredentialsTried', 2);
        if (access.status === 200 || refresh.body?.isSuccess) found.storedSecretsAccepted += 1;
        expect(access.status).toBe(401);
        expect(refresh.body?.isSuccess).not.toBe(true);
      }),
    );
    // The stored PIN hash is no PIN, and the stored value is not the PIN either.
    expect(lead!.pin_hash).not.toContain(who!.pin);
    const withHash = await gateway.call('POST', LOGIN, {
      body: { mobileNumber: who!.mobileNumber, pin: lead!.pin_hash.slice(0, 6), isBiometric: false },
      unchecked: true,
    });
    expect(withHash.body?.isSuccess).not.toBe(true);
    expect(found.storedSecretsAccepted).toBe(0);
  });
});
