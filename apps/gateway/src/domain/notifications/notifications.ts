// The customer's notifications (the bell): written by the product flows and jobs through
// common.notify, listed newest first, counted while unread, marked read one by one. A signed-in
// customer without an account yet has a bell too: notices addressed to the lead (a KYC decision)
// show there, and stay after the account opens.
import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import { notFound, SIGN_IN_MESSAGE } from '../common';
import { NotYours, Unauthenticated } from '../errors';
import { ok, type Outcome } from '../outcome';

export interface NotificationView {
  id: string;
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
  link: string | null;
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'We could not find that notification.',
  notYours: 'You can only see your own notifications.',
} as const;

/** Whose bell: the customer number (once there is one) and the lead, either of which a notice names. */
function owner(auth: Caller | null): { customerNumber: string | null; leadId: string } {
  if (!auth || auth.kind !== 'customer') throw new Unauthenticated(SIGN_IN_MESSAGE);
  return { customerNumber: auth.customerNumber, leadId: auth.leadId };
}

export function createNotifications(deps: { db: Database; now(): Date }) {
  const { db } = deps;

  async function list(auth: Caller | null, limit = 20): Promise<Outcome<NotificationView[]>> {
    const caller = owner(auth);
    const size = Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : 20;
    const rows = await db.query<{
      notification_id: string;
      title: string;
      message: string;
      link: string | null;
      created_at: Date | string;
      read_at: Date | string | null;
    }>(
      `SELECT notification_id, title, message, link, created_at, read_at FROM notifications
        WHERE customer_number = $1 OR lead_id = $3 ORDER BY created_at DESC, notification_id LIMIT $2`,
      [caller.customerNumber, size, caller.leadId],
    );
    return ok(
      rows.map((r) => ({
        id: r.notification_id,
        title: r.title,
        message: r.message,
        createdAt: new Date(r.created_at).toISOString(),
        read: r.read_at !== null,
        link: r.link,
      })),
      '',
    );
  }

  async function unreadCount(auth: Caller | null): Promise<Outcome<{ count: number }>> {
    const caller = owner(auth);
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::bigint AS count FROM notifications
        WHERE (customer_number = $1 OR lead_id = $2) AND read_at IS NULL`,
      [caller.customerNumber, caller.leadId],
    );
    return ok({ count: Number(row?.count ?? 0) }, '');
  }

  async function markRead(auth: Caller | null, id: string): Promise<Outcome<boolean>> {
    const caller = owner(auth);
    const [row] = await db.query<{ customer_number: string | null; lead_id: string | null }>(
      `SELECT customer_number, lead_id FROM notifications WHERE notification_id = $1`,
      [id],
    );
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const mine =
      (row.customer_number !== null && row.customer_number === caller.customerNumber) ||
      (row.lead_id !== null && row.lead_id === caller.leadId);
    if (!mine) throw new NotYours(NOTIFICATION_MESSAGES.notYours);
    await db.query(`UPDATE notifications SET read_at = coalesce(read_at, $2) WHERE notification_id = $1`, [
      id,
      deps.now().toISOString(),
    ]);
    return ok(true, '');
  }

  return { list, unreadCount, markRead };
}

export type Notifications = ReturnType<typeof createNotifications>;
