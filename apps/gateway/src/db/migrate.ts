// Applies the SQL files in db/migrations in name order, each once, each in its own transaction.
// One set of migrations serves PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Database, Queryable } from './database';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export function listMigrations(): { version: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(migrationsDir + name, 'utf8'),
    }));
}

/** Returns the versions applied by this call (empty when the database was up to date). */
export async function migrate(db: Database): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const migration of listMigrations()) {
    const done = await db.transaction(async (tx) => {
      // Two gateway processes starting together on one PostgreSQL must not both migrate.
      if (db.dialect === 'postgres') {
        // A migration may rewrite a large table, and waits for another instance's migration:
        // DATABASE_STATEMENT_TIMEOUT_MS is for requests.
        await tx.query('SET LOCAL statement_timeout = 0');
        await tx.query('SELECT pg_advisory_xact_lock(724501)');
      }
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The command that brings a database's schema up to the code's (package.json's `migrate`). */
export const MIGRATE_COMMAND = 'npm run migrate';

/**
 * The code's migrations the database has not applied (oldest first; empty when its schema is
 * current). Migrations the database has and the code does not (a newer release applied them during
 * a rolling upgrade) are fine: migrations only expand the schema the code before them uses.
 */
export async function missingMigrations(db: Queryable): Promise<string[]> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
  );
  const applied = new Set(
    exists[0]?.present
      ? (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        )
      : [],
  );
  return listMigrations()
    .map((migration) => migration.version)
    .filter((version) => !applied.has(version));
}

/** The database's schema is older than the code: the gateway must not serve on it. */
export class SchemaBehind extends Error {
  override name = 'SchemaBehind';
  constructor(readonly missing: readonly string[]) {
    super(
      `the database schema is behind this version of the gateway (${missing.length} migration(s) not applied, ` +
        `from ${missing[0]}): run \`${MIGRATE_COMMAND}\` with the same DATABASE_URL, then start again`,
    );
  }
}

/** Throws SchemaBehind when a migration of the code is not applied (checked before serving). */
export async function assertSchemaCurrent(db: Queryable): Promise<void> {
  const missing = await missingMigrations(db);
  if (missing.length > 0) throw new SchemaBehind(missing);
}
