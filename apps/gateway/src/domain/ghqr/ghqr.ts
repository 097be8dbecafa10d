// Paying by GhQR: reading a scanned code, paying it, and a customer's own code to be paid by.
// The gateway reads every payload itself (@savewin/core's readPaymentQr: format, lengths,
// checksum, cedis, Ghana, a scheme we pay), whatever the portal showed, and pays only what the
// payload and the directory say:
//   - a merchant's code (GhIPSS's GhQR template) is paid to the merchant the directory knows by
//     the code's account id, at a till of theirs when the code names one, under the directory's
//     name (a code can be printed by anyone with any name on it); the ledger debits the customer
//     and credits the merchant's collection account at once (ledger/merchants.ts);
//   - a SAVE & WIN customer's code is paid exactly as money sent to their SAVE & WIN account (the
//     ledger's own-bank transfer), and the payer is shown the holder's masked name only;
//   - a dynamic code's amount is the amount: a request for any other is refused, nothing moves.
// A code that cannot be paid (damaged, another currency or country, not a payment code, an
// unknown merchant or account) is INVALID (400) with the words of QR_MESSAGES, in the read and
// in the payment alike; rules about the payment itself (amount, balance, limits, one's own code)
// are refusals the customer reads.
import { createHash } from 'node:crypto';

import {
  INVALID_AMOUNT_MESSAGE,
  QR_MESSAGES,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  readPaymentQr,
  writePaymentQr,
  type PaymentQr,
  type Pesewas,
} from '@savewin/core';

import type { Merchant, MerchantDirectory } from '../../adapters/merchants/merchants';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { nameGoneBy, notify, requireCustomer } from '../common';
import { DomainError } from '../errors';
import {
  NOT_YOUR_ACCOUNT_MESSAGE,
  OWN_BANK_SORT_CODE,
  accountOwner,
  mainAccountOf,
  maskedName,
  payMerchant,
  summaryOf,
  type KycTier,
  type TransactionRow,
  type TransactRequest,
} from '../ledger/index';
import type { Outbox } from '../outbox/outbox';
import { ok, refused, type Outcome } from '../outcome';

export const QR_PAYMENT_MESSAGES = {
  paid: 'Payment successful',
  closed: 'This account is closed.',
  insufficient: (balance: Pesewas, needed: Pesewas) =>
    `Insufficient balance. Your available balance is ${formatCedis(balance)} and this payment needs ${formatCedis(needed)}.`,
  amountDiffers: (amount: Pesewas) =>
    `This QR code asks for ${formatCedis(amount)}. Pay that amount, or ask for a new code.`,
  tooMuch: (most: Pesewas) => `The most you can pay at once is ${formatCedis(most)}.`,
  unavailable: 'Paying merchants by QR code is not available at the moment. Please pay another way.',
} as const;

/** The source system of a customer's code paid as an own-bank transfer (its statement row says so). */
export const QR_SOURCE_SYSTEM = 'GHQR';

/** Who a scanned code pays, as the payer is shown it before confirming. */
export interface QrPayee {
  payeeKind: 'MERCHANT' | 'CUSTOMER';
  /** The merchant's name as the directory has it; a customer's name masked ('A*** M***'). */
  name: string;
  city: string;
  /** The merchant's till named by the code, if any (always null for a customer). */
  terminalId: string | null;
  /** The merchant's id in the scheme; null for a customer. */
  merchantId: string | null;
  /** The merchant's kind of business, in words; null for a customer. */
  category: string | null;
  kind: 'static' | 'dynamic';
  /** The amount a dynamic code asks for ('20.00'); null when the payer chooses it. */
  amount: string | null;
  /** The bill or reference the code carries, if any. */
  reference: string | null;
}

export interface QrPaymentRequest {
  customerAccountNumber: string;
  transactionId: string;
  amount: string;
  payload: string;
  narration?: string;
  sourceSystem: string;
}

/** A customer's own code, to be shown and paid by another customer. */
export interface MyQr {
  payload: string;
  accountNumber: string;
  name: string;
  city: string;
  kind: 'static' | 'dynamic';
  amount: string | null;
}

