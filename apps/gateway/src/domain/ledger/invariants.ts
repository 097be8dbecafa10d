// The ledger's invariants, checked from the data alone. Tests assert an empty list after every
// integration test; an operator can run it against a live database.
import type { Queryable } from '../../db/database';

export async function checkLedgerInvariants(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await q.query<{ posting_id: number; total: number }>(
    `SELECT posting_id, sum(amount)::bigint AS total FROM ledger_entries GROUP BY posting_id HAVING sum(amount) <> 0`,
  );
  for (const row of unbalanced) problems.push(`posting ${row.posting_id} is unbalanced by ${row.total}`);

  const unbalancedTx = await q.query<{ transaction_id: string; total: number }>(
    `SELECT p.transaction_id, sum(e.amount)::bigint AS total
       FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
      WHERE p.transaction_id IS NOT NULL
      GROUP BY p.transaction_id HAVING sum(e.amount) <> 0`,
  );
  for (const row of unbalancedTx)
    problems.push(`transaction ${row.transaction_id} entries sum to ${row.total}`);

  const drifted = await q.query<{ account_number: string; balance: number; total: number }>(
    `SELECT a.account_number, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
       FROM ledger_accounts a LEFT JOIN ledger_entries e USING (account_number)
      WHERE a.kind = 'CUSTOMER'
      GROUP BY a.account_number, a.balance
     HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  for (const row of drifted) {
    problems.push(
      `account ${row.account_number} balance ${row.balance} differs from its entries ${row.total}`,
    );
  }

  const negative = await q.query<{ account_number: string; balance: number }>(
    `SELECT account_number, balance FROM ledger_accounts WHERE kind = 'CUSTOMER' AND balance < 0`,
  );
  for (const row of negative) problems.push(`account ${row.account_number} is below zero: ${row.balance}`);

  // Money reserved for a movement in flight sits in suspense until it settles or reverses.
  const [suspense] = await q.query<{ held: number; reserved: number }>(
    `SELECT
       coalesce((SELECT sum(amount) FROM ledger_entries WHERE account_number = 'SYS-SUSPENSE'), 0)::bigint AS held,
       coalesce((SELECT sum(amount + fee_amount + elevy_amount) FROM ledger_transactions t
                  WHERE t.status = 'PROCESSING'
                    AND EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.transaction_id AND p.kind = 'RESERVE')), 0)::bigint AS reserved`,
  );
  if (suspense && suspense.held !== suspense.reserved) {
    problems.push(`suspense holds ${suspense.held} but movements in flight reserved ${suspense.reserved}`);
  }

  const settledWithoutMoney = await q.query<{ transaction_id: string }>(
    `SELECT t.transaction_id FROM ledger_transactions t
      WHERE t.status = 'SUCCESSFUL'
        AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.transaction_id = t.transaction_id AND p.kind IN ('CREDIT', 'SETTLE', 'TRANSFER'))`,
  );
  for (const row of settledWithoutMoney)
    problems.push(`transaction ${row.transaction_id} is SUCCESSFUL but moved no money`);

  const failedWithMoney = await q.query<{ transaction_id: string; total: number }>(
    `SELECT t.transaction_id, coalesce(sum(e.amount) FILTER (WHERE e.account_number = t.account_number), 0)::bigint AS total
       FROM ledger_transactions t
       JOIN ledger_postings p ON p.transaction_id = t.transaction_id
       JOIN ledger_entries e ON e.posting_id = p.posting_id
      WHERE t.status IN ('FAILED', 'REVERSED')
      GROUP BY t.transaction_id
     HAVING coalesce(sum(e.amount) FILTER (WHERE e.account_number = t.account_number), 0) <> 0`,
  );
  for (const row of failedWithMoney) {
    problems.push(
      `transaction ${row.transaction_id} failed but moved ${row.total} on the customer's account`,
    );
  }
  return problems;
}
