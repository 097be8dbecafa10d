// The gateway as the crash-safety suite runs it in a child process: the real building blocks of
// src/main.ts (configuration from the environment, PGlite in DATA_DIR, migrations, the idempotent
// seed, services, server) without the portal build and the background jobs, listening on PORT
// (0: any free port, printed as `listening <port>`). The suite kills it with SIGKILL mid-load and
// starts it again on the same data directory. No OTP resend cooldown, so every cycle can sign in.
import { join } from 'node:path';

import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { IDENTITY_LIMITS } from '../../src/domain/identity/messages';
import { buildServer } from '../../src/http/server';
import { seed } from '../../src/seed/seed';
import { createServices } from '../../src/services';

(IDENTITY_LIMITS as Record<string, number>).otpResendCooldownMs = 0;
(IDENTITY_LIMITS as Record<string, number>).otpSendsPerWindow = 1_000;

const config = loadConfig(process.env);
const db = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
await migrate(db);
const services = createServices({ config, db, print: () => {} });
await seed(services);
const app = await buildServer(services, { rateLimitPerMinute: 100_000 });
await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : config.port}`);
