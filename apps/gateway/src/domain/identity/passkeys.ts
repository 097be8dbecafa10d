// Passkeys (WebAuthn): a customer registers one on their phone in Settings (after
// proving their PIN, so a copied credential cannot add its own), then uses it to sign in (the
// spec's login with isBiometric) and to confirm a money operation instead of the PIN (stepUp.ts).
// Every challenge is the gateway's, stored and used once; the signature, origin, RP id, user
// verification and counter are checked here with @simplewebauthn/server, never trusted from the
// portal.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

import type { Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { Refusal, Unauthenticated } from '../errors';

import { MESSAGES as M } from './messages';
import type { Pins } from './pin';
import { hashToken } from './secrets';
import type { IssuedCredentials } from './sessions';
import { later, leadById, type IdentityDeps } from './shared';

/** COSE algorithms a passkey may use: EdDSA, ES256 (phones), RS256 (Windows Hello). */
export const PASSKEY_ALGORITHMS = [-8, -7, -257];

/** Where the portal runs: the RP id (a host name, never an address) and the origins it serves on. */
export interface WebAuthnConfig {
  rpId: string;
  origins: string[];
  rpName: string;
}

export const PASSKEY_MESSAGES = {
  registered: 'Your passkey is ready. You can use it to sign in and to confirm payments.',
  failed: 'We could not verify your passkey. Please try again or use your PIN.',
  none: 'You have no passkey yet. Add one in Settings, Security.',
  signedIn: 'You are signed in.',
} as const;

const CHALLENGE_LIFE_MS = 5 * 60_000;

type Purpose = 'register' | 'sign-in' | 'step-up';
type Customer = Extract<Caller, { kind: 'customer' }>;

interface PasskeyRow {
  credential_id: string;
  lead_id: string;
  public_key: string;
  counter: string | number;
  transports: string | null;
}

/** The challenge a browser's answer signed, read from its client data (checked again by the library). */
function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
}

