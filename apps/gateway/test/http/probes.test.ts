// The probes an orchestrator uses (/healthz, /readyz): without the subscription key, holding no
// data; readiness fails with the reason when the database is unreachable, its schema is behind
// the code, Redis is configured and unreachable, or shutdown has begun (while a request already
// being served still completes). And the start-up check that refuses a schema behind the code.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import { testConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { assertSchemaCurrent, listMigrations, migrate, SchemaBehind } from '../../src/db/migrate';
import { READINESS_MESSAGES } from '../../src/http/plugins/probes';
import { buildServer } from '../../src/http/server';
import { createServices } from '../../src/services';
import { createTestDatabase, engine } from '../support/database';
import {
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  setUpTestGateway,
  startTestGateway,
  verifiedCustomer,
} from '../support/server';

interface ProbeBody {
  isSuccess: boolean;
  displayMessage: string;
  result: Record<string, string> | null;
}

/** A TCP port nothing listens on (taken from the system, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('probes', () => {
  const g = setUpTestGateway();

  it('answers liveness and readiness without the subscription key, with no data', async () => {
    const live = await g.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json<ProbeBody>()).toEqual({
      isSuccess: true,
      displayMessage: 'The gateway is running.',
      result: { status: 'ok' },
    });
    const ready = await g.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json<ProbeBody>()).toEqual({
      isSuccess: true,
      displayMessage: READINESS_MESSAGES.ready,
      result: { status: 'ready', database: 'ok', schema: 'current', redis: 'not configured' },
    });
  });

  it('keeps /api/health as the contract describes it (the subscription key required)', async () => {
    const answer = await g.call('GET', '/api/health', { subscriptionKey: null });
    expect(answer.status).toBe(401);
  });
});

describe('a database whose schema is behind the code', () => {
  const g = setUpTestGateway();
  const last = listMigrations().at(-1)!.version;

  it('is not ready, naming the command, and the gateway refuses to start on it', async () => {
    await g.db.query('DELETE FROM schema_migrations WHERE version = $1', [last]);
    const ready = await g.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json<ProbeBody>()).toMatchObject({
      isSuccess: false,
      displayMessage: READINESS_MESSAGES.schema,
      result: { status: 'not ready', schema: 'behind' },
    });
    expect(READINESS_MESSAGES.schema).toContain('npm run migrate');

    const refusal = await assertSchemaCurrent(g.db).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SchemaBehind);
    expect((refusal as SchemaBehind).missing).toEqual([last]);
    expect((refusal as Error).message).toContain('run `npm run migrate`');

    // Migrating brings it back (the migration's statements are not re-run: it is recorded again).
    await g.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last]);
    await expect(assertSchemaCurrent(g.db)).resolves.toBeUndefined();
    expect((await g.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('a database never migrated is behind by every migration', async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.exec('DROP TABLE schema_migrations');
      const refusal = await assertSchemaCurrent(fresh.db).catch((error: unknown) => error);
      expect((refusal as SchemaBehind).missing).toEqual(listMigrations().map((m) => m.version));
    } finally {
      await fresh.dispose();
    }
  });
});

describe(`a database that stops answering (${engine})`, () => {
  let db: Database;
  let stop: () => Promise<void>;
  let cleanUp: () => Promise<void> = async () => {};
  const poolErrors: string[] = [];
  // Resolved by the first lost connection the pool tells of (PostgreSQL).
  let toldOfLoss = () => {};
  const lossTold = new Promise<void>((resolve) => (toldOfLoss = resolve));

  beforeAll(async () => {
    if (engine === 'postgres') {
      // A throwaway database whose connections are then refused and terminated: the server is
      // still up, this database is gone for the gateway.
      const url = process.env.TEST_DATABASE_URL!;
      const name = `t_stop_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      db = await openDatabase({
        url: target.toString(),
        connectTimeoutMs: 1_000,
        statementTimeoutMs: 4_321,
        onError: (error, connection) => {
          poolErrors.push(`${connection}: ${error.message}`);
          toldOfLoss();
        },
      });
      await migrate(db);
      // DATABASE_STATEMENT_TIMEOUT_MS reaches the server's sessions.
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '4321ms' }]);
      stop = async () => {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
      };
      cleanUp = async () => {
        await db.close().catch(() => {});
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      const test = await createTestDatabase();
      db = test.db;
      stop = () => db.close();
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => cleanUp());

  it('makes readiness fail with the reason while liveness still answers', async () => {
    const services = createServices({ config: testConfig(), db });
    const app = await buildServer(services);
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // An idle pooled connection for the stop to cut (PostgreSQL).
      await db.query('SELECT 1');
      await stop();
      // The idle connection's loss reaches the pool as an event, some time after the stop: wait
      // for it, or readiness could take that connection first and the pool never tell of it.
      if (engine === 'postgres') await lossTold;
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<ProbeBody>()).toMatchObject({
        isSuccess: false,
        displayMessage: READINESS_MESSAGES.database,
        result: { status: 'not ready', database: 'unreachable' },
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The pool's lost connection is told, not swallowed (PGlite has no pool).
      expect(poolErrors.length > 0).toBe(engine === 'postgres');
    } finally {
      await app.close();
    }
  });
});

describe('Redis configured but unreachable', () => {
  it(
    'makes readiness fail with the reason',
    async () => {
      const port = await closedPort();
      const g = await startTestGateway({ config: { redisUrl: `redis://127.0.0.1:${port}` } });
      try {
        const ready = await g.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json<ProbeBody>()).toMatchObject({
          displayMessage: READINESS_MESSAGES.redis,
          result: { status: 'not ready', database: 'ok', schema: 'current', redis: 'unreachable' },
        });
      } finally {
        await g.close();
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});

describe('shutting down', () => {
  it(
    'fails readiness as soon as it begins, while a request being served completes',
    async () => {
      let enquiryReached!: () => void;
      const reached = new Promise<void>((resolve) => (enquiryReached = resolve));
      let answerEnquiry!: () => void;
      const answered = new Promise<void>((resolve) => (answerEnquiry = resolve));
      const bank = createSandboxBank();
      const g = await startTestGateway({
        adapters: () => ({
          bank: {
            ...bank,
            async nameEnquiry(sortCode, accountNumber) {
              enquiryReached();
              await answered;
              return bank.nameEnquiry(sortCode, accountNumber);
            },
          },
        }),
      });
      try {
        const ama = await verifiedCustomer(g);
        await fundCustomer(g, ama, ama.accountNumber, '100.00');
        // Over a real socket, as a load balancer probes.
        await g.app.listen({ port: 0, host: '127.0.0.1' });
        const address = g.app.server.address();
        const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        expect((await fetch(`${base}/readyz`)).status).toBe(200);

        const transactionId = `bank-${randomUUID()}`;
        const transfer = fetch(`${base}/api/transaction-service/transaction/transact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'ocp-apim-subscription-key': g.services.config.subscriptionKeys[0]!,
            authorization: `Bearer ${ama.token}`,
          },
          body: JSON.stringify({
            customerAccountNumber: ama.accountNumber,
            transactionId,
            amount: '30.00',
            narration: 'Rent',
            transactionType: 'BANK_TRANSFER',
            destinationAccountNumber: '0012341234',
            destinationSortCode: '130100',
            sourceSystem: 'WEB APP',
          }),
        });
        await reached;

        const draining = g.app.drain(0);
        const ready = await fetch(`${base}/readyz`);
        expect(ready.status).toBe(503);
        expect(((await ready.json()) as ProbeBody).displayMessage).toBe(READINESS_MESSAGES.draining);
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
        await draining;

        const closing = g.app.close();
        answerEnquiry();
        await closing;
        const answer = await transfer;
        expect(answer.status).toBe(200);
        // Its connection closes with it: closing does not wait for an idle keep-alive socket.
        expect(answer.headers.get('connection')).toBe('close');
        expect(((await answer.json()) as ProbeBody).isSuccess).toBe(true);
      } finally {
        await g.services.settle();
        await g.close().catch(() => undefined);
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});
