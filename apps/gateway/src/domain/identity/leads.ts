// Leads (registrations): created after a verified sign-up code, changed only by their owner,
// deleted with their sessions and personal data while money and records stay.

import type { Caller } from '../caller';
import { NotYours, Refusal, Unauthenticated } from '../errors';

import { IDENTITY_LIMITS as L, MESSAGES as M } from './messages';
import { verifier } from './otp';
import { hashPin } from './secrets';
import {
  EMAIL,
  leadById,
  leadByNumber,
  pinChangedAlert,
  requireNumber,
  requirePinFormat,
  type IdentityDeps,
  type LeadRow,
} from './shared';

export function createLeads(deps: IdentityDeps) {
  const { db, keys } = deps;

  async function findLead(mobileInput: string): Promise<LeadRow | undefined> {
    return leadByNumber(db, requireNumber(mobileInput));
  }

  /**
   * Registers a lead for a number whose sign-up code `client` proved (validateOtp without a
   * credential, from the same client): another client's proof registers nothing, and a proof
   * registers once.
   */
  async function createLead(
    input: {
      profileName: string;
      mobileNumber: string;
      email: string;
      pin: string;
    },
    client: string,
  ): Promise<LeadRow> {
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
            AND purpose = 'check' AND verified_by = $3
          ORDER BY verified_at DESC LIMIT 1 FOR UPDATE`,
        [
          mobileNumber,
          new Date(now.getTime() - L.signupOtpUseWithinMs),
          verifier({ kind: 'anonymous', client }),
        ],
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
    auth: Caller | null,
    leadId: string,
  ): asserts auth is Extract<Caller, { kind: 'customer' }> {
    if (!auth || auth.kind !== 'customer') throw new Unauthenticated(M.signInRequired);
    if (auth.leadId !== leadId) throw new NotYours(M.notYourProfile);
  }

  async function updateLead(
    auth: Caller | null,
    input: { leadId: string; profileName?: string; mobileNumber?: string; email?: string; pin?: string },
  ): Promise<LeadRow> {
    ownLead(auth, input.leadId);
    const lead = await leadById(db, input.leadId);
    if (!lead || lead.deleted_at) throw new NotYours(M.notYourProfile);
    if (input.mobileNumber !== undefined && requireNumber(input.mobileNumber) !== lead.mobile_number) {
      throw new Refusal(M.numberChangeRefused);
    }
    const email = input.email?.trim();
    if (email !== undefined && !EMAIL.test(email)) throw new Refusal(M.email);
    // The address changes only once a code sent to the new one comes back (emailChange.ts).
    if (email !== undefined && email.toLowerCase() !== (lead.email ?? '').toLowerCase()) {
      throw new Refusal(M.emailChangeNeedsCode);
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
    return db.transaction(async (tx) => {
      const rows = await tx.query<LeadRow>(
        `UPDATE leads SET profile_name = COALESCE($2, profile_name), pin_hash = COALESCE($3, pin_hash), updated_at = $4
          WHERE lead_id = $1 RETURNING *`,
        [lead.lead_id, profileName ?? null, pinHash, now],
      );
      if (pinHash) {
        // A new PIN needs a new confirmation before the next change, and ends every other
        // session: whoever signed in with the old PIN (or holds a copied credential) is out.
        await tx.query('UPDATE sessions SET pin_confirmed_at = NULL WHERE session_id = $1', [auth.sessionId]);
        await tx.query(
          `UPDATE sessions SET revoked_at = $3, revoke_reason = 'PIN changed'
            WHERE lead_id = $1 AND session_id <> $2 AND revoked_at IS NULL`,
          [lead.lead_id, auth.sessionId, now],
        );
        await pinChangedAlert(tx, lead.lead_id, now);
      }
      return rows[0] as LeadRow;
    });
  }

  /**
   * Deletes a profile: revokes every session, closes the accounts (only when empty: money is
   * never dropped) and erases the personal data the law does not require us to keep. Ledger
   * history and the KYC record (Anti-Money Laundering Act 2020, Act 1044: records kept for five
   * years) stay, tied to the customer number.
   */
  async function deleteLead(auth: Caller | null, leadId: string): Promise<void> {
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
        const closing = await deps.accounts.close(tx, lead.customer_number);
        if (!closing.closed) throw new Refusal(closing.reason);
      }
      await tx.query(
        `UPDATE sessions SET revoked_at = $2, revoke_reason = 'profile deleted'
          WHERE lead_id = $1 AND revoked_at IS NULL`,
        [leadId, now],
      );
      await tx.query(
        `UPDATE leads SET mobile_number = NULL, profile_name = NULL, email = NULL, email_verified_at = NULL, pin_hash = NULL,
                first_name = NULL, last_name = NULL, failed_pin_attempts = 0, locked_until = NULL,
                deleted_at = $2, updated_at = $2
          WHERE lead_id = $1`,
        [leadId, now],
      );
      await tx.query('UPDATE kyc_requests SET image_jpeg = NULL WHERE lead_id = $1', [leadId]);
      // The card may verify a new profile of its holder.
      await tx.query('DELETE FROM ghana_cards WHERE lead_id = $1', [leadId]);
      await tx.query('DELETE FROM email_changes WHERE lead_id = $1', [leadId]);
    });
  }

  return {
    findLead,
    leadById: (leadId: string) => leadById(db, leadId),
    createLead,
    updateLead,
    deleteLead,
  };
}
