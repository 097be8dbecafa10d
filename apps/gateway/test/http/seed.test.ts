// The demo data of a fresh start: what a person signing in to the demo sees, and that seeding
// again changes nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { beforeAll, expect, it } from 'vitest';

import { DEMO, seed, type SeedResult } from '../../src/seed/seed';
import { DATABASE_HOOK_TIMEOUT, ledgerProblems, signIn, setUpTestGateway } from '../support/server';

const gateway = setUpTestGateway();
let first: SeedResult;
beforeAll(async () => {
  first = await seed(gateway.services);
}, DATABASE_HOOK_TIMEOUT);

const TABLES = [
  'leads',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'ledger_loyalty_points',
  'ledger_interest_accruals',
  'billers',
  'goal_options',
  'draw_winners',
];

async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await gateway.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? -1;
  }
  const balances = await gateway.db.query(
    'SELECT account_number, balance FROM ledger_accounts ORDER BY account_number',
  );
  return { counts, balances };
}

it('gives the demo customer a balance, accrued interest, loyalty points and months of history', async () => {
  expect(first.created).toBe(true);
  const session = await signIn(gateway, DEMO.mobileNumber, DEMO.pin);
  const details = await gateway.call<{
    accounts: {
      productName: string;
      currentAvailableBalance: string;
      accruedInterest: string;
      loyaltyPoint: number;
    }[];
  }>('GET', `/api/customer-details/${DEMO.mobileNumber}`, { token: session.token });
  const main = details.body.result.accounts[0];
  expect(main?.productName).toBe('SAVE & WIN');
  expect(Number(main?.currentAvailableBalance)).toBeGreaterThan(3000);
  expect(Number(main?.accruedInterest)).toBeGreaterThan(0);
  expect(main?.loyaltyPoint).toBeGreaterThan(0);

  const statement = await gateway.call<{
    items: { transactionDate: string; transactionType: string }[];
    total: number;
  }>(
    'GET',
    `/api/transaction-service/statement/${first.demo.accountNumber}?from=${new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10)}`,
    { token: session.token },
  );
  expect(statement.body.result.total).toBeGreaterThanOrEqual(24);
  const types = new Set(statement.body.result.items.map((row) => row.transactionType));
  expect(types).toContain('DEPOSIT');
  expect(types).toContain('WITHDRAWAL');
  expect(await ledgerProblems(gateway)).toEqual([]);
});

it('has GhQR payments in the demo history, each naming the merchant and till as a live one does', async () => {
  const session = await signIn(gateway, DEMO.mobileNumber, DEMO.pin);
  const statement = await gateway.call<{ items: Record<string, string>[] }>(
    'GET',
    `/api/transaction-service/statement/${first.demo.accountNumber}?from=${new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10)}&pageSize=100`,
    { token: session.token },
  );
  const paid = statement.body.result.items.filter((row) => row.transactionType === 'MERCHANT_PAYMENT');
  expect(paid.map((row) => [row.destination, row.direction, row.amount]).sort()).toEqual([
    ['Auntie Akos Chop Bar', 'DEBIT', '35.00'],
    ['Auntie Akos Chop Bar', 'DEBIT', '35.00'],
    ['Osu Community Pharmacy', 'DEBIT', '62.00'],
    ['Osu Community Pharmacy', 'DEBIT', '62.00'],
  ]);
  const lunch = paid.find((row) => row.destination === 'Auntie Akos Chop Bar')!;
  const details = await gateway.call<Record<string, string>>(
    'GET',
    `/api/transaction-service/transaction/${lunch.transactionId}`,
    { token: session.token },
  );
  expect(details.body.result).toMatchObject({
    transactionType: 'MERCHANT_PAYMENT',
    destination: 'Auntie Akos Chop Bar',
    destinationAccountNumber: 'GHQR-MER-000123',
    terminalId: 'TILL-02',
    feeAmount: '0.00',
  });
  // The merchants' collection accounts hold what was paid them: 2 × 35.00 and 2 × 62.00.
  const collected = await gateway.db.query<{ account_number: string; total: string }>(
    `SELECT account_number, sum(amount)::text AS total FROM ledger_entries
      WHERE account_number LIKE 'SYS-MERCHANT-%' GROUP BY account_number ORDER BY account_number`,
  );
  expect(collected.map((row) => [row.account_number, Number(row.total)])).toEqual([
    ['SYS-MERCHANT-GHQR-MER-000123', 7_000],
    ['SYS-MERCHANT-GHQR-MER-000456', 12_400],
  ]);
});

