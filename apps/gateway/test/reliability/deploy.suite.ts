// The reference deployment (deploy/, README "Running in production") on loopback: three built
// gateway instances started exactly as deploy/systemd/savewin-gateway@.service starts them, on one
// PostgreSQL and one Redis, behind HAProxy running deploy/haproxy/haproxy.cfg (./deployment.ts
// reads both). Customers pay each other through the balancer without pause while the instances
// are restarted one at a time (a rolling upgrade: SIGTERM, as systemctl restart sends it) and one
// is killed with SIGKILL (systemd's Restart=always brings it back after RestartSec). A client
// that is answered 5xx, or loses its connection, retries with the same transactionId, as the
// portal does; then:
// - every transfer settles (no 5xx that a retry with its id would not settle);
// - nothing is lost or doubled: the ledger's invariants hold, its entries sum to zero, every id
//   moved money at most once, and each balance is the model's (deposit, minus what the customer
//   was told they paid, plus what they were paid);
// - readiness drains each instance before it stops: HAProxy marks it down while the process is
//   still running, and sends it no request between then and its exit.
// And the backup drill: deploy/backup/savewin-backup.sh dumps the database under that load,
// savewin-restore.sh restores it into a fresh database; there the invariants hold, every transfer
// answered before the dump began is in it, and a gateway started on it answers each customer the
// balance its ledger holds. Runs on PostgreSQL only (./run.mjs). The gateway is built by `npm run
// build`'s bundler (the gateway only: the portal's build is the production-build suite's).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  deposit,
  signIn,
  SUBSCRIPTION_KEY,
  verifiedCustomer,
  type Customer,
} from '../../../../bench/support/api';
import { GATEWAY_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import { repoRoot } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { checkLedgerInvariants } from '../../src/domain/ledger';
import { OWN_BANK_SORT_CODE } from '../../src/domain/ledger/accounts';

import {
  DEPLOY,
  freePort,
  migrateUnit,
  runUnit,
  spanMs,
  startBalancer,
  startInstance,
  stopInstance,
  untilServer,
  type Balancer,
  type Instance,
  type Places,
} from './deployment';
import { report } from './report';

/** `npm run build`'s bundler (plain JavaScript, no declarations: typed here as bench/ types it). */
const { bundleGateway } = (await import(
  new URL('../../../../scripts/lib/bundle-gateway.mjs', import.meta.url).href
)) as { bundleGateway(entries: Record<string, string>, outdir: string): Promise<void> };

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!serverUrl || !redisUrl)
  throw new Error('the deploy suite needs TEST_DATABASE_URL and REDIS_URL (./run.mjs sets both)');
const soak = process.env.RELIABILITY_MODE === 'soak';
const CUSTOMERS = soak ? 48 : 16;
const DEPOSIT = 500_00;
/** Pesewas per transfer. */
const AMOUNT = 1_00;

// Under the repository (.data/ is ignored), so the release's imports find its node_modules, as
// they find the release's own after `npm ci --omit=dev` (the production-build suite does that).
const scratch = join(repoRoot, '.data', `deploy-${process.pid}-${randomBytes(3).toString('hex')}`);
const places: Places = { release: join(scratch, 'release'), state: join(scratch, 'state') };
const name = `savewin_deploy_${randomBytes(4).toString('hex')}`;
const restoredName = `${name}_restored`;
const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
/** What /etc/savewin/gateway.env holds for this set-up: the sandbox, this PostgreSQL and Redis. */
const envFile = (databaseUrl: string): Record<string, string> => ({
  GATEWAY_MODE: 'sandbox',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  TRUST_PROXY: '127.0.0.1',
  PIN_PEPPER: 'deploy-suite-pepper-0123456789abcdef',
  TOKEN_SECRET: 'deploy-suite-token-secret-0123456789',
  OPERATOR_TOKEN: 'deploy-suite-operator-token-0123456789',
  LOG_LEVEL: 'warn',
  PRINT_OTPS: 'false',
  KYC_DELAY_MS: '0',
  // The set-up signs customers up from one address; the limiter itself is the two-instance suite's.
  RATE_LIMIT_PER_MINUTE: '100000',
  // Transfers across a rolling deploy, not the customer's confirmation of them (step-up has its
  // own suite, reliability/step-up), as the other child gateways (support/childGateway.ts).
  STEP_UP: 'off',
});

