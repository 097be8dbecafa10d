// Changing (or proving) the e-mail address. The customer asks with the new address and
// the PIN (checked under the sign-in lock-out, like every sensitive change); a 6-digit code goes to
// the new address through the e-mail adapter; the address changes, verified, only when that code
// comes back. Codes are kept as HMACs, expire after 15 minutes and allow five tries; requests are
// throttled like texted codes. Once changed, the customer is told by a security SMS (always sent)
// and the old address is told too. Asking for the address already on file proves it.
import { isSixDigitSecret } from '@savewin/core';

import type { Caller } from '../caller';
import { Refusal, Unauthenticated } from '../errors';
import { securityAlert } from '../notifications/alerts';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import type { Otp } from './otp';
import type { Pins } from './pin';
import { hashOtp, newOtpCode, sameHash, verifyDummyPin, verifyPin } from './secrets';
import { EMAIL, later, leadById, type IdentityDeps } from './shared';

/** The longest address SMTP carries (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

/** 'ama.mensah@example.com' → 'a***@example.com': enough for the owner, little for a stranger. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

interface ChangeRow {
  change_id: string;
  new_email: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  attempts: number;
}

export function createEmailChanges(deps: IdentityDeps, otp: Otp, pins: Pins) {
  const { db, keys } = deps;

  function signedIn(auth: Caller | null): Extract<Caller, { kind: 'customer' }> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    return auth;
  }

  const codeHash = (leadId: string, email: string, code: string) =>
    hashOtp(keys, `email:${leadId}:${email.toLowerCase()}`, code);

  /** Sends a code to the new address once the PIN is right; nothing changes until it comes back. */
  async function requestEmailChange(
    auth: Caller | null,
    input: { email: string; pin: string },
  ): Promise<{ email: string; expiresInSeconds: number }> {
    const caller = signedIn(auth);
    // Malformed input is refused before anything is read, counted or sent.
    const email = input.email.trim();
    if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) throw new Refusal(M.email);
    if (!isSixDigitSecret(input.pin)) throw new Refusal(M.pinFormat);
    const sender = deps.email;
    if (!sender) throw new Refusal(M.emailUnavailable);
    const lead = await leadById(db, caller.leadId);
    if (!lead || lead.deleted_at) throw new Unauthenticated(M.sessionExpired);
    if (lead.email_verified_at && lead.email?.toLowerCase() === email.toLowerCase()) {
      throw new Refusal(M.emailSameVerified);
    }
    const now = deps.now();
    const recent = await db.query<{ created_at: Date; verified_at: Date | null }>(
      `SELECT created_at, verified_at FROM email_changes
        WHERE lead_id = $1 AND created_at > $2 ORDER BY created_at DESC`,
      [lead.lead_id, new Date(now.getTime() - L.otpSendWindowMs)],
    );
    const last = recent[0];
    if (last && !last.verified_at) {
      const waitMs = last.created_at.getTime() + L.otpResendCooldownMs - now.getTime();
      if (waitMs > 0) throw new Refusal(M.otpCooldown(Math.ceil(waitMs / 1000)));
    }
    if (recent.length >= L.otpSendsPerWindow) throw new Refusal(M.emailSendLimit);
    await pins.checkSecret(lead, {
      good: async (row) => row.pin_hash !== null && (await verifyPin(keys, row.pin_hash, input.pin)),
      dummy: () => verifyDummyPin(keys, input.pin),
      wrong: M.emailPinWrong,
      locked: M.loginLocked,
    });
    const code = newOtpCode();
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE email_changes SET superseded_at = $2
          WHERE lead_id = $1 AND verified_at IS NULL AND superseded_at IS NULL`,
        [lead.lead_id, now],
      );
      await tx.query(
        `INSERT INTO email_changes (lead_id, new_email, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [lead.lead_id, email, codeHash(lead.lead_id, email, code), now, later(now, L.emailCodeLifeMs)],
      );
    });
    await sender.send({
      to: email,
      subject: 'Your SAVE & WIN e-mail code',
      text: `Your SAVE & WIN code is ${code}. Enter it in the portal to confirm this e-mail address. It expires in 15 minutes. Never share it with anyone. If you did not ask for it, ignore this e-mail.`,
    });
    return { email, expiresInSeconds: L.emailCodeLifeMs / 1000 };
  }

  /** The code sent to the new address: right → the address changes, verified; wrong → a try. */
  async function confirmEmailChange(
    auth: Caller | null,
    input: { code: string },
  ): Promise<{ email: string; previous: string | null }> {
    const caller = signedIn(auth);
    if (!isSixDigitSecret(input.code)) throw new Refusal(M.emailCodeFormat);
    const changed = await otp.runOtpCheck(async (tx) => {
      const rows = await tx.query<ChangeRow>(
        `SELECT change_id, new_email, code_hash, created_at, expires_at, attempts FROM email_changes
          WHERE lead_id = $1 AND verified_at IS NULL AND superseded_at IS NULL
          ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [caller.leadId],
      );
      const change = rows[0];
      const now = deps.now();
      if (!change) throw new Refusal(M.emailChangeNone);
      if (change.expires_at.getTime() <= now.getTime()) throw new Refusal(M.otpExpired);
      if (change.attempts >= L.otpMaxTries) throw new Refusal(M.otpTriesExhausted);
      if (!sameHash(change.code_hash, codeHash(caller.leadId, change.new_email, input.code))) {
        const attempts = change.attempts + 1;
        await tx.query('UPDATE email_changes SET attempts = $2 WHERE change_id = $1', [
          change.change_id,
          attempts,
        ]);
        throw new Refusal(
          attempts >= L.otpMaxTries ? M.otpTriesExhausted : M.otpWrong(L.otpMaxTries - attempts),
        );
      }
      const leads = await tx.query<{
        email: string | null;
        mobile_number: string | null;
        customer_number: string | null;
      }>(
        `SELECT email, mobile_number, customer_number FROM leads
          WHERE lead_id = $1 AND deleted_at IS NULL FOR UPDATE`,
        [caller.leadId],
      );
      const lead = leads[0];
      if (!lead) throw new Unauthenticated(M.sessionExpired);
      await tx.query('UPDATE email_changes SET verified_at = $2 WHERE change_id = $1', [
        change.change_id,
        now,
      ]);
      await tx.query(
        'UPDATE leads SET email = $2, email_verified_at = $3, updated_at = $3 WHERE lead_id = $1',
        [caller.leadId, change.new_email, now],
      );
      const isNew = lead.email?.toLowerCase() !== change.new_email.toLowerCase();
      if (isNew && lead.mobile_number) {
        // Queued with the change, texted after it commits, whatever the customer's alert choices.
        await securityAlert(tx, {
          mobileNumber: lead.mobile_number,
          customerNumber: lead.customer_number,
          title: M.emailChangedTitle,
          message: M.emailChangedAlert(maskEmail(change.new_email)),
          at: now,
          dedupeKey: `email-changed:${change.change_id}`,
        });
      }
      return { email: change.new_email, previous: isNew ? lead.email : null };
    });
    if (changed.previous && EMAIL.test(changed.previous) && deps.email) {
      // The old address hears of it too; a failure to reach it changes nothing already done.
      await deps.email
        .send({
          to: changed.previous,
          subject: 'Your SAVE & WIN e-mail was changed',
          text: `The e-mail of your SAVE & WIN profile was changed to ${maskEmail(changed.email)}. If this was not you, reset your PIN from the sign-in page and contact SAVE & WIN support at once.`,
        })
        .catch(() => undefined);
    }
    return changed;
  }

  return { requestEmailChange, confirmEmailChange };
}