it('dates the demo history as it happened: interest credited at each month end, movements on many days', async () => {
  const session = await signIn(gateway, DEMO.mobileNumber, DEMO.pin);
  const statement = await gateway.call<{
    items: { transactionDate: string; transactionType: string }[];
  }>(
    'GET',
    `/api/transaction-service/statement/${first.demo.accountNumber}?pageSize=100&from=${new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10)}`,
    { token: session.token },
  );
  const rows = statement.body.result.items;
  const interest = rows
    .filter((row) => row.transactionType === 'INTEREST')
    .map((row) => new Date(row.transactionDate));
  expect(interest.length).toBeGreaterThanOrEqual(3);
  for (const at of interest) {
    // The last day of its month (the next day is the 1st), never the moment of seeding.
    expect(new Date(at.getTime() + 86_400_000).getUTCDate(), at.toISOString()).toBe(1);
  }
  expect(new Set(interest.map((at) => at.toISOString().slice(0, 7))).size).toBe(interest.length);
  const days = new Set(rows.map((row) => row.transactionDate.slice(0, 10)));
  expect(days.size).toBeGreaterThanOrEqual(20);
});

it('writes billers for every biller page, goal options with images and previous winners', async () => {
  const billers = await gateway.db.query<{ category: string; biller_name: string }>(
    'SELECT category, biller_name FROM billers',
  );
  expect(billers.some((b) => b.category.includes('AIRTIME'))).toBe(true);
  expect(billers.some((b) => /DATA|BUNDLE|INTERNET/.test(b.category))).toBe(true);
  expect(billers.some((b) => b.category === 'UTILITIES' && !b.biller_name.includes('TV'))).toBe(true);
  expect(
    billers.filter((b) => b.category === 'UTILITIES' && b.biller_name.includes('TV')).length,
  ).toBeGreaterThanOrEqual(2);
  const options = await gateway.db.query<{ image: string; min_days: number; max_days: number }>(
    'SELECT * FROM goal_options',
  );
  expect(options.length).toBeGreaterThan(3);
  for (const option of options) {
    // The contract's image is the address of a picture the portal serves from its public folder.
    expect(option.image).toMatch(/^\/goal-options\/[a-z0-9-]+\.svg$/);
    const file = fileURLToPath(new URL(`../../../portal/public${option.image}`, import.meta.url));
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/);
    expect(option.max_days).toBeGreaterThan(option.min_days);
  }
  const winners = await gateway.db.query('SELECT * FROM draw_winners');
  expect(winners.length).toBeGreaterThan(0);
});

it('changes nothing when seeded again', async () => {
  const before = await snapshot();
  const again = await seed(gateway.services);
  expect(again.created).toBe(false);
  expect(again.demo).toEqual(first.demo);
  expect(await snapshot()).toEqual(before);
});

it('shows previous winners whose prizes are the configured weekly tiers of their position', async () => {
  const session = await signIn(gateway, DEMO.mobileNumber, DEMO.pin);
  const tiers = await gateway.call<{ position: number; prize: string }[]>('GET', '/api/draws/prizes', {
    token: session.token,
  });
  const byPosition = new Map(tiers.body.result.map((t) => [t.position, t.prize]));
  expect(byPosition.size).toBe(4);
  const winners = await gateway.call<{ position: number; prize: string; drawId: string }[]>(
    'GET',
    '/api/loyalty/previous-winners',
    { token: session.token },
  );
  expect(winners.body.isSuccess).toBe(true);
  expect(winners.body.result.length).toBeGreaterThanOrEqual(4);
  for (const winner of winners.body.result) {
    expect({ position: winner.position, prize: winner.prize }).toEqual({
      position: winner.position,
      prize: byPosition.get(winner.position),
    });
  }
});
