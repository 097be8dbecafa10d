// Before the end-to-end run: build the portal in test mode into a temporary folder, start the
// gateway in sandbox mode on a free port with a fresh data directory serving that build, with
// production's Node flags (apps/gateway/scripts/node-flags.mjs, as `npm start` runs it), and
// wait until it answers. The returned function stops it and removes the temporary files.
// The gateway keeps its data in PGlite (the default), or with E2E_ENGINE=postgres in a fresh
// PostgreSQL database (DATABASE_URL's server, else a throwaway cluster: scripts/lib/postgres.mjs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import pg from 'pg';

import { GATEWAY_NODE_FLAGS } from '../../apps/gateway/scripts/node-flags.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

import { IDENTITY_LIMITS, OPERATOR_TOKEN, SUBSCRIPTION_KEY } from './env';

const root = resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Waits until the gateway answers /api/health, however long a loaded machine takes to start it
 * (tsx compiles, PGlite migrates): it gives up only when the process has ended, and says every
 * 30 s that it is still waiting, so a start that hangs shows in the log rather than as a timeout.
 */
/** A new, empty database on the server at `url` for this run, and how to drop it afterwards. */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `savewin_e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const started = Date.now();
  let said = started;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the gateway ended (${child.exitCode ?? child.signalCode}) before it answered:\n${log()}`,
      );
    }
    try {
      const answer = await fetch(`${baseUrl}/api/health`, {
        headers: { 'Ocp-Apim-Subscription-Key': SUBSCRIPTION_KEY },
      });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - said >= 30_000) {
      said = Date.now();
      console.log(`e2e: the gateway is still starting (${Math.round((said - started) / 1000)} s)`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const temp = mkdtempSync(join(tmpdir(), 'savewin-e2e-'));
  const portalDist = join(temp, 'portal');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'e2e', '--outDir', portalDist, '--logLevel', 'warn'],
    {
      cwd: join(root, 'apps/portal'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('the portal test build failed');

  const server = process.env.E2E_ENGINE === 'postgres' ? await startPostgres() : null;
  const database = server && !server.throwaway ? await freshDatabase(server.url) : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = existsSync(join(root, 'e2e/support/start-gateway.ts'))
    ? join(root, 'e2e/support/start-gateway.ts')
    : join(root, 'apps/gateway/src/main.ts');
  let output = '';
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, '--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      GATEWAY_MODE: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(temp, 'data'),
      PORTAL_DIST: portalDist,
      PRINT_OTPS: 'false',
      KYC_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? server?.url ?? '',
      E2E_IDENTITY_LIMITS: JSON.stringify(IDENTITY_LIMITS),
      OPERATOR_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, child, () => output.slice(-4000));
  process.env.E2E_BASE_URL = baseUrl;
  // The served build, for the one spec that ships a next version of the service worker.
  process.env.E2E_PORTAL_DIST = portalDist;

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          r(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          r(undefined);
        });
      });
    }
    await database?.drop();
    server?.stop();
    rmSync(temp, { recursive: true, force: true });
  };
}