const instances = new Map<number, Instance>();
let ports: number[] = [];
let balancer: Balancer | undefined;
let db: Database | undefined;
const customers: Customer[] = [];
const tried: Record<string, number> = {};
const found: Record<string, number> = {
  unsettledAfterRetries: 0,
  movedTwice: 0,
  balancesOffModel: 0,
  invariantProblems: 0,
  sentToADrainedInstance: 0,
  exitedBeforeDrained: 0,
  restoredProblems: 0,
};
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end; rejects with its output unless it exits 0. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// The load: every customer pays the next one, one transfer at a time, through the balancer.

interface Transfer {
  id: string;
  from: number;
  to: number;
  /** The answer that settled it: true paid, false refused; undefined while unsettled. */
  paid?: boolean;
  /** When it was settled (ms since the epoch). */
  settledAt?: number;
  /** 5xx answers and lost connections before it settled. */
  failures: number;
}

const transfers: Transfer[] = [];
let loadRunning = false;
let loadDone: Promise<void> = Promise.resolve();
/** Why the load stopped by itself (an answer no retry can settle), when it did. */
let loadFailure: Error | undefined;
const RETRIES = 40;

/** The portal's renewal: the refresh credential for a new session (it rotates). */
async function renew(customer: Customer): Promise<void> {
  const renewed = await call<{ token: string; refreshToken: string }>(
    balancer!.base,
    'POST',
    '/api/auth-service/auth/refresh',
    { body: { refreshToken: customer.refreshToken } },
  );
  if (!renewed.isSuccess) throw new Error(`renewal refused: ${renewed.displayMessage}`);
  customer.token = renewed.result.token;
  customer.refreshToken = renewed.result.refreshToken;
}

