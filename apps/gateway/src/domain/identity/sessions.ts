// Sign-in sessions and their credentials: a PIN opens an OTP-stage session, the code makes it
// active with an access and a single-use refresh credential; logout revokes it.
import { describeUserAgent } from '@savewin/core';

import type { Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { Refusal, Unauthenticated } from '../errors';
import { securityAlert } from '../notifications/alerts';

import { createCredentialCache } from './credentialCache';
import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import type { Otp } from './otp';
import type { Pins } from './pin';
import { hashToken, newToken } from './secrets';
import { later, leadByNumber, requireNumber, type IdentityDeps } from './shared';

export interface IssuedCredentials {
  token: string;
  refreshToken: string;
  /** Seconds the access credential lives. */
  expiresIn: number;
  refreshExpiresIn: number;
}

export interface ActiveSession {
  sessionId: string;
  userAgent: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** A bearer credential that signs someone in, with the times that end it. */
interface KnownCredential {
  sessionId: string;
  leadId: string;
  caller: Extract<Caller, { kind: 'otp' | 'customer' }>;
  expiresAt: number;
  /** The session's absolute end. */
  endsAt: number;
}

/** A user agent as stored: at most 512 characters, none when absent. */
const clip = (userAgent: string | null | undefined) => (userAgent ? userAgent.slice(0, 512) : null);

export function createSessions(deps: IdentityDeps, otp: Otp, pins: Pins) {
  const { db, keys } = deps;
  const { sendOtp, checkOtp, runOtpCheck } = otp;
  const { checkPin, refuseUnknownNumber } = pins;
  const credentials = createCredentialCache<KnownCredential>(db);

  /** A credential of the session, never outliving the session's absolute end. */
  async function issue(tx: Queryable, sessionId: string, kind: 'otp' | 'access' | 'refresh', lifeMs: number) {
    const token = newToken(kind);
    const expiresAt = new Date(
      Math.min(later(deps.now(), lifeMs).getTime(), (await sessionEnd(tx, sessionId)).getTime()),
    );
    await tx.query(
      'INSERT INTO credentials (token_hash, session_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [hashToken(keys, token), sessionId, kind, deps.now(), expiresAt],
    );
    return token;
  }

  async function sessionEnd(tx: Queryable, sessionId: string): Promise<Date> {
    const rows = await tx.query<{ created_at: Date }>(
      'SELECT created_at FROM sessions WHERE session_id = $1',
      [sessionId],
    );
    return endOf(rows[0]!.created_at);
  }

  const endOf = (signedInAt: Date) => later(new Date(signedInAt), L.sessionAbsoluteLifeMs);

  async function issuePair(tx: Queryable, sessionId: string): Promise<IssuedCredentials> {
    const left = (await sessionEnd(tx, sessionId)).getTime() - deps.now().getTime();
    const seconds = (lifeMs: number) => Math.max(0, Math.floor(Math.min(lifeMs, left) / 1000));
    return {
      token: await issue(tx, sessionId, 'access', L.accessLifeMs),
      refreshToken: await issue(tx, sessionId, 'refresh', L.refreshIdleMs),
      expiresIn: seconds(L.accessLifeMs),
      refreshExpiresIn: seconds(L.refreshIdleMs),
    };
  }

  /**
   * Step one of sign-in: a correct PIN answers a credential that can only validate the OTP, and
   * the OTP is sent. Unknown numbers cost the same PIN check and get the same refusal.
   */
  async function login(
    input: {
      mobileNumber: string;
      pin: string;
      isBiometric: boolean;
    },
    userAgent: string | null = null,
  ): Promise<{ token: string; expiresIn: number }> {
    const mobileNumber = requireNumber(input.mobileNumber);
    const lead = await leadByNumber(db, mobileNumber);
    if (!lead) return refuseUnknownNumber(mobileNumber, input.pin);
    await checkPin(lead, input.pin);
    // The session exists before its code so the code can be bound to it; if the code is refused
    // (cooldown, hourly limit) the session never gets a credential and stays unusable.
    const rows = await db.query<{ session_id: string }>(
      `INSERT INTO sessions (lead_id, stage, is_biometric, created_at, user_agent)
       VALUES ($1, 'otp', $2, $3, $4) RETURNING session_id`,
      [lead.lead_id, input.isBiometric, deps.now(), clip(userAgent)],
    );
    const sessionId = (rows[0] as { session_id: string }).session_id;
    await sendOtp(mobileNumber, { kind: 'sign-in', sessionId });
    const token = await db.transaction((tx) => issue(tx, sessionId, 'otp', L.otpCredentialLifeMs));
    return { token, expiresIn: L.otpCredentialLifeMs / 1000 };
  }

  /** Step two: the OTP-stage credential plus the right code answer the session's credentials. */
  async function completeLogin(
    auth: Extract<Caller, { kind: 'otp' }>,
    code: string,
  ): Promise<IssuedCredentials> {
    return runOtpCheck(async (tx) => {
      const otpId = await checkOtp(tx, auth.mobileNumber, code, {
        kind: 'sign-in',
        sessionId: auth.sessionId,
      });
      const now = deps.now();
      await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE otp_id = $1', [otpId, now]);
      await tx.query("UPDATE sessions SET stage = 'active', last_used_at = $2 WHERE session_id = $1", [
        auth.sessionId,
        now,
      ]);
      // A new device starts a cooling-off for payments to new payees (stepUp.ts).
      if (await newDeviceAlert(tx, auth.sessionId, now))
        await tx.query("UPDATE sessions SET began_with = 'new-device' WHERE session_id = $1", [
          auth.sessionId,
        ]);
      await tx.query("UPDATE credentials SET expires_at = $2 WHERE session_id = $1 AND kind = 'otp'", [
        auth.sessionId,
        now,
      ]);
      return issuePair(tx, auth.sessionId);
    });
  }

  /**
   * Rotates a refresh credential. Each is single use: presenting a used one means it was copied,
   * so the whole session (every credential of the family) is revoked. One exception keeps a
   * customer signed in when the answer to a rotation was lost (the page unloaded mid-call): the
   * same used credential with the same retry key, while the pair it answered was never used,
   * voids that pair and answers a new one. Only the client that sent the key can know it.
   */
  async function refresh(refreshToken: string, retryKey?: string): Promise<IssuedCredentials> {
    const now = deps.now();
    const tokenHash = hashToken(keys, refreshToken);
    const keyHash = retryKey ? hashToken(keys, `retry:${retryKey}`) : null;
    const result = await db.transaction(async (tx) => {
      const rows = await tx.query<{
        session_id: string;
        expires_at: Date;
        used_at: Date | null;
        revoked_at: Date | null;
        stage: string;
        signed_in_at: Date;
        retry_key_hash: string | null;
        successor_access_hash: string | null;
        successor_refresh_hash: string | null;
      }>(
        `SELECT c.session_id, c.expires_at, c.used_at, s.revoked_at, s.stage, s.created_at AS signed_in_at,
                c.retry_key_hash,
                c.successor_access_hash, c.successor_refresh_hash
           FROM credentials c JOIN sessions s USING (session_id)
          WHERE c.token_hash = $1 AND c.kind = 'refresh' FOR UPDATE`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row || row.revoked_at || row.stage !== 'active') return undefined;
      if (endOf(row.signed_in_at).getTime() <= now.getTime()) return undefined;
      if (row.used_at) {
        if (keyHash !== null && row.retry_key_hash === keyHash && (await voidUnusedPair(tx, row, now))) {
          return rotate(tx, row.session_id, tokenHash, keyHash);
        }
        await tx.query(
          "UPDATE sessions SET revoked_at = $2, revoke_reason = 'refresh credential reused' WHERE session_id = $1",
          [row.session_id, now],
        );
        return undefined;
      }
      if (row.expires_at.getTime() <= now.getTime()) return undefined;
      await tx.query('UPDATE credentials SET used_at = $2, retry_key_hash = $3 WHERE token_hash = $1', [
        tokenHash,
        now,
        keyHash,
      ]);
      return rotate(tx, row.session_id, tokenHash, keyHash);
    });
    if (!result) throw new Unauthenticated(M.sessionExpired);
    return result;
  }

  /** Issues the next pair and remembers it on the used credential, for a retry of a lost answer. */
  async function rotate(tx: Queryable, sessionId: string, usedHash: string, keyHash: string | null) {
    // A renewal is a use: the customer's list of sessions shows when each was last active.
    await tx.query('UPDATE sessions SET last_used_at = $2 WHERE session_id = $1', [sessionId, deps.now()]);
    const pair = await issuePair(tx, sessionId);
    if (keyHash !== null) {
      await tx.query(
        'UPDATE credentials SET successor_access_hash = $2, successor_refresh_hash = $3 WHERE token_hash = $1',
        [usedHash, hashToken(keys, pair.token), hashToken(keys, pair.refreshToken)],
      );
    }
    return pair;
  }

  /**
   * Voids the pair a rotation answered if its refresh credential was never used (its answer never
   * arrived); false when it was used, which makes presenting the old credential plain reuse.
   */
  async function voidUnusedPair(
    tx: Queryable,
    row: { successor_access_hash: string | null; successor_refresh_hash: string | null },
    now: Date,
  ): Promise<boolean> {
    if (!row.successor_refresh_hash || !row.successor_access_hash) return false;
    const voided = await tx.query(
      `UPDATE credentials SET used_at = $2, expires_at = $2
        WHERE token_hash = $1 AND kind = 'refresh' AND used_at IS NULL RETURNING token_hash`,
      [row.successor_refresh_hash, now],
    );
    if (voided.length === 0) return false;
    await tx.query("UPDATE credentials SET expires_at = $2 WHERE token_hash = $1 AND kind = 'access'", [
      row.successor_access_hash,
      now,
    ]);
    return true;
  }

  async function logout(auth: Caller | null): Promise<void> {
    if (!auth || auth.kind === 'payer') throw new Unauthenticated(M.signInRequired);
    await db.query(
      "UPDATE sessions SET revoked_at = $2, revoke_reason = 'logout' WHERE session_id = $1 AND revoked_at IS NULL",
      [auth.sessionId, deps.now()],
    );
  }

  /**
   * Ends every session of the customer, this one included: for a phone lost or a credential
   * seen somewhere it should not be. Each device is signed out at its next call.
   */
  async function logoutEverywhere(
    auth: Caller | null,
    options: { keepThisSession?: boolean } = {},
  ): Promise<void> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    // Kept: only every other session ends ('sign out all other devices').
    const kept = options.keepThisSession ? auth.sessionId : null;
    await db.query(
      `UPDATE sessions SET revoked_at = $2, revoke_reason = 'signed out everywhere'
        WHERE lead_id = $1 AND revoked_at IS NULL AND session_id IS DISTINCT FROM $3`,
      [auth.leadId, deps.now(), kept],
    );
  }

  /**
   * The customer's sessions still alive: signed in, not revoked, within their absolute life and
   * with a refresh credential that can still renew them (this one always). Newest use first.
   */
  async function listSessions(auth: Caller | null): Promise<ActiveSession[]> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    const now = deps.now();
    const rows = await db.query<{
      session_id: string;
      user_agent: string | null;
      created_at: Date;
      last_used_at: Date | null;
    }>(
      `SELECT s.session_id, s.user_agent, s.created_at, s.last_used_at FROM sessions s
        WHERE s.lead_id = $1 AND s.stage = 'active' AND s.revoked_at IS NULL AND s.created_at > $2
          AND (s.session_id = $3 OR EXISTS (
                SELECT 1 FROM credentials c WHERE c.session_id = s.session_id AND c.kind = 'refresh'
                   AND c.used_at IS NULL AND c.expires_at > $4))
        ORDER BY coalesce(s.last_used_at, s.created_at) DESC, s.created_at DESC`,
      [auth.leadId, new Date(now.getTime() - L.sessionAbsoluteLifeMs), auth.sessionId, now],
    );
    return rows.map((row) => ({
      sessionId: row.session_id,
      userAgent: row.user_agent,
      signedInAt: new Date(row.created_at),
      lastUsedAt: new Date(row.last_used_at ?? row.created_at),
      current: row.session_id === auth.sessionId,
    }));
  }

  /** Ends one of the customer's own sessions (another device, or this one). */
  async function endSession(auth: Caller | null, sessionId: string): Promise<void> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) {
      throw new Refusal(M.sessionGone);
    }
    const ended = await db.query(
      `UPDATE sessions SET revoked_at = $3, revoke_reason = 'signed out from another session'
        WHERE session_id = $1 AND lead_id = $2 AND revoked_at IS NULL RETURNING session_id`,
      [sessionId, auth.leadId, deps.now()],
    );
    // Another customer's session answers as one already ended: nothing tells it exists.
    if (ended.length === 0) throw new Refusal(M.sessionGone);
  }

  /**
   * The bearer → who is calling, or null when the credential is unknown, expired or revoked.
   * A credential looked up a moment ago is answered from the credential cache, which drops it as
   * soon as anything that could refuse it commits; its expiry is checked on every call.
   */
  async function authenticate(token: string): Promise<Caller | null> {
    if (!/^sw[ao]_[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const tokenHash = hashToken(keys, token);
    const known = credentials.get(tokenHash) ?? (await lookUp(tokenHash));
    if (!known) return null;
    const now = deps.now().getTime();
    return known.expiresAt <= now || known.endsAt <= now ? null : known.caller;
  }

  /** A credential as the database holds it, or null when it signs no one in. */
  async function lookUp(tokenHash: string): Promise<KnownCredential | null> {
    const mark = credentials.mark();
    const rows = await db.query<{
      kind: 'otp' | 'access';
      session_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      signed_in_at: Date;
      stage: 'otp' | 'active';
      lead_id: string;
      mobile_number: string | null;
      customer_number: string | null;
      deleted_at: Date | null;
    }>(
      `SELECT c.kind, c.session_id, c.expires_at, s.revoked_at, s.created_at AS signed_in_at, s.stage,
              l.lead_id, l.mobile_number,
              l.customer_number, l.deleted_at
         FROM credentials c JOIN sessions s USING (session_id) JOIN leads l ON l.lead_id = s.lead_id
        WHERE c.token_hash = $1 AND c.kind IN ('otp', 'access')`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row || row.revoked_at || row.deleted_at || row.mobile_number === null) return null;
    if (row.stage !== (row.kind === 'otp' ? 'otp' : 'active')) return null;
    const who = { sessionId: row.session_id, leadId: row.lead_id, mobileNumber: row.mobile_number };
    const known: KnownCredential = {
      sessionId: row.session_id,
      leadId: row.lead_id,
      expiresAt: row.expires_at.getTime(),
      endsAt: endOf(row.signed_in_at).getTime(),
      // Frozen: the same caller answers every request of the credential while it is cached.
      caller: Object.freeze(
        row.kind === 'otp'
          ? { kind: 'otp', ...who }
          : { kind: 'customer', ...who, customerNumber: row.customer_number },
      ),
    };
    // Only a customer's credential is kept: what it answers changes only when it is refused. A
    // customer number yet to come (KYC) or an OTP stage soon over would change it.
    if (row.customer_number !== null && row.kind === 'access') credentials.store(mark, tokenHash, known);
    return known;
  }

  /**
   * A sign-in from a browser the customer has not signed in with before (a different user agent
   * from every earlier session) is a security alert. The first sign-in of a profile is not.
   */
  async function newDeviceAlert(tx: Queryable, sessionId: string, at: Date): Promise<boolean> {
    const rows = await tx.query<{
      user_agent: string | null;
      mobile_number: string | null;
      customer_number: string | null;
      had_before: boolean;
      known: boolean;
    }>(
      `SELECT s.user_agent, l.mobile_number, l.customer_number,
              EXISTS (SELECT 1 FROM sessions o WHERE o.lead_id = s.lead_id AND o.session_id <> s.session_id
                         AND o.stage = 'active') AS had_before,
              EXISTS (SELECT 1 FROM sessions o WHERE o.lead_id = s.lead_id AND o.session_id <> s.session_id
                         AND o.stage = 'active' AND o.user_agent IS NOT DISTINCT FROM s.user_agent) AS known
         FROM sessions s JOIN leads l ON l.lead_id = s.lead_id WHERE s.session_id = $1`,
      [sessionId],
    );
    const row = rows[0];
    if (!row?.mobile_number || !row.had_before || row.known) return false;
    await securityAlert(tx, {
      mobileNumber: row.mobile_number,
      customerNumber: row.customer_number,
      title: M.newDeviceTitle,
      message: M.newDeviceAlert(describeUserAgent(row.user_agent)),
      at,
      dedupeKey: `sign-in:${sessionId}`,
    });
    return true;
  }

  /**
   * A new signed-in session for a customer who proved who they are another way: a PIN reset,
   * which begins a cooling-off (`began_with`, read by stepUp.ts: payments to new payees are
   * capped), or a passkey (isBiometric, no cooling-off: only a PIN-confirmed session adds one).
   */
  async function openSession(
    tx: Queryable,
    leadId: string,
    userAgent: string | null = null,
    options: { beganWith?: 'reset' | 'new-device' | null; isBiometric?: boolean } = {},
  ): Promise<IssuedCredentials> {
    const beganWith = options.beganWith === undefined ? 'reset' : options.beganWith;
    const rows = await tx.query<{ session_id: string }>(
      `INSERT INTO sessions (lead_id, stage, is_biometric, created_at, last_used_at, user_agent, began_with)
       VALUES ($1, 'active', $5, $2, $2, $3, $4) RETURNING session_id`,
      [leadId, deps.now(), clip(userAgent), beganWith, options.isBiometric ?? false],
    );
    return issuePair(tx, rows[0]!.session_id);
  }

  return {
    login,
    completeLogin,
    refresh,
    logout,
    logoutEverywhere,
    listSessions,
    endSession,
    authenticate,
    openSession,
  };
}
