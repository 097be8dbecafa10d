// The biller catalogue and bill payment (spec §3 bill payment request). A payment reserves the
// amount from the customer's account at once (one database transaction, idempotent by
// transactionId) and records the call to the biller in the same commit (the outbox), asks the
// biller to deliver after it, then settles to the biller settlement account or reverses to the
// customer. The biller is called between database transactions, never inside one.
import {
  BILL_MAX_AMOUNT,
  BILL_MAX_AMOUNT_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatCedis,
  type Pesewas,
} from '@savewin/core';

import {
  BillPaymentPending,
  type BillerAdapter,
  type BillerInfo,
  type BillerPaymentOutcome,
  type BillerPaymentRequest,
} from '../../adapters/billers/billers';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { notify, requireCustomer } from '../common';
import {
  SYSTEM_ACCOUNTS,
  findTransaction,
  finishPending,
  payPending,
  summaryOf,
  type KycTier,
  type TransactionRow,
} from '../ledger/index';
import { createOutbox, type CallHandler, type Outbox, type OutboxCall } from '../outbox/outbox';
import { mismatchFigures, mismatchOf, type Asked } from '../outbox/settlement';
import { ok, refused, type Outcome } from '../outcome';

export interface BillPaymentRequest {
  customerAccountNumber: string;
  transactionId: string;
  amount: string;
  billerReference: string;
  billerCode: string;
  sourceSystem: string;
  narration: string;
}

export const BILL_MESSAGES = {
  unknownBiller: 'We do not know this biller. Please choose it again from the list.',
  paid: 'Payment successful',
  processing: 'Your payment has been submitted. You will be notified when the biller confirms it.',
  closed: 'This account is closed.',
  insufficient: (balance: Pesewas, needed: Pesewas) =>
    `Insufficient balance. Your available balance is ${formatCedis(balance)} and this payment needs ${formatCedis(needed)}.`,
  reversed: (amount: Pesewas, biller: string, reason: string) =>
    `The payment of ${formatCedis(amount)} to ${biller} could not be completed. ${reason} ${formatCedis(amount)} has been returned to your account.`,
} as const;

