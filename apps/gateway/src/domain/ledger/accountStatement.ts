// Reads for the documents the gateway issues (receipts and statements of account): one movement
// of a customer by the id they know it by, and an account's entries over a period with opening
// and closing balances. Reads only; every figure comes from ledger_entries, so opening + money in
// - money out = closing holds by construction and matches the account's balance.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';

import { MAX_EXPORT_ROWS, statementPeriod } from './statement';
import type { Direction, TransactionRow, TransactionType } from './transactions';

/**
 * A movement the customer may see, by the id they know it by: their own request by the id they
 * typed; else a movement of theirs known by its own id (interest, prizes, older rows); else one
 * another customer sent to their account. Anyone else's id reads as unknown (null).
 */
export async function findCustomerTransaction(
  q: Queryable,
  customerNumber: string,
  transactionId: string,
): Promise<TransactionRow | null> {
  const [row] = await q.query<TransactionRow>(
    `SELECT t.* FROM ledger_transactions t
      WHERE (t.requester = $2 AND t.client_transaction_id = $1)
         OR (coalesce(t.client_transaction_id, t.transaction_id) = $1
             AND (t.customer_number = $2
                  OR t.counterparty_account_number IN
                     (SELECT account_number FROM ledger_accounts WHERE customer_number = $2)))
      ORDER BY (t.requester = $2) DESC NULLS LAST, t.created_at DESC LIMIT 1`,
    [transactionId, customerNumber],
  );
  return row ?? null;
}

export interface StatementLine {
  effectiveAt: Date;
  /** The id the customer knows the movement by; '' for a posting of no transaction. */
  transactionId: string;
  transactionType: TransactionType | null;
  narration: string;
  direction: Direction;
  /** The money moved on this account, without sign (amount plus any fee and levy taken). */
  amount: Pesewas;
  /** The account's balance after this line. */
  balance: Pesewas;
}

export interface AccountStatement {
  accountNumber: string;
  productName: string;
  /** First and last day of the period, YYYY-MM-DD (UTC days, as the history filter). */
  from: string;
  to: string;
  opening: Pesewas;
  closing: Pesewas;
  moneyIn: Pesewas;
  moneyOut: Pesewas;
  lines: StatementLine[];
}

/** Every entry on the account in the period, oldest first, with the balances around them. */
export async function accountStatement(
  q: Queryable,
  accountNumber: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<AccountStatement> {
  const period = statementPeriod(query, now);
  const [account] = await q.query<{ product_name: string; opening: number }>(
    `SELECT a.product_name,
       coalesce((SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
                  WHERE e.account_number = a.account_number AND p.effective_at < $2), 0)::bigint AS opening
       FROM ledger_accounts a WHERE a.account_number = $1 AND a.kind = 'CUSTOMER'`,
    [accountNumber, period.start.toISOString()],
  );
  if (!account) throw new DomainError('NOT_FOUND', 'We could not find that account.');
  const rows = await q.query<{
    effective_at: Date | string;
    amount: number;
    transaction_id: string | null;
    transaction_type: TransactionType | null;
    narration: string | null;
  }>(
    `SELECT p.effective_at, e.amount, coalesce(t.client_transaction_id, p.transaction_id) AS transaction_id,
            t.transaction_type, t.narration
       FROM ledger_entries e
       JOIN ledger_postings p USING (posting_id)
       LEFT JOIN ledger_transactions t ON t.transaction_id = p.transaction_id
      WHERE e.account_number = $1 AND p.effective_at >= $2 AND p.effective_at < $3
      ORDER BY p.effective_at, p.posting_id, e.entry_id
      LIMIT ${MAX_EXPORT_ROWS + 1}`,
    [accountNumber, period.start.toISOString(), period.end.toISOString()],
  );
  if (rows.length > MAX_EXPORT_ROWS) {
    throw new DomainError(
      'UNPROCESSABLE',
      `This period has more than ${MAX_EXPORT_ROWS} entries. Please choose a shorter period.`,
    );
  }
  const opening = Number(account.opening);
  let balance = opening;
  let moneyIn = 0;
  let moneyOut = 0;
  const lines = rows.map((row): StatementLine => {
    const amount = Number(row.amount);
    balance += amount;
    if (amount > 0) moneyIn += amount;
    else moneyOut -= amount;
    return {
      effectiveAt: new Date(row.effective_at),
      transactionId: row.transaction_id ?? '',
      transactionType: row.transaction_type,
      narration: row.narration ?? '',
      direction: amount > 0 ? 'CREDIT' : 'DEBIT',
      amount: Math.abs(amount),
      balance,
    };
  });
  return {
    accountNumber,
    productName: account.product_name,
    from: period.from,
    to: period.to,
    opening,
    closing: balance,
    moneyIn,
    moneyOut,
    lines,
  };
}
