// The production start as an operator follows it (README, "Running in production"): `npm run
// build`, the release copied to a folder of its own (here a scratch folder outside the repository,
// so nothing of the repository's node_modules can be reached), `npm ci --omit=dev` there (from
// npm's cache when it holds the packages, as it does after the repository's own install), then
// `npm run migrate` on a fresh PostgreSQL database and the gateway started with plain `node` and
// production's flags. The release must hold no dev tool (no tsx, no TypeScript, no Vite), the
// start must migrate nothing, and the gateway must serve the portal, the demo sign-in (argon2's
// native build) and a statement PDF (pdfkit's fonts from its own folder). Runs on PostgreSQL only
// (./run.mjs), production's engine; one build per run.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { GATEWAY_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import { repoRoot, SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { stopChild } from '../support/childGateway';

import { report } from './report';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('the production-build suite needs TEST_DATABASE_URL (./run.mjs sets it)');
const scratch = mkdtempSync(join(tmpdir(), 'savewin-production-'));
const server = join(scratch, 'server');
const database = `savewin_build_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
/** The dev tools a production install must not hold. */
const DEV_TOOLS = ['tsx', 'typescript', 'vite', 'esbuild', 'vitest', 'eslint', 'prettier', 'storybook'];
const migrationCount = readdirSync(join(repoRoot, 'apps/gateway/src/db/migrations')).filter((name) =>
  name.endsWith('.sql'),
).length;

/** What a command on the server has: the path and the home folder (npm's cache), nothing of this test's. */
const bareEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...extra,
});
const gatewayEnv = () =>
  bareEnv({
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(scratch, 'data'),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    KYC_DELAY_MS: '0',
  });

interface Ran {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs a command to its end, with what it printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Ran> {
  const started = Date.now();
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** The start command of the release's package.json, as Node's arguments. */
function startArguments(): string[] {
  const manifest = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = manifest.scripts.start!.split(' ');
  expect(command).toBe('node');
  expect(args).toEqual([...GATEWAY_NODE_FLAGS, 'apps/gateway/dist/main.js']);
  return args;
}

/** The gateway started as a supervisor would: Node itself, production's flags, the built file. */
function startGateway(): { child: ChildProcess; output: () => string; ended: Promise<number | null> } {
  const child = spawn(process.execPath, startArguments(), {
    cwd: server,
    env: gatewayEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, ended };
}

async function withDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const answer = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await answer.json()) as Envelope<T>;
}

let gateway: ChildProcess | undefined;
const tried: Record<string, number | string> = {};
const found: Record<string, number | string> = {};

afterAll(async () => {
  await stopChild(gateway, 'SIGTERM');
  await withDatabase(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  rmSync(scratch, { recursive: true, force: true });
  report({ suite: 'production-build', tried, found });
});

describe('the production build, installed without dev dependencies, on PostgreSQL', () => {
  it('builds a release that installs from its own lock with dev dependencies omitted, and holds no dev tool', async () => {
    const build = await run(
      process.execPath,
      ['scripts/build.mjs', '--out', join(scratch, 'build')],
      repoRoot,
      bareEnv(),
    );
    expect(build.code, build.output).toBe(0);
    tried.buildSeconds = build.seconds;
    // Moved, as an operator copies it to a server: nothing in it may point back at where it was built.
    cpSync(join(scratch, 'build'), server, { recursive: true });
    rmSync(join(scratch, 'build'), { recursive: true, force: true });

    const install = await run(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'],
      server,
      bareEnv(),
    );
    expect(install.code, install.output).toBe(0);
    tried.installSeconds = install.seconds;
    const installed = readdirSync(join(server, 'node_modules'));
    expect(installed).toContain('fastify');
    const devTools = DEV_TOOLS.filter((tool) => existsSync(join(server, 'node_modules', tool)));
    found.devToolsInstalled = devTools.length;
    expect(devTools).toEqual([]);
    // The workspace's packages are compiled into the gateway, not installed beside it.
    expect(existsSync(join(server, 'node_modules/@savewin'))).toBe(false);
  });

  it('says which Node it needs: "engines", an install that refuses an older Node, a gateway that will not start on one', () => {
    // This suite, and so the gateway it starts with process.execPath, runs on the project's Node.
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    const manifest = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8')) as { engines: unknown };
    expect(manifest.engines).toEqual({ node: '>=24.11' });
    expect(readFileSync(join(server, '.npmrc'), 'utf8')).toContain('engine-strict=true');
    for (const entry of ['main.js', 'migrate.js']) {
      const code = readFileSync(join(server, 'apps/gateway/dist', entry), 'utf8');
      // The check is the bundle's first statement (the banner), before any of the gateway's code.
      const end = code.indexOf('process.exit(1); } }');
      expect(end, `${entry} starts with the Node check`).toBeGreaterThan(0);
      const check = code.slice(0, end + 'process.exit(1); } }'.length);
      const cases: [string, boolean][] = [
        ['20.20.2', true],
        ['22.22.0', true],
        ['24.10.0', true],
        ['24.11.0', false],
        ['24.21.0', false],
        ['26.1.0', false],
      ];
      for (const [version, refused] of cases) {
        const said: string[] = [];
        let exitCode: number | undefined;
        const ended = new Error('exit');
        try {
          runInNewContext(check, {
            process: {
              versions: { node: version },
              exit: (status: number) => {
                exitCode = status;
                throw ended;
              },
            },
            console: { error: (line: string) => said.push(line) },
          });
        } catch (error) {
          if (error !== ended) throw error;
        }
        expect(exitCode, `${entry} on Node ${version}`).toBe(refused ? 1 : undefined);
        if (refused) {
          expect(said.join('\n')).toContain(
            `The SAVE & WIN gateway needs Node 24.11.0 or newer (Node 24 LTS, package.json "engines"); this is Node ${version}.`,
          );
        }
      }
    }
  });

  it('starts without migrating: on a fresh database it refuses, naming npm run migrate, and the database stays empty', async () => {
    await withDatabase(serverUrl, (client) => client.query(`CREATE DATABASE ${database}`));
    const started = startGateway();
    // It ends, or it serves (it migrated): whichever comes first.
    const serving = new Promise<'served'>((served) =>
      started.child.stdout!.on('data', () => {
        if (/Demo sign-in/.test(started.output())) served('served');
      }),
    );
    const outcome = await Promise.race([started.ended, serving]);
    if (outcome === 'served') await stopChild(started.child, 'SIGTERM');
    expect(outcome, started.output()).not.toBe('served');
    expect(outcome, started.output()).not.toBe(0);
    // It refuses by name, telling the operator what to run.
    expect(started.output()).toContain('the database schema is behind this version of the gateway');
    expect(started.output()).toContain('run `npm run migrate` with the same DATABASE_URL');
    const table = await withDatabase(databaseUrl, (client) =>
      client.query<{ found: string | null }>(`SELECT to_regclass('schema_migrations')::text AS found`),
    );
    expect(table.rows[0]?.found).toBeNull();
  });

  it('npm run migrate brings the database to the code, and a second run finds it up to date', async () => {
    const first = await run('npm', ['run', '--silent', 'migrate'], server, gatewayEnv());
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`(${migrationCount} migrations in all)`);
    tried.migrateSeconds = first.seconds;
    const applied = await withDatabase(databaseUrl, (client) =>
      client.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations'),
    );
    expect(Number(applied.rows[0]?.n)).toBe(migrationCount);
    const second = await run('npm', ['run', '--silent', 'migrate'], server, gatewayEnv());
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(
      `The database is up to date: PostgreSQL (DATABASE_URL), ${migrationCount} migrations.`,
    );
  });

  it('serves the portal, the demo sign-in and a statement PDF, started with plain node', async () => {
    const started = startGateway();
    gateway = started.child;
    // Ready once it prints the demo sign-in (or it ended: then the output says why).
    await new Promise<void>((ready, fail) => {
      const check = () => {
        if (/Demo sign-in/.test(started.output())) ready();
      };
      started.child.stdout!.on('data', check);
      void started.ended.then(() => fail(new Error(`the gateway exited:\n${started.output()}`)));
    });
    const base = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(started.output())![1]!;
    const [, mobileNumber, pin] = /mobile number (\d+), PIN (\d+)/.exec(started.output())!;

    const portal = await fetch(`${base}/`);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('<div id="root">');

    const login = await call<{ token: string }>(base, 'POST', '/api/auth-service/auth/login', {
      body: { mobileNumber, pin, isBiometric: false },
    });
    expect(login.isSuccess, login.displayMessage).toBe(true);
    let code: string | undefined;
    while (!code) {
      const inbox = await call<{ text: string }[] | null>(
        base,
        'GET',
        `/api/sandbox/sms-inbox/${mobileNumber}`,
      );
      code = (inbox.result ?? []).map((sms) => /code is (\d{6})\b/.exec(sms.text)?.[1]).find(Boolean);
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    const session = await call<{ token: string }>(base, 'POST', '/api/otp-service/otp/validate', {
      token: login.result.token,
      body: { mobileNumber, code },
    });
    expect(session.isSuccess, session.displayMessage).toBe(true);
    const details = await call<{ accounts: { productName: string; accountNumber: string }[] }>(
      base,
      'GET',
      `/api/customer-details/${mobileNumber}`,
      { token: session.result.token },
    );
    const account = details.result.accounts.find((a) => a.productName === 'SAVE & WIN');
    expect(account).toBeDefined();

    const statement = await fetch(`${base}/api/transaction-service/statement/${account!.accountNumber}/pdf`, {
      headers: {
        'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
        authorization: `Bearer ${session.result.token}`,
      },
    });
    expect(statement.status).toBe(200);
    expect(statement.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await statement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await stopChild(gateway, 'SIGTERM');
    expect(started.output()).toContain('SIGTERM: closing the gateway');
  });
});
