// Scale-out of the reference deployment (deploy/): 1, 2 and 3 built gateway instances behind
// HAProxy, on one PostgreSQL and one Redis, started from the unit file and HAProxy's
// configuration exactly as the deploy suite starts them (apps/gateway/test/reliability/
// deployment.ts). The load is the gateway bench's own-account shape spread over customers paying
// each other (autocannon through HAProxy, CONNECTIONS connections, 1.00 per transfer); the
// instances not counted are stopped (SIGTERM, drained), so HAProxy sends them nothing. Rounds go
// 3 → 2 → 1 and back 1 → 2 → 3, so a machine whose load changes during the run shows in the
// spread. The ledger's invariants are checked at the end. Alone (not part of `npm run bench`):
//   npx tsx bench/gateway/instances.ts
// Prints one line per run and a Markdown table for bench/RESULTS.md.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import autocannon, { type Request } from 'autocannon';
import pg from 'pg';

import { openDatabase } from '../../apps/gateway/src/db/database';
import { checkLedgerInvariants } from '../../apps/gateway/src/domain/ledger';
import { OWN_BANK_SORT_CODE } from '../../apps/gateway/src/domain/ledger/accounts';
import {
  freePort,
  migrateUnit,
  runUnit,
  startBalancer,
  startInstance,
  stopInstance,
  untilServer,
  type Balancer,
  type Instance,
  type Places,
} from '../../apps/gateway/test/reliability/deployment';
import { SUBSCRIPTION_KEY, call, deposit, verifiedCustomer, type Customer } from '../support/api';
import { root } from '../support/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '8');
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 32;
const CUSTOMERS = 32;

const lib = (path: string) => import(new URL(`../../scripts/lib/${path}`, import.meta.url).href);
const { startPostgres } = (await lib('postgres.mjs')) as {
  startPostgres(): Promise<{ url: string; stop(): void }>;
};
const { startRedis } = (await lib('redis.mjs')) as { startRedis(): Promise<{ url: string; stop(): void }> };
const { bundleGateway } = (await lib('bundle-gateway.mjs')) as {
  bundleGateway(entries: Record<string, string>, outdir: string): Promise<void>;
};

const scratch = join(root, '.data', `bench-instances-${randomBytes(3).toString('hex')}`);
const places: Places = { release: join(scratch, 'release'), state: join(scratch, 'state') };
mkdirSync(places.state, { recursive: true });
const postgres = await startPostgres();
const redis = await startRedis();
const name = `bench_instances_${randomBytes(4).toString('hex')}`;
const url = new URL(postgres.url);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const envFile = {
  GATEWAY_MODE: 'sandbox',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redis.url,
  TRUST_PROXY: '127.0.0.1',
  PIN_PEPPER: 'bench-instances-pepper-0123456789abcdef',
  TOKEN_SECRET: 'bench-instances-token-secret-0123456789',
  LOG_LEVEL: 'warn',
  PRINT_OTPS: 'false',
  KYC_DELAY_MS: '0',
  RATE_LIMIT_PER_MINUTE: '1000000',
  // The ledger's throughput across instances, without the customer's step-up before each transfer.
  STEP_UP: 'off',
};

const instances: (Instance | undefined)[] = [];
let balancer: Balancer | undefined;
const rows: {
  instances: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}[] = [];
