// What the security suites look at after a request: whether anything was written (a checksum of
// every table's contents, so an UPDATE is seen as well as an INSERT or DELETE) and whether a
// refusal's message is one a person can read; and how they race a request against others.
import type { TestGateway } from '../support/server';

/**
 * Each table's row count and an MD5 of its rows (in a fixed order): equal before and after means
 * nothing was written, changed or removed.
 */
export async function fingerprint(gateway: TestGateway): Promise<Record<string, string>> {
  const tables = await gateway.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const sums = await gateway.db.query<{ name: string; n: number; sum: string }>(
    tables
      .map(
        (t) =>
          `SELECT '${t.table_name}' AS name, count(*)::int AS n,
                  coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r::text)), '') AS sum
             FROM "${t.table_name}" r`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(sums.map((row) => [row.name, `${row.n} rows, md5 ${row.sum}`]));
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

/**
 * Sends `late` once `counted` of the `early` requests have been answered, while the rest are still
 * in flight, and returns every answer, `late`'s last. Requests sent together reach PostgreSQL in
 * any order (PGlite takes them one at a time), so one sent with the others could be among the
 * first; sent after `counted` answers, it comes after those, and still races the rest.
 */
export async function sendAfterAnswers<T>(
  early: Promise<T>[],
  counted: number,
  late: () => Promise<T>,
): Promise<T[]> {
  let answered = 0;
  const enough = new Promise<void>((resolve) => {
    for (const request of early) {
      request.then(
        () => (++answered === counted ? resolve() : undefined),
        () => undefined,
      );
    }
  });
  await Promise.race([enough, Promise.all(early)]);
  return Promise.all([...early, late()]);
}
