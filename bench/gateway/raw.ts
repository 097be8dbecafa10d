// The raw posting rate: what the database engine itself does with a minimal correct double-entry
// transfer, no gateway code and no HTTP. Its own small schema in a fresh database of the engine
// under test (on PostgreSQL the same server the gateway uses): balances that cannot go below zero,
// a transfer row keyed by (requester, transactionId) as the idempotency key, two entries, two
// balance updates. Two forms of the same transfer:
//   statements: one transaction of separate statements (lock both balances in account order, claim
//               the idempotency key, write the two entries, update the two balances);
//   function:   the same steps in one PL/pgSQL function, so one round trip per transfer.
// Driven like the gateway runs: the same number of concurrent requests, every 10th a retry of its
// payer's previous id (answered as a replay, moving nothing), transfers of 1.00.
import { randomUUID } from 'node:crypto';

import type { Database, Queryable } from '../../apps/gateway/src/db/database';

const SCHEMA = `
CREATE TABLE raw_accounts (
  account_id text PRIMARY KEY,
  balance bigint NOT NULL CHECK (balance >= 0)
);
CREATE TABLE raw_transfers (
  requester text NOT NULL,
  transaction_id text NOT NULL,
  debit_account text NOT NULL REFERENCES raw_accounts,
  credit_account text NOT NULL REFERENCES raw_accounts,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (requester, transaction_id)
);
CREATE TABLE raw_entries (
  entry_id bigserial PRIMARY KEY,
  requester text NOT NULL,
  transaction_id text NOT NULL,
  account_id text NOT NULL REFERENCES raw_accounts,
  amount bigint NOT NULL,
  FOREIGN KEY (requester, transaction_id) REFERENCES raw_transfers
);
CREATE INDEX raw_entries_account ON raw_entries (account_id);
CREATE FUNCTION raw_transfer(p_requester text, p_id text, p_from text, p_to text, p_amount bigint)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  PERFORM 1 FROM raw_accounts WHERE account_id IN (p_from, p_to) ORDER BY account_id FOR UPDATE;
  INSERT INTO raw_transfers (requester, transaction_id, debit_account, credit_account, amount)
    VALUES (p_requester, p_id, p_from, p_to, p_amount) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN 'replay'; END IF;
  SELECT balance INTO v_balance FROM raw_accounts WHERE account_id = p_from;
  IF v_balance < p_amount THEN RAISE EXCEPTION 'insufficient balance'; END IF;
  INSERT INTO raw_entries (requester, transaction_id, account_id, amount)
    VALUES (p_requester, p_id, p_from, -p_amount), (p_requester, p_id, p_to, p_amount);
  UPDATE raw_accounts SET balance = balance - p_amount WHERE account_id = p_from;
  UPDATE raw_accounts SET balance = balance + p_amount WHERE account_id = p_to;
  RETURN 'posted';
END $$;
`;

/** Each payer's opening balance in pesewas: enough for every run of a benchmark at 1.00 each. */
const OPENING = 1_000_000_000;

export type RawForm = 'statements' | 'function';

const insufficient = () => new Error('insufficient balance');

