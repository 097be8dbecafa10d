// The gateway as the money-in-flight suite runs it in a child process: crash-gateway.ts's real
// building blocks (on PGlite in DATA_DIR, or PostgreSQL in DB_SCHEMA of DATABASE_URL) plus the
// outbox worker and reconciliation on short timers, with the sandbox network wrapped so the
// process kills itself (SIGKILL) at one of three moments, once each (a marker file in DATA_DIR),
// for the movement whose narration names it (a collection's, read from the ledger: the phone
// shows the gateway's text):
//   crash:before-send   after the reservation's commit, before the payout reaches the network
//   crash:after-answer  after the network answered the payout, before the ledger records it
//   crash:callback-lost after the payer approved on the phone, before the ledger hears of it
// Every call that reaches the network is appended to DATA_DIR/network.log (kind and reference).
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { MomoRequest } from '../../src/adapters/momo/momo';
import { createSandboxMomo } from '../../src/adapters/momo/sandboxMomo';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { IDENTITY_LIMITS } from '../../src/domain/identity/messages';
import { buildServer } from '../../src/http/server';
import { startOutboxJobs } from '../../src/jobs/outbox';
import { seed } from '../../src/seed/seed';
import { createServices } from '../../src/services';

(IDENTITY_LIMITS as Record<string, number>).otpResendCooldownMs = 0;
(IDENTITY_LIMITS as Record<string, number>).otpSendsPerWindow = 1_000;

const config = loadConfig(process.env);
const db = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, schema: process.env.DB_SCHEMA!, maxConnections: 4 }
    : { dataDir: join(config.dataDir, 'pglite') },
);
await migrate(db);

function crashOnce(point: string, request: { narration: string }): void {
  if (request.narration !== `crash:${point}`) return;
  const marker = join(config.dataDir, `crashed-${point}`);
  if (existsSync(marker)) return;
  writeFileSync(marker, '');
  process.kill(process.pid, 'SIGKILL');
}
const logCall = (kind: string, request: MomoRequest) =>
  appendFileSync(join(config.dataDir, 'network.log'), `${kind} ${request.transactionId}\n`);

const services = createServices({
  config,
  db,
  print: () => {},
  adapters: (deps) => {
    const network = createSandboxMomo(deps);
    return {
      momo: {
        ...network,
        async disburse(request) {
          crashOnce('before-send', request);
          const outcome = await network.disburse(request);
          logCall('disburse', request);
          crashOnce('after-answer', request);
          return outcome;
        },
        async decide(promptId, decision) {
          const result = await network.decide(promptId, decision);
          // The phone shows the gateway's text, not the movement's narration: read that from the
          // movement itself.
          if (result.kind === 'decided') {
            const [movement] = await db.query<{ narration: string }>(
              'SELECT narration FROM ledger_transactions WHERE transaction_id = $1',
              [result.prompt.transactionId],
            );
            crashOnce('callback-lost', { narration: movement?.narration ?? '' });
          }
          return result;
        },
      },
    };
  },
});
await seed(services);
const app = await buildServer(services, { rateLimitPerMinute: 100_000 });
const stopJobs = startOutboxJobs(services, { intervalMs: 150, reconcileMs: 150 });
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : config.port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => stopJobs())
    .then(() => db.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
