import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, engine, type TestDatabase } from '../../test/support/database';

describe(`database on ${engine}`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.exec('CREATE TABLE probe (id int PRIMARY KEY, pesewas bigint NOT NULL CHECK (pesewas >= 0))');
  });
  afterAll(() => t.dispose());

  it('returns bigint sums of pesewas as exact numbers', async () => {
    await t.db.query('INSERT INTO probe VALUES (1, $1), (2, $2)', [4_500_000_000_000, 1]);
    const [row] = await t.db.query<{ total: number }>('SELECT sum(pesewas)::bigint AS total FROM probe');
    expect(row?.total).toBe(4_500_000_000_001);
  });

  it('rolls a transaction back whole when any statement fails', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (3, 10)');
        await tx.query('INSERT INTO probe VALUES (4, -1)');
      }),
    ).rejects.toThrow(/check/i);
    const rows = await t.db.query('SELECT id FROM probe WHERE id IN (3, 4)');
    expect(rows).toEqual([]);
  });

  it('commits a transaction whose work succeeds', async () => {
    const id = await t.db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe VALUES (5, 7)');
      return 5;
    });
    const rows = await t.db.query<{ pesewas: number }>('SELECT pesewas FROM probe WHERE id = $1', [id]);
    expect(rows).toEqual([{ pesewas: 7 }]);
  });
});
