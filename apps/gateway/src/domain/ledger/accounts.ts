// Customer and system accounts of the ledger. A customer account's balance is kept by the
// database (see migration 0100): this module only opens accounts and reads them.
import { formatAmount, interestPesewas, type Network } from '@savewin/core';

import type { Queryable } from '../../db/database';

export const PRODUCT_NAMES = ['SAVE & WIN', 'TARGET SAVE'] as const;
export type ProductName = (typeof PRODUCT_NAMES)[number];

/** The provider's own bank in sort-code lists (spec §9). */
export const OWN_BANK_SORT_CODE = '999999';

/** Spec §3 account, as the contract's Account schema has it. */
export interface Account {
  productName: ProductName;
  accountNumber: string;
  currentAvailableBalance: string;
  accruedInterest: string;
  loyaltyPoint: number;
  currency: 'GHS';
}

/** System account numbers (never digits, so no customer can name one in a request). */
export const SYSTEM_ACCOUNTS = {
  momoSettlement: (network: Network) => `SYS-MOMO-${network}`,
  bankClearing: 'SYS-BANK-CLEARING',
  billerSettlement: 'SYS-BILLER-SETTLEMENT',
  feeIncome: 'SYS-FEE-INCOME',
  levyPayable: 'SYS-ELEVY-PAYABLE',
  interestExpense: 'SYS-INTEREST-EXPENSE',
  prizeExpense: 'SYS-PRIZE-EXPENSE',
  suspense: 'SYS-SUSPENSE',
  /** Payouts the provider completed after we reversed them (lateNews.ts): to recover, by a person. */
  lateLosses: 'SYS-LATE-LOSSES',
  /** Returned after the customer's account was closed (lateNews.ts): owed to a former customer. */
  lateUnclaimed: 'SYS-LATE-UNCLAIMED',
  /** A merchant's collection account (GhQR payments), opened when the merchant is first paid. */
  merchantCollection: (merchantId: string) => `SYS-MERCHANT-${merchantId}`,
} as const;

/** Luhn check digit, so a mistyped account number is caught before any lookup. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** 13 digits: '70', a 10-digit serial, a Luhn check digit. */
export function accountNumberFromSerial(serial: number): string {
  const body = `70${String(serial).padStart(10, '0')}`;
  return body + luhnCheckDigit(body);
}

/**
 * Opens a customer account inside the caller's transaction. A customer has one SAVE & WIN
 * account: opening it again answers the existing one (KYC verification may be retried).
 */
export async function openCustomerAccount(
  tx: Queryable,
  input: {
    customerNumber: string;
    productName: ProductName;
    /** When the account was opened, if not now (the demo seed's history). */
    openedAt?: Date;
  },
): Promise<{ accountNumber: string }> {
  const { customerNumber, productName } = input;
  if (typeof customerNumber !== 'string' || customerNumber.trim() === '') {
    throw new TypeError('openCustomerAccount needs a customer number');
  }
  if (productName !== 'SAVE & WIN' && productName !== 'TARGET SAVE') {
    throw new TypeError(`unknown product '${String(productName)}'`);
  }
  if (productName === 'SAVE & WIN') {
    const [existing] = await tx.query<{ account_number: string }>(
      `SELECT account_number FROM ledger_accounts WHERE customer_number = $1 AND product_name = 'SAVE & WIN'`,
      [customerNumber],
    );
    if (existing) return { accountNumber: existing.account_number };
  }
  const [seq] = await tx.query<{ serial: number }>(`SELECT nextval('ledger_account_seq') AS serial`);
  const accountNumber = accountNumberFromSerial(Number(seq?.serial));
  await tx.query(
    `INSERT INTO ledger_accounts (account_number, kind, customer_number, product_name, name, balance, created_at)
     VALUES ($1, 'CUSTOMER', $2, $3, $3, 0, coalesce($4::timestamptz, now()))`,
    [accountNumber, customerNumber, productName, input.openedAt?.toISOString() ?? null],
  );
  return { accountNumber };
}

interface AccountRow {
  account_number: string;
  product_name: ProductName;
  balance: number;
  points: number;
  accrued_micro: number;
}

function toAccount(row: AccountRow): Account {
  return {
    productName: row.product_name,
    accountNumber: row.account_number,
    currentAvailableBalance: formatAmount(Number(row.balance)),
    // Accrued and not yet credited, as the monthly credit will pay it (ledger/interest.ts).
    accruedInterest: formatAmount(interestPesewas(Number(row.accrued_micro))),
    loyaltyPoint: Number(row.points),
    currency: 'GHS',
  };
}