async function statementsTransfer(
  tx: Queryable,
  requester: string,
  id: string,
  from: string,
  to: string,
  amount: number,
): Promise<'posted' | 'replay'> {
  const locked = await tx.query<{ account_id: string; balance: number }>(
    `SELECT account_id, balance FROM raw_accounts WHERE account_id = ANY($1::text[]) ORDER BY account_id FOR UPDATE`,
    [[from, to]],
  );
  const claimed = await tx.query(
    `INSERT INTO raw_transfers (requester, transaction_id, debit_account, credit_account, amount)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
    [requester, id, from, to, amount],
  );
  if (claimed.length === 0) return 'replay';
  const source = locked.find((row) => row.account_id === from);
  if (!source || Number(source.balance) < amount) throw insufficient();
  await tx.query(
    `INSERT INTO raw_entries (requester, transaction_id, account_id, amount) VALUES ($1, $2, $3, $5), ($1, $2, $4, $6)`,
    [requester, id, from, to, -amount, amount],
  );
  await tx.query(
    `UPDATE raw_accounts SET balance = balance + v.delta
       FROM (VALUES ($1::text, $3::bigint), ($2::text, $4::bigint)) AS v(account_id, delta)
      WHERE raw_accounts.account_id = v.account_id`,
    [from, to, -amount, amount],
  );
  return 'posted';
}

export interface RawPayer {
  requester: string;
  from: string;
  to: string;
}

export interface RawLedger {
  /** Payers paying their own second account (32 of them). */
  own: RawPayer[];
  /** The same payers all paying one account. */
  hot: RawPayer[];
  db: Database;
}

/** The schema and the accounts: `customers` payers with 10,000,000.00 each, a second account each, one payee. */
export async function prepareRaw(db: Database, customers: number): Promise<RawLedger> {
  await db.exec(SCHEMA);
  const own: RawPayer[] = [];
  const hot: RawPayer[] = [];
  const rows: string[] = [`('HOT', 0)`];
  for (let i = 0; i < customers; i++) {
    const from = `A${String(i).padStart(6, '0')}`;
    rows.push(`('${from}', ${OPENING})`, `('G${String(i).padStart(6, '0')}', 0)`);
    own.push({ requester: `C${i}`, from, to: `G${String(i).padStart(6, '0')}` });
    hot.push({ requester: `C${i}`, from, to: 'HOT' });
  }
  await db.exec(`INSERT INTO raw_accounts (account_id, balance) VALUES ${rows.join(', ')}`);
  return { own, hot, db };
}

/**
 * Transfers per second of 1.00 over `seconds`, `connections` at a time, every `retryEvery`-th
 * a retry of its payer's previous id; checks afterwards that every posting balances, no
 * balance went negative and each payer paid exactly what its transfer rows say.
 */
export async function rawTransfersPerSecond(
  raw: RawLedger,
  payers: RawPayer[],
  form: RawForm,
  options: { seconds: number; connections: number; retryEvery: number },
): Promise<{ perSecond: number; posted: number; replays: number }> {
  const { db } = raw;
  let posted = 0;
  let replays = 0;
  let turn = 0;
  const last = new Map<string, string>();
  const started = Date.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (Date.now() < until) {
        turn += 1;
        const payer = payers[turn % payers.length]!;
        const previous = last.get(payer.requester);
        const id = turn % options.retryEvery === 0 && previous ? previous : randomUUID();
        last.set(payer.requester, id);
        const outcome =
          form === 'function'
            ? ((
                await db.query<{ outcome: 'posted' | 'replay' }>(
                  `SELECT raw_transfer($1, $2, $3, $4, $5) AS outcome`,
                  [payer.requester, id, payer.from, payer.to, 100],
                )
              )[0]?.outcome ?? 'posted')
            : await db.transaction((tx) =>
                statementsTransfer(tx, payer.requester, id, payer.from, payer.to, 100),
              );
        if (outcome === 'replay') replays += 1;
        else posted += 1;
      }
    }),
  );
  const perSecond = posted / ((Date.now() - started) / 1000);
  const [check] = await db.query<{ unbalanced: number; negative: number; drift: number }>(
    `SELECT
       (SELECT count(*) FROM (SELECT 1 FROM raw_entries GROUP BY requester, transaction_id HAVING sum(amount) <> 0) u)::bigint AS unbalanced,
       (SELECT count(*) FROM raw_accounts WHERE balance < 0)::bigint AS negative,
       (SELECT count(*) FROM raw_accounts a WHERE a.balance <> (CASE WHEN a.account_id LIKE 'A%' THEN ${OPENING} ELSE 0 END)
          + coalesce((SELECT sum(e.amount) FROM raw_entries e WHERE e.account_id = a.account_id), 0))::bigint AS drift`,
  );
  if (!check || check.unbalanced + check.negative + check.drift > 0) {
    throw new Error(`the raw ledger broke its invariants: ${JSON.stringify(check)}`);
  }
  return { perSecond, posted, replays };
}
