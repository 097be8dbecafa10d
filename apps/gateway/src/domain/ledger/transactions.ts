// Rows of ledger_transactions and how they read to a customer: the contract's TransactionSummary
// and the displayMessage of each outcome.
import { formatAmount, type Network } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { ok, refused, type Outcome } from '../outcome';

import type { ProductName } from './accounts';

export type TransactionType =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'BANK_TRANSFER'
  | 'MOMO'
  | 'REQUEST MONEY'
  | 'BILL_PAYMENT'
  | 'MERCHANT_PAYMENT'
  | 'INTEREST'
  | 'PRIZE';
export type TransactionStatus = 'PENDING' | 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REVERSED';
export type Direction = 'CREDIT' | 'DEBIT';

export interface TransactionRow {
  /** The ledger's own key (postings reference it); never what a requester typed. */
  transaction_id: string;
  /** Who asked (customer number or payment-link payer); null for a system movement. */
  requester: string | null;
  /** The id the requester typed, unique per requester; null for a system movement. */
  client_transaction_id: string | null;
  request_hash: string;
  customer_number: string | null;
  account_number: string;
  transaction_type: TransactionType;
  direction: Direction;
  status: TransactionStatus;
  amount: number;
  fee_amount: number;
  elevy_amount: number;
  narration: string;
  source_system: string;
  destination_account_number: string | null;
  destination_sort_code: string | null;
  destination_name: string | null;
  counterparty_account_number: string | null;
  network: Network | null;
  external_reference: string | null;
  failure_reason: string | null;
  first_response: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Spec §3 transaction summary / receipt, as the contract has it. */
export interface TransactionSummary {
  transactionType: TransactionType;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
  taxAmount: string;
  transactionDate: string;
  transactionId: string;
  status: TransactionStatus;
  destination: string;
  destinationAccountNumber: string;
  sortCode: string;
  currency: 'GHS';
  promptId?: string;
  /** A merchant payment's till, when the code named one. */
  terminalId?: string;
}

/** The id a customer knows a movement by: the one they typed, or a system movement's own id. */
export function visibleId(row: Pick<TransactionRow, 'transaction_id' | 'client_transaction_id'>): string {
  return row.client_transaction_id ?? row.transaction_id;
}

export function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}

export function summaryOf(row: TransactionRow): TransactionSummary {
  const summary: TransactionSummary = {
    transactionType: row.transaction_type,
    amount: formatAmount(Number(row.amount)),
    feeAmount: formatAmount(Number(row.fee_amount)),
    elevyAmount: formatAmount(Number(row.elevy_amount)),
    taxAmount: formatAmount(Number(row.elevy_amount)),
    transactionDate: isoDate(row.created_at),
    transactionId: visibleId(row),
    status: row.status,
    destination: row.destination_name ?? '',
    destinationAccountNumber: row.destination_account_number ?? '',
    sortCode: row.destination_sort_code ?? '',
    currency: 'GHS',
  };
  const isCollection = row.transaction_type === 'DEPOSIT' || row.transaction_type === 'REQUEST MONEY';
  if (isCollection && row.external_reference) summary.promptId = row.external_reference;
  // A merchant payment keeps the till in the sort code's column (merchants.ts).
  if (row.transaction_type === 'MERCHANT_PAYMENT' && row.destination_sort_code)
    summary.terminalId = row.destination_sort_code;
  return summary;
}

const ghs = (pesewas: number) => `GHS${formatAmount(pesewas)}`;

