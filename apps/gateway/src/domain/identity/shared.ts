// What every part of identity shares: its dependencies, the lead row and the input checks that
// turn a typed number or PIN into a refusal a customer can read.
import { isSixDigitSecret, normaliseMobileNumber } from '@savewin/core';

import type { EmailAdapter } from '../../adapters/email/email';
import type { IdVerificationAdapter } from '../../adapters/idVerification/idVerification';
import type { SmsAdapter } from '../../adapters/sms/sms';
import type { Database, Queryable } from '../../db/database';
import { Refusal } from '../errors';
import { securityAlert } from '../notifications/alerts';

import { MESSAGES as M } from './messages';
import type { SecretKeys } from './secrets';

export interface IdentityDeps {
  db: Database;
  keys: SecretKeys;
  now(): Date;
  sms: SmsAdapter;
  /** Where codes proving a new e-mail address go; null (or absent) when no e-mail can be sent. */
  email?: EmailAdapter | null;
  /** Matches a PIN reset's selfie against the KYC photo; without it a reset cannot finish. */
  idVerification?: IdVerificationAdapter;
  /**
   * What profile deletion asks of the ledger: the customer's total balance in pesewas, and
   * closing their accounts inside the deletion's transaction, which the ledger refuses with a
   * reason while any movement of the customer is still in flight.
   */
  accounts?: {
    totalBalance(q: Queryable, customerNumber: string): Promise<number>;
    close(
      tx: Queryable,
      customerNumber: string,
    ): Promise<{ closed: true } | { closed: false; reason: string }>;
  };
}

export interface LeadRow {
  lead_id: string;
  mobile_number: string | null;
  profile_name: string | null;
  email: string | null;
  /** When the current e-mail was proved with a code sent to it; null: never (sign-up's is not). */
  email_verified_at: Date | null;
  pin_hash: string | null;
  failed_pin_attempts: number;
  locked_until: Date | null;
  /** Recovery's own lock-out (a PIN reset's wrong Ghana Card numbers and selfies). */
  recovery_failures: number;
  recovery_locked_until: Date | null;
  customer_number: string | null;
  first_name: string | null;
  last_name: string | null;
  kyc_status: 'NOT_STARTED' | 'PENDING' | 'VERIFIED' | 'REJECTED';
  created_at: Date;
  deleted_at: Date | null;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requireNumber(input: string): string {
  const local = normaliseMobileNumber(input);
  if (local === null) throw new Refusal(M.invalidNumber);
  return local;
}

export function requirePinFormat(pin: string): void {
  if (!isSixDigitSecret(pin)) throw new Refusal(M.pinFormat);
}

export function later(now: Date, ms: number): Date {
  return new Date(now.getTime() + ms);
}

export async function leadByNumber(q: Queryable, mobileNumber: string): Promise<LeadRow | undefined> {
  const rows = await q.query<LeadRow>('SELECT * FROM leads WHERE mobile_number = $1 AND deleted_at IS NULL', [
    mobileNumber,
  ]);
  return rows[0];
}

export async function leadById(q: Queryable, leadId: string): Promise<LeadRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return undefined;
  const rows = await q.query<LeadRow>('SELECT * FROM leads WHERE lead_id = $1', [leadId]);
  return rows[0];
}

/**
 * The security alert of a new PIN (always texted, e-mailed to a verified address, also in the
 * bell), inside the change's transaction: a change with the old PIN, or a reset (forgot PIN).
 */
export async function pinChangedAlert(
  q: Queryable,
  leadId: string,
  at: Date,
  how: 'change' | 'reset' = 'change',
): Promise<void> {
  const rows = await q.query<{ mobile_number: string | null; customer_number: string | null }>(
    'SELECT mobile_number, customer_number FROM leads WHERE lead_id = $1',
    [leadId],
  );
  const lead = rows[0];
  if (!lead?.mobile_number) return;
  await securityAlert(q, {
    mobileNumber: lead.mobile_number,
    customerNumber: lead.customer_number,
    title: how === 'reset' ? M.pinResetTitle : M.pinChangedTitle,
    message: how === 'reset' ? M.pinResetAlert : M.pinChangedAlert,
    at,
  });
}
