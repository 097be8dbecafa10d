// Gives each test file a fresh, migrated database on the engine under test: a clone of a migrated
// PGlite template (fast), or its own schema in PostgreSQL, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import pg from 'pg';
import { inject } from 'vitest';

import { createPglite, openDatabase, wrapPglite, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

export const engine: 'pglite' | 'postgres' =
  process.env.GATEWAY_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let template: Blob | File | undefined;

export interface TestDatabase {
  db: Database;
  /** Closes the connection and removes the schema (PostgreSQL). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required when GATEWAY_TEST_ENGINE=postgres');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase({ url, schema, maxConnections: 20 });
    await migrate(db);
    return {
      db,
      async dispose() {
        await db.close();
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        try {
          await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await admin.end();
        }
      },
    };
  }
  if (!template) {
    // Creating and migrating a PGlite database takes seconds; loading a dump of one is quick.
    // The global setup dumps one per run; without it (a file run on its own) build one here.
    const path = inject('pgliteTemplatePath');
    if (path) {
      template = new Blob([readFileSync(path)]);
    } else {
      const fresh = await createPglite();
      await migrate(wrapPglite(fresh));
      template = await fresh.dumpDataDir('none');
      await fresh.close();
    }
  }
  const db = wrapPglite(await createPglite({ loadDataDir: template }));
  return { db, dispose: () => db.close() };
}
