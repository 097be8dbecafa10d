// Forgot PIN: number → a code bound to this reset → the Ghana Card number on file → a new PIN,
// which ends every other session and signs the customer in. A number with no profile walks the
// same steps with the same answers (its reset simply never matches a card), so starting one tells
// a stranger nothing. A wrong Ghana Card number costs a try of the sign-in lock-out (pin.ts): the
// recovery is no second door with its own allowance of guesses.
import { normaliseGhanaCardNumber } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { Refusal } from '../errors';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import type { Otp } from './otp';
import type { Pins, SecretCheck } from './pin';
import { hashPin, hashToken, newToken, sameHash } from './secrets';
import type { IssuedCredentials } from './sessions';
import {
  later,
  leadByNumber,
  pinChangedAlert,
  requireNumber,
  requirePinFormat,
  type IdentityDeps,
} from './shared';

interface ResetRow {
  reset_id: string;
  mobile_number: string;
  lead_id: string | null;
  expires_at: Date;
  code_verified_at: Date | null;
  card_verified_at: Date | null;
  completed_at: Date | null;
}

export function createPinResets(
  deps: IdentityDeps,
  otp: Otp,
  pins: Pins,
  openSession: (tx: Queryable, leadId: string, userAgent?: string | null) => Promise<IssuedCredentials>,
) {
  const { db, keys } = deps;

  /** Starts a reset and texts its code; the same work and answer whether the number is registered. */
  async function forgotPin(mobileInput: string): Promise<{ resetToken: string; expiresIn: number }> {
    const mobileNumber = requireNumber(mobileInput);
    // The profile is not even looked up here: the work is the same whoever owns the number.
    const resetToken = newToken('reset');
    const now = deps.now();
    const rows = await db.query<{ reset_id: string }>(
      `INSERT INTO pin_resets (token_hash, mobile_number, created_at, expires_at)
       VALUES ($1, $2, $3, $4) RETURNING reset_id`,
      [hashToken(keys, resetToken), mobileNumber, now, later(now, L.pinResetLifeMs)],
    );
    // A refused send (cooldown, hourly limit) leaves a reset no code can ever prove.
    await otp.sendOtp(mobileNumber, { kind: 'reset-pin', resetId: rows[0]!.reset_id });
    return { resetToken, expiresIn: L.pinResetLifeMs / 1000 };
  }

  async function openReset(q: Queryable, resetToken: string): Promise<ResetRow> {
    const rows = await q.query<ResetRow>(
      `SELECT reset_id, mobile_number, lead_id, expires_at, code_verified_at, card_verified_at, completed_at
         FROM pin_resets WHERE token_hash = $1 FOR UPDATE`,
      [hashToken(keys, resetToken)],
    );
    const reset = rows[0];
    if (!reset || reset.completed_at || reset.expires_at.getTime() <= deps.now().getTime()) {
      throw new Refusal(M.resetExpired);
    }
    return reset;
  }

  /** The code texted for this reset, and no other: five tries, five minutes, used once. */
  async function verifyResetCode(resetToken: string, code: string): Promise<void> {
    await otp.runOtpCheck(async (tx) => {
      const reset = await openReset(tx, resetToken);
      if (reset.code_verified_at) return;
      const otpId = await otp.checkOtp(tx, reset.mobile_number, code, {
        kind: 'reset-pin',
        resetId: reset.reset_id,
      });
      const now = deps.now();
      await tx.query('UPDATE otp_codes SET consumed_at = $2 WHERE otp_id = $1', [otpId, now]);
      await tx.query('UPDATE pin_resets SET code_verified_at = $2 WHERE reset_id = $1', [
        reset.reset_id,
        now,
      ]);
    });
  }

  /** The Ghana Card number of the customer's latest verified KYC: the one on file. */
  async function cardOnFile(leadId: string | null): Promise<string | null> {
    const rows = await db.query<{ ghana_card_number: string }>(
      `SELECT ghana_card_number FROM kyc_requests
        WHERE lead_id = $1 AND status = 'VERIFIED' ORDER BY decided_at DESC LIMIT 1`,
      [leadId],
    );
    return rows[0]?.ghana_card_number ?? null;
  }

  async function verifyResetCard(resetToken: string, cardInput: string): Promise<void> {
    // Malformed input is refused before anything is read or counted.
    const card = normaliseGhanaCardNumber(cardInput);
    if (card === null) throw new Refusal(M.cardFormat);
    const reset = await openReset(db, resetToken);
    if (!reset.code_verified_at) throw new Refusal(M.resetNeedsCode);
    if (reset.card_verified_at) return;
    const secret: SecretCheck = {
      good: async (lead) => {
        const onFile = await cardOnFile(lead.lead_id);
        return onFile !== null && sameHash(onFile, card);
      },
      dummy: () => cardOnFile(null),
      wrong: M.cardWrongTriesLeft,
      locked: M.cardLocked,
    };
    const lead = await leadByNumber(db, reset.mobile_number);
    if (!lead) return pins.refuseUnknown(reset.mobile_number, secret);
    await pins.checkSecret(lead, secret);
    // The reset is for the profile whose card was proved, whatever happens to the number later.
    await db.query('UPDATE pin_resets SET card_verified_at = $2, lead_id = $3 WHERE reset_id = $1', [
      reset.reset_id,
      deps.now(),
      lead.lead_id,
    ]);
  }

  /** Sets the new PIN, ends every session the customer had and answers a new one. */
  async function resetPin(
    resetToken: string,
    pin: string,
    confirmPin: string,
    userAgent: string | null = null,
  ): Promise<IssuedCredentials> {
    requirePinFormat(pin);
    if (pin !== confirmPin) throw new Refusal(M.pinsDoNotMatch);
    const pinHash = await hashPin(keys, pin);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const reset = await openReset(tx, resetToken);
      if (!reset.code_verified_at) throw new Refusal(M.resetNeedsCode);
      if (!reset.card_verified_at || !reset.lead_id) throw new Refusal(M.resetNeedsCard);
      const updated = await tx.query(
        `UPDATE leads SET pin_hash = $2, failed_pin_attempts = 0, locked_until = NULL, updated_at = $3
          WHERE lead_id = $1 AND deleted_at IS NULL RETURNING lead_id`,
        [reset.lead_id, pinHash, now],
      );
      if (updated.length === 0) throw new Refusal(M.resetExpired);
      await tx.query(
        `UPDATE sessions SET revoked_at = $2, revoke_reason = 'PIN reset'
          WHERE lead_id = $1 AND revoked_at IS NULL`,
        [reset.lead_id, now],
      );
      // Any other reset of this number in progress is over too.
      await tx.query(
        'UPDATE pin_resets SET completed_at = $2 WHERE mobile_number = $1 AND completed_at IS NULL',
        [reset.mobile_number, now],
      );
      // The alert is queued with the change and texted after it commits.
      await pinChangedAlert(tx, reset.lead_id, now);
      return openSession(tx, reset.lead_id, userAgent);
    });
  }

  return { forgotPin, verifyResetCode, verifyResetCard, resetPin };
}
