// The notices other parts of the gateway leave in a customer's notifications when something
// happens away from the screen: a deposit prompt approved or declined on the phone, a payout the
// network or bank settled or sent back, money sent to or received from another customer, an
// identity check that opened the account. Each is
// written inside the database transaction that records the event, with a dedupe key, so it
// appears exactly once and only when the event did.
import { formatAmount, type Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { newId, notify, notifyAll } from '../common';
import {
  customerAccountFacts,
  LATE_REVERSAL_SOURCE,
  type CustomerTransfer,
  type TransactionRow,
} from '../ledger/index';

const HISTORY_LINK = '/transact/transaction-history';

interface Notice {
  title: string;
  message: string;
}

const cedis = (pesewas: number) => `GH₵${formatAmount(pesewas as Pesewas)}`;

/** What the customer is told about a finished collection or payout; null when nothing is due. */
export function transactionNotice(row: TransactionRow, productName: string): Notice | null {
  const amount = Number(row.amount);
  const total = amount + Number(row.fee_amount) + Number(row.elevy_amount);
  const to = row.destination_name || row.destination_account_number || 'the recipient';
  const viaLink = row.source_system === 'PAYMENT LINK';
  if (row.source_system === LATE_REVERSAL_SOURCE) {
    // A payout or bill payment returned after it had completed (the ledger's lateNews.ts).
    const what =
      row.transaction_type === 'WITHDRAWAL'
        ? 'withdrawal'
        : row.transaction_type === 'BILL_PAYMENT'
          ? 'bill payment'
          : 'transfer';
    return {
      title: `${what[0]!.toUpperCase()}${what.slice(1)} reversed`,
      message: `Your ${what} to ${to} was returned after it had completed${
        row.failure_reason ? ` (${row.failure_reason.replace(/\.$/, '')})` : ''
      }. ${cedis(amount)} has been returned to your ${productName} account.`,
    };
  }
  if (row.direction === 'CREDIT') {
    if (row.status === 'SUCCESSFUL')
      return viaLink
        ? {
            title: 'Payment received',
            message: `${cedis(amount)} was paid to your ${productName} account through your payment link.`,
          }
        : {
            title: 'Deposit received',
            message: `${cedis(amount)} was added to your ${productName} account.`,
          };
    if (row.status === 'FAILED' && !viaLink)
      return {
        title: 'Deposit not completed',
        message: `Your deposit of ${cedis(amount)} was not completed. ${row.failure_reason ?? ''}`.trim(),
      };
    return null;
  }
  const what = row.transaction_type === 'WITHDRAWAL' ? 'withdrawal' : 'transfer';
  if (row.status === 'SUCCESSFUL')
    return {
      title: what === 'withdrawal' ? 'Withdrawal completed' : 'Transfer completed',
      message: `Your ${what} of ${cedis(amount)} to ${to} was successful.`,
    };
  if (row.status === 'REVERSED')
    return {
      title: what === 'withdrawal' ? 'Withdrawal reversed' : 'Transfer reversed',
      message: `Your ${what} of ${cedis(amount)} to ${to} could not be completed${
        row.failure_reason ? ` (${row.failure_reason.replace(/\.$/, '')})` : ''
      }. ${cedis(total)} has been returned to your ${productName} account.`,
    };
  return null;
}

/** The ledger's onFinished hook: writes the notice of a finished collection or payout. */
export async function noticeOfFinishedTransaction(q: Queryable, row: TransactionRow): Promise<void> {
  const account = await customerAccountFacts(q, row.account_number);
  if (!account) return;
  const notice = transactionNotice(row, account.productName);
  if (!notice) return;
  await notify(q, {
    customerNumber: account.customerNumber,
    ...notice,
    link: HISTORY_LINK,
    at: new Date(row.updated_at),
    dedupeKey: `transaction:${row.transaction_id}:${row.status}`,
    // Money in, or a payout completed or returned.
    alert: row.direction === 'CREDIT' ? 'money-in' : 'payouts',
  });
}

/**
 * The ledger's onTransfer hook, for a transfer between two SAVE & WIN customers: the payer is told
 * of money out and the payee of money in, each in the bell and by SMS (as each chose), once per
 * transfer (keyed by the ledger's transaction id; the ledger keeps them only when it moved money).
 */
export async function noticeOfTransfer(q: Queryable, transfer: CustomerTransfer): Promise<void> {
  for (const notice of transferNotices(transfer)) await notify(q, notice);
}

/** The ledger's onTransfers hook: the same notices for transfers posted together. */
export async function noticesOfTransfers(q: Queryable, transfers: CustomerTransfer[]): Promise<void> {
  await notifyAll(q, transfers.flatMap(transferNotices));
}

function transferNotices(transfer: CustomerTransfer): Parameters<typeof notify>[1][] {
  const { payer, payee, amount, charges } = transfer;
  return [
    {
      customerNumber: payer.customerNumber,
      title: 'Money sent',
      message:
        `You sent ${cedis(amount)} to ${payee.name} (${payee.accountNumber}).` +
        (charges > 0 ? ` Charges: ${cedis(charges)}.` : ''),
      link: HISTORY_LINK,
      at: transfer.at,
      dedupeKey: `transfer:${transfer.transactionId}:out`,
      alert: 'money-out',
    },
    {
      customerNumber: payee.customerNumber,
      title: 'Money received',
      message: `You received ${cedis(amount)} from ${payer.name ?? 'a SAVE & WIN customer'} in your account ${payee.accountNumber}.`,
      link: HISTORY_LINK,
      at: transfer.at,
      dedupeKey: `transfer:${transfer.transactionId}:in`,
      alert: 'money-in',
    },
  ];
}

/** KYC's onVerified hook: the first notice in a new customer's bell. */
export async function noticeOfVerifiedCustomer(
  q: Queryable,
  customer: { customerNumber: string; accountNumber: string; at: Date },
): Promise<void> {
  await notify(q, {
    customerNumber: customer.customerNumber,
    title: 'Identity verified',
    message: `Your Ghana Card is verified and your SAVE & WIN account ${customer.accountNumber} is open. Every GH₵10 you keep saved is a ticket in the weekly prize draw.`,
    link: '/',
    at: customer.at,
    dedupeKey: `kyc:${customer.customerNumber}`,
  });
}

/** The bell's notice of a KYC rejection: why, and what to do next. */
export function rejectedIdentityNotice(reason: string): Notice {
  const why = reason.trim().replace(/\.?$/, '.');
  return {
    title: 'Identity not verified',
    message: `We could not verify your Ghana Card: ${why} To try again, choose Deposit on your dashboard, then Complete KYC, and send your Ghana Card number exactly as printed on the card with a clear, well-lit photo of your face.`,
  };
}

/**
 * KYC's onRejected hook: the rejection in the bell. Addressed to the lead (a customer whose first
 * check failed has no customer number yet) and to the customer number when there is one.
 */
export async function noticeOfRejectedIdentity(
  q: Queryable,
  rejected: { kycId: string; leadId: string; customerNumber: string | null; reason: string; at: Date },
): Promise<void> {
  const notice = rejectedIdentityNotice(rejected.reason);
  await q.query(
    `INSERT INTO notifications (notification_id, customer_number, lead_id, title, message, link, created_at, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, '/', $6, $7) ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      newId('N'),
      rejected.customerNumber,
      rejected.leadId,
      notice.title,
      notice.message,
      rejected.at.toISOString(),
      `kyc-rejected:${rejected.kycId}`,
    ],
  );
}
