// The gateway as the crash-safety suite runs it in a child process: the real building blocks of
// src/main.ts (configuration from the environment, PGlite in DATA_DIR, migrations, the idempotent
// seed, services, server) without the portal build and the background jobs, listening on PORT
// (0: any free port, printed as `listening <port>`). The suite kills it with SIGKILL mid-load and
// starts it again on the same data directory. No OTP resend cooldown, so every cycle can sign in.
// CRASH_AFTER_BATCH_COMMIT=1 (with LEDGER_GROUP_COMMIT=on): the process kills itself the moment
// the first batch of transfers that moved money has committed, before any of its answers is sent.
import { join } from 'node:path';

import { loadConfig } from '../../src/config';
import { openDatabase, type Queryable } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { IDENTITY_LIMITS } from '../../src/domain/identity/messages';
import { buildServer } from '../../src/http/server';
import { seed } from '../../src/seed/seed';
import { createServices } from '../../src/services';

(IDENTITY_LIMITS as Record<string, number>).otpResendCooldownMs = 0;
(IDENTITY_LIMITS as Record<string, number>).otpSendsPerWindow = 1_000;

const config = loadConfig(process.env);
const db = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
if (process.env.CRASH_AFTER_BATCH_COMMIT === '1') {
  const transaction = db.transaction.bind(db);
  db.transaction = async <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    let posted = false;
    const result = await transaction((tx) =>
      fn({
        ...tx,
        query: async <R>(sql: string, params?: readonly unknown[]) => {
          const rows = await tx.query<R>(sql, params);
          if (sql.includes('ledger_internal_transfer_batch')) {
            posted ||= (rows as { outcome: string | null }[]).some((r) => r.outcome === 'done');
          }
          return rows;
        },
      } as Queryable),
    );
    if (posted) process.kill(process.pid, 'SIGKILL');
    return result;
  };
}
await migrate(db);
const services = createServices({ config, db, print: () => {} });
await seed(services);
const app = await buildServer(services, { rateLimitPerMinute: 100_000 });
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : config.port}`);
