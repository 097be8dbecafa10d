// Gateway load on loopback, on PGlite and on PostgreSQL: own-account transfers spread over many
// customers, transfers all paying one account, charge lookups and statement reads, each against a
// freshly started gateway process whose peak resident memory is read when the run ends. After each
// transfer run the ledger invariants are checked and every transactionId is proven to have moved
// money at most once (some requests are deliberate retries of the same id). Baselines from the same
// run: the same ledger transaction issued in-process straight to the database, and a bare node:http
// 'hello'. On PostgreSQL, two gateway processes share the database under the same load.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';

import { testConfig } from '../../apps/gateway/src/config';
import { openDatabase, type Database } from '../../apps/gateway/src/db/database';
import { migrate } from '../../apps/gateway/src/db/migrate';
import {
  OWN_BANK_SORT_CODE,
  checkLedgerInvariants,
  openCustomerAccount,
} from '../../apps/gateway/src/domain/ledger';
import type { AuthContext } from '../../apps/gateway/src/http/types';
import { createServices } from '../../apps/gateway/src/services';
import { SUBSCRIPTION_KEY, call, deposit, verifiedCustomer, type Customer } from '../support/api';
import { peakRss, startGateway, startHello, type Running } from '../support/processes';
import { writeSection, type Check } from '../support/results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? '8');
const CONNECTIONS = 16;
const CUSTOMERS = 32;
/** Every RETRY_EVERY-th transfer repeats the previous request of its customer, id and all. */
const RETRY_EVERY = 10;
const MB = 1024 * 1024;

type CustomerAuth = Extract<AuthContext, { kind: 'customer' }>;

