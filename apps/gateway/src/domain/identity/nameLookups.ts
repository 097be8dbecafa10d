// What the audit trail of name look-ups (http/nameLookups.ts, table name_lookups) tells the
// ledger: whether a customer learned who holds an account through the audited, budgeted
// verify-account look-up lately, so a transfer may name the recipient to them in full.
import type { Queryable } from '../../db/database';

/** How long a found look-up lets transfers to that account name its holder to the customer. */
export const NAME_LOOKUP_MEMORY_MS = 24 * 60 * 60_000;

export function nameLookedUp(now: () => Date) {
  return async (q: Queryable, customerNumber: string, accountNumber: string): Promise<boolean> => {
    const rows = await q.query(
      `SELECT 1 FROM name_lookups n JOIN leads l ON n.caller = l.lead_id::text
        WHERE l.customer_number = $1 AND n.caller_kind = 'customer' AND n.operation = 'verifyAccount'
          AND n.target = $2 AND n.found AND n.looked_up_at > $3
        LIMIT 1`,
      [customerNumber, accountNumber, new Date(now().getTime() - NAME_LOOKUP_MEMORY_MS)],
    );
    return rows.length > 0;
  };
}
