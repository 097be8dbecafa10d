// `npm start`: builds the portal when its build is missing or older than its sources, migrates
// and seeds the database, serves portal + API on one port and prints one URL and the demo
// sign-in. SIGTERM/SIGINT/SIGHUP close the server and the database cleanly.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { liveAdapters } from './adapters/registry';
import { ConfigError, loadConfig, repoRoot, type GatewayConfig } from './config';
import { openDatabase } from './db/database';
import { assertSchemaCurrent, migrate, SchemaBehind } from './db/migrate';
import { buildServer } from './http/server';
import { startOutboxJobs } from './jobs/outbox';
import { gatewayJobs, startScheduler } from './jobs/scheduler';
import { DEMO_INTEREST_BPS, seed, seedBillers, seedGoalOptions } from './seed/seed';
import { createServices } from './services';

const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * A built gateway (plain JavaScript from `npm run build`) is production's start: it neither builds
 * the portal nor migrates the database, which `npm run build` and `npm run migrate` do as steps of
 * their own before it. Run from this TypeScript source (`npm start`'s demo) it does both.
 */
const runsFromBuild = !import.meta.url.endsWith('.ts');

function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the portal when it has a build script and its dist is missing or stale. */
function ensurePortal(config: GatewayConfig): string {
  const portal = join(repoRoot, 'apps/portal');
  if (
    runsFromBuild ||
    !existsSync(join(portal, 'package.json')) ||
    process.env.SKIP_PORTAL_BUILD === 'true'
  ) {
    return existsSync(join(config.portalDist, 'index.html')) ? 'built' : 'not built';
  }
  const built = join(config.portalDist, 'index.html');
  const sources = Math.max(
    ...[
      'apps/portal/src',
      'apps/portal/index.html',
      'packages/ui/src',
      'packages/core/src',
      'packages/api/src',
    ].map((path) => {
      const full = join(repoRoot, path);
      return existsSync(full) && statSync(full).isFile() ? statSync(full).mtimeMs : newestMtime(full);
    }),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return 'built';
  print('Building the portal (its build is missing or older than its sources)…');
  // Into PORTAL_DIST (a live start against the fakes keeps a build with its own subscription key).
  const args = [
    'run',
    '--silent',
    'build',
    '-w',
    'portal',
    '--',
    '--outDir',
    config.portalDist,
    '--emptyOutDir',
  ];
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    print('The portal build failed: serving the API only. Run `npm run build -w portal` to see why.');
    return existsSync(built) ? 'stale' : 'not built';
  }
  return 'built';
}

async function main(): Promise<void> {
  let config: GatewayConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      print(`The gateway cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const portal = process.env.GATEWAY_DEV === 'true' ? 'dev' : ensurePortal(config);

  // Background faults go to the server's log once it exists (to the console before).
  const background: { log?: FastifyBaseLogger } = {};
  const db = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          maxConnections: config.databasePoolMax,
          connectTimeoutMs: config.databaseConnectTimeoutMs,
          statementTimeoutMs: config.databaseStatementTimeoutMs,
          onError: (error, connection) => {
            if (background.log)
              background.log.error({ err: error, connection }, 'database connection failed');
            else print(`A database connection failed (${connection}): ${error.message}`);
          },
        }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  // Statements of closed periods read from a streaming replica when one is set (db/replica.ts).
  const replica = config.databaseReplicaUrl
    ? await openDatabase({
        url: config.databaseReplicaUrl,
        maxConnections: config.databasePoolMax,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        onError: (error) => {
          if (background.log)
            background.log.error({ err: error, connection: 'replica' }, 'database connection failed');
          else print(`A replica connection failed: ${error.message}`);
        },
      })
    : undefined;
  if (!runsFromBuild) await migrate(db);
  // Never serve on a schema older than the code (a deployment that migrates separately).
  try {
    await assertSchemaCurrent(db);
  } catch (error) {
    if (!(error instanceof SchemaBehind)) throw error;
    print(`The gateway cannot start: ${error.message}`);
    await db.close();
    process.exit(1);
  }
  const services = createServices({
    config,
    db,
    ...(replica ? { replica } : {}),
    print,
    // Live mode: the live adapters (loadConfig has checked that every kind has one).
    ...(config.mode === 'live' ? { adapters: () => liveAdapters(process.env).adapters } : {}),
    reportError: (error) => background.log?.error({ err: error }, 'background work failed'),
    reportWarning: (message, context) => background.log?.warn(context, message),
  });
  // Live mode keeps the catalogue (billers, goal purposes) and never creates the demo customers.
  const seeded =
    config.mode === 'live'
      ? await db.transaction(async (tx) => {
          await seedBillers(tx);
          await seedGoalOptions(tx);
          return null;
        })
      : await seed(services);
  const app = await buildServer(services);
  background.log = app.log;

  // Scheduled jobs (interest, expired prompts, the weekly draw, goal jobs, reconciliation), each
  // run by one instance per slot (jobs/scheduler.ts); every pass is idempotent, so a restart never
  // pays twice. The outbox sweep runs in every instance (each call is claimed by one), and sends
  // the SMS alerts queued with their events as well (a pending one survives a restart).
  const stopScheduler = startScheduler(
    services,
    gatewayJobs(services, { annualRateBps: DEMO_INTEREST_BPS }),
    {
      onError: (error, job) => app.log.error({ err: error, job }, 'scheduled job failed'),
    },
  );
  const stopOutboxJobs = startOutboxJobs(services, {
    reconcileMs: Number.POSITIVE_INFINITY,
    onError: (error) => app.log.error({ err: error }, 'outbox job failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    print(`\n${signal}: closing the gateway…`);
    try {
      // Readiness fails first, so a load balancer stops sending requests before the server closes.
      await app.drain(config.shutdownDrainMs);
      await app.close();
      // The jobs stop (and finish a pass in progress) before the database closes.
      await Promise.all([stopScheduler(), stopOutboxJobs()]);
      await services.settle();
      await replica?.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      print(`Shutdown failed: ${String(error)}`);
      process.exit(1);
    }
  };
  // Every signal, not just the first: a terminal's Ctrl-C (or its closing, SIGHUP) reaches both this
  // process and `npm start`'s launcher, which passes it on too (scripts/start.mjs); shutdown runs once.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as { code?: string }).code;
    print(
      code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other server or start with PORT=<another port>.`
        : `The gateway could not listen on ${config.host}:${config.port}: ${String(error)}`,
    );
    await Promise.all([stopScheduler(), stopOutboxJobs()]);
    await db.close();
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}/`;
  const where =
    portal === 'dev'
      ? 'API for the Vite dev server (npm run dev -w portal proxies /api here)'
      : portal === 'not built'
        ? 'the portal is not built; the API reference is at /api/docs'
        : 'SAVE & WIN portal and API (reference at /api/docs)';
  print('');
  print(`  ${url}   ${where}`);
  if (seeded) {
    print(`  Demo sign-in: mobile number ${seeded.demo.mobileNumber}, PIN ${seeded.demo.pin}.`);
    print(
      `  The one-time code is printed here in sandbox mode (also: GET /api/sandbox/sms-inbox/${seeded.demo.mobileNumber}).`,
    );
  } else {
    print('  Live mode: real providers, no demo data, no codes printed.');
  }
  print(
    `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`}`,
  );
  print('');
}

main().catch((error: unknown) => {
  print(
    `The gateway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