interface BenchCustomer extends Customer {
  goalAccountNumber: string;
}

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const figures = (r: Result): Figures => ({
  perSecond: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

const headersOf = (token: string, json = false): Record<string, string> => ({
  'ocp-apim-subscription-key': SUBSCRIPTION_KEY,
  authorization: `Bearer ${token}`,
  ...(json ? { 'content-type': 'application/json' } : {}),
});

// ---------------------------------------------------------------------------------------------
// Setup through the API, as customers would.

async function withGoal(base: string, customer: Customer): Promise<BenchCustomer> {
  const options = await call<{ goalOptionId: string; minDays: number; maxDays: number }[]>(
    base,
    'GET',
    '/api/investment/goal-options',
    { token: customer.token },
  );
  const option = options.result[0];
  if (!option) throw new Error('the gateway offers no goal options');
  const days = Math.min(option.maxDays, Math.max(option.minDays + 1, 180));
  const goal = await call<{ goalAccountNumber: string } | null>(base, 'POST', '/api/investment/create-goal', {
    token: customer.token,
    body: {
      targetAmount: '5000.00',
      customerNumber: customer.customerNumber,
      customerAccountNumber: customer.accountNumber,
      goalName: 'Benchmark',
      dueDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
      goalOptionId: option.goalOptionId,
    },
  });
  if (!goal.isSuccess || !goal.result) throw new Error(`createGoal refused: ${goal.displayMessage}`);
  await deposit(base, customer, customer.accountNumber, '3000.00');
  return { ...customer, goalAccountNumber: goal.result.goalAccountNumber };
}

async function prepareCustomers(base: string): Promise<{ payers: BenchCustomer[]; hot: Customer }> {
  const payers: BenchCustomer[] = [];
  while (payers.length < CUSTOMERS) {
    const batch = await Promise.all(
      Array.from({ length: 4 }, async () => withGoal(base, await verifiedCustomer(base))),
    );
    payers.push(...batch);
  }
  return { payers, hot: await verifiedCustomer(base) };
}

// ---------------------------------------------------------------------------------------------
// Transfers, with a record of what each id was answered.

interface TransferLog {
  /** Every id sent, with whether any answer for it said isSuccess. */
  ids: Map<string, boolean>;
  retries: number;
}

function transferRequest(
  payers: BenchCustomer[],
  destinationOf: (payer: BenchCustomer) => string,
  log: TransferLog,
): Request {
  let turn = 0;
  const last = new Map<string, string>();
  return {
    method: 'POST',
    path: '/api/transaction-service/transaction/transact',
    setupRequest(request, context) {
      turn += 1;
      const payer = payers[turn % payers.length]!;
      const retry = turn % RETRY_EVERY === 0 && last.has(payer.accountNumber);
      const transactionId = retry ? last.get(payer.accountNumber)! : `bench-${randomUUID()}`;
      if (retry) log.retries += 1;
      last.set(payer.accountNumber, transactionId);
      if (!log.ids.has(transactionId)) log.ids.set(transactionId, false);
      context.transactionId = transactionId;
      return {
        ...request,
        headers: headersOf(payer.token, true),
        body: JSON.stringify({
          customerAccountNumber: payer.accountNumber,
          transactionId,
          amount: '1.00',
          narration: 'Benchmark',
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: destinationOf(payer),
          destinationSortCode: OWN_BANK_SORT_CODE,
          sourceSystem: 'WEB APP',
        }),
      };
    },
    onResponse(status, body, context) {
      if (status !== 200) return;
      const id = context.transactionId as string;
      if ((JSON.parse(body) as { isSuccess: boolean }).isSuccess) log.ids.set(id, true);
    },
  };
}

async function balances(db: Database, accounts: string[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE account_number = ANY($1)`,
    [accounts],
  );
  return Number(row?.total ?? 0);
}

interface LedgerCheck {
  problems: string[];
  /** Ids the ledger holds as SUCCESSFUL (some finished after the load stopped, unanswered). */
  accepted: number;
  movedTwice: number;
  /** Pesewas the destinations received beyond one cedi per successful id (0 when nothing doubled). */
  excess: number;
}

/**
 * After the gateway has stopped (finishing what it had in hand): the invariants; each id has at
 * most one transfer posting; every id answered isSuccess is SUCCESSFUL; the destinations received
 * exactly one cedi per SUCCESSFUL id.
 */
async function checkTransfers(
  db: Database,
  log: TransferLog,
  destinations: string[],
  before: number,
): Promise<LedgerCheck> {
  const ids = [...log.ids.keys()];
  const twice = await db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM ledger_postings WHERE kind = 'TRANSFER' AND transaction_id = ANY($1)
      GROUP BY transaction_id HAVING count(*) > 1`,
    [ids],
  );
  const successful = new Set(
    (
      await db.query<{ transaction_id: string }>(
        `SELECT transaction_id FROM ledger_transactions WHERE transaction_id = ANY($1) AND status = 'SUCCESSFUL'`,
        [ids],
      )
    ).map((row) => row.transaction_id),
  );
  const received = (await balances(db, destinations)) - before;
  const problems = await checkLedgerInvariants(db);
  const lost = [...log.ids].filter(([id, answeredSuccess]) => answeredSuccess && !successful.has(id));
  if (lost.length > 0) problems.push(`${lost.length} ids answered isSuccess are not SUCCESSFUL`);
  return {
    problems,
    accepted: successful.size,
    movedTwice: twice.length,
    excess: received - successful.size * 100,
  };
}

// ---------------------------------------------------------------------------------------------
// Engines.

interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh, empty database for one part of the run; `open` connects the benchmark itself. */
  fresh(): Promise<{
    gateway: { dataDir: string; databaseUrl?: string };
    open(): Promise<Database>;
    drop(): Promise<void>;
  }>;
}

const temp = mkdtempSync(join(tmpdir(), 'savewin-load-'));

const pglite: Engine = {
  name: 'PGlite',
  async fresh() {
    const dataDir = mkdtempSync(join(temp, 'pglite-'));
    return {
      gateway: { dataDir },
      open: () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

function postgresEngine(serverUrl: string): Engine {
  return {
    name: 'PostgreSQL',
    async fresh() {
      const name = `bench_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const databaseUrl = url.toString();
      const dataDir = mkdtempSync(join(temp, 'pg-'));
      return {
        gateway: { dataDir, databaseUrl },
        open: () => openDatabase({ url: databaseUrl }),
        async drop() {
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/** The ledger's own limit: the same own-account transfer, called in-process with no HTTP, same concurrency. */
/**
 * The ledger's own limit: the same own-account transfer, called in-process with no HTTP, at the
 * same concurrency, on its own database of the same engine. `run` measures it, right beside the
 * gateway's own-account run, so both see the same machine.
 */
async function openDirect(engine: Engine): Promise<{ run(): Promise<number>; close(): Promise<void> }> {
  const database = await engine.fresh();
  const db = await database.open();
  const close = async () => {
    await db.close();
    await database.drop();
  };
  try {
    await migrate(db);
    const services = createServices({ config: testConfig(), db });
    const payers: { auth: CustomerAuth; from: string; to: string }[] = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const customerNumber = `CB${String(i).padStart(6, '0')}`;
      const mobileNumber = `0245${300_001 + i}`;
      const auth: CustomerAuth = {
        kind: 'customer',
        sessionId: `s${i}`,
        leadId: `l${i}`,
        mobileNumber,
        customerNumber,
      };
      const main = await db.transaction((tx) =>
        openCustomerAccount(tx, { customerNumber, productName: 'SAVE & WIN' }),
      );
      const goal = await db.transaction((tx) =>
        openCustomerAccount(tx, { customerNumber, productName: 'TARGET SAVE' }),
      );
      const funded = await services.ledger.transact(auth, {
        customerAccountNumber: main.accountNumber,
        transactionId: `fund-${i}`,
        amount: '3000.00',
        narration: 'Deposit',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      });
      const promptId = (funded.result as { promptId?: string } | null)?.promptId;
      if (!promptId) throw new Error(`direct deposit refused: ${funded.displayMessage}`);
      await services.ledger.sandbox!.decidePrompt(promptId, 'APPROVED');
      payers.push({ auth, from: main.accountNumber, to: goal.accountNumber });
    }
    // Warmed up like each gateway process is, then measured.
    const run = async () => {
      await transfersPerSecond(db, services, payers, WARM_UP_SECONDS);
      return transfersPerSecond(db, services, payers, SECONDS);
    };
    return { run, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function transfersPerSecond(
  db: Database,
  services: ReturnType<typeof createServices>,
  payers: { auth: CustomerAuth; from: string; to: string }[],
  seconds: number,
): Promise<number> {
  let done = 0;
  let refused = 0;
  let turn = 0;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const payer = payers[turn++ % payers.length]!;
        const answer = await services.ledger.transact(payer.auth, {
          customerAccountNumber: payer.from,
          transactionId: `direct-${randomUUID()}`,
          amount: '1.00',
          narration: 'Benchmark',
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: payer.to,
          destinationSortCode: OWN_BANK_SORT_CODE,
          sourceSystem: 'WEB APP',
        });
        if (answer.isSuccess) done += 1;
        else refused += 1;
      }
    }),
  );
  if (refused > 0) throw new Error(`the direct baseline had ${refused} refused transfers`);
  const problems = await checkLedgerInvariants(db);
  if (problems.length > 0) throw new Error(`direct baseline broke the ledger: ${problems.join('; ')}`);
  return done / ((Date.now() - started) / 1000);
}

interface Row {
  engine: string;
  scenario: string;
  figures: Figures;
  rssMb: number;
  ledger?: LedgerCheck;
  retries?: number;
}

/** A fresh process compiles its routes' validators and fills its pools on first use: warm it first. */
const WARM_UP_SECONDS = 2;

async function measure(gateway: Running, requests: Request[]): Promise<{ figures: Figures; rssMb: number }> {
  await autocannon({ url: gateway.url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, requests });
  const result = await autocannon({
    url: gateway.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
  return { figures: figures(result), rssMb: peakRss(gateway.pid) / MB };
}

async function runEngine(
  engine: Engine,
): Promise<{ rows: Row[]; direct: number; hello: number; scaleOut?: Row }> {
  console.log(`\n${engine.name}: the in-process ledger's customers (baseline)…`);
  const directLedger = await openDirect(engine);
  let direct = 0;

  const database = await engine.fresh();
  const rows: Row[] = [];
  const db = engine.name === 'PostgreSQL' ? await database.open() : undefined;
  // PGlite is one process's file: the benchmark reads it only while no gateway has it open.
  const withDb = async <T>(fn: (q: Database) => Promise<T>): Promise<T> => {
    if (db) return fn(db);
    const own = await database.open();
    try {
      return await fn(own);
    } finally {
      await own.close();
    }
  };
  let gateway = await startGateway(database.gateway);
  let hello = 0;
  let scaleOut: Row | undefined;
  try {
    console.log(`${engine.name}: ${CUSTOMERS} customers with a goal each, and one payee…`);
    const { payers, hot } = await prepareCustomers(gateway.url);
    const scenarios: {
      name: string;
      requests: () => Request[];
      transfers?: { log: TransferLog; destinations: string[] };
    }[] = [];
    const ownLog: TransferLog = { ids: new Map(), retries: 0 };
    const hotLog: TransferLog = { ids: new Map(), retries: 0 };
    scenarios.push({
      name: 'own-account transfers, 32 customers',
      requests: () => [transferRequest(payers, (p) => p.goalAccountNumber, ownLog)],
      transfers: { log: ownLog, destinations: payers.map((p) => p.goalAccountNumber) },
    });
    scenarios.push({
      name: 'transfers all paying one account',
      requests: () => [transferRequest(payers, () => hot.accountNumber, hotLog)],
      transfers: { log: hotLog, destinations: [hot.accountNumber] },
    });
    let turn = 0;
    const rotating = (build: (p: BenchCustomer) => Request): Request => ({
      setupRequest: (request) => ({ ...request, ...build(payers[turn++ % payers.length]!) }),
    });
    scenarios.push({
      name: 'charge-lookup',
      requests: () => [
        rotating((p) => ({
          method: 'POST',
          path: '/api/transaction/charge-lookup',
          headers: headersOf(p.token, true),
          body: JSON.stringify({
            customerAccountNumber: p.accountNumber,
            transactionId: '',
            amount: '50.00',
            transactionType: 'WITHDRAWAL',
            destinationAccountNumber: p.mobileNumber,
            destinationSortCode: '',
            sourceSystem: 'WEB APP',
          }),
        })),
      ],
    });
    scenarios.push({
      name: 'statement reads (page of 20)',
      requests: () => [
        rotating((p) => ({
          method: 'GET',
          path: `/api/transaction-service/statement/${p.accountNumber}?page=1&pageSize=20`,
          headers: headersOf(p.token),
        })),
      ],
    });
    scenarios.push({
      name: 'authenticated read (unread notifications count)',
      requests: () => [
        rotating((p) => ({
          method: 'GET',
          path: '/api/notifications/unread-count',
          headers: headersOf(p.token),
        })),
      ],
    });

    for (const scenario of scenarios) {
      // Each scenario gets a fresh process, so its peak memory is its own.
      await gateway.stop();
      const destinations = scenario.transfers?.destinations ?? [];
      const before = destinations.length ? await withDb((q) => balances(q, destinations)) : 0;
      gateway = await startGateway(database.gateway);
      if (scenario.name.startsWith('authenticated')) {
        const bare = await startHello();
        const result = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: SECONDS });
        await bare.stop();
        hello = result.requests.average;
        console.log(`  bare node:http hello: ${hello.toFixed(0)} req/s`);
      }
      if (scenario === scenarios[0]) {
        direct = await directLedger.run();
        console.log(`  the same transfers in-process: ${direct.toFixed(0)} transfers/s`);
      }
      console.log(`  ${scenario.name}…`);
      const measured = await measure(gateway, scenario.requests());
      const row: Row = { engine: engine.name, scenario: scenario.name, ...measured };
      if (scenario.transfers) {
        await gateway.stop();
        row.ledger = await withDb((q) => checkTransfers(q, scenario.transfers!.log, destinations, before));
        row.retries = scenario.transfers.log.retries;
      }
      console.log(`    ${JSON.stringify(row)}`);
      rows.push(row);
    }

    if (db) {
      // Scale-out: two processes on the one database, half the connections each, the own-account load.
      await gateway.stop();
      const log: TransferLog = { ids: new Map(), retries: 0 };
      const destinations = payers.map((p) => p.goalAccountNumber);
      const before = await balances(db, destinations);
      const second = await startGateway(database.gateway);
      gateway = await startGateway(database.gateway);
      console.log('  two gateway processes, own-account transfers…');
      const halves = [payers.slice(0, CUSTOMERS / 2), payers.slice(CUSTOMERS / 2)];
      const load = (duration: number) =>
        Promise.all(
          [gateway, second].map((g, i) =>
            autocannon({
              url: g.url,
              connections: CONNECTIONS / 2,
              duration,
              requests: [transferRequest(halves[i]!, (p) => p.goalAccountNumber, log)],
            }),
          ),
        );
      await load(WARM_UP_SECONDS);
      const results = await load(SECONDS);
      const rss = Math.max(peakRss(gateway.pid), peakRss(second.pid)) / MB;
      await Promise.all([gateway.stop(), second.stop()]);
      const [a, b] = results.map(figures);
      scaleOut = {
        engine: engine.name,
        scenario: 'own-account transfers, two gateway processes',
        figures: {
          perSecond: a!.perSecond + b!.perSecond,
          p50: Math.max(a!.p50, b!.p50),
          p99: Math.max(a!.p99, b!.p99),
          requests: a!.requests + b!.requests,
          non2xx: a!.non2xx + b!.non2xx,
          errors: a!.errors + b!.errors,
        },
        rssMb: rss,
        ledger: await checkTransfers(db, log, destinations, before),
        retries: log.retries,
      };
      console.log(`    ${JSON.stringify(scaleOut)}`);
    }
  } finally {
    await gateway.stop();
    await directLedger.close();
    await db?.close();
    await database.drop();
  }
  return { rows, direct, hello, ...(scaleOut ? { scaleOut } : {}) };
}

// ---------------------------------------------------------------------------------------------

const postgresLib = (await import(new URL('../../scripts/lib/postgres.mjs', import.meta.url).href)) as {
  startPostgres: () => Promise<{ url: string; stop: () => void }>;
};

const server = await postgresLib.startPostgres();
const lines: string[] = [
  `${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up on a freshly started gateway process, transfers of 1.00 between ${CUSTOMERS} verified customers (every ${RETRY_EVERY}th request repeats its customer's previous transactionId, as a retry of the same attempt does).`,
  '',
  '| engine | load | req/s | p50 ms | p99 ms | requests | non-2xx / errors | peak RSS MB | ledger after |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
const checks: Check[] = [];
try {
  for (const engine of [pglite, postgresEngine(server.url)]) {
    const { rows, direct, hello, scaleOut } = await runEngine(engine);
    const all = scaleOut ? [...rows, scaleOut] : rows;
    for (const row of all) {
      const f = row.figures;
      const ledger = row.ledger
        ? `${row.ledger.accepted} accepted (${row.retries} retries), invariants ${row.ledger.problems.length === 0 ? 'hold' : `BROKEN: ${row.ledger.problems.join('; ')}`}, ${row.ledger.movedTwice} ids moved twice, destinations ${row.ledger.excess === 0 ? 'got exactly the accepted sum' : `off by ${row.ledger.excess} pesewas`}`
        : '—';
      lines.push(
        `| ${row.engine} | ${row.scenario} | ${f.perSecond.toFixed(0)} | ${f.p50} | ${f.p99} | ${f.requests} | ${f.non2xx} / ${f.errors} | ${row.rssMb.toFixed(0)} | ${ledger} |`,
      );
      if (row.ledger) {
        checks.push({
          name: `${row.engine}, ${row.scenario}: invariant problems + ids moved twice + pesewas off`,
          value: row.ledger.problems.length + row.ledger.movedTwice + Math.abs(row.ledger.excess),
          target: 0,
          kind: 'max',
          unit: '',
        });
      }
    }
    const own = rows[0]!.figures.perSecond;
    const read = rows.find((r) => r.scenario.startsWith('authenticated'))!.figures.perSecond;
    lines.push(
      `| ${engine.name} | ledger in-process, no HTTP (baseline) | ${direct.toFixed(0)} | | | | | | |`,
      `| ${engine.name} | bare node:http 'hello' (baseline) | ${hello.toFixed(0)} | | | | | | |`,
    );
    checks.push(
      {
        name: `${engine.name}: own-account transfers/s through the gateway ÷ the same transfer in-process`,
        value: Number((own / direct).toFixed(2)),
        target: 0.5,
        kind: 'min',
        unit: '×',
      },
      {
        name: `${engine.name}: authenticated read ÷ bare node:http hello`,
        value: Number((read / hello).toFixed(2)),
        target: 0.5,
        kind: 'min',
        unit: '×',
      },
      {
        name: `${engine.name}: gateway peak resident memory, worst run`,
        value: Math.round(Math.max(...all.map((r) => r.rssMb))),
        target: 250,
        kind: 'max',
        unit: ' MB',
      },
    );
    if (scaleOut) {
      checks.push({
        name: `${engine.name}: two gateway processes ÷ one, own-account transfers/s`,
        value: Number((scaleOut.figures.perSecond / own).toFixed(2)),
        target: 1.01,
        kind: 'min',
        unit: '×',
      });
    }
  }
} finally {
  server.stop();
  rmSync(temp, { recursive: true, force: true });
}

writeSection('4-gateway', {
  title: 'Gateway under load',
  command: `npx tsx bench/gateway/load.ts (BENCH_SECONDS=${SECONDS})`,
  lines,
  checks,
});
console.log(lines.join('\n'));
