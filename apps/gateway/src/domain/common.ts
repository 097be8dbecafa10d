// What every product operation shares: who the caller is, ownership of the customer number a
// request names, the name a customer goes by, opaque ids, and the notice a flow leaves in the
// customer's notifications.
import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db/database';

import type { Caller } from './caller';
import { DomainError, NotYours, Refusal, Unauthenticated } from './errors';
import { KYC_REQUIRED_MESSAGE } from './ledger/index';

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

export interface ProductCaller {
  customerNumber: string;
  mobileNumber: string;
  leadId: string;
}

/**
 * A signed-in customer with a subscription. No credential (or a payer's) is 401; a customer
 * without KYC yet is a readable refusal.
 */
export function requireCustomer(auth: Caller | null): ProductCaller {
  if (!auth || auth.kind !== 'customer') throw new Unauthenticated(SIGN_IN_MESSAGE);
  if (!auth.customerNumber) throw new Refusal(KYC_REQUIRED_MESSAGE);
  return { customerNumber: auth.customerNumber, mobileNumber: auth.mobileNumber, leadId: auth.leadId };
}

/**
 * SQL for the name a customer goes by in the portal, over their `leads` row `alias`: the profile
 * name they chose, else their first name (never the full legal name another customer could read).
 */
export function nameGoneBySql(alias: string): string {
  return `coalesce(nullif(trim(${alias}.profile_name), ''), nullif(trim(${alias}.first_name), ''))`;
}

/** The name a customer goes by in the portal (nameGoneBySql), or null when they have none. */
export async function nameGoneBy(q: Queryable, customerNumber: string): Promise<string | null> {
  const [row] = await q.query<{ name: string | null }>(
    `SELECT ${nameGoneBySql('l')} AS name FROM leads l WHERE l.customer_number = $1`,
    [customerNumber],
  );
  return row?.name ?? null;
}

/** The customer number a request names must be the caller's own (403 otherwise). */
export function requireOwnCustomerNumber(caller: ProductCaller, customerNumber: string, what: string): void {
  if (customerNumber !== caller.customerNumber)
    throw new NotYours(`You can only see or change your own ${what}.`);
}

/** An unguessable id of the contract's Identifier shape, with a readable prefix. */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function notFound(message: string): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/** The alerts a customer may switch off (security alerts always go). */
export const ALERT_KINDS = ['money-in', 'money-out', 'payouts', 'prizes'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The text of an SMS alert: the bell's title and message, within one long SMS. */
export function alertText(title: string, message: string): string {
  return `SAVE & WIN: ${title}. ${message}`.slice(0, 480);
}

/**
 * Writes a notification; with a dedupe key it is written at most once. With `alert` it is also
 * queued as an SMS to the customer's phone (notifications/alerts.ts delivers it after commit)
 * unless the customer switched that kind of alert off.
 */
export async function notify(
  q: Queryable,
  input: {
    customerNumber: string;
    title: string;
    message: string;
    link?: string | null;
    at: Date;
    dedupeKey?: string;
    alert?: AlertKind;
  },
): Promise<void> {
  if (input.alert) {
    await q.query(
      `INSERT INTO sms_alerts (mobile_number, kind, message, created_at, dedupe_key)
       SELECT l.mobile_number, $2, $3, $4, $5 FROM leads l
        WHERE l.customer_number = $1 AND l.mobile_number IS NOT NULL AND l.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM alert_preferences p
                           WHERE p.lead_id = l.lead_id AND p.kind = $2 AND NOT p.enabled)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        input.customerNumber,
        input.alert,
        alertText(input.title, input.message),
        input.at.toISOString(),
        input.dedupeKey ?? null,
      ],
    );
  }
  await q.query(
    `INSERT INTO notifications (notification_id, customer_number, title, message, link, created_at, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      newId('N'),
      input.customerNumber,
      input.title,
      input.message,
      input.link ?? null,
      input.at.toISOString(),
      input.dedupeKey ?? null,
    ],
  );
}

type NoticeInput = Parameters<typeof notify>[1];

/**
 * `notify` for many notices in two statements whatever their number: for a batch of transfers
 * posted together (the ledger's group commit), whose transaction holds the accounts' locks while
 * it writes them.
 */
export async function notifyAll(q: Queryable, inputs: readonly NoticeInput[]): Promise<void> {
  const alerts = inputs.filter((input) => input.alert);
  if (alerts.length > 0) {
    await q.query(
      `INSERT INTO sms_alerts (mobile_number, kind, message, created_at, dedupe_key)
       SELECT l.mobile_number, a.kind, a.message, a.created_at, a.dedupe_key
         FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])
              WITH ORDINALITY AS a(customer_number, kind, message, created_at, dedupe_key, n)
         JOIN leads l ON l.customer_number = a.customer_number
        WHERE l.mobile_number IS NOT NULL AND l.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM alert_preferences p
                           WHERE p.lead_id = l.lead_id AND p.kind = a.kind AND NOT p.enabled)
        ORDER BY a.n
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        alerts.map((a) => a.customerNumber),
        alerts.map((a) => a.alert!),
        alerts.map((a) => alertText(a.title, a.message)),
        alerts.map((a) => a.at.toISOString()),
        alerts.map((a) => a.dedupeKey ?? null),
      ],
    );
  }
  if (inputs.length === 0) return;
  await q.query(
    `INSERT INTO notifications (notification_id, customer_number, title, message, link, created_at, dedupe_key)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[])
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      inputs.map(() => newId('N')),
      inputs.map((i) => i.customerNumber),
      inputs.map((i) => i.title),
      inputs.map((i) => i.message),
      inputs.map((i) => i.link ?? null),
      inputs.map((i) => i.at.toISOString()),
      inputs.map((i) => i.dedupeKey ?? null),
    ],
  );
}
