// Forgot PIN: number → a code bound to this reset → the Ghana Card number on file → a selfie
// matched against the KYC photo → a new PIN, which ends every other session and signs the customer
// in. A number with no profile walks the same steps with the same answers (its reset simply never
// matches a card), so starting one tells a stranger nothing.
//
// A SIM swap gives the code, and the Ghana Card number is printed on the card a swap is done
// with: the selfie is what the swapper cannot bring. It is matched by the ID-verification adapter
// (Smile ID's SmartSelfie check against the face enrolled by the customer's Biometric KYC in live
// mode; the sandbox's documented deterministic rule otherwise).
//
// A stranger cannot lock the owner out: wrong Ghana Card numbers and selfies count against a lock
// of their own (recovery's, pin.ts), not the sign-in lock, so a stranger's wrong PINs never close
// recovery and a finished reset opens sign-in again; the hourly budget and cooldown of reset codes
// are per number and client, so a stranger's requests spend their own budget; and a reset's code
// belongs to that reset, so a new reset never voids another's code.
import { normaliseGhanaCardNumber } from '@savewin/core';

import type { SelfieMatch } from '../../adapters/idVerification/idVerification';
import type { Queryable } from '../../db/database';
import { Refusal } from '../errors';
import { decodeJpegDataUrl } from '../kyc/kyc';

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
  selfie_verified_at: Date | null;
  selfie_reference: string | null;
}

/** The advisory lock class under which the reset requests of one number and client take turns. */
const RESET_START_LOCK = 724_503;

