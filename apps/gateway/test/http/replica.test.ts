// DATABASE_REPLICA_URL: a customer's statement (JSON and CSV) of a closed period, one whose last
// day is two or more UTC days back, is read from the replica; anything that can hold today's or
// yesterday's movements from the primary, so a customer who just moved money sees it despite
// replication lag; a replica that fails is answered from the primary. The "replica" here is a
// second database that holds none of the customer's movements, so which one answered shows in
// the answer itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../src/db/database';
import { closedPeriod, REPLICA_CLOSED_DAYS } from '../../src/db/replica';
import { createTestDatabase, engine, type TestDatabase } from '../support/database';
import {
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  startTestGateway,
  verifiedCustomer,
  type AccountHolder,
  type TestGateway,
} from '../support/server';

const DAY_MS = 86_400_000;
const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);

describe(`statements from a read replica on ${engine}`, () => {
  let replica: TestDatabase;
  let gateway: TestGateway;
  let who: AccountHolder;
  let replicaReads = 0;

  beforeAll(async () => {
    replica = await createTestDatabase();
    const counted: Database = {
      ...replica.db,
      query: (sql, params) => {
        replicaReads += 1;
        return replica.db.query(sql, params);
      },
    };
    gateway = await startTestGateway({ replica: counted });
    who = await verifiedCustomer(gateway);
    await fundCustomer(gateway, who, who.accountNumber, '25.00');
    // The deposit happened five days ago (on the primary only).
    await gateway.db.query(
      `UPDATE ledger_transactions SET created_at = created_at - interval '5 days' WHERE account_number = $1`,
      [who.accountNumber],
    );
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await gateway.close();
    await replica.dispose();
  });

  const statement = (query: string) =>
    gateway.call<{ items: { narration: string }[]; total: number }>(
      'GET',
      `/api/transaction-service/statement/${who.accountNumber}?${query}`,
      { token: who.token },
    );

  it('reads a closed period from the replica', async () => {
    const now = gateway.services.now();
    const closed = `from=${dayBefore(now, 10)}&to=${dayBefore(now, REPLICA_CLOSED_DAYS)}`;
    const before = replicaReads;
    const answer = await statement(closed);
    expect(answer.status).toBe(200);
    expect(replicaReads).toBeGreaterThan(before);
    // The replica holds none of the customer's movements: the answer came from it.
    expect(answer.body.result.total).toBe(0);

    const csvBefore = replicaReads;
    const csv = await gateway.call(
      'GET',
      `/api/transaction-service/statement/${who.accountNumber}/export?${closed}`,
      {
        token: who.token,
      },
    );
    expect(csv.status).toBe(200);
    expect(replicaReads).toBeGreaterThan(csvBefore);
  });

  it('reads anything that can hold today’s or yesterday’s movements from the primary', async () => {
    const now = gateway.services.now();
    const before = replicaReads;
    for (const query of [
      '',
      `from=${dayBefore(now, 10)}&to=${dayBefore(now, REPLICA_CLOSED_DAYS - 1)}`,
      `from=${dayBefore(now, 10)}&to=${dayBefore(now, 0)}`,
    ]) {
      const answer = await statement(query);
      expect(answer.status).toBe(200);
      expect(answer.body.result.total, query).toBe(1);
    }
    expect(replicaReads).toBe(before);
  });

  it('answers from the primary when the replica fails', async () => {
    const now = gateway.services.now();
    const working = gateway.services.replica;
    gateway.services.replica = {
      ...replica.db,
      query: () => Promise.reject(new Error('the replica is restarting')),
    };
    try {
      const answer = await statement(`from=${dayBefore(now, 10)}&to=${dayBefore(now, REPLICA_CLOSED_DAYS)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.result.total).toBe(1);
    } finally {
      gateway.services.replica = working;
    }
  });

  it('counts a period closed from its last day, on the UTC calendar', () => {
    const now = new Date('2026-11-26T00:30:00Z');
    expect(closedPeriod({ to: '2026-11-24' }, now)).toBe(true);
    expect(closedPeriod({ to: '2026-11-25' }, now)).toBe(false);
    expect(closedPeriod({}, now)).toBe(false);
  });
});
