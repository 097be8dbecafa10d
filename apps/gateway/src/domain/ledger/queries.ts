// What the rest of the domain reads of the ledger (goals, draws, payment links, notices, the
// assistant), answered in the domain's words: no module outside the ledger names its tables, so
// the schema can change here without a search through the products.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

import type { ProductName } from './accounts';
import type { TransactionStatus, TransactionType } from './transactions';

export interface CustomerAccountFacts {
  accountNumber: string;
  customerNumber: string;
  productName: ProductName;
  status: 'ACTIVE' | 'CLOSED';
  balance: Pesewas;
}

/** A customer account (open or closed), or null for a system account or no account. */
export async function customerAccountFacts(
  q: Queryable,
  accountNumber: string,
): Promise<CustomerAccountFacts | null> {
  const [row] = await q.query<{
    customer_number: string;
    product_name: ProductName;
    status: 'ACTIVE' | 'CLOSED';
    balance: number;
  }>(
    `SELECT customer_number, product_name, status, balance FROM ledger_accounts
      WHERE account_number = $1 AND kind = 'CUSTOMER'`,
    [accountNumber],
  );
  if (!row) return null;
  return {
    accountNumber,
    customerNumber: row.customer_number,
    productName: row.product_name,
    status: row.status,
    balance: Number(row.balance),
  };
}

/** The customer's open SAVE & WIN account number, or null before KYC or after closing. */
export async function mainAccountOf(q: Queryable, customerNumber: string): Promise<string | null> {
  const [row] = await q.query<{ account_number: string }>(
    `SELECT account_number FROM ledger_accounts
      WHERE customer_number = $1 AND product_name = 'SAVE & WIN' AND status = 'ACTIVE'`,
    [customerNumber],
  );
  return row?.account_number ?? null;
}

/** Every open SAVE & WIN account with its customer (who may win a draw). */
export async function openMainAccounts(
  q: Queryable,
): Promise<{ customer_number: string; account_number: string }[]> {
  return q.query(
    `SELECT customer_number, account_number FROM ledger_accounts
      WHERE kind = 'CUSTOMER' AND product_name = 'SAVE & WIN' AND status = 'ACTIVE'`,
  );
}

/** The balances of open customer accounts among the given ones (closed ones are left out). */
export async function openBalances(
  q: Queryable,
  accountNumbers: readonly string[],
): Promise<Map<string, Pesewas>> {
  if (accountNumbers.length === 0) return new Map();
  const rows = await q.query<{ account_number: string; balance: number }>(
    `SELECT account_number, balance FROM ledger_accounts
      WHERE kind = 'CUSTOMER' AND status = 'ACTIVE' AND account_number = ANY($1::text[])`,
    [[...accountNumbers]],
  );
  return new Map(rows.map((row) => [row.account_number, Number(row.balance)]));
}

export interface InterestEarned {
  /** Interest already credited to the account, in pesewas. */
  credited: Pesewas;
  /** Interest accrued and not yet credited, in micro-pesewas. */
  accruedMicro: number;
}

/** Interest credited to and accrued on each of the given accounts. */
export async function interestEarned(
  q: Queryable,
  accountNumbers: readonly string[],
): Promise<Map<string, InterestEarned>> {
  if (accountNumbers.length === 0) return new Map();
  const rows = await q.query<{ account_number: string; credited: number; accrued_micro: number }>(
    `SELECT a.account_number,
       coalesce((SELECT sum(e.amount) FROM ledger_entries e
                  JOIN ledger_postings p USING (posting_id)
                  JOIN ledger_transactions t ON t.transaction_id = p.transaction_id
                 WHERE e.account_number = a.account_number AND t.transaction_type = 'INTEREST'), 0)::bigint
         AS credited,
       coalesce((SELECT sum(i.micro_pesewas) FROM ledger_interest_accruals i
                  WHERE i.account_number = a.account_number AND i.credited_transaction_id IS NULL), 0)::bigint
         AS accrued_micro
       FROM ledger_accounts a WHERE a.account_number = ANY($1::text[])`,
    [[...accountNumbers]],
  );
  return new Map(
    rows.map((row) => [
      row.account_number,
      { credited: Number(row.credited), accruedMicro: Number(row.accrued_micro) },
    ]),
  );
}

export interface AccountMovement {
  effectiveAt: Date;
  /** Signed for the account: positive in, negative out. */
  amount: Pesewas;
  narration: string | null;
  transactionType: string | null;
  /** The id the requester typed, else the ledger's own; null for a posting of no transaction. */
  transactionId: string | null;
  postingId: number;
}

/** Every posting that touched an account, newest first. */
export async function movementsOf(q: Queryable, accountNumber: string): Promise<AccountMovement[]> {
  const rows = await q.query<{
    effective_at: Date | string;
    amount: number;
    narration: string | null;
    transaction_type: string | null;
    transaction_id: string | null;
    posting_id: number;
  }>(
    `SELECT p.effective_at, e.amount, t.narration, t.transaction_type, coalesce(t.client_transaction_id, p.transaction_id) AS transaction_id, p.posting_id
       FROM ledger_entries e
       JOIN ledger_postings p USING (posting_id)
       LEFT JOIN ledger_transactions t ON t.transaction_id = p.transaction_id
      WHERE e.account_number = $1
      ORDER BY p.effective_at DESC, p.posting_id DESC`,
    [accountNumber],
  );
  return rows.map((row) => ({
    effectiveAt: new Date(row.effective_at),
    amount: Number(row.amount),
    narration: row.narration,
    transactionType: row.transaction_type,
    transactionId: row.transaction_id,
    postingId: Number(row.posting_id),
  }));
}

