// Reads that may go to a streaming replica (DATABASE_REPLICA_URL), and only those: a customer's
// statement (JSON or CSV) of a period that ended REPLICA_CLOSED_DAYS or more UTC days before today.
// A replica applies the primary's changes a moment later (replication lag: usually under a
// second, longer when it is busy or the network is). A customer who has just moved money and
// opens today's statement must see the movement, so anything that can include today, or the
// days a movement still in flight may change (reconciliation settles those within hours), reads
// the primary; a closed period's rows no longer change, so a lagging replica answers them right.
// A replica that fails a read (down, restarting, too far behind to serve: PostgreSQL cancels the
// query) is not an outage: the read goes to the primary. Everything else, writes and the checks
// that guard a read (whose account it is), uses the primary.
import type { Queryable } from './database';

/** Statements whose last day is at least this many UTC days before today read the replica. */
export const REPLICA_CLOSED_DAYS = 2;
const DAY_MS = 86_400_000;

/** Whether a statement of `query`'s period may be read from a replica, on `now`'s day. */
export function closedPeriod(query: { from?: string; to?: string }, now: Date): boolean {
  // A period without an end runs to today; an end that is not a date is the ledger's to refuse,
  // on the primary, with its own message.
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(query.to ?? '');
  if (!match) return false;
  const lastDay = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(lastDay)) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return lastDay <= today - REPLICA_CLOSED_DAYS * DAY_MS;
}

/**
 * What a statement of `query` is read from: the replica when one is set and the period is
 * closed (falling back to the primary when the replica fails), the primary otherwise.
 */
export function statementSource(
  primary: Queryable,
  replica: Queryable | undefined,
  query: { from?: string; to?: string },
  now: Date,
): Queryable {
  if (!replica || !closedPeriod(query, now)) return primary;
  return {
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      try {
        return await replica.query<Row>(sql, params);
      } catch {
        return primary.query<Row>(sql, params);
      }
    },
    // A read never runs scripts; were one run here, it would belong on the primary.
    exec: (sql: string) => primary.exec(sql),
  };
}