const loadBefore = loadavg();
try {
  await bundleGateway(
    { main: 'apps/gateway/src/main.ts', migrate: 'apps/gateway/src/migrate.ts' },
    join(places.release, 'apps/gateway/dist'),
  );
  cpSync(join(root, 'openapi/gateway.yaml'), join(places.release, 'openapi/gateway.yaml'));
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const migrated = await runUnit(migrateUnit(places), envFile);
  if (migrated.code !== 0) throw new Error(migrated.output);
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  instances[0] = await startInstance(places, ports[0]!, envFile);
  console.log(`${CUSTOMERS} customers, each with a deposit, through the first instance…`);
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMERS; i += 4) {
    customers.push(
      ...(await Promise.all(Array.from({ length: 4 }, () => verifiedCustomer(instances[0]!.base)))),
    );
  }
  for (const c of customers) await deposit(instances[0]!.base, c, c.accountNumber, '3000.00');
  balancer = await startBalancer(scratch, ports);
  const lb = balancer;

  const running = async (n: number) => {
    for (let i = 0; i < 3; i++) {
      const instance = instances[i];
      const up = instance && instance.proc.exitCode === null && instance.proc.signalCode === null;
      if (i < n && !up) instances[i] = await startInstance(places, ports[i]!, envFile);
      if (i >= n && up) await stopInstance(instance);
      await untilServer(lb, ports[i]!, i < n ? 'UP' : 'DOWN');
    }
  };
  /** Answers other than 200 by status and message, for the notes (a refusal is not a failure). */
  const others = new Map<string, number>();
  const request = (): Request => {
    let turn = 0;
    return {
      onResponse(status: number, body: string) {
        if (status === 200) return;
        const message = (() => {
          try {
            return (JSON.parse(body) as { displayMessage?: string }).displayMessage ?? '';
          } catch {
            return body.slice(0, 80);
          }
        })();
        const key = `${status} ${message}`;
        others.set(key, (others.get(key) ?? 0) + 1);
      },
      method: 'POST',
      path: '/api/transaction-service/transaction/transact',
      setupRequest(req) {
        turn += 1;
        const from = turn % CUSTOMERS;
        const payer = customers[from]!;
        return {
          ...req,
          headers: {
            'ocp-apim-subscription-key': SUBSCRIPTION_KEY,
            authorization: `Bearer ${payer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            customerAccountNumber: payer.accountNumber,
            transactionId: `bench-${randomUUID()}`,
            amount: '1.00',
            narration: 'Benchmark',
            transactionType: 'BANK_TRANSFER',
            destinationAccountNumber: customers[(from + 1) % CUSTOMERS]!.accountNumber,
            destinationSortCode: OWN_BANK_SORT_CODE,
            sourceSystem: 'WEB APP',
          }),
        };
      },
    };
  };
  const measure = async (n: number) => {
    await running(n);
    // Access credentials live 5 minutes and a run on a busy machine outlasts that: renewed
    // before each run, as the portal renews them.
    for (const c of customers) {
      const renewed = await call<{ token: string; refreshToken: string }>(
        lb.base,
        'POST',
        '/api/auth-service/auth/refresh',
        { body: { refreshToken: c.refreshToken } },
      );
      if (!renewed.isSuccess) throw new Error(`renewal refused: ${renewed.displayMessage}`);
      c.token = renewed.result.token;
      c.refreshToken = renewed.result.refreshToken;
    }
    await autocannon({
      url: lb.base,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
      requests: [request()],
    });
    const r = await autocannon({
      url: lb.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [request()],
    });
    const row = {
      instances: n,
      perSecond: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
    rows.push(row);
    console.log(JSON.stringify({ ...row, others: Object.fromEntries(others) }));
    others.clear();
  };
  for (const n of [3, 2, 1, 1, 2, 3]) await measure(n);
  for (const instance of instances) if (instance) await stopInstance(instance);
  await lb.stop();
  const db = await openDatabase({ url: databaseUrl, maxConnections: 1 });
  const problems = await checkLedgerInvariants(db);
  await db.close();
  console.log(`ledger invariants after the runs: ${problems.length === 0 ? 'hold' : problems.join('; ')}`);

  const loadAfter = loadavg();
  console.log(
    `\nLoad average before ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}, after ${loadAfter.map((l) => l.toFixed(1)).join(' / ')}`,
  );
  console.log('\n| instances | transfers/s (each round) | p50 ms | p99 ms | non-2xx | errors |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const n of [1, 2, 3]) {
    const mine = rows.filter((r) => r.instances === n);
    console.log(
      `| ${n} | ${mine.map((r) => r.perSecond.toFixed(0)).join(', ')} | ${mine.map((r) => r.p50).join(', ')} | ${mine.map((r) => r.p99).join(', ')} | ${mine.reduce((s, r) => s + r.non2xx, 0)} | ${mine.reduce((s, r) => s + r.errors, 0)} |`,
    );
  }
} finally {
  for (const instance of instances)
    if (instance && instance.proc.exitCode === null) instance.proc.kill('SIGKILL');
  await balancer?.stop();
  postgres.stop();
  redis.stop();
  rmSync(scratch, { recursive: true, force: true });
}
