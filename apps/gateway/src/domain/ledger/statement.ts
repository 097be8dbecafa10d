// Statements of one account: newest first, filtered, paged, and as a CSV file. A transfer between
// two own-bank accounts shows in both statements: as a debit for the sender, a credit for the
// receiver (without the sender's charges).
import { formatAmount } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { DomainError } from '../errors';

import { accountOwner } from './accounts';
import { isoDate, type Direction, type TransactionStatus, type TransactionType } from './transactions';

export interface StatementRow {
  transactionDate: string;
  amount: string;
  transactionType: TransactionType;
  status: TransactionStatus;
  destinationAccountNumber: string;
  /** The name that goes with destinationAccountNumber, as a receipt names the other party. */
  destination: string;
  narration: string;
  transactionId: string;
  feeAmount: string;
  elevyAmount: string;
  direction: Direction;
}

export interface StatementQuery {
  from?: string;
  to?: string;
  transactionType?: string;
  status?: string;
  search?: string;
  page?: number;
  pageSize?: number;
}

export interface StatementPage {
  items: StatementRow[];
  page: number;
  pageSize: number;
  total: number;
}

const DAY_MS = 86_400_000;
export const DEFAULT_PERIOD_DAYS = 90;
export const MAX_PERIOD_DAYS = 366;
export const MAX_EXPORT_ROWS = 10_000;

function parseDay(text: string, what: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new DomainError('INVALID', `${what} must be a date written YYYY-MM-DD.`);
  }
  return date;
}

/** The half-open instant range [start, end) of a statement period, validated (422 when too long). */
export function statementPeriod(
  query: { from?: string; to?: string },
  now: Date,
): { from: string; to: string; start: Date; end: Date } {
  const toDay = query.to
    ? parseDay(query.to, 'to')
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const fromDay = query.from
    ? parseDay(query.from, 'from')
    : new Date(toDay.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS);
  if (fromDay > toDay)
    throw new DomainError('UNPROCESSABLE', 'The start date must be on or before the end date.');
  if ((toDay.getTime() - fromDay.getTime()) / DAY_MS > MAX_PERIOD_DAYS) {
    throw new DomainError('UNPROCESSABLE', `A statement covers at most ${MAX_PERIOD_DAYS} days.`);
  }
  return {
    from: fromDay.toISOString().slice(0, 10),
    to: toDay.toISOString().slice(0, 10),
    start: fromDay,
    end: new Date(toDay.getTime() + DAY_MS),
  };
}

/** 404 for an account that does not exist, 403 for another customer's. */
export async function assertOwnAccount(
  q: Queryable,
  accountNumber: string,
  customerNumber: string,
): Promise<void> {
  const owner = await accountOwner(q, accountNumber);
  if (owner === null) throw new DomainError('NOT_FOUND', 'We could not find that account.');
  if (owner !== customerNumber) throw new DomainError('FORBIDDEN', 'This account does not belong to you.');
}

/** LIKE pattern that matches `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Row {
  transaction_id: string;
  client_transaction_id: string | null;
  account_number: string;
  transaction_type: TransactionType;
  status: TransactionStatus;
  direction: Direction;
  amount: number;
  fee_amount: number;
  elevy_amount: number;
  narration: string;
  destination_account_number: string | null;
  /** The other party's name (see OTHER_PARTY). */
  other_party: string | null;
  created_at: Date | string;
  /** The money's direction for the account the statement is read for (see ACCOUNT_DIRECTION). */
  account_direction: Direction;
}

/**
 * The columns a statement row is made from, and nothing else: `t.*` would also bring each row's
 * stored first answer (JSON the driver parses only to throw away), which under load was what
 * pushed the gateway's memory past its 250 MB budget while reading statements.
 */
const ROW_COLUMNS = `t.transaction_id, t.client_transaction_id, t.account_number, t.transaction_type, t.status,
  t.direction, t.amount, t.fee_amount, t.elevy_amount, t.narration, t.destination_account_number, t.created_at`;

/**
 * The name of the other party, the one whose number the row shows: for the account's own
 * movements the payee (or payer, or biller) named when it was made, the name the success summary,
 * the receipt and its PDF give; for an own-bank transfer received from another customer, that
 * customer's name as their documents give it.
 */
const OTHER_PARTY = `CASE WHEN t.account_number = $1 THEN t.destination_name
    ELSE (SELECT coalesce(nullif(trim(concat_ws(' ', l.first_name, l.last_name)), ''), l.profile_name)
            FROM leads l WHERE l.customer_number = t.customer_number) END AS other_party`;

/**
 * The direction of the money for the statement's account ($1), from the side of the movement's
 * first posting that account is on: a positive entry is money in, a negative one money out. A
 * movement not posted yet (a collection waiting for approval, one that failed before any posting)
 * has no entry: the account that started it reads the direction it asked for, the own-bank
 * account it names as receiver reads the other one.
 */
