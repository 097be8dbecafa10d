// Processes a benchmark measures: the sandbox gateway (the end-to-end tests' entry point, so the
// benchmarks run what the tests run, built as production builds the gateway), each on a free
// loopback port, with its peak memory read from /proc when it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

import { GATEWAY_NODE_FLAGS } from '../../apps/gateway/scripts/node-flags.mjs';

import { SUBSCRIPTION_KEY } from './api';

export const root = resolve(import.meta.dirname, '../..');

const bundleLib = (await import(new URL('../../scripts/lib/bundle-gateway.mjs', import.meta.url).href)) as {
  bundleGateway(entryPoints: Record<string, string>, outdir: string): Promise<void>;
};

/**
 * BENCH_GATEWAY=source runs the gateway from its TypeScript through tsx's loader, as before the
 * production build existed (for comparing the two); otherwise the gateway runs as production runs
 * it: plain JavaScript built by `npm run build`'s bundler (scripts/lib/bundle-gateway.mjs), Node
 * alone.
 */
const FROM_SOURCE = process.env.BENCH_GATEWAY === 'source';
let bundled: Promise<string> | undefined;

/**
 * The benchmarks' gateway entry (e2e/support/start-gateway.ts) built once per benchmark process,
 * three folders below the repository (where the gateway finds the contract from its own file, as
 * a release's apps/gateway/dist/main.js does); removed when the process ends.
 */
function builtGateway(): Promise<string> {
  bundled ??= (async () => {
    const outdir = join(root, `bench/.tmp/gateway-${process.pid}`);
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    await bundleLib.bundleGateway({ 'start-gateway': 'e2e/support/start-gateway.ts' }, outdir);
    return join(outdir, 'start-gateway.js');
  })();
  return bundled;
}

export function freePort(): Promise<number> {
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

/** Peak resident memory (VmHWM) of a running process, in bytes. */
export function peakRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((done) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done(undefined);
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done(undefined);
    });
  });
}

/** Waits until `url` answers 200, however long a loaded machine takes; gives up only when the process ends. */
async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const since = Date.now();
  let said = since;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url} ended (${child.exitCode ?? child.signalCode}) before it answered:\n${log()}`);
    }
    try {
      const answer = await fetch(url, { headers: { 'ocp-apim-subscription-key': SUBSCRIPTION_KEY } });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - said >= 30_000) {
      said = Date.now();
      console.log(`${url} is still starting (${Math.round((said - since) / 1000)} s)`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function started(child: ChildProcess, url: string, health: string): Promise<Running> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  return waitUntilAnswering(`${url}${health}`, child, () => output).then(() => ({
    url,
    pid: child.pid ?? 0,
    child,
    stop: () => stopChild(child),
  }));
}

export interface GatewayOptions {
  /** PGlite data lives here unless databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string;
  portalDist?: string;
  /** Node flags for the gateway process beyond production's own (say --cpu-prof). */
  nodeFlags?: string[];
}

/** The environment a gateway process (and the bare read server beside it) starts with. */
function gatewayEnv(options: GatewayOptions, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    GATEWAY_MODE: 'sandbox',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    PORTAL_DIST: options.portalDist ?? join(options.dataDir, 'no-portal'),
    PRINT_OTPS: 'false',
    KYC_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    E2E_RATE_LIMIT: '1000000',
    // The load measures the ledger's transfers, not the customer's step-up before each one.
    STEP_UP: 'off',
    // Access credentials live an hour: the customers made at the start serve every run.
    E2E_IDENTITY_LIMITS: JSON.stringify({
      otpResendCooldownMs: 0,
      otpSendsPerWindow: 1_000_000,
      accessLifeMs: 3_600_000,
    }),
  };
}

/**
 * The sandbox gateway as the end-to-end tests start it (migrated, with the biller and goal catalogue),
 * with no OTP cooldown and no sign-in throttle to speak of: the benchmarks make many customers. The
 * process runs built and with production's Node flags (apps/gateway/scripts/node-flags.mjs), as a
 * release's `npm start` runs it (BENCH_GATEWAY=source: from TypeScript through tsx).
 */
export async function startGateway(options: GatewayOptions): Promise<Running> {
  const port = await freePort();
  const entry = FROM_SOURCE
    ? ['--import', 'tsx', join(root, 'e2e/support/start-gateway.ts')]
    : [await builtGateway()];
  const child = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, ...(options.nodeFlags ?? []), ...entry], {
    cwd: root,
    env: gatewayEnv(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/api/health');
}

/**
 * The raw read rate's bare node:http server (bench/gateway/bare-read.ts) on a gateway's database
 * and secrets. On PGlite it opens the data directory itself: no gateway may have it open.
 */
export async function startBareRead(options: GatewayOptions): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/gateway/bare-read.ts')], {
    cwd: root,
    env: gatewayEnv(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return started(child, `http://127.0.0.1:${port}`, '/');
}

/** A static file server for a built page (the bare React page), index.html for every path. */
export async function startStatic(dir: string): Promise<Running> {
  const port = await freePort();
  const source = `
    const { readFile } = require('node:fs/promises');
    const { join, extname } = require('node:path');
    const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
    require('node:http').createServer(async (q, s) => {
      const path = q.url.split('?')[0];
      const file = join(${JSON.stringify(dir)}, path.startsWith('/assets/') ? path : 'index.html');
      try {
        const body = await readFile(file);
        s.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        s.end(body);
      } catch { s.writeHead(404); s.end(); }
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });
  return started(child, `http://127.0.0.1:${port}`, '/');
}
