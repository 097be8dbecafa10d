// Historical, already-settled movements for demo data, written through the same posting code as
// live money (never by setting balances). Idempotent by transaction id: seeding twice changes
// nothing. Write them oldest first: a debit still needs the balance, the database checks it.
import { randomUUID } from 'node:crypto';

import type { Network, Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

import { SYSTEM_ACCOUNTS } from './accounts';
import { openCollectionAccount } from './merchants';
import { post, type PostingLine } from './posting';
import type { TransactionType } from './transactions';

export interface SeedMovement {
  transactionId: string;
  accountNumber: string;
  customerNumber: string;
  type: Exclude<TransactionType, 'BILL_PAYMENT'> | 'BILL_PAYMENT';
  amount: Pesewas;
  fee?: Pesewas;
  at: Date;
  narration: string;
  /** Mobile number, bank account, own account, biller reference or a merchant's GhQR id. */
  destinationAccountNumber?: string;
  /** Sort code, biller code or a merchant's till. */
  destinationSortCode?: string;
  /** The payee's name: a merchant payment's is the merchant directory's. */
  destinationName?: string;
  network?: Network;
  /** Loyalty points of a deposit; default one per GH₵10, as the live rule. */
  loyaltyPoints?: number;
}

const CREDIT_TYPES: ReadonlySet<string> = new Set(['DEPOSIT', 'REQUEST MONEY', 'INTEREST', 'PRIZE']);

/** Returns true when the movement was written, false when it already existed. */
export async function seedMovement(tx: Queryable, m: SeedMovement): Promise<boolean> {
  const credit = CREDIT_TYPES.has(m.type);
  const fee = m.fee ?? 0;
  const network = m.network ?? 'MTN';
  const counterparty =
    m.type === 'BANK_TRANSFER' && m.destinationSortCode === '999999'
      ? (m.destinationAccountNumber ?? null)
      : null;
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, counterparty_account_number, network, external_reference, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'SUCCESSFUL', $7, $8, 0, $9, 'SEED', $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`,
    [
      m.transactionId,
      `seed:${randomUUID()}`,
      m.customerNumber,
      m.accountNumber,
      m.type,
      credit ? 'CREDIT' : 'DEBIT',
      m.amount,
      fee,
      m.narration,
      m.destinationAccountNumber ?? null,
      m.destinationSortCode ?? null,
      m.destinationName ?? null,
      counterparty,
      m.type === 'DEPOSIT' || m.type === 'REQUEST MONEY' || m.type === 'WITHDRAWAL' || m.type === 'MOMO'
        ? network
        : null,
      null,
      m.at.toISOString(),
    ],
  );
  if (inserted.length === 0) return false;
  const outside: Record<string, string> = {
    DEPOSIT: SYSTEM_ACCOUNTS.momoSettlement(network),
    'REQUEST MONEY': SYSTEM_ACCOUNTS.momoSettlement(network),
    WITHDRAWAL: SYSTEM_ACCOUNTS.momoSettlement(network),
    MOMO: SYSTEM_ACCOUNTS.momoSettlement(network),
    BANK_TRANSFER: counterparty ?? SYSTEM_ACCOUNTS.bankClearing,
    BILL_PAYMENT: SYSTEM_ACCOUNTS.billerSettlement,
    INTEREST: SYSTEM_ACCOUNTS.interestExpense,
    PRIZE: SYSTEM_ACCOUNTS.prizeExpense,
  };
  // A GhQR payment goes to the merchant's collection account, opened as the live payment does.
  const merchant = m.type === 'MERCHANT_PAYMENT' ? (m.destinationAccountNumber ?? '') : null;
  if (merchant === '')
    throw new Error(`seed movement ${m.transactionId}: a merchant payment names its merchant`);
  const other = merchant
    ? await openCollectionAccount(tx, merchant, m.destinationName ?? merchant)
    : (outside[m.type] ?? SYSTEM_ACCOUNTS.suspense);
  const lines: PostingLine[] = credit
    ? [
        { accountNumber: m.accountNumber, amount: m.amount },
        { accountNumber: other, amount: -m.amount },
      ]
    : [
        { accountNumber: m.accountNumber, amount: -(m.amount + fee) },
        { accountNumber: other, amount: m.amount },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
      ];
  await post(tx, {
    transactionId: m.transactionId,
    kind: counterparty || merchant ? 'TRANSFER' : credit ? 'CREDIT' : 'SETTLE',
    effectiveAt: m.at,
    lines,
  });
  if (m.type === 'DEPOSIT' || m.type === 'REQUEST MONEY') {
    const points = m.loyaltyPoints ?? Math.floor(m.amount / 1_000);
    if (points > 0) {
      await tx.query(
        `INSERT INTO ledger_loyalty_points (transaction_id, account_number, points, earned_at) VALUES ($1, $2, $3, $4)`,
        [m.transactionId, m.accountNumber, points, m.at.toISOString()],
      );
    }
  }
  return true;
}