export function createPasskeys(
  deps: IdentityDeps,
  pins: Pins,
  webauthn: WebAuthnConfig,
  openSession: (
    tx: Queryable,
    leadId: string,
    userAgent?: string | null,
    options?: { beganWith?: 'reset' | 'new-device' | null; isBiometric?: boolean },
  ) => Promise<IssuedCredentials>,
) {
  const { db, keys } = deps;

  async function storeChallenge(
    challenge: string,
    purpose: Purpose,
    owner: { leadId?: string; sessionId?: string; stepUpHash?: string },
  ): Promise<void> {
    const now = deps.now();
    await db.query(
      `INSERT INTO webauthn_challenges (challenge, purpose, lead_id, session_id, step_up_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        challenge,
        purpose,
        owner.leadId ?? null,
        owner.sessionId ?? null,
        owner.stepUpHash ?? null,
        now,
        later(now, CHALLENGE_LIFE_MS),
      ],
    );
  }

  /** Takes the challenge once: a second answer to it, or one after it expired, is refused. */
  async function takeChallenge(
    q: Queryable,
    challenge: string | null,
    purpose: Purpose,
  ): Promise<{ lead_id: string | null; session_id: string | null; step_up_hash: string | null }> {
    if (!challenge) throw new Refusal(PASSKEY_MESSAGES.failed);
    const now = deps.now();
    const rows = await q.query<{
      lead_id: string | null;
      session_id: string | null;
      step_up_hash: string | null;
    }>(
      `UPDATE webauthn_challenges SET used_at = $3
        WHERE challenge = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING lead_id, session_id, step_up_hash`,
      [challenge, purpose, now],
    );
    if (!rows[0]) throw new Refusal(PASSKEY_MESSAGES.failed);
    return rows[0];
  }

  async function passkeysOf(leadId: string): Promise<PasskeyRow[]> {
    return db.query<PasskeyRow>('SELECT * FROM passkeys WHERE lead_id = $1 ORDER BY created_at', [leadId]);
  }

  const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(',') : undefined);

  function customerOf(auth: Caller | null): Customer {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    return auth;
  }

  /** Registration, step one: the PIN (under the sign-in lock-out), then the options to create one. */
  async function registrationOptions(auth: Caller | null, pin: string) {
    const caller = customerOf(auth);
    const lead = await leadById(db, caller.leadId);
    if (!lead || lead.deleted_at) throw new Unauthenticated(M.sessionExpired);
    try {
      await pins.checkPin(lead, pin);
    } catch (error) {
      if (error instanceof Refusal && error.message.startsWith(M.loginWrong))
        throw new Refusal(error.message.replace(M.loginWrong, M.pinWrong));
      throw error;
    }
    const existing = await passkeysOf(caller.leadId);
    const options = await generateRegistrationOptions({
      rpName: webauthn.rpName,
      rpID: webauthn.rpId,
      userName: caller.mobileNumber,
      userDisplayName: lead.profile_name ?? caller.mobileNumber,
      userID: new TextEncoder().encode(caller.leadId),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
      // A discoverable credential, so sign-in needs no number typed; verified by the phone's lock.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      // The algorithms phones' passkeys use, named so they do not depend on the runtime: where
      // Node's WebCrypto has ML-DSA (Node 24) the library would offer ML-DSA-44 first, whose
      // 2,420-byte signatures are past the contract's bound on an assertion's signature.
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    await storeChallenge(options.challenge, 'register', {
      leadId: caller.leadId,
      sessionId: caller.sessionId,
    });
    return options;
  }

  /** Registration, step two: the new credential, checked and kept. */
  async function register(auth: Caller | null, response: RegistrationResponseJSON): Promise<void> {
    const caller = customerOf(auth);
    await db.transaction(async (tx) => {
      const challenge = await takeChallenge(tx, challengeOf(response), 'register');
      if (challenge.session_id !== caller.sessionId) throw new Refusal(PASSKEY_MESSAGES.failed);
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challengeOf(response) ?? '',
        expectedOrigin: webauthn.origins,
        expectedRPID: webauthn.rpId,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw new Refusal(PASSKEY_MESSAGES.failed);
      const { credential } = verified.registrationInfo;
      await tx.query(
        `INSERT INTO passkeys (credential_id, lead_id, public_key, counter, transports, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING`,
        [
          credential.id,
          caller.leadId,
          Buffer.from(credential.publicKey).toString('base64url'),
          credential.counter,
          credential.transports?.join(',') ?? null,
          deps.now(),
        ],
      );
    });
  }

  /** Checks an assertion against the stored passkey it names; the counter only moves forward. */
  async function verifyAssertion(
    q: Queryable,
    response: AuthenticationResponseJSON,
    challenge: string,
  ): Promise<PasskeyRow> {
    const rows = await q.query<PasskeyRow>('SELECT * FROM passkeys WHERE credential_id = $1 FOR UPDATE', [
      response.id,
    ]);
    const row = rows[0];
    if (!row) throw new Refusal(PASSKEY_MESSAGES.failed);
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: webauthn.origins,
      expectedRPID: webauthn.rpId,
      requireUserVerification: true,
      credential: {
        id: row.credential_id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: transportsOf(row),
      },
    }).catch(() => null);
    if (!verified?.verified) throw new Refusal(PASSKEY_MESSAGES.failed);
    await q.query('UPDATE passkeys SET counter = $2, last_used_at = $3 WHERE credential_id = $1', [
      row.credential_id,
      verified.authenticationInfo.newCounter,
      deps.now(),
    ]);
    return row;
  }

  /** Sign-in with a passkey, step one: a challenge any of the customer's passkeys can answer. */
  async function signInOptions() {
    const options = await generateAuthenticationOptions({
      rpID: webauthn.rpId,
      userVerification: 'required',
    });
    await storeChallenge(options.challenge, 'sign-in', {});
    return options;
  }

  /** Sign-in, step two: the assertion opens a session (biometric, as the spec's login says). */
  async function signIn(
    response: AuthenticationResponseJSON,
    userAgent: string | null,
  ): Promise<IssuedCredentials & { mobileNumber: string }> {
    return db.transaction(async (tx) => {
      const challenge = challengeOf(response);
      await takeChallenge(tx, challenge, 'sign-in');
      const row = await verifyAssertion(tx, response, challenge!);
      const lead = await leadById(tx, row.lead_id);
      if (!lead || lead.deleted_at || lead.mobile_number === null) throw new Refusal(PASSKEY_MESSAGES.failed);
      const issued = await openSession(tx, lead.lead_id, userAgent, { beganWith: null, isBiometric: true });
      return { ...issued, mobileNumber: lead.mobile_number };
    });
  }

  /** Step-up with a passkey, step one: a challenge bound to the step-up token, for this customer's passkeys. */
  async function stepUpOptions(auth: Caller | null, stepUpToken: string) {
    const caller = customerOf(auth);
    const mine = await passkeysOf(caller.leadId);
    if (mine.length === 0) throw new Refusal(PASSKEY_MESSAGES.none);
    const options = await generateAuthenticationOptions({
      rpID: webauthn.rpId,
      userVerification: 'required',
      allowCredentials: mine.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    });
    await storeChallenge(options.challenge, 'step-up', {
      leadId: caller.leadId,
      sessionId: caller.sessionId,
      stepUpHash: hashToken(keys, stepUpToken),
    });
    return options;
  }

  /** Step-up, step two: true when the assertion answers this token's challenge with the customer's own passkey. */
  async function proveStepUp(auth: Caller | null, stepUpToken: string, response: AuthenticationResponseJSON) {
    const caller = customerOf(auth);
    await db.transaction(async (tx) => {
      const challenge = challengeOf(response);
      const taken = await takeChallenge(tx, challenge, 'step-up');
      if (taken.session_id !== caller.sessionId || taken.step_up_hash !== hashToken(keys, stepUpToken))
        throw new Refusal(PASSKEY_MESSAGES.failed);
      const row = await verifyAssertion(tx, response, challenge!);
      if (row.lead_id !== caller.leadId) throw new Refusal(PASSKEY_MESSAGES.failed);
    });
  }

  async function has(leadId: string): Promise<boolean> {
    return (await passkeysOf(leadId)).length > 0;
  }

  return { registrationOptions, register, signInOptions, signIn, stepUpOptions, proveStepUp, has };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
