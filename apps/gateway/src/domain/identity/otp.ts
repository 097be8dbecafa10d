// One-time codes: sent to a number (with a cooldown and an hourly limit), stored hashed, checked
// with a limited number of tries. Every time comes from `now()` so tests can move time.
//
// Each code has a purpose. A sign-in code is bound to the sign-in session that asked for it; a
// number check (sign-up, linking a wallet, a payment-link payer) is anyone's until proved, and then
// bound to whoever proved it (a sign-up's prover has no credential yet: it is its client, the
// address the rate limits count, so only the client that proved the number can register it). Cooldown, hourly limit, superseding and tries are counted per
// purpose (and per session for sign-in): a stranger asking for sign-up codes for a number neither
// delays nor voids that number's sign-in, and a customer who signed up a moment ago gets the
// sign-in code at once.
import { isSixDigitSecret } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { Refusal } from '../errors';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import { hashOtp, newOtpCode, sameHash } from './secrets';
import { later, requireNumber, type IdentityDeps } from './shared';

export type OtpPurpose = 'check' | 'sign-in' | 'reset-pin';

/** What a code is bound to when it is sent: a sign-in session, or a PIN reset (forgot PIN). */
export type OtpBinding = { kind: 'sign-in'; sessionId: string } | { kind: 'reset-pin'; resetId: string };

/** Who enters a code: a sign-in session, a PIN reset, or whoever proves a number (recorded on the code). */
export type OtpCaller =
  | OtpBinding
  | { kind: 'anonymous'; client: string }
  | { kind: 'customer'; leadId: string }
  | { kind: 'payer'; linkHash: string };

/** The advisory lock class under which the sends for one number and purpose take turns. */
const OTP_SEND_LOCK = 724_502;

/** The `verified_by` a number check records, and what its user must match. */
export function verifier(caller: OtpCaller): string {
  switch (caller.kind) {
    case 'sign-in':
      return `session:${caller.sessionId}`;
    case 'reset-pin':
      return `reset:${caller.resetId}`;
    case 'anonymous':
      return `anonymous:${caller.client}`;
    case 'customer':
      return `customer:${caller.leadId}`;
    case 'payer':
      return `payer:${caller.linkHash}`;
  }
}

export function createOtp(deps: IdentityDeps) {
  const { db, keys } = deps;

  /** Sends a fresh code to the number, superseding any earlier one of the same purpose. */
  async function sendOtp(
    mobileInput: string,
    binding: OtpBinding | null = null,
  ): Promise<{ expiresInSeconds: number }> {
    const mobileNumber = requireNumber(mobileInput);
    const purpose: OtpPurpose = binding?.kind ?? 'check';
    const now = deps.now();
    const code = newOtpCode();
    await db.transaction(async (tx) => {
      // Sends for one number and purpose take turns: locking the earlier codes alone would let
      // simultaneous first requests (nothing to lock yet), or requests that all see the last code
      // just superseded, each pass the cooldown and the limit and each send a code.
      // A reset's code is its reset's alone (its cooldown, limit and superseding too): the budget
      // of reset requests per number and client is pinReset.ts's, so a stranger's resets neither
      // delay nor void the owner's.
      const resetId = binding?.kind === 'reset-pin' ? binding.resetId : null;
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        OTP_SEND_LOCK,
        `${mobileNumber}:${purpose}:${resetId ?? ''}`,
      ]);
      const recent = await tx.query<{
        created_at: Date;
        expires_at: Date;
        verified_at: Date | null;
        consumed_at: Date | null;
      }>(
        `SELECT created_at, expires_at, verified_at, consumed_at FROM otp_codes
          WHERE mobile_number = $1 AND purpose = $3 AND created_at > $2 AND reset_id IS NOT DISTINCT FROM $4
          ORDER BY created_at DESC FOR UPDATE`,
        [mobileNumber, new Date(now.getTime() - L.otpSendWindowMs), purpose, resetId],
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
        `UPDATE otp_codes SET consumed_at = $2
          WHERE mobile_number = $1 AND purpose = $3 AND consumed_at IS NULL AND verified_at IS NULL
            AND reset_id IS NOT DISTINCT FROM $4`,
        [mobileNumber, now, purpose, resetId],
      );
      await tx.query(
        `INSERT INTO otp_codes (mobile_number, code_hash, created_at, expires_at, purpose, session_id, reset_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          mobileNumber,
          hashOtp(keys, mobileNumber, code),
          now,
          later(now, L.otpLifeMs),
          purpose,
          binding?.kind === 'sign-in' ? binding.sessionId : null,
          binding?.kind === 'reset-pin' ? binding.resetId : null,
        ],
      );
    });
    await deps.sms.send(
      mobileNumber,
      `Your SAVE & WIN code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
    );
    return { expiresInSeconds: L.otpLifeMs / 1000 };
  }

  /**
   * Checks a code for the number: the sign-in code of `caller`'s session, or a number check proved
   * by `caller`. A correct code is marked verified (by the caller) and can never be validated
   * again; a wrong one counts a try of that code only. Returns the code's id.
   */
  async function checkOtp(
    tx: Queryable,
    mobileNumber: string,
    code: string,
    caller: OtpCaller,
  ): Promise<string> {
    const now = deps.now();
    const purpose: OtpPurpose =
      caller.kind === 'sign-in' || caller.kind === 'reset-pin' ? caller.kind : 'check';
    const rows = await tx.query<{
      otp_id: string;
      code_hash: string;
      expires_at: Date;
      attempts: number;
    }>(
      `SELECT otp_id, code_hash, expires_at, attempts FROM otp_codes
        WHERE mobile_number = $1 AND consumed_at IS NULL AND verified_at IS NULL
          AND purpose = $2 AND session_id IS NOT DISTINCT FROM $3 AND reset_id IS NOT DISTINCT FROM $4
        ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [
        mobileNumber,
        purpose,
        caller.kind === 'sign-in' ? caller.sessionId : null,
        caller.kind === 'reset-pin' ? caller.resetId : null,
      ],
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
    await tx.query('UPDATE otp_codes SET verified_at = $2, verified_by = $3 WHERE otp_id = $1', [
      otp.otp_id,
      now,
      verifier(caller),
    ]);
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

  /** A number check (sign-up, a wallet, a payer): marks the code verified by `caller`. */
  async function validateOtp(mobileInput: string, code: string, caller: OtpCaller): Promise<void> {
    const mobileNumber = requireNumber(mobileInput);
    await runOtpCheck((tx) => checkOtp(tx, mobileNumber, code, caller));
  }

  return { sendOtp, checkOtp, runOtpCheck, validateOtp };
}

export type Otp = ReturnType<typeof createOtp>;
