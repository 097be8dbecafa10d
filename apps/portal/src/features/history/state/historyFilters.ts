// The filters of the full transaction history (ARCHITECTURE difference 8: search, type, status,
// date range, pages) and how they become the getStatement query.
import type { OperationParameters, StatementTransactionType, TransactionStatus } from '@savewin/api';

/** Filters and page of the getStatement call. */
type StatementQuery = NonNullable<OperationParameters<'getStatement'>['query']>;

export const HISTORY_PAGE_SIZE = 20;

/** The contract's statement types, in the order a customer meets them. */
export const HISTORY_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BANK_TRANSFER',
  'MOMO',
  'REQUEST MONEY',
  'BILL_PAYMENT',
  'INTEREST',
  'PRIZE',
  'FEE',
  'REVERSAL',
] as const satisfies readonly StatementTransactionType[];

export const HISTORY_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESSFUL',
  'FAILED',
  'REVERSED',
] as const satisfies readonly TransactionStatus[];

/** 'ALL' stands for no filter on that field. */
export interface HistoryFilters {
  search: string;
  transactionType: StatementTransactionType | 'ALL';
  status: TransactionStatus | 'ALL';
  /** YYYY-MM-DD or '' (the gateway's default: 90 days up to today). */
  from: string;
  to: string;
}

export const NO_FILTERS: HistoryFilters = {
  search: '',
  transactionType: 'ALL',
  status: 'ALL',
  from: '',
  to: '',
};

/** A 'to' before 'from' would only earn a 422; the customer is told before asking. */
export function periodError(filters: Pick<HistoryFilters, 'from' | 'to'>): string | null {
  return filters.from && filters.to && filters.to < filters.from
    ? 'The end date must not be before the start date.'
    : null;
}

export function statementQuery(filters: HistoryFilters, page: number): StatementQuery {
  const query: StatementQuery = { page, pageSize: HISTORY_PAGE_SIZE };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.transactionType !== 'ALL') query.transactionType = filters.transactionType;
  if (filters.status !== 'ALL') query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
}
