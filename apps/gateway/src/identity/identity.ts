// Identity rules: leads (registrations), one-time codes, PINs with lock-out, sign-in sessions and
// their credentials. Knows nothing of HTTP: refusals are thrown as Refusal / NotYours /
// Unauthenticated and the HTTP layer turns them into the envelope. Every time comes from `now()`
// (never the database clock) so tests can move time.
import { isSixDigitSecret, normaliseMobileNumber } from '@savewin/core';

import type { SmsAdapter } from '../adapters/sms/sms';
import type { Database, Queryable } from '../db/database';
import type { AuthContext } from '../http/types';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import { NotYours, Refusal, Unauthenticated } from './refusal';
import {
  hashOtp,
  hashPin,
  hashToken,
  newOtpCode,
  newToken,
  sameHash,
  verifyDummyPin,
  verifyPin,
  type SecretKeys,
} from './secrets';

export interface IdentityDeps {
  db: Database;
  keys: SecretKeys;
  now(): Date;
  sms: SmsAdapter;
  /**
   * What profile deletion asks of the accounts: the customer's total balance in pesewas, and
   * closing their accounts inside the deletion's transaction. Absent until the ledger provides it.
   */
  accounts?: {
    totalBalance(q: Queryable, customerNumber: string): Promise<number>;
    close?(tx: Queryable, customerNumber: string): Promise<void>;
  };
}

export interface LeadRow {
  lead_id: string;
  mobile_number: string | null;
  profile_name: string | null;
  email: string | null;
  pin_hash: string | null;
  failed_pin_attempts: number;
  locked_until: Date | null;
  customer_number: string | null;
  first_name: string | null;
  last_name: string | null;
  kyc_status: 'NOT_STARTED' | 'PENDING' | 'VERIFIED' | 'REJECTED';
  created_at: Date;
  deleted_at: Date | null;
}

export interface IssuedCredentials {
  token: string;
  refreshToken: string;
  /** Seconds the access credential lives. */
  expiresIn: number;
  refreshExpiresIn: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireNumber(input: string): string {
  const local = normaliseMobileNumber(input);
  if (local === null) throw new Refusal(M.invalidNumber);
  return local;
}

function requirePinFormat(pin: string): void {
  if (!isSixDigitSecret(pin)) throw new Refusal(M.pinFormat);
}

function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}