export interface RecentTransaction {
  transactionType: TransactionType;
  amount: Pesewas;
  status: TransactionStatus;
  createdAt: Date;
}

/** A customer's latest transactions, newest first. */
export async function recentTransactions(
  q: Queryable,
  customerNumber: string,
  limit: number,
): Promise<RecentTransaction[]> {
  const rows = await q.query<{
    transaction_type: TransactionType;
    amount: number;
    status: TransactionStatus;
    created_at: Date | string;
  }>(
    `SELECT transaction_type, amount, status, created_at FROM ledger_transactions
      WHERE customer_number = $1 ORDER BY created_at DESC, transaction_id LIMIT $2`,
    [customerNumber, limit],
  );
  return rows.map((row) => ({
    transactionType: row.transaction_type,
    amount: Number(row.amount),
    status: row.status,
    createdAt: new Date(row.created_at),
  }));
}

export interface SavedInWindow {
  customerNumber: string;
  /** How much the SAVE & WIN balance grew (negative: shrank) over the window. */
  saved: Pesewas;
}

/**
 * How much each customer's (or one customer's) SAVE & WIN balance grew over [from, to): the sum
 * of the account's entries in postings effective in the window, so every movement counts whatever
 * its kind: deposits and money received in, and out every withdrawal, mobile-money send, bank or
 * internal transfer (to others or to the customer's own goals), bill payment and fee, from the
 * moment it leaves the balance (a payout's reservation), and back in if it is reversed. Entries
 * are append-only and each posting is effective when it is written, so the answer for a window
 * that has ended is the same whenever it is asked.
 */
export async function savedInWindow(
  q: Queryable,
  window: { from: string; to: string; customerNumber: string | null },
): Promise<SavedInWindow[]> {
  const rows = await q.query<{ customer_number: string; saved: number }>(
    `SELECT a.customer_number, sum(e.amount)::bigint AS saved
       FROM ledger_postings p
       JOIN ledger_entries e USING (posting_id)
       JOIN ledger_accounts a ON a.account_number = e.account_number
      WHERE p.effective_at >= $1 AND p.effective_at < $2
        AND a.kind = 'CUSTOMER' AND a.product_name = 'SAVE & WIN'
        AND ($3::text IS NULL OR a.customer_number = $3)
      GROUP BY a.customer_number`,
    [window.from, window.to, window.customerNumber],
  );
  return rows.map((row) => ({ customerNumber: row.customer_number, saved: Number(row.saved) }));
}

/**
 * How many postings the ledger holds of each kind (the operator's metrics, read when scraped).
 * It reads the whole postings table, which grows with the ledger: scrape it every 30–60 s.
 */
export async function postingCountsByKind(db: Queryable): Promise<{ kind: string; count: number }[]> {
  const rows = await db.query<{ kind: string; count: string | number }>(
    'SELECT kind, count(*)::int8 AS count FROM ledger_postings GROUP BY kind',
  );
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/**
 * Whether the customer has paid this destination successfully before (a debit of theirs that
 * reached it): the step-up's "known payee" (domain/identity/stepUp.ts). `sortCode` narrows a bank
 * destination to its bank; '' matches any.
 */
export async function hasPaidDestination(
  q: Queryable,
  customerNumber: string,
  destination: string,
  sortCode: string,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM ledger_transactions
      WHERE customer_number = $1 AND direction = 'DEBIT' AND status = 'SUCCESSFUL'
        AND destination_account_number = $2 AND ($3 = '' OR destination_sort_code = $3) LIMIT 1`,
    [customerNumber, destination, sortCode],
  );
  return rows.length > 0;
}

/**
 * The status of each movement made under a requester's own transactionId, for the pairs given,
 * keyed `requester:transactionId` (absent: no such movement). A product that fixes the id of a
 * customer's payment (a request between customers is paid under the request's id) reads from here
 * whether the payment happened.
 */
export async function statusesOfRequested(
  q: Queryable,
  pairs: readonly { requester: string; transactionId: string }[],
): Promise<Map<string, string>> {
  if (pairs.length === 0) return new Map();
  const rows = await q.query<{ requester: string; client_transaction_id: string; status: string }>(
    `SELECT t.requester, t.client_transaction_id, t.status FROM ledger_transactions t
       JOIN unnest($1::text[], $2::text[]) AS p(requester, client_id)
         ON t.requester = p.requester AND t.client_transaction_id = p.client_id`,
    [pairs.map((p) => p.requester), pairs.map((p) => p.transactionId)],
  );
  return new Map(rows.map((r) => [`${r.requester}:${r.client_transaction_id}`, r.status]));
}
