/** Statement rows, transaction types, payment buttons and confirm texts (spec §3, §4, §9). */
import { formatAmount } from './money';
import type { Pesewas } from './money';

export const TRANSACTION_TYPES = {
  DEPOSIT: 'DEPOSIT',
  WITHDRAWAL: 'WITHDRAWAL',
  MOMO: 'MOMO',
  BANK_TRANSFER: 'BANK_TRANSFER',
  REQUEST_MONEY: 'REQUEST MONEY',
} as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];

/** The type label shown for a money request. */
export const REQUEST_MONEY_LABEL = 'Request Money';
/** Narration of a goal funding transfer (a BANK_TRANSFER). */
export const GOAL_FUNDING_NARRATION = 'SOLIS TRANSFER TARGET SAVE';
/** Narration of a payment-link transfer (spec §7). */
export const PAYMENT_LINK_NARRATION = 'Payment link';
/** Status of the receipt shown after funding a goal. */
export const RECEIPT_STATUS_PROCESSING = 'PROCESSING';

export const SOURCE_SYSTEMS = {
  webApp: 'WEB APP',
  webPortal: 'WEB PORTAL',
  paymentLink: 'PAYMENT LINK',
} as const;

/** The provider's own bank: a transfer to this sort code is internal. */
export const OWN_BANK_SORT_CODE = '999999';
export const SORT_CODE_TYPES = ['BANK', 'TELCO'] as const;
export type SortCodeType = (typeof SORT_CODE_TYPES)[number];

export const MAIN_PRODUCT = 'SAVE & WIN';
export const GOAL_PRODUCT = 'TARGET SAVE';

export const RECENT_ACTIVITY_ROWS = 5;
export const RECENT_ACTIVITY_EXPANDED_ROWS = 20;

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'MOMO', 'BILL'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** References preset (read-only) on the deposit and withdraw forms. */
export const DEPOSIT_REFERENCE = 'Deposit';
export const WITHDRAW_REFERENCE = 'Withdraw';

function upper(text: unknown): string {
  return typeof text === 'string' ? text.trim().toUpperCase() : '';
}

/** Which way a statement row's money went for the account it is read for (the gateway says). */
export type MoneyDirection = 'CREDIT' | 'DEBIT';

/**
 * The sign of a statement row: '+' for money into the account shown, '-' for money out of it
 * (ARCHITECTURE difference 14). The gateway reads the direction from the ledger, so a transfer
 * received, interest, a prize or a payment-link payment reads '+' whatever its type; the spec's
 * rule ('+' when the destination is the savings account or the type is DEPOSIT) is the same
 * truth for the rows it names.
 */
export function directionSign(direction: MoneyDirection): '+' | '-' {
  return direction === 'CREDIT' ? '+' : '-';
}

/**
 * The sign of a row that carries its status: money in is signed only once it arrived. A deposit
 * counts as '+' once it is SUCCESSFUL; while it waits (PENDING, PROCESSING: a prompt unanswered,
 * or an answer held for a person because the network reported other figures than were asked) or
 * after it FAILED, nothing was credited, so no '+' (null: the amount unsigned, in no money
 * colour). Money out keeps its '-' (the row's status says whether it was given back). A row
 * without a status keeps its direction's sign.
 */
export function settledSign(direction: MoneyDirection, status?: string | null): '+' | '-' | null {
  const state = typeof status === 'string' ? status.trim().toUpperCase() : '';
  if (direction === 'DEBIT' || !state) return directionSign(direction);
  return state === 'SUCCESSFUL' ? '+' : null;
}

/** Underscores in types and statuses are shown as spaces: 'BANK_TRANSFER' → 'BANK TRANSFER'. */
export function humaniseLabel(text: string): string {
  return typeof text === 'string' ? text.replace(/_/g, ' ') : '';
}

/** A goal statement row's amount: what came in for a credit, what went out for a debit. */
export function goalRowAmount<T>(row: { direction: MoneyDirection; debitAmount: T; creditAmount: T }): T {
  return row.direction === 'CREDIT' ? row.creditAmount : row.debitAmount;
}

/** The charge lookup knows no MOMO: it is priced as a WITHDRAWAL (spec §4). */
export function chargeLookupType(t: string): string {
  return upper(t) === TRANSACTION_TYPES.MOMO ? TRANSACTION_TYPES.WITHDRAWAL : t;
}

/** The payment form's button: 'Transfer' for bank transfers and mobile money, otherwise 'Buy'. */
export function paymentButtonLabel(paymentMethod: string): 'Transfer' | 'Buy' {
  const method = upper(paymentMethod);
  return method === 'BANK_TRANSFER' || method === 'MOMO' ? 'Transfer' : 'Buy';
}

// Confirm texts of spec §4, with the amount as 2-decimal text after 'GHS'.
export function confirmDepositText(amount: Pesewas): string {
  return `You are about to deposit GHS${formatAmount(amount)}. Please confirm.`;
}

export function confirmWithdrawText(amount: Pesewas): string {
  return `You are about to withdraw GHS${formatAmount(amount)}. Please confirm.`;
}

export function confirmSendText(amount: Pesewas, recipient: string): string {
  return `You are about to send GHS${formatAmount(amount)} to ${recipient}. Please confirm.`;
}

export function confirmBillText(amount: Pesewas, recipientOrReference: string): string {
  return `You are about to pay GHS${formatAmount(amount)} for ${recipientOrReference}. Please confirm.`;
}

/** A scanned code's payee: the merchant with its till, or another customer (their name masked). */
export function confirmQrText(amount: Pesewas, payee: string, terminalId: string | null): string {
  const till = terminalId ? ` (till ${terminalId})` : '';
  return `You are about to pay GHS${formatAmount(amount)} to ${payee}${till}. Please confirm.`;
}

export function confirmFundText(amount: Pesewas): string {
  return `You are about to fund GHS${formatAmount(amount)}. Please confirm.`;
}

/** Request Money confirms with the deposit wording (spec §4). */
export function confirmRequestText(amount: Pesewas): string {
  return confirmDepositText(amount);
}

/** The rows a Recent Activity list shows, collapsed (5) or expanded (20). */
export function recentActivityRows<T>(rows: readonly T[], expanded: boolean): T[] {
  return rows.slice(0, expanded ? RECENT_ACTIVITY_EXPANDED_ROWS : RECENT_ACTIVITY_ROWS);
}