const ACCOUNT_SELECT = `
  SELECT a.account_number, a.product_name, a.balance,
    coalesce((SELECT sum(p.points) FROM ledger_loyalty_points p WHERE p.account_number = a.account_number), 0)::bigint AS points,
    coalesce((SELECT sum(i.micro_pesewas) FROM ledger_interest_accruals i
              WHERE i.account_number = a.account_number AND i.credited_transaction_id IS NULL), 0)::bigint AS accrued_micro
  FROM ledger_accounts a`;

/** The customer's open accounts, SAVE & WIN first, then goal accounts oldest first. */
export async function getCustomerAccounts(q: Queryable, customerNumber: string): Promise<Account[]> {
  const rows = await q.query<AccountRow>(
    `${ACCOUNT_SELECT}
     WHERE a.kind = 'CUSTOMER' AND a.customer_number = $1 AND a.status = 'ACTIVE'
     ORDER BY (a.product_name = 'SAVE & WIN') DESC, a.created_at, a.account_number`,
    [customerNumber],
  );
  return rows.map(toAccount);
}

/** One open customer account, or null (closed and system accounts are never answered). */
export async function getAccount(q: Queryable, accountNumber: string): Promise<Account | null> {
  const [row] = await q.query<AccountRow>(
    `${ACCOUNT_SELECT} WHERE a.kind = 'CUSTOMER' AND a.status = 'ACTIVE' AND a.account_number = $1`,
    [accountNumber],
  );
  return row ? toAccount(row) : null;
}

/** The customer number owning a customer account, or null when there is no such account. */
export async function accountOwner(q: Queryable, accountNumber: string): Promise<string | null> {
  const [row] = await q.query<{ customer_number: string }>(
    `SELECT customer_number FROM ledger_accounts WHERE account_number = $1 AND kind = 'CUSTOMER'`,
    [accountNumber],
  );
  return row?.customer_number ?? null;
}

export interface LockedAccount {
  account_number: string;
  customer_number: string;
  product_name: ProductName;
  balance: number;
  status: 'ACTIVE' | 'CLOSED';
}

/**
 * Locks customer accounts for the rest of the transaction, always in account-number order so two
 * movements touching the same accounts can never wait on each other in a cycle. Locks every
 * account of the given customers too: limits are per customer, so their checks must not race.
 */
export async function lockCustomerAccounts(
  tx: Queryable,
  accountNumbers: readonly string[],
  customerNumbers: readonly string[] = [],
): Promise<Map<string, LockedAccount>> {
  const rows = await tx.query<LockedAccount>(
    `SELECT account_number, customer_number, product_name, balance, status
       FROM ledger_accounts
      WHERE kind = 'CUSTOMER' AND (account_number = ANY($1::text[]) OR customer_number = ANY($2::text[]))
      ORDER BY account_number
      FOR UPDATE`,
    [[...accountNumbers], [...customerNumbers]],
  );
  return new Map(rows.map((row) => [row.account_number, { ...row, balance: Number(row.balance) }]));
}

/**
 * Closes every account of a customer (profile deletion), inside the caller's transaction. Refused
 * with a reason while any account holds money or a movement is still in flight (a deposit
 * waiting for approval, a payout waiting for the network): money is never dropped with a profile.
 */
export async function closeCustomerAccounts(
  tx: Queryable,
  customerNumber: string,
): Promise<{ closed: true } | { closed: false; reason: string }> {
  const locked = await lockCustomerAccounts(tx, [], [customerNumber]);
  const held = [...locked.values()].reduce((sum, account) => sum + account.balance, 0);
  if (held > 0) {
    return {
      closed: false,
      reason: `Your accounts still hold GH₵${formatAmount(held)}. Please withdraw it first.`,
    };
  }
  const [inFlight] = await tx.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM ledger_transactions
      WHERE customer_number = $1 AND status IN ('PENDING', 'PROCESSING')`,
    [customerNumber],
  );
  if (Number(inFlight?.n ?? 0) > 0) {
    return {
      closed: false,
      reason: 'A transaction is still being processed. Please try again when it has finished.',
    };
  }
  await tx.query(
    `UPDATE ledger_accounts SET status = 'CLOSED' WHERE kind = 'CUSTOMER' AND customer_number = $1`,
    [customerNumber],
  );
  return { closed: true };
}

/** Pesewas held in all of a customer's accounts. */
export async function customerBalanceTotal(q: Queryable, customerNumber: string): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    "SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM ledger_accounts WHERE customer_number = $1 AND kind = 'CUSTOMER'",
    [customerNumber],
  );
  return Number(row?.total ?? 0);
}

/**
 * What identity and KYC ask of the ledger: open the SAVE & WIN account when KYC verifies a
 * customer, list a customer's accounts, and before a profile is deleted, the balance held and
 * the closing of every account (refused while any movement is still in flight).
 */
export const customerAccounts = {
  openCustomerAccount,
  getCustomerAccounts,
  totalBalance: customerBalanceTotal,
  close: closeCustomerAccounts,
};

export type CustomerAccounts = typeof customerAccounts;
