// What the security suites look at after a request: whether anything was written (row counts of
// every table) and whether a refusal's message is one a person can read.
import type { TestGateway } from '../support/server';

/** Row counts of every table: equal before and after means nothing was written. */
export async function fingerprint(gateway: TestGateway): Promise<Record<string, number>> {
  const tables = await gateway.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts = await gateway.db.query<{ name: string; n: number }>(
    tables
      .map((t) => `SELECT '${t.table_name}' AS name, count(*)::int AS n FROM "${t.table_name}"`)
      .join(' UNION ALL '),
  );
  return Object.fromEntries(counts.map((row) => [row.name, row.n]));
}

/** A message for a person: present, short, no stack trace, no internals. */
export function readable(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.length > 0 &&
    message.length <= 500 &&
    !/\bat .+:\d+:\d+|\[object |undefined|TypeError|ReferenceError|SQL|stack/i.test(message)
  );
}

/** "200×3 404×1" for the summary. */
export function tally(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([key, n]) => `${key}×${n}`)
    .join(' ');
}