/** Where a checked code's money goes. */
type Resolved =
  | { payeeKind: 'MERCHANT'; qr: PaymentQr; merchant: Merchant }
  | { payeeKind: 'CUSTOMER'; qr: PaymentQr; owner: string; holder: string };

/** A code the gateway will not pay: 400 with the customer's words. */
const unpayable = (message: string) => new DomainError('INVALID', message);

/** The city written into a customer's code when they give none (EMVCo requires one). */
const DEFAULT_CITY = 'Ghana';

export function createQrPayments(deps: {
  db: Database;
  now(): Date;
  /** The merchant directory; null when none is configured (live mode without one). */
  directory: MerchantDirectory | null;
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  outbox: Pick<Outbox, 'deliver' | 'leaseMs'>;
  /** The ledger's transact, which pays a customer's code as an own-bank transfer. */
  transact(auth: Caller | null, req: TransactRequest): Promise<Outcome<unknown>>;
  /** The largest single movement the ledger accepts. */
  maxAmount: Pesewas;
}) {
  const { db } = deps;

  /** The holder's full name (identity's), as receipts read it. */
  async function holderName(q: Queryable, customerNumber: string): Promise<string> {
    const [row] = await q.query<{ name: string | null }>(
      `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), profile_name) AS name
         FROM leads WHERE customer_number = $1`,
      [customerNumber],
    );
    return row?.name ?? 'SAVE & WIN customer';
  }

  /** Checks the payload and finds whom it pays; throws INVALID for a code that cannot be paid. */
  async function resolve(payload: string): Promise<Resolved> {
    const reading = readPaymentQr(payload);
    if (!reading.ok) throw unpayable(reading.message);
    const { qr } = reading;
    if (qr.scheme === 'ghqr') {
      if (!deps.directory) throw new DomainError('REFUSED', QR_PAYMENT_MESSAGES.unavailable);
      const merchant = await deps.directory.find(qr.accountId);
      if (!merchant) throw unpayable(QR_MESSAGES.merchant);
      if (qr.terminalId !== null && !merchant.terminals.includes(qr.terminalId))
        throw unpayable(QR_MESSAGES.merchant);
      return { payeeKind: 'MERCHANT', qr, merchant };
    }
    // A customer's code names their SAVE & WIN account: an open main account, never a goal.
    const owner = await accountOwner(db, qr.accountId);
    if (!owner || (await mainAccountOf(db, owner)) !== qr.accountId) throw unpayable(QR_MESSAGES.customer);
    return { payeeKind: 'CUSTOMER', qr, owner, holder: await holderName(db, owner) };
  }

  function payeeOf(resolved: Resolved): QrPayee {
    const { qr } = resolved;
    const common = {
      kind: qr.kind,
      amount: qr.amount === null ? null : formatAmount(qr.amount),
      reference: qr.reference,
    };
    if (resolved.payeeKind === 'MERCHANT') {
      const { merchant } = resolved;
      return {
        payeeKind: 'MERCHANT',
        name: merchant.name,
        city: merchant.city,
        terminalId: qr.terminalId,
        merchantId: merchant.merchantId,
        category: merchant.category,
        ...common,
      };
    }
    return {
      payeeKind: 'CUSTOMER',
      name: maskedName(resolved.holder),
      city: qr.merchantCity,
      terminalId: null,
      merchantId: null,
      category: null,
      ...common,
    };
  }

  /** What the payer is shown for a scanned payload (their own code is refused). */
  async function read(auth: Caller | null, payload: string): Promise<Outcome<QrPayee>> {
    const caller = requireCustomer(auth);
    const resolved = await resolve(payload);
    if (resolved.payeeKind === 'CUSTOMER' && resolved.owner === caller.customerNumber)
      return refused(QR_MESSAGES.own);
    return ok(payeeOf(resolved), '');
  }

  function answerOf(row: TransactionRow): Outcome<unknown> {
    return ok(summaryOf(row), QR_PAYMENT_MESSAGES.paid);
  }

  async function pay(auth: Caller | null, req: QrPaymentRequest): Promise<Outcome<unknown>> {
    const caller = requireCustomer(auth);
    // Whose account first: another customer's is 403 whatever the code (the ledger checks again).
    if ((await accountOwner(db, req.customerAccountNumber)) !== caller.customerNumber)
      throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    const amount = amountTextToPesewas(req.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    const resolved = await resolve(req.payload);
    const { qr } = resolved;
    if (qr.amount !== null && amount !== qr.amount)
      return refused(QR_PAYMENT_MESSAGES.amountDiffers(qr.amount));
    if (amount > deps.maxAmount) return refused(QR_PAYMENT_MESSAGES.tooMuch(deps.maxAmount));
    const narration = (req.narration ?? '').trim() || qr.reference || '';

    if (resolved.payeeKind === 'CUSTOMER') {
      if (resolved.owner === caller.customerNumber) return refused(QR_MESSAGES.own);
      // Exactly money sent to their SAVE & WIN account: the ledger's own-bank transfer, its
      // limits, cap, notices and receipts; the source system keeps it apart from a typed transfer.
      return deps.transact(auth, {
        customerAccountNumber: req.customerAccountNumber,
        transactionId: req.transactionId,
        amount: formatAmount(amount),
        narration,
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: qr.accountId,
        destinationSortCode: OWN_BANK_SORT_CODE,
        sourceSystem: QR_SOURCE_SYSTEM,
      });
    }

    const { merchant } = resolved;
    const till = qr.terminalId;
    return payMerchant(
      { db, now: () => deps.now(), tierOf: deps.tierOf, outbox: deps.outbox },
      {
        customerNumber: caller.customerNumber,
        clientTransactionId: req.transactionId,
        // The payload's digest, not the payload: the request is the same whatever its whitespace.
        request: [
          'GHQR',
          req.customerAccountNumber,
          amount,
          createHash('sha256').update(req.payload.trim()).digest('hex'),
          narration,
          req.sourceSystem,
        ],
        accountNumber: req.customerAccountNumber,
        amount,
        narration,
        sourceSystem: req.sourceSystem,
        merchant: { merchantId: merchant.merchantId, name: merchant.name, terminalId: till },
        messages: { closed: QR_PAYMENT_MESSAGES.closed, insufficient: QR_PAYMENT_MESSAGES.insufficient },
        answerOf,
        async alongside(tx, row) {
          await notify(tx, {
            customerNumber: caller.customerNumber,
            title: 'Merchant paid',
            message: `You paid ${formatCedis(amount)} to ${merchant.name}${till ? ` (till ${till})` : ''}.`,
            link: '/transact/transaction-history',
            at: row.at,
            dedupeKey: `qr:${row.transactionId}`,
            alert: 'money-out',
          });
        },
      },
    );
  }

  /** The caller's own code: their SAVE & WIN account, their name, static or for one amount. */
  async function mine(
    auth: Caller | null,
    query: { amount?: string; city?: string },
  ): Promise<Outcome<MyQr>> {
    const caller = requireCustomer(auth);
    let amount: Pesewas | undefined;
    if (query.amount !== undefined && query.amount !== '') {
      const pesewas = amountTextToPesewas(query.amount);
      if (pesewas === null || pesewas <= 0) return refused(INVALID_AMOUNT_MESSAGE);
      if (pesewas > deps.maxAmount) return refused(QR_PAYMENT_MESSAGES.tooMuch(deps.maxAmount));
      amount = pesewas;
    }
    const accountNumber = await mainAccountOf(db, caller.customerNumber);
    if (!accountNumber) return refused(QR_PAYMENT_MESSAGES.closed);
    // The name the customer goes by in the portal; the payer's gateway masks it anyway.
    const name = (await nameGoneBy(db, caller.customerNumber)) ?? 'SAVE & WIN customer';
    const city = query.city?.trim() || DEFAULT_CITY;
    const payload = writePaymentQr({
      scheme: 'savewin',
      accountId: accountNumber,
      merchantName: name,
      merchantCity: city,
      ...(amount === undefined ? {} : { amount }),
    });
    const written = readPaymentQr(payload);
    if (!written.ok) throw new Error(`own QR code unreadable: ${written.problem}`);
    return ok({
      payload,
      accountNumber,
      name: written.qr.merchantName,
      city: written.qr.merchantCity,
      kind: written.qr.kind,
      amount: amount === undefined ? null : formatAmount(amount),
    });
  }

  return { read, pay, mine };
}

export type QrPayments = ReturnType<typeof createQrPayments>;