export function createPinResets(
  deps: IdentityDeps,
  otp: Otp,
  pins: Pins,
  openSession: (tx: Queryable, leadId: string, userAgent?: string | null) => Promise<IssuedCredentials>,
) {
  const { db, keys } = deps;

  /**
   * Starts a reset and texts its code; the same work and answer whether the number is registered.
   * `client` is who asks (the address the rate limits count): the cooldown and the hourly budget
   * are this client's for this number, so a stranger asking for the owner's number spends only
   * the stranger's budget and the owner's own request is texted at once.
   */
  async function forgotPin(
    mobileInput: string,
    client = '',
  ): Promise<{ resetToken: string; expiresIn: number }> {
    const mobileNumber = requireNumber(mobileInput);
    // The profile is not even looked up here: the work is the same whoever owns the number.
    const resetToken = newToken('reset');
    const now = deps.now();
    const resetId = await db.transaction(async (tx) => {
      // Requests of one number and client take turns, so simultaneous ones cannot each pass.
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
        RESET_START_LOCK,
        `${mobileNumber}:${client}`,
      ]);
      const recent = await tx.query<{ created_at: Date; code_verified_at: Date | null }>(
        `SELECT created_at, code_verified_at FROM pin_resets
          WHERE mobile_number = $1 AND client = $2 AND created_at > $3 ORDER BY created_at DESC`,
        [mobileNumber, client, new Date(now.getTime() - L.otpSendWindowMs)],
      );
      const last = recent[0];
      if (last && !last.code_verified_at) {
        const waitMs = new Date(last.created_at).getTime() + L.otpResendCooldownMs - now.getTime();
        if (waitMs > 0) throw new Refusal(M.otpCooldown(Math.ceil(waitMs / 1000)));
      }
      if (recent.length >= L.otpSendsPerWindow) throw new Refusal(M.otpSendLimit);
      const rows = await tx.query<{ reset_id: string }>(
        `INSERT INTO pin_resets (token_hash, mobile_number, created_at, expires_at, client)
         VALUES ($1, $2, $3, $4, $5) RETURNING reset_id`,
        [hashToken(keys, resetToken), mobileNumber, now, later(now, L.pinResetLifeMs), client],
      );
      return rows[0]!.reset_id;
    });
    // The code is this reset's alone: sending it voids no other reset's code.
    await otp.sendOtp(mobileNumber, { kind: 'reset-pin', resetId });
    return { resetToken, expiresIn: L.pinResetLifeMs / 1000 };
  }

  async function openReset(q: Queryable, resetToken: string): Promise<ResetRow> {
    const rows = await q.query<ResetRow>(
      `SELECT reset_id, mobile_number, lead_id, expires_at, code_verified_at, card_verified_at, completed_at,
              selfie_verified_at, selfie_reference
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

  /** The customer's latest verified KYC: the Ghana Card number and photo on file. */
  async function kycOnFile(
    leadId: string | null,
  ): Promise<{ kyc_id: string; ghana_card_number: string; image_jpeg: Uint8Array | null } | null> {
    const rows = await db.query<{ kyc_id: string; ghana_card_number: string; image_jpeg: Uint8Array | null }>(
      `SELECT kyc_id, ghana_card_number, image_jpeg FROM kyc_requests
        WHERE lead_id = $1 AND status = 'VERIFIED' ORDER BY decided_at DESC LIMIT 1`,
      [leadId],
    );
    return rows[0] ?? null;
  }

  async function cardOnFile(leadId: string | null): Promise<string | null> {
    return (await kycOnFile(leadId))?.ghana_card_number ?? null;
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
      locked: M.recoveryLocked,
    };
    const lead = await leadByNumber(db, reset.mobile_number);
    if (!lead) return pins.refuseUnknown(reset.mobile_number, secret, 'recovery');
    await pins.checkSecret(lead, secret, 'recovery');
    // The reset is for the profile whose card was proved, whatever happens to the number later.
    await db.query('UPDATE pin_resets SET card_verified_at = $2, lead_id = $3 WHERE reset_id = $1', [
      reset.reset_id,
      deps.now(),
      lead.lead_id,
    ]);
  }

  /**
   * The customer's face: a selfie matched against the KYC photo by the ID-verification adapter.
   * A selfie that does not match costs a try of recovery's lock-out; a match still pending (live
   * mode, the provider has not answered yet) costs nothing and is asked again under the same
   * reference when the customer sends the step again.
   */
  async function verifyResetSelfie(resetToken: string, image: string): Promise<void> {
    const selfieJpeg = decodeJpegDataUrl(image);
    const reset = await openReset(db, resetToken);
    if (!reset.code_verified_at) throw new Refusal(M.resetNeedsCode);
    if (!reset.card_verified_at || !reset.lead_id) throw new Refusal(M.resetNeedsCard);
    if (reset.selfie_verified_at) return;
    const lead = await leadByNumber(db, reset.mobile_number);
    if (!lead || lead.lead_id !== reset.lead_id) throw new Refusal(M.resetExpired);
    // A locked recovery asks the provider nothing.
    const lockedUntil = lead.recovery_locked_until ? new Date(lead.recovery_locked_until) : null;
    const now = deps.now();
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      throw new Refusal(M.recoveryLocked(Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    const kyc = await kycOnFile(lead.lead_id);
    const adapter = deps.idVerification;
    if (!kyc || !adapter) throw new Refusal(M.selfieUnavailable);
    let reference = reset.selfie_reference;
    if (!reference) {
      const rows = await db.query<{ reference: string }>(
        `UPDATE pin_resets SET selfie_reference = gen_random_uuid() WHERE reset_id = $1
         RETURNING selfie_reference AS reference`,
        [reset.reset_id],
      );
      reference = rows[0]!.reference;
    }
    let match: SelfieMatch;
    try {
      match = await adapter.matchSelfie(
        {
          kycReference: kyc.kyc_id,
          ghanaCardNumber: kyc.ghana_card_number,
          kycImageJpeg: Buffer.from(kyc.image_jpeg ?? new Uint8Array()),
          selfieJpeg,
        },
        reference,
      );
    } catch {
      // No answer: the same reference is asked again next time.
      throw new Refusal(M.selfiePending);
    }
    if (match.status === 'PENDING') throw new Refusal(M.selfiePending);
    // Decided: the next selfie, if any, is a new check.
    await db.query('UPDATE pin_resets SET selfie_reference = NULL WHERE reset_id = $1', [reset.reset_id]);
    const decided = match;
    await pins.checkSecret(
      lead,
      {
        good: async () => decided.status === 'MATCH',
        dummy: async () => undefined,
        wrong: M.selfieWrongTriesLeft,
        locked: M.recoveryLocked,
      },
      'recovery',
    );
    await db.query('UPDATE pin_resets SET selfie_verified_at = $2 WHERE reset_id = $1', [
      reset.reset_id,
      deps.now(),
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
      if (!reset.selfie_verified_at) throw new Refusal(M.resetNeedsSelfie);
      // The owner who recovered is let in again, whatever a stranger's wrong PINs locked.
      const updated = await tx.query(
        `UPDATE leads SET pin_hash = $2, failed_pin_attempts = 0, locked_until = NULL,
                recovery_failures = 0, recovery_locked_until = NULL, updated_at = $3
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
      // The alert is queued with the change and texted (and e-mailed) after it commits.
      await pinChangedAlert(tx, reset.lead_id, now, 'reset');
      return openSession(tx, reset.lead_id, userAgent);
    });
  }

  return { forgotPin, verifyResetCode, verifyResetCard, verifyResetSelfie, resetPin };
}