async function send(transfer: Transfer): Promise<void> {
  const payer = customers[transfer.from]!;
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    let status = 0;
    let body: { isSuccess?: boolean } = {};
    try {
      const answer = await fetch(`${balancer!.base}/api/transaction-service/transaction/transact`, {
        method: 'POST',
        headers: {
          'ocp-apim-subscription-key': SUBSCRIPTION_KEY,
          authorization: `Bearer ${payer.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          customerAccountNumber: payer.accountNumber,
          transactionId: transfer.id,
          amount: (AMOUNT / 100).toFixed(2),
          narration: 'Deploy suite',
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: customers[transfer.to]!.accountNumber,
          destinationSortCode: OWN_BANK_SORT_CODE,
          sourceSystem: 'WEB APP',
        }),
      });
      status = answer.status;
      body = (await answer.json().catch(() => ({}))) as { isSuccess?: boolean };
    } catch {
      status = 0; // the connection was lost (an instance killed mid-request)
    }
    count('requests');
    if (status === 401) {
      // The access credential lives 5 minutes (a busy machine's run outlasts it): renewed as the
      // portal renews it, then the same transfer again.
      await renew(payer);
      count('sessionsRenewed');
      continue;
    }
    if (status === 200) {
      transfer.paid = body.isSuccess === true;
      transfer.settledAt = Date.now();
      return;
    }
    if (status !== 0 && status < 500)
      throw new Error(`transfer ${transfer.id} answered ${status}: ${JSON.stringify(body)}`);
    transfer.failures += 1;
    count(status === 0 ? 'connectionsLost' : `answered${status}`);
    // The portal's retry: the same request, same transactionId, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50 * Math.min(attempt + 1, 10)));
  }
}

function startLoad(): void {
  loadRunning = true;
  loadDone = Promise.all(
    customers.map(async (_customer, from) => {
      while (loadRunning) {
        const transfer: Transfer = {
          id: `deploy-${randomUUID()}`,
          from,
          to: (from + 1) % customers.length,
          failures: 0,
        };
        transfers.push(transfer);
        await send(transfer);
      }
    }),
  ).then(
    () => {},
    (error: unknown) => {
      loadRunning = false;
      loadFailure = error instanceof Error ? error : new Error(String(error));
    },
  );
}

async function stopLoad(): Promise<void> {
  loadRunning = false;
  await loadDone;
  if (loadFailure) throw loadFailure;
}

/** Waits (for the load to move on) until `n` more transfers have settled. */
async function untilSettled(n: number): Promise<void> {
  const target = transfers.filter((t) => t.settledAt).length + n;
  while (transfers.filter((t) => t.settledAt).length < target) {
    if (loadFailure) throw loadFailure;
    await new Promise((r) => setTimeout(r, 20));
  }
}

// ---------------------------------------------------------------------------------------------

async function start(port: number, databaseUrl = urlOf(name)): Promise<Instance> {
  const instance = await startInstance(places, port, envFile(databaseUrl));
  instances.set(port, instance);
  return instance;
}

beforeAll(async () => {
  mkdirSync(places.state, { recursive: true });
  await bundleGateway(
    { main: 'apps/gateway/src/main.ts', migrate: 'apps/gateway/src/migrate.ts' },
    join(places.release, 'apps/gateway/dist'),
  );
  cpSync(join(repoRoot, 'openapi/gateway.yaml'), join(places.release, 'openapi/gateway.yaml'));
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const migrated = await runUnit(migrateUnit(places), envFile(urlOf(name)));
  expect(migrated.code, migrated.output).toBe(0);
  ports = await Promise.all([freePort(), freePort(), freePort()]);
  // The first instance alone while customers sign up: the sandbox's phone (SMS inbox, MoMo
  // prompts) is each instance's own, so sign-up talks to the instance that sent the code.
  const first = await start(ports[0]!);
  for (let i = 0; i < CUSTOMERS; i += 4) {
    customers.push(...(await Promise.all(Array.from({ length: 4 }, () => verifiedCustomer(first.base)))));
  }
  for (const customer of customers)
    await deposit(first.base, customer, customer.accountNumber, (DEPOSIT / 100).toFixed(2));
  db = await openDatabase({ url: urlOf(name), maxConnections: 2 });
  for (;;) {
    const [row] = await db.query<{ funded: number }>(
      `SELECT count(*)::int AS funded FROM ledger_accounts WHERE account_number = ANY($1) AND balance = $2`,
      [customers.map((c) => c.accountNumber), DEPOSIT],
    );
    if (row!.funded === CUSTOMERS) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const port of ports.slice(1)) await start(port);
  balancer = await startBalancer(scratch, ports);
  for (const port of ports) await untilServer(balancer, port, 'UP');
  // A watchdog, not a speed check: about a minute on a quiet 2-core machine, four on one with a
  // load average of 30 (16 sign-ups with their PIN hashing, three gateway starts).
}, 600_000);

afterAll(async () => {
  loadRunning = false;
  await loadDone.catch(() => {});
  for (const instance of instances.values()) {
    if (instance.proc.exitCode === null && instance.proc.signalCode === null) instance.proc.kill('SIGKILL');
    await instance.exited;
  }
  await balancer?.stop();
  await db?.close();
  await admin(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  });
  rmSync(scratch, { recursive: true, force: true });
  report({ suite: 'deploy', tried: { instances: ports.length, customers: CUSTOMERS, ...tried }, found });
});

describe('the reference deployment: three instances behind HAProxy, on PostgreSQL and Redis', () => {
  it('runs the unit file’s command line: Node alone, production’s flags, the built gateway', () => {
    const unit = instances.get(ports[0]!)!.unit;
    expect(unit.execStart.slice(1)).toEqual([...GATEWAY_NODE_FLAGS, 'apps/gateway/dist/main.js']);
    // Readiness must fail long enough for HAProxy to notice (its checks: 2 failures, 250 ms apart
    // once failing, after at most 1 s), and the stop timeout must outlast the drain.
    const drain = Number(unit.environment.SHUTDOWN_DRAIN_MS);
    expect(drain).toBeGreaterThanOrEqual(1000 + 250 + 500);
    expect(spanMs(unit.settings.TimeoutStopSec)).toBeGreaterThan(drain + 20_000);
  });

  it('keeps every transfer settled once through a rolling restart, a SIGKILL and a backup', async () => {
    startLoad();
    await untilSettled(CUSTOMERS * 4);

    // The backup drill's dump, under load: what was settled before it began must be in it.
    const beforeDump = transfers.filter((t) => t.paid && t.settledAt).map((t) => t.id);
    const dumpFolder = join(scratch, 'backups');
    const dumpFile = (await run(join(DEPLOY, 'backup/savewin-backup.sh'), [urlOf(name), dumpFolder]))
      .trim()
      .split('\n')
      .pop()!;
    count('transfersSettledBeforeTheDump', beforeDump.length);

    // The rolling upgrade: one instance at a time, as `systemctl restart savewin-gateway@<port>`.
    for (const port of ports) {
      const instance = instances.get(port)!;
      let exitedEarly = false;
      const stopped = stopInstance(instance);
      // HAProxy sees readiness fail and takes the instance out while its process still runs.
      const down = await untilServer(balancer!, port, 'DOWN', () => {
        if (instance.proc.exitCode !== null || instance.proc.signalCode !== null) exitedEarly = true;
      });
      if (exitedEarly) found.exitedBeforeDrained! += 1;
      expect(exitedEarly, `the instance on ${port} exited before HAProxy took it out`).toBe(false);
      expect(await stopped, `the instance on ${port} did not stop within TimeoutStopSec`).toBe(true);
      const after = (await balancer!.servers()).get(port)!;
      // No request reached it between being taken out and its exit.
      if (after.sessions !== down.sessions) found.sentToADrainedInstance! += 1;
      expect(after.sessions).toBe(down.sessions);
      count('rollingRestarts');
      await start(port);
      await untilServer(balancer!, port, 'UP');
      await untilSettled(CUSTOMERS);
    }

    // A crash: SIGKILL mid-load; systemd restarts it after RestartSec.
    const victim = instances.get(ports[1]!)!;
    victim.proc.kill('SIGKILL');
    await victim.exited;
    count('instancesKilled');
    await untilServer(balancer!, ports[1]!, 'DOWN');
    await new Promise((r) => setTimeout(r, spanMs(victim.unit.settings.RestartSec)));
    await start(ports[1]!);
    await untilServer(balancer!, ports[1]!, 'UP');
    await untilSettled(CUSTOMERS * 2);
    await stopLoad();

    // Every transfer settled, whatever it met on the way.
    const unsettled = transfers.filter((t) => t.paid === undefined);
    found.unsettledAfterRetries = unsettled.length;
    count('transfers', transfers.length);
    count('transfersRetried', transfers.filter((t) => t.failures > 0).length);
    expect(unsettled.map((t) => t.id)).toEqual([]);

    // Nothing lost or doubled.
    const problems = await checkLedgerInvariants(db!);
    const [sum] = await db!.query<{ total: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM ledger_entries`,
    );
    if (sum!.total !== '0') problems.push(`the ledger's entries sum to ${sum!.total}`);
    found.invariantProblems = problems.length;
    expect(problems).toEqual([]);
    const ids = transfers.map((t) => t.id);
    const twice = await db!.query<{ client_transaction_id: string }>(
      `SELECT t.client_transaction_id FROM ledger_postings p JOIN ledger_transactions t USING (transaction_id)
        WHERE t.client_transaction_id = ANY($1) GROUP BY t.client_transaction_id HAVING count(*) > 1`,
      [ids],
    );
    found.movedTwice = twice.length;
    expect(twice).toEqual([]);
    const successful = new Set(
      (
        await db!.query<{ client_transaction_id: string }>(
          `SELECT client_transaction_id FROM ledger_transactions WHERE client_transaction_id = ANY($1) AND status = 'SUCCESSFUL'`,
          [ids],
        )
      ).map((row) => row.client_transaction_id),
    );
    // What the customers were told is what the ledger holds.
    expect(transfers.filter((t) => t.paid !== successful.has(t.id)).map((t) => t.id)).toEqual([]);
    const model = customers.map(() => DEPOSIT);
    for (const t of transfers.filter((t) => t.paid)) {
      model[t.from]! -= AMOUNT;
      model[t.to]! += AMOUNT;
    }
    const balances = await db!.query<{ account_number: string; balance: string }>(
      `SELECT account_number, balance::text FROM ledger_accounts WHERE account_number = ANY($1)`,
      [customers.map((c) => c.accountNumber)],
    );
    const actual = new Map(balances.map((row) => [row.account_number, Number(row.balance)]));
    const off = customers.filter((c, i) => actual.get(c.accountNumber) !== model[i]);
    found.balancesOffModel = off.length;
    expect(customers.map((c) => actual.get(c.accountNumber))).toEqual(model);
    count('transfersPaid', transfers.filter((t) => t.paid).length);

    // The drill: the dump restores into a fresh database, whole and consistent.
    await admin((client) => client.query(`CREATE DATABASE ${restoredName}`));
    await run(join(DEPLOY, 'backup/savewin-restore.sh'), [dumpFile, urlOf(restoredName)]);
    const restored = await openDatabase({ url: urlOf(restoredName), maxConnections: 2 });
    try {
      const restoredProblems = await checkLedgerInvariants(restored);
      found.restoredProblems = restoredProblems.length;
      expect(restoredProblems).toEqual([]);
      const held = new Set(
        (
          await restored.query<{ client_transaction_id: string }>(
            `SELECT client_transaction_id FROM ledger_transactions WHERE client_transaction_id = ANY($1) AND status = 'SUCCESSFUL'`,
            [ids],
          )
        ).map((row) => row.client_transaction_id),
      );
      expect(beforeDump.filter((id) => !held.has(id))).toEqual([]);
      // Its balances are the effect of the transfers it holds.
      const restoredModel = customers.map(() => DEPOSIT);
      for (const t of transfers.filter((t) => held.has(t.id))) {
        restoredModel[t.from]! -= AMOUNT;
        restoredModel[t.to]! += AMOUNT;
      }
      const restoredBalances = new Map(
        (
          await restored.query<{ account_number: string; balance: string }>(
            `SELECT account_number, balance::text FROM ledger_accounts WHERE account_number = ANY($1)`,
            [customers.map((c) => c.accountNumber)],
          )
        ).map((row) => [row.account_number, Number(row.balance)]),
      );
      expect(customers.map((c) => restoredBalances.get(c.accountNumber))).toEqual(restoredModel);

      // A gateway started on the restored database (the unit's command line) shows each customer,
      // signed in there (number, PIN, code), the balance the restored ledger holds.
      const gateway = await start(await freePort(), urlOf(restoredName));
      const shown = [];
      for (const customer of customers) {
        const session = await signIn(gateway.base, customer.mobileNumber, customer.leadId);
        const limits = await call<{ balance: string }>(gateway.base, 'GET', '/api/account-service/limits', {
          token: session.token,
        });
        expect(limits.isSuccess, limits.displayMessage).toBe(true);
        shown.push(Math.round(Number(limits.result.balance) * 100));
      }
      expect(shown).toEqual(restoredModel);
      await stopInstance(gateway);
      count('restoredTransfers', held.size);
    } finally {
      await restored.close();
    }
  });
});
