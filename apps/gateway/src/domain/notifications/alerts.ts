// Alerts by SMS: what the bell says, also texted to the customer's phone. Written to sms_alerts
// in the transaction of the event (see common.notify and securityAlert) and delivered after
// commit by `deliver` (the outbox worker, jobs/outbox.ts, and settle() in tests); a text that fails stays
// pending and is tried again. Customers choose per kind; security alerts always go, and go to the
// customer's verified e-mail as well (email_alerts): a swapped SIM must not be the only place the
// owner hears that the PIN was reset or a new device signed in.
import type { EmailAdapter } from '../../adapters/email/email';
import type { SmsAdapter } from '../../adapters/sms/sms';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { ALERT_KINDS, alertText, type AlertKind } from '../common';
import { Refusal, Unauthenticated } from '../errors';

export { ALERT_KINDS, alertText, type AlertKind };

export const ALERT_MESSAGES = {
  saved: 'Your alert choices have been saved.',
  unknownKind: 'Please choose alerts from the list.',
} as const;

/**
 * A security alert (PIN changed or reset, sign-in from a new device, e-mail changed): always
 * texted, whatever the customer's choices, e-mailed to the profile's verified address (one proved
 * with a code sent to it), and also put in the bell when the customer has an account.
 */
export async function securityAlert(
  q: Queryable,
  input: {
    mobileNumber: string;
    customerNumber: string | null;
    title: string;
    message: string;
    at: Date;
    dedupeKey?: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO sms_alerts (mobile_number, kind, message, created_at, dedupe_key)
     VALUES ($1, 'security', $2, $3, $4) ON CONFLICT (dedupe_key) DO NOTHING`,
    [input.mobileNumber, alertText(input.title, input.message), input.at, input.dedupeKey ?? null],
  );
  await q.query(
    `INSERT INTO email_alerts (email, subject, message, created_at, dedupe_key)
     SELECT email, $2, $3, $4, $5 FROM leads
      WHERE mobile_number = $1 AND deleted_at IS NULL AND email IS NOT NULL AND email_verified_at IS NOT NULL
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      input.mobileNumber,
      `SAVE & WIN: ${input.title}`,
      input.message,
      input.at,
      input.dedupeKey ? `email:${input.dedupeKey}` : null,
    ],
  );
  if (input.customerNumber) {
    await q.query(
      `INSERT INTO notifications (notification_id, customer_number, title, message, link, created_at, dedupe_key)
       VALUES ('N' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, '/settings/security', $4, $5)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [input.customerNumber, input.title, input.message, input.at, input.dedupeKey ?? null],
    );
  }
}

export function createAlerts(deps: {
  db: Database;
  sms: SmsAdapter;
  /** Where security alerts are e-mailed; null: none can be sent (they wait, pending). */
  email?: EmailAdapter | null;
  now(): Date;
}) {
  const { db } = deps;

  /** Sends pending alerts (texts, then e-mails), oldest first; each is marked sent only once the adapter took it. */
  async function deliver(batch = 50): Promise<number> {
    return (await deliverTexts(batch)) + (await deliverEmails(batch));
  }

  async function deliverEmails(batch: number): Promise<number> {
    const email = deps.email;
    if (!email) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ alert_id: string; email: string; subject: string; message: string }>(
          `SELECT alert_id, email, subject, message FROM email_alerts WHERE sent_at IS NULL
            ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [batch],
        );
        const done: string[] = [];
        for (const row of rows) {
          try {
            await email.send({ to: row.email, subject: row.subject, text: row.message });
            done.push(row.alert_id);
          } catch {
            // Left pending: the next delivery tries again.
          }
        }
        for (const id of done) {
          await tx.query('UPDATE email_alerts SET sent_at = $2 WHERE alert_id = $1', [id, deps.now()]);
        }
        return { found: rows.length, done: done.length };
      });
      sent += claimed.done;
      if (claimed.found < batch || claimed.done === 0) return sent;
    }
  }

  async function deliverTexts(batch: number): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx.query<{ alert_id: string; mobile_number: string; message: string }>(
          `SELECT alert_id, mobile_number, message FROM sms_alerts WHERE sent_at IS NULL
            ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [batch],
        );
        const done: string[] = [];
        for (const row of rows) {
          try {
            await deps.sms.send(row.mobile_number, row.message);
            done.push(row.alert_id);
          } catch {
            // Left pending: the next delivery tries again.
          }
        }
        for (const id of done) {
          await tx.query('UPDATE sms_alerts SET sent_at = $2 WHERE alert_id = $1', [id, deps.now()]);
        }
        return { found: rows.length, done: done.length };
      });
      sent += claimed.done;
      if (claimed.found < batch || claimed.done === 0) return sent;
    }
  }

  /** The customer's choice per kind (on unless switched off). */
  async function preferences(auth: Caller | null): Promise<Record<AlertKind, boolean>> {
    const caller = requireAnyCustomer(auth);
    const rows = await db.query<{ kind: AlertKind; enabled: boolean }>(
      'SELECT kind, enabled FROM alert_preferences WHERE lead_id = $1',
      [caller.leadId],
    );
    const choices = Object.fromEntries(ALERT_KINDS.map((k) => [k, true])) as Record<AlertKind, boolean>;
    for (const row of rows) choices[row.kind] = row.enabled;
    return choices;
  }

  async function setPreferences(
    auth: Caller | null,
    input: Partial<Record<string, boolean>>,
  ): Promise<Record<AlertKind, boolean>> {
    const caller = requireAnyCustomer(auth);
    const entries = Object.entries(input);
    if (
      entries.some(
        ([kind, on]) => !(ALERT_KINDS as readonly string[]).includes(kind) || typeof on !== 'boolean',
      )
    )
      throw new Refusal(ALERT_MESSAGES.unknownKind);
    await db.transaction(async (tx) => {
      for (const [kind, enabled] of entries) {
        await tx.query(
          `INSERT INTO alert_preferences (lead_id, kind, enabled, updated_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (lead_id, kind) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = EXCLUDED.updated_at`,
          [caller.leadId, kind, enabled, deps.now()],
        );
      }
    });
    return preferences(auth);
  }

  return { deliver, preferences, setPreferences };
}

/** Any signed-in customer, with or without an account yet (choices belong to the profile). */
function requireAnyCustomer(auth: Caller | null) {
  if (auth?.kind !== 'customer') throw new Unauthenticated('Please sign in to continue.');
  return auth;
}

export type Alerts = ReturnType<typeof createAlerts>;