export function createBillers(deps: {
  db: Database;
  now(): Date;
  billers: BillerAdapter;
  /** The customer's KYC tier, whose limits a bill payment counts against. */
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  /** Where the payment's call to the biller is recorded with its hold (by default its own). */
  outbox?: Outbox;
  /**
   * Late news moved into money by the ledger's rule (ledger/lateNews.ts): a payment returned after
   * it was settled, or completed after it was reversed. Without it, late news is not asked for.
   */
  lateNews?: {
    reversal(what: 'bill payment', transactionId: string, reason: string): Promise<string>;
    paidAfterReversal(what: 'bill payment', transactionId: string): Promise<string>;
  };
}) {
  const { db } = deps;
  const outbox = deps.outbox ?? createOutbox({ db, now: () => deps.now() });

  async function findBiller(q: Queryable, code: string): Promise<BillerInfo | null> {
    const [row] = await q.query<{ biller_code: string; biller_name: string; category: string }>(
      `SELECT biller_code, biller_name, category FROM billers WHERE biller_code = $1`,
      [code],
    );
    return row ? { billerCode: row.biller_code, billerName: row.biller_name, category: row.category } : null;
  }

  async function list(): Promise<Outcome<BillerInfo[]>> {
    const rows = await db.query<{ biller_code: string; biller_name: string; category: string }>(
      `SELECT biller_code, biller_name, category FROM billers ORDER BY position, biller_code`,
    );
    return ok(
      rows.map((r) => ({ billerName: r.biller_name, billerCode: r.biller_code, category: r.category })),
      '',
    );
  }

  /** The holder's name for a reference at a biller (verify-account for a biller code). */
  async function verifyReference(
    billerCode: string,
    reference: string,
  ): Promise<Outcome<{ accountName: string }>> {
    const biller = await findBiller(db, billerCode);
    if (!biller) return refused(BILL_MESSAGES.unknownBiller);
    const check = await deps.billers.validateReference(biller, reference);
    return check.ok ? ok({ accountName: check.holderName }, '') : refused(check.message);
  }

  function answerOf(row: TransactionRow): Outcome<unknown> {
    const amount = Number(row.amount);
    if (row.status === 'REVERSED' || row.status === 'FAILED')
      return refused(
        BILL_MESSAGES.reversed(amount, row.destination_name ?? 'the biller', row.failure_reason ?? ''),
      );
    return ok(summaryOf(row), row.status === 'SUCCESSFUL' ? BILL_MESSAGES.paid : BILL_MESSAGES.processing);
  }

  async function finish(transactionId: string, outcome: BillerPaymentOutcome): Promise<void> {
    await db.transaction(async (tx) => {
      const now = deps.now();
      const { before: row, after } = await finishPending(
        tx,
        transactionId,
        outcome,
        SYSTEM_ACCOUNTS.billerSettlement,
        now,
      );
      if (!row || !after || !row.customer_number) return;
      const amount = Number(row.amount);
      const label = `${formatCedis(amount)} to ${row.destination_name ?? 'the biller'} for ${row.destination_account_number ?? ''}`;
      await notify(
        tx,
        outcome.status === 'SUCCESSFUL'
          ? {
              customerNumber: row.customer_number,
              title: 'Bill paid',
              message: `You paid ${label}.`,
              link: '/transact/transaction-history',
              at: now,
              dedupeKey: `bill:${transactionId}`,
              alert: 'money-out',
            }
          : {
              customerNumber: row.customer_number,
              title: 'Bill payment not completed',
              message: `The payment of ${label} could not be completed. The money has been returned to your account.`,
              link: '/transact/transaction-history',
              at: now,
              dedupeKey: `bill:${transactionId}`,
              alert: 'money-out',
            },
      );
    });
  }

  async function pay(auth: Caller | null, req: BillPaymentRequest): Promise<Outcome<unknown>> {
    const caller = requireCustomer(auth);
    const amount = amountTextToPesewas(req.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    if (amount > BILL_MAX_AMOUNT) return refused(BILL_MAX_AMOUNT_MESSAGE);
    // The bill's rules (which biller, which reference); the money's path is the ledger's.
    return payPending<BillerPaymentRequest>(
      { db, now: () => deps.now(), tierOf: deps.tierOf, outbox },
      {
        customerNumber: caller.customerNumber,
        clientTransactionId: req.transactionId,
        request: [
          'BILL',
          req.customerAccountNumber,
          amount,
          req.billerCode,
          req.billerReference,
          req.narration,
          req.sourceSystem,
        ],
        accountNumber: req.customerAccountNumber,
        type: 'BILL_PAYMENT',
        amount,
        narration: req.narration,
        sourceSystem: req.sourceSystem,
        messages: { closed: BILL_MESSAGES.closed, insufficient: BILL_MESSAGES.insufficient },
        answerOf,
        pendingAnswer: refused(BILL_MESSAGES.processing),
        async prepare() {
          const biller = await findBiller(db, req.billerCode);
          if (!biller) return refused(BILL_MESSAGES.unknownBiller);
          const check = await deps.billers.validateReference(biller, req.billerReference);
          if (!check.ok) return refused(check.message);
          return {
            destination: {
              accountNumber: check.reference,
              sortCode: biller.billerCode,
              name: biller.billerName,
            },
            call: {
              kind: 'BILL',
              payload: (transactionId) => ({ transactionId, biller, reference: check.reference, amount }),
            },
          };
        },
      },
    );
  }

  /** What a bill payment asked the biller to deliver: the amount in GHS to this customer reference. */
  const askedOf = (call: BillerPaymentRequest): Asked => ({
    transactionId: call.transactionId,
    amount: Number(call.amount),
    currency: 'GHS',
    party: call.reference,
  });

  outbox.register('BILL', {
    async send({ payload }: OutboxCall<BillerPaymentRequest>) {
      let outcome: BillerPaymentOutcome;
      try {
        outcome = await deps.billers.pay(payload);
      } catch (error) {
        // The biller has the payment: accepted, its outcome comes by callback or reconciliation
        // (an accepted call is never given up as "never received").
        if (error instanceof BillPaymentPending) return 'sent';
        throw error;
      }
      // Settled only when what the biller says it delivered matches the call; else held.
      if (!(await outbox.verify(payload.transactionId, askedOf(payload), outcome))) return 'held';
      await finish(payload.transactionId, outcome);
      return 'done';
    },
    async check({ payload }: OutboxCall<BillerPaymentRequest>) {
      const status = deps.billers.paymentStatus
        ? await deps.billers.paymentStatus(payload)
        : await deps.billers.pay(payload);
      if (status.status === 'PENDING') return 'pending';
      if (status.status === 'NOT_FOUND') return 'not-found';
      if (!(await outbox.verify(payload.transactionId, askedOf(payload), status))) return 'held';
      await finish(payload.transactionId, status);
      return 'done';
    },
    async abandon({ payload }: OutboxCall<BillerPaymentRequest>, reason: string) {
      await finish(payload.transactionId, { status: 'FAILED', reason });
    },
    async late({ payload }: OutboxCall<BillerPaymentRequest>) {
      // Only a status enquiry tells late news: a payment is never sent again to learn it.
      const late = deps.lateNews;
      const row = await findTransaction(db, payload.transactionId);
      if (!late || !deps.billers.paymentStatus || !row) return null;
      const status = await deps.billers.paymentStatus(payload);
      if (row.status === 'SUCCESSFUL' && status.status === 'FAILED')
        return late.reversal('bill payment', payload.transactionId, status.reason);
      if (row.status === 'REVERSED' && status.status === 'SUCCESSFUL') {
        // A late success moves money only when it matches the call, like any other answer.
        const mismatch = mismatchOf(askedOf(payload), status);
        if (mismatch)
          return `Late news: the provider reports this bill payment SUCCESSFUL after it was reversed to the customer, with other figures than asked (${mismatchFigures(mismatch)}); nothing was booked.`;
        return late.paidAfterReversal('bill payment', payload.transactionId);
      }
      return null;
    },
  } as CallHandler);

  return { list, pay, verifyReference, findBiller };
}

export type Billers = ReturnType<typeof createBillers>;