export function createIdentity(deps: IdentityDeps) {
  const { db, keys } = deps;

  async function leadByNumber(q: Queryable, mobileNumber: string): Promise<LeadRow | undefined> {
    const rows = await q.query<LeadRow>(
      'SELECT * FROM leads WHERE mobile_number = $1 AND deleted_at IS NULL',
      [mobileNumber],
    );
    return rows[0];
  }

  async function leadById(q: Queryable, leadId: string): Promise<LeadRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(leadId)) return undefined;
    const rows = await q.query<LeadRow>('SELECT * FROM leads WHERE lead_id = $1', [leadId]);
    return rows[0];
  }

  // ── one-time codes ─────────────────────────────────────────────────────────────────────────

  /** Sends a fresh code to the number, superseding any earlier one. */
  async function sendOtp(mobileInput: string): Promise<{ expiresInSeconds: number }> {
    const mobileNumber = requireNumber(mobileInput);
    const now = deps.now();
    const code = newOtpCode();
    await db.transaction(async (tx) => {
      const recent = await tx.query<{
        created_at: Date;
        expires_at: Date;
        verified_at: Date | null;
        consumed_at: Date | null;
      }>(
        `SELECT created_at, expires_at, verified_at, consumed_at FROM otp_codes
          WHERE mobile_number = $1 AND created_at > $2 ORDER BY created_at DESC FOR UPDATE`,
        [mobileNumber, new Date(now.getTime() - L.otpSendWindowMs)],
      );
      const last = recent[0];
      // The cooldown guards a code still waiting to be entered; a code already used (sign-up just
      // finished, sign-in follows) does not make the customer wait.
      const waiting =
        last && !last.verified_at && !last.consumed_at && last.expires_at.getTime() > now.getTime();
      if (last && waiting) {
        const waitMs = last.created_at.getTime() + L.otpResendCooldownMs - now.getTime();
        if (waitMs > 0) throw new Refusal(M.otpCooldown(Math.ceil(waitMs / 1000)));
      }
      if (recent.length >= L.otpSendsPerWindow) throw new Refusal(M.otpSendLimit);
      await tx.query(
        'UPDATE otp_codes SET consumed_at = $2 WHERE mobile_number = $1 AND consumed_at IS NULL',
        [mobileNumber, now],
      );
      await tx.query(
        'INSERT INTO otp_codes (mobile_number, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [mobileNumber, hashOtp(keys, mobileNumber, code), now, later(now, L.otpLifeMs)],
      );
    });
    await deps.sms.send(
      mobileNumber,
      `Your SAVE & WIN code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
    );
    return { expiresInSeconds: L.otpLifeMs / 1000 };
  }

  /**
   * Checks a code for the number. A correct code is marked verified and can never be validated
   * again; a wrong one counts a try. Returns the code's id.
   */
  async function checkOtp(tx: Queryable, mobileNumber: string, code: string): Promise<string> {
    const now = deps.now();
    const rows = await tx.query<{
      otp_id: string;
      code_hash: string;
      expires_at: Date;
      attempts: number;
    }>(
      `SELECT otp_id, code_hash, expires_at, attempts FROM otp_codes
        WHERE mobile_number = $1 AND consumed_at IS NULL AND verified_at IS NULL
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [mobileNumber],
    );
    const otp = rows[0];
    if (!otp) throw new Refusal(M.otpNone);
    if (otp.expires_at.getTime() <= now.getTime()) throw new Refusal(M.otpExpired);
    if (otp.attempts >= L.otpMaxTries) throw new Refusal(M.otpTriesExhausted);
    if (!isSixDigitSecret(code) || !sameHash(otp.code_hash, hashOtp(keys, mobileNumber, code))) {
      const attempts = otp.attempts + 1;
      await tx.query('UPDATE otp_codes SET attempts = $2 WHERE otp_id = $1', [otp.otp_id, attempts]);
      return Promise.reject(
        new Refusal(attempts >= L.otpMaxTries ? M.otpTriesExhausted : M.otpWrong(L.otpMaxTries - attempts)),
      );
    }
    await tx.query('UPDATE otp_codes SET verified_at = $2 WHERE otp_id = $1', [otp.otp_id, now]);
    return otp.otp_id;
  }

  /**
   * Validates a code. Wrong tries must be counted even though the answer is a refusal, so the
   * count is committed before the refusal is raised.
   */
  async function runOtpCheck<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let refusal: Refusal | undefined;
    const value = await db.transaction(async (tx) => {
      try {
        return await fn(tx);
      } catch (error) {
        if (error instanceof Refusal) {
          refusal = error;
          return undefined;
        }
        throw error;
      }
    });
    if (refusal) throw refusal;
    return value as T;
  }

  /** Sign-up (or any number check without a session): marks the number verified. */
  async function validateOtp(mobileInput: string, code: string): Promise<void> {
    const mobileNumber = requireNumber(mobileInput);
    await runOtpCheck((tx) => checkOtp(tx, mobileNumber, code));
  }

  // ── leads ──────────────────────────────────────────────────────────────────────────────────

  async function findLead(mobileInput: string): Promise<LeadRow | undefined> {
    return leadByNumber(db, requireNumber(mobileInput));
  }

  async function createLead(input: {
    profileName: string;
    mobileNumber: string;
    email: string;
    pin: string;
  }): Promise<LeadRow> {
    const mobileNumber = requireNumber(input.mobileNumber);
    const profileName = input.profileName.trim();
    if (profileName === '') throw new Refusal(M.profileName);
    const email = input.email.trim();
    if (!EMAIL.test(email)) throw new Refusal(M.email);
    requirePinFormat(input.pin);
    const pinHash = await hashPin(keys, input.pin);
    const now = deps.now();
    return db.transaction(async (tx) => {
      if (await leadByNumber(tx, mobileNumber)) throw new Refusal(M.leadExists);
      const verified = await tx.query<{ otp_id: string }>(
        `SELECT otp_id FROM otp_codes
          WHERE mobile_number = $1 AND verified_at IS NOT NULL AND consumed_at IS NULL AND verified_at > $2
          ORDER BY verified_at DESC LIMIT 1 FOR UPDATE`,
        [mobileNumber, new Date(now.getTime() - L.signupOtpUseWithinMs)],
      );
      const otp = verified[0];
      if (!otp) throw new Refusal(M.signupNeedsOtp);
      await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE otp_id = $1', [otp.otp_id, now]);
      const rows = await tx.query<LeadRow>(
        `INSERT INTO leads (mobile_number, profile_name, email, pin_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING *`,
        [mobileNumber, profileName, email, pinHash, now],
      );
      return rows[0] as LeadRow;
    });
  }

  function ownLead(
    auth: AuthContext | null,
    leadId: string,
  ): asserts auth is Extract<AuthContext, { kind: 'customer' }> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    if (auth.leadId !== leadId) throw new NotYours(M.notYourProfile);
  }

  /** Checks the PIN of a lead, counting failures and locking sign-in after too many. */
  async function checkPin(lead: LeadRow, pin: string): Promise<void> {
    const now = deps.now();
    if (lead.locked_until && lead.locked_until.getTime() > now.getTime()) {
      await verifyDummyPin(keys, pin);
      throw new Refusal(M.loginLocked(Math.ceil((lead.locked_until.getTime() - now.getTime()) / 60_000)));
    }
    const good =
      isSixDigitSecret(pin) && lead.pin_hash !== null && (await verifyPin(keys, lead.pin_hash, pin));
    if (good) {
      if (lead.failed_pin_attempts > 0 || lead.locked_until) {
        await db.query('UPDATE leads SET failed_pin_attempts = 0, locked_until = NULL WHERE lead_id = $1', [
          lead.lead_id,
        ]);
      }
      return;
    }
    // Counted in the database so parallel wrong guesses cannot slip past the limit.
    const rows = await db.query<{ failed_pin_attempts: number }>(
      `UPDATE leads SET
         failed_pin_attempts = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failed_pin_attempts + 1 END,
         locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN NULL ELSE locked_until END
       WHERE lead_id = $1 RETURNING failed_pin_attempts`,
      [lead.lead_id, now],
    );
    throw await failureRefusal(rows[0]?.failed_pin_attempts ?? L.pinMaxFailures, (until) =>
      db.query('UPDATE leads SET locked_until = $2, failed_pin_attempts = 0 WHERE lead_id = $1', [
        lead.lead_id,
        until,
      ]),
    );
  }

  /** Tries left, or the lock-out once the failures reach the limit (then `lock` records it). */
  async function failureRefusal(failures: number, lock: (until: Date) => Promise<unknown>): Promise<Refusal> {
    if (failures < L.pinMaxFailures) return new Refusal(M.loginWrongTriesLeft(L.pinMaxFailures - failures));
    await lock(later(deps.now(), L.pinLockMs));
    return new Refusal(M.loginLocked(L.pinLockMs / 60_000));
  }

  /**
   * A sign-in for a number with no profile: the same PIN work, count and answers as a wrong PIN
   * for a registered number (sign_in_failures), so the answer never tells whether it is registered.
   */
  async function refuseUnknownNumber(mobileNumber: string, pin: string): Promise<never> {
    const now = deps.now();
    await verifyDummyPin(keys, pin);
    const rows = await db.query<{ failed_pin_attempts: number; locked_until: Date | null }>(
      `INSERT INTO sign_in_failures AS f (mobile_number, failed_pin_attempts) VALUES ($1, 1)
       ON CONFLICT (mobile_number) DO UPDATE SET
         failed_pin_attempts = CASE WHEN f.locked_until IS NULL THEN f.failed_pin_attempts + 1
                                    WHEN f.locked_until <= $2 THEN 1 ELSE f.failed_pin_attempts END,
         locked_until = CASE WHEN f.locked_until IS NOT NULL AND f.locked_until <= $2 THEN NULL ELSE f.locked_until END
       RETURNING failed_pin_attempts, locked_until`,
      [mobileNumber, now],
    );
    const row = rows[0]!;
    if (row.locked_until && new Date(row.locked_until).getTime() > now.getTime())
      throw new Refusal(
        M.loginLocked(Math.ceil((new Date(row.locked_until).getTime() - now.getTime()) / 60_000)),
      );
    throw await failureRefusal(row.failed_pin_attempts, (until) =>
      db.query(
        'UPDATE sign_in_failures SET locked_until = $2, failed_pin_attempts = 0 WHERE mobile_number = $1',
        [mobileNumber, until],
      ),
    );
  }

  async function confirmOldPin(auth: AuthContext | null, mobileInput: string, pin: string): Promise<void> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    const mobileNumber = requireNumber(mobileInput);
    if (mobileNumber !== auth.mobileNumber) throw new NotYours(M.notYourProfile);
    const lead = await leadById(db, auth.leadId);
    if (!lead || lead.deleted_at) throw new Unauthenticated(M.sessionExpired);
    try {
      await checkPin(lead, pin);
    } catch (error) {
      if (error instanceof Refusal && error.message.startsWith(M.loginWrong)) throw new Refusal(M.pinWrong);
      throw error;
    }
    await db.query('UPDATE sessions SET pin_confirmed_at = $2 WHERE session_id = $1', [
      auth.sessionId,
      deps.now(),
    ]);
  }

  async function updateLead(
    auth: AuthContext | null,
    input: { leadId: string; profileName?: string; mobileNumber?: string; email?: string; pin?: string },
  ): Promise<LeadRow> {
    ownLead(auth, input.leadId);
    const lead = await leadById(db, input.leadId);
    if (!lead || lead.deleted_at) throw new NotYours(M.notYourProfile);
    if (input.mobileNumber !== undefined && requireNumber(input.mobileNumber) !== lead.mobile_number) {
      throw new Refusal(M.numberChangeRefused);
    }
    const now = deps.now();
    let pinHash: string | null = null;
    if (input.pin !== undefined && input.pin !== '') {
      requirePinFormat(input.pin);
      const sessions = await db.query<{ pin_confirmed_at: Date | null }>(
        'SELECT pin_confirmed_at FROM sessions WHERE session_id = $1',
        [auth.sessionId],
      );
      const confirmedAt = sessions[0]?.pin_confirmed_at;
      if (!confirmedAt || now.getTime() - confirmedAt.getTime() > L.pinConfirmValidMs) {
        throw new Refusal(M.pinChangeNeedsConfirm);
      }
      pinHash = await hashPin(keys, input.pin);
    }
    const profileName = input.profileName?.trim();
    if (profileName !== undefined && profileName === '') throw new Refusal(M.profileName);
    const email = input.email?.trim();
    if (email !== undefined && !EMAIL.test(email)) throw new Refusal(M.email);
    const rows = await db.query<LeadRow>(
      `UPDATE leads SET profile_name = COALESCE($2, profile_name), email = COALESCE($3, email),
              pin_hash = COALESCE($4, pin_hash), updated_at = $5
        WHERE lead_id = $1 RETURNING *`,
      [lead.lead_id, profileName ?? null, email ?? null, pinHash, now],
    );
    if (pinHash) {
      // A new PIN needs a new confirmation before the next change.
      await db.query('UPDATE sessions SET pin_confirmed_at = NULL WHERE session_id = $1', [auth.sessionId]);
    }
    return rows[0] as LeadRow;
  }

  /**
   * Deletes a profile: revokes every session, closes the accounts (only when empty: money is
   * never dropped) and erases the personal data the law does not require us to keep. Ledger
   * history and the KYC record (Anti-Money Laundering Act 2020, Act 1044: records kept for five
   * years) stay, tied to the customer number.
   */
  async function deleteLead(auth: AuthContext | null, leadId: string): Promise<void> {
    ownLead(auth, leadId);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const rows = await tx.query<LeadRow>('SELECT * FROM leads WHERE lead_id = $1 FOR UPDATE', [leadId]);
      const lead = rows[0];
      if (!lead || lead.deleted_at) throw new NotYours(M.notYourProfile);
      if (lead.customer_number && deps.accounts) {
        const balance = await deps.accounts.totalBalance(tx, lead.customer_number);
        if (balance !== 0) {
          throw new Refusal(M.deleteNeedsEmptyBalance((balance / 100).toFixed(2)));
        }
        await deps.accounts.close?.(tx, lead.customer_number);
      }
      await tx.query(
        `UPDATE sessions SET revoked_at = $2, revoke_reason = 'profile deleted'
          WHERE lead_id = $1 AND revoked_at IS NULL`,
        [leadId, now],
      );
      await tx.query(
        `UPDATE leads SET mobile_number = NULL, profile_name = NULL, email = NULL, pin_hash = NULL,
                first_name = NULL, last_name = NULL, failed_pin_attempts = 0, locked_until = NULL,
                deleted_at = $2, updated_at = $2
          WHERE lead_id = $1`,
        [leadId, now],
      );
      await tx.query('UPDATE kyc_requests SET image_jpeg = NULL WHERE lead_id = $1', [leadId]);
    });
  }

  // ── sign-in ────────────────────────────────────────────────────────────────────────────────

  async function issue(tx: Queryable, sessionId: string, kind: 'otp' | 'access' | 'refresh', lifeMs: number) {
    const token = newToken(kind);
    await tx.query(
      'INSERT INTO credentials (token_hash, session_id, kind, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [hashToken(keys, token), sessionId, kind, deps.now(), later(deps.now(), lifeMs)],
    );
    return token;
  }

  async function issuePair(tx: Queryable, sessionId: string): Promise<IssuedCredentials> {
    return {
      token: await issue(tx, sessionId, 'access', L.accessLifeMs),
      refreshToken: await issue(tx, sessionId, 'refresh', L.refreshIdleMs),
      expiresIn: L.accessLifeMs / 1000,
      refreshExpiresIn: L.refreshIdleMs / 1000,
    };
  }

  /**
   * Step one of sign-in: a correct PIN answers a credential that can only validate the OTP, and
   * the OTP is sent. Unknown numbers cost the same PIN check and get the same refusal.
   */
  async function login(input: {
    mobileNumber: string;
    pin: string;
    isBiometric: boolean;
  }): Promise<{ token: string; expiresIn: number }> {
    const mobileNumber = requireNumber(input.mobileNumber);
    const lead = await leadByNumber(db, mobileNumber);
    if (!lead) return refuseUnknownNumber(mobileNumber, input.pin);
    await checkPin(lead, input.pin);
    await sendOtp(mobileNumber);
    const token = await db.transaction(async (tx) => {
      const rows = await tx.query<{ session_id: string }>(
        "INSERT INTO sessions (lead_id, stage, is_biometric, created_at) VALUES ($1, 'otp', $2, $3) RETURNING session_id",
        [lead.lead_id, input.isBiometric, deps.now()],
      );
      return issue(tx, (rows[0] as { session_id: string }).session_id, 'otp', L.otpCredentialLifeMs);
    });
    return { token, expiresIn: L.otpCredentialLifeMs / 1000 };
  }

  /** Step two: the OTP-stage credential plus the right code answer the session's credentials. */
  async function completeLogin(
    auth: Extract<AuthContext, { kind: 'otp' }>,
    code: string,
  ): Promise<IssuedCredentials> {
    return runOtpCheck(async (tx) => {
      await checkOtp(tx, auth.mobileNumber, code);
      const now = deps.now();
      await tx.query(
        'UPDATE otp_codes SET consumed_at = $2 WHERE mobile_number = $1 AND consumed_at IS NULL',
        [auth.mobileNumber, now],
      );
      await tx.query("UPDATE sessions SET stage = 'active' WHERE session_id = $1", [auth.sessionId]);
      await tx.query("UPDATE credentials SET expires_at = $2 WHERE session_id = $1 AND kind = 'otp'", [
        auth.sessionId,
        now,
      ]);
      return issuePair(tx, auth.sessionId);
    });
  }

  /**
   * Rotates a refresh credential. Each is single use: presenting a used one means it was copied,
   * so the whole session (every credential of the family) is revoked.
   */
  async function refresh(refreshToken: string): Promise<IssuedCredentials> {
    const now = deps.now();
    let reused = false;
    const result = await db.transaction(async (tx) => {
      const rows = await tx.query<{
        session_id: string;
        expires_at: Date;
        used_at: Date | null;
        revoked_at: Date | null;
        stage: string;
      }>(
        `SELECT c.session_id, c.expires_at, c.used_at, s.revoked_at, s.stage
           FROM credentials c JOIN sessions s USING (session_id)
          WHERE c.token_hash = $1 AND c.kind = 'refresh' FOR UPDATE`,
        [hashToken(keys, refreshToken)],
      );
      const row = rows[0];
      if (!row || row.revoked_at || row.stage !== 'active') return undefined;
      if (row.used_at) {
        await tx.query(
          "UPDATE sessions SET revoked_at = $2, revoke_reason = 'refresh credential reused' WHERE session_id = $1",
          [row.session_id, now],
        );
        reused = true;
        return undefined;
      }
      if (row.expires_at.getTime() <= now.getTime()) return undefined;
      await tx.query('UPDATE credentials SET used_at = $2 WHERE token_hash = $1', [
        hashToken(keys, refreshToken),
        now,
      ]);
      return issuePair(tx, row.session_id);
    });
    if (!result) throw new Unauthenticated(reused ? M.sessionExpired : M.sessionExpired);
    return result;
  }

  async function logout(auth: AuthContext | null): Promise<void> {
    if (!auth || auth.kind === 'payer') throw new Unauthenticated(M.signInRequired);
    await db.query(
      "UPDATE sessions SET revoked_at = $2, revoke_reason = 'logout' WHERE session_id = $1 AND revoked_at IS NULL",
      [auth.sessionId, deps.now()],
    );
  }

  /** The bearer → who is calling, or null when the credential is unknown, expired or revoked. */
  async function authenticate(token: string): Promise<AuthContext | null> {
    if (!/^sw[ao]_[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = await db.query<{
      kind: 'otp' | 'access';
      session_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      stage: 'otp' | 'active';
      lead_id: string;
      mobile_number: string | null;
      customer_number: string | null;
      deleted_at: Date | null;
    }>(
      `SELECT c.kind, c.session_id, c.expires_at, s.revoked_at, s.stage, l.lead_id, l.mobile_number,
              l.customer_number, l.deleted_at
         FROM credentials c JOIN sessions s USING (session_id) JOIN leads l ON l.lead_id = s.lead_id
        WHERE c.token_hash = $1 AND c.kind IN ('otp', 'access')`,
      [hashToken(keys, token)],
    );
    const row = rows[0];
    if (!row || row.revoked_at || row.deleted_at || row.mobile_number === null) return null;
    if (row.expires_at.getTime() <= deps.now().getTime()) return null;
    if (row.kind === 'otp') {
      if (row.stage !== 'otp') return null;
      return { kind: 'otp', sessionId: row.session_id, leadId: row.lead_id, mobileNumber: row.mobile_number };
    }
    if (row.stage !== 'active') return null;
    return {
      kind: 'customer',
      sessionId: row.session_id,
      leadId: row.lead_id,
      mobileNumber: row.mobile_number,
      customerNumber: row.customer_number,
    };
  }

  return {
    sendOtp,
    validateOtp,
    findLead,
    leadById: (leadId: string) => leadById(db, leadId),
    createLead,
    updateLead,
    confirmOldPin,
    deleteLead,
    login,
    completeLogin,
    refresh,
    logout,
    authenticate,
  };
}

export type Identity = ReturnType<typeof createIdentity>;
