// `npm run migrate`: brings the gateway's database (DATABASE_URL, else PGlite in DATA_DIR) up to
// the schema of this code and stops. Production runs it as its own step before starting the new
// version (README, "Running in production"), since the production start (a built gateway, main.ts)
// migrates nothing; `npm start`'s demo still migrates as it starts. Two runs at once on one
// PostgreSQL apply each migration once (db/migrate.ts's lock).
import { join } from 'node:path';

import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { listMigrations, migrate } from './db/migrate';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  // The gateway's own configuration, so the database migrated is the one it will open.
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${join(config.dataDir, 'pglite')}`;
  const db = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
  );
  try {
    const applied = await migrate(db);
    const total = listMigrations().length;
    print(
      applied.length === 0
        ? `The database is up to date: ${where}, ${total} migrations.`
        : `Migrated ${where}: applied ${applied.join(', ')} (${total} migrations in all).`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  print(
    error instanceof ConfigError
      ? `The database cannot be migrated: ${error.message}`
      : `The migration failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
