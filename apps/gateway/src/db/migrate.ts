// Applies the SQL files in db/migrations in name order, each once, each in its own transaction.
// One set of migrations serves PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Database } from './database';

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
      if (db.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(724501)');
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