/** What the customer reads about a transaction in its current state. */
export function messageOf(row: TransactionRow): string {
  const amount = ghs(Number(row.amount));
  const total = ghs(Number(row.amount) + Number(row.fee_amount) + Number(row.elevy_amount));
  const to = row.destination_name
    ? `${row.destination_name} (${row.destination_account_number ?? ''})`
    : (row.destination_account_number ?? '');
  const reason = row.failure_reason ? ` ${row.failure_reason}` : '';
  switch (row.transaction_type) {
    case 'DEPOSIT':
    case 'REQUEST MONEY':
      switch (row.status) {
        case 'PENDING':
        case 'PROCESSING':
          return `Approve the prompt on ${row.destination_account_number ?? 'your phone'} to complete the payment of ${amount}.`;
        case 'SUCCESSFUL':
          return `${amount} has been added to your account.`;
        default:
          return `The payment of ${amount} was not completed.${reason}`;
      }
    case 'INTEREST':
      return `Interest of ${amount} has been added to your account.`;
    case 'PRIZE':
      return `Your prize of ${amount} has been added to your account.`;
    case 'MERCHANT_PAYMENT':
      return `You have paid ${amount} to ${row.destination_name ?? 'the merchant'}.`;
    default:
      switch (row.status) {
        case 'SUCCESSFUL':
          return `You have sent ${amount} to ${to}.`;
        case 'PENDING':
        case 'PROCESSING':
          return 'Your request has been submitted. You will be notified when it is approved.';
        case 'REVERSED':
          return `The transfer of ${amount} to ${to} could not be completed.${reason} ${total} has been returned to your account.`;
        default:
          return `The transfer of ${amount} to ${to} could not be completed.${reason}`;
      }
  }
}

/**
 * The answer for a transaction in its current state. Once it failed the answer is a refusal
 * (isSuccess false, result null, as the envelope defines); getTransaction still shows the row.
 */
export function envelopeOf(row: TransactionRow): Outcome<TransactionSummary> {
  if (row.status === 'FAILED' || row.status === 'REVERSED') return refused(messageOf(row));
  return ok(summaryOf(row), messageOf(row));
}

export async function findTransaction(
  q: Queryable,
  transactionId: string,
  forUpdate = false,
): Promise<TransactionRow | null> {
  const [row] = await q.query<TransactionRow>(
    `SELECT * FROM ledger_transactions WHERE transaction_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [transactionId],
  );
  return row ?? null;
}

/**
 * The row a request's id names, within the requester's own namespace. A system movement
 * (requester null) is found by its own key. Rows written before ids were scoped (no requester)
 * answer only the very same request: same id and same request hash, which includes who asked.
 */
export async function findRequest(
  q: Queryable,
  requester: string | null,
  transactionId: string,
  hash: string,
): Promise<TransactionRow | null> {
  const [row] = await q.query<TransactionRow>(
    requestQuery(requester),
    requestParams(requester, transactionId, hash),
  );
  return row ?? null;
}

const requestQuery = (requester: string | null) =>
  requester === null
    ? `SELECT * FROM ledger_transactions WHERE transaction_id = $1 AND requester IS NULL`
    : `SELECT * FROM ledger_transactions
        WHERE (requester = $1 AND client_transaction_id = $2)
           OR (requester IS NULL AND transaction_id = $2 AND request_hash = $3)
        ORDER BY requester NULLS LAST LIMIT 1`;

const requestParams = (requester: string | null, transactionId: string, hash: string) =>
  requester === null ? [transactionId] : [requester, transactionId, hash];

/**
 * A movement's first look, in one round trip: the row its id names (as findRequest), and the
 * owner and product of the account it moves money from (null when no customer account).
 */
export async function findRequestAndOwner(
  q: Queryable,
  requester: string | null,
  transactionId: string,
  hash: string,
  accountNumber: string,
): Promise<{ row: TransactionRow | null; owner: string | null; product: ProductName | null }> {
  const params = requestParams(requester, transactionId, hash);
  const [found] = await q.query<
    TransactionRow & { account_owner: string | null; account_product: ProductName | null }
  >(
    `SELECT a.customer_number AS account_owner, a.product_name AS account_product, r.*
       FROM (SELECT 1) AS one
       LEFT JOIN ledger_accounts a ON a.account_number = $${params.length + 1} AND a.kind = 'CUSTOMER'
       LEFT JOIN LATERAL (${requestQuery(requester)}) AS r ON true`,
    [...params, accountNumber],
  );
  const { account_owner: owner, account_product: product, ...row } = found!;
  return { row: row.transaction_id === null ? null : row, owner, product };
}