const ACCOUNT_DIRECTION = `coalesce(
    (SELECT CASE WHEN e.amount > 0 THEN 'CREDIT' ELSE 'DEBIT' END
       FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.posting_id
      WHERE p.transaction_id = t.transaction_id AND e.account_number = $1
      ORDER BY p.posting_id, e.entry_id LIMIT 1),
    CASE WHEN t.account_number = $1 THEN t.direction
         WHEN t.direction = 'DEBIT' THEN 'CREDIT' ELSE 'DEBIT' END) AS account_direction`;

function filters(accountNumber: string, period: { start: Date; end: Date }, query: StatementQuery) {
  const search = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  return {
    where: `(t.account_number = $1 OR t.counterparty_account_number = $1)
      AND t.created_at >= $2 AND t.created_at < $3
      AND ($4::text IS NULL OR t.transaction_type = $4)
      AND ($5::text IS NULL OR t.status = $5)
      AND ($6::text IS NULL OR t.narration ILIKE $6 ESCAPE '\\' OR coalesce(t.client_transaction_id, t.transaction_id) ILIKE $6 ESCAPE '\\'
           OR coalesce(t.destination_account_number, '') ILIKE $6 ESCAPE '\\')`,
    params: [
      accountNumber,
      period.start.toISOString(),
      period.end.toISOString(),
      query.transactionType || null,
      query.status || null,
      search,
    ],
  };
}

function toStatementRow(row: Row, accountNumber: string): StatementRow {
  const own = row.account_number === accountNumber;
  return {
    transactionDate: isoDate(row.created_at),
    amount: formatAmount(Number(row.amount)),
    transactionType: row.transaction_type,
    status: row.status,
    // The receiver of an internal transfer sees where it came from.
    destinationAccountNumber: own ? (row.destination_account_number ?? '') : row.account_number,
    destination: row.other_party ?? '',
    narration: row.narration,
    transactionId: row.client_transaction_id ?? row.transaction_id,
    feeAmount: formatAmount(own ? Number(row.fee_amount) : 0),
    elevyAmount: formatAmount(own ? Number(row.elevy_amount) : 0),
    direction: row.account_direction,
  };
}

export async function readStatement(
  q: Queryable,
  accountNumber: string,
  query: StatementQuery,
  now: Date,
): Promise<StatementPage> {
  const period = statementPeriod(query, now);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  if (!Number.isInteger(page) || page < 1)
    throw new DomainError('INVALID', 'page must be a whole number from 1.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new DomainError('INVALID', 'pageSize must be a whole number from 1 to 100.');
  }
  const { where, params } = filters(accountNumber, period, query);
  // The page and the number of matching rows in one round trip; only a page past the end, which
  // has no row to carry the count, needs the count asked for alone.
  const rows = await q.query<Row & { total: string }>(
    `SELECT ${ROW_COLUMNS}, ${OTHER_PARTY}, ${ACCOUNT_DIRECTION}, count(*) OVER () AS total FROM ledger_transactions t
      WHERE ${where} ORDER BY t.created_at DESC, t.transaction_id DESC LIMIT $7 OFFSET $8`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const total =
    rows[0]?.total ??
    (page > 1
      ? (
          await q.query<{ total: string }>(
            `SELECT count(*) AS total FROM ledger_transactions t WHERE ${where}`,
            params,
          )
        )[0]?.total
      : 0);
  return {
    items: rows.map((row) => toStatementRow(row, accountNumber)),
    page,
    pageSize,
    total: Number(total ?? 0),
  };
}

/** A row's amount as money for the statement's account: '+12.50' came in, '-12.50' went out. */
export function signedAmount(row: Pick<StatementRow, 'direction' | 'amount'>): string {
  return `${row.direction === 'CREDIT' ? '+' : '-'}${row.amount}`;
}

export const CSV_COLUMNS = [
  'transactionDate',
  'transactionId',
  'transactionType',
  'direction',
  'signedAmount',
  'amount',
  'feeAmount',
  'elevyAmount',
  'status',
  'destinationAccountNumber',
  'narration',
] as const;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a text a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) is prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvCell(row: StatementRow, column: (typeof CSV_COLUMNS)[number]): string {
  // The signed amount is written from integer pesewas by us, never from customer text, so a
  // spreadsheet reads it as the number it is rather than as text behind an apostrophe.
  if (column === 'signedAmount') return signedAmount(row);
  return csvField(String(row[column]));
}

export function toCsv(rows: readonly StatementRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map((column) => csvCell(row, column)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export async function exportStatementCsv(
  q: Queryable,
  accountNumber: string,
  query: { from?: string; to?: string },
  now: Date,
): Promise<{ csv: string; filename: string }> {
  const period = statementPeriod(query, now);
  const { where, params } = filters(accountNumber, period, {});
  const rows = await q.query<Row>(
    `SELECT ${ROW_COLUMNS}, ${OTHER_PARTY}, ${ACCOUNT_DIRECTION} FROM ledger_transactions t WHERE ${where}
      ORDER BY t.created_at DESC, t.transaction_id DESC LIMIT ${MAX_EXPORT_ROWS}`,
    params,
  );
  return {
    csv: toCsv(rows.map((row) => toStatementRow(row, accountNumber))),
    filename: `statement-${accountNumber}-${period.from}-${period.to}.csv`,
  };
}
