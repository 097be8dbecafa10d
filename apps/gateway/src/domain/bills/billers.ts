// The biller catalogue and bill payment (spec §3 bill payment request). A payment reserves the
// amount from the customer's account at once (one database transaction, idempotent by
// transactionId) and records the call to the biller in the same commit (the outbox), asks the
// biller to deliver after it, then settles to the biller settlement account or reverses to the
// customer. The biller is called between database transactions, never inside one.
import { createHash, randomUUID } from 'node:crypto';

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
import { DomainError, Refusal } from '../errors';
import {
  lockCustomerAccounts,
  reverseHeld,
  settleHeld,
  DUPLICATE_ID_MESSAGE,
  GOAL_SOURCE_MESSAGE,
  NOT_YOUR_ACCOUNT_MESSAGE,
  SYSTEM_ACCOUNTS,
  accountOwner,
} from '../ledger/index';
import {
  limitRefusal,
  type KycTier,
  findRequest,
  findTransaction,
  reserve,
  storeFirstAnswer,
  summaryOf,
  type TransactionRow,
} from '../ledger/index';
import {
  closeCalls,
  createOutbox,
  enqueueCall,
  type CallHandler,
  type Outbox,
  type OutboxCall,
} from '../outbox/outbox';
import { mismatchOf, type Asked } from '../outbox/settlement';
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
   * The ledger's rule for late news about a held debit (ledger service lateNews): a payment the
   * biller refunds after it was paid is returned to the customer, one it pays after it failed is
   * a loss; each once. Without it late news is only listed for the operator.
   */
  lateNews?: {
    returnedAfterSettled(transactionId: string, reason: string): Promise<boolean>;
    paidAfterReversal(transactionId: string): Promise<boolean>;
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

  function requestHash(customerNumber: string, req: BillPaymentRequest, amount: Pesewas): string {
    return createHash('sha256')
      .update(
        JSON.stringify([
          customerNumber,
          'BILL',
          req.customerAccountNumber,
          amount,
          req.billerCode,
          req.billerReference,
          req.narration,
          req.sourceSystem,
        ]),
      )
      .digest('hex');
  }

  function answerOf(row: TransactionRow): Outcome<unknown> {
    const amount = Number(row.amount);
    if (row.status === 'REVERSED' || row.status === 'FAILED')
      return refused(
        BILL_MESSAGES.reversed(amount, row.destination_name ?? 'the biller', row.failure_reason ?? ''),
      );
    return ok(summaryOf(row), row.status === 'SUCCESSFUL' ? BILL_MESSAGES.paid : BILL_MESSAGES.processing);
  }

  async function replay(
    customerNumber: string,
    transactionId: string,
    hash: string,
  ): Promise<Outcome<unknown> | null> {
    const row = await findRequest(db, customerNumber, transactionId, hash);
    if (!row) return null;
    if (row.request_hash !== hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
    return (row.first_response as Outcome<unknown> | null) ?? answerOf(row);
  }

  async function finish(
    transactionId: string,
    outcome: BillerPaymentOutcome,
  ): Promise<TransactionRow | null> {
    return db.transaction(async (tx) => {
      const row = await findTransaction(tx, transactionId, true);
      const now = deps.now();
      await closeCalls(tx, transactionId, now);
      if (!row || row.status !== 'PROCESSING') return row;
      const amount = Number(row.amount);
      const label = `${formatCedis(amount)} to ${row.destination_name ?? 'the biller'} for ${row.destination_account_number ?? ''}`;
      if (outcome.status === 'SUCCESSFUL') {
        const updated = await settleHeld(tx, row, SYSTEM_ACCOUNTS.billerSettlement, outcome.reference, now);
        if (row.customer_number)
          await notify(tx, {
            customerNumber: row.customer_number,
            title: 'Bill paid',
            message: `You paid ${label}.`,
            link: '/transact/transaction-history',
            at: now,
            dedupeKey: `bill:${transactionId}`,
            alert: 'money-out',
          });
        return updated ?? null;
      }
      const updated = await reverseHeld(tx, row, outcome.reason, now);
      if (row.customer_number)
        await notify(tx, {
          customerNumber: row.customer_number,
          title: 'Bill payment not completed',
          message: `The payment of ${label} could not be completed. The money has been returned to your account.`,
          link: '/transact/transaction-history',
          at: now,
          dedupeKey: `bill:${transactionId}`,
          alert: 'money-out',
        });
      return updated ?? null;
    });
  }

  async function pay(auth: Caller | null, req: BillPaymentRequest): Promise<Outcome<unknown>> {
    const caller = requireCustomer(auth);
    const amount = amountTextToPesewas(req.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    if (amount > BILL_MAX_AMOUNT) return refused(BILL_MAX_AMOUNT_MESSAGE);
    const hash = requestHash(caller.customerNumber, req, amount);
    const prior = await replay(caller.customerNumber, req.transactionId, hash);
    if (prior) return prior;
    const ref = randomUUID();

    const owner = await accountOwner(db, req.customerAccountNumber);
    if (owner !== caller.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    const biller = await findBiller(db, req.billerCode);
    if (!biller) return refused(BILL_MESSAGES.unknownBiller);
    const check = await deps.billers.validateReference(biller, req.billerReference);
    if (!check.ok) return refused(check.message);

    const now = deps.now();
    const tier = await deps.tierOf(db, caller.customerNumber);
    let recorded: 'new' | 'replay';
    try {
      recorded = await db.transaction(async (tx) => {
        const locked = await lockCustomerAccounts(tx, [req.customerAccountNumber], [caller.customerNumber]);
        const existing = await findRequest(tx, caller.customerNumber, req.transactionId, hash);
        if (existing) {
          if (existing.request_hash !== hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
          return 'replay';
        }
        const source = locked.get(req.customerAccountNumber);
        if (!source || source.customer_number !== caller.customerNumber)
          throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
        if (source.status !== 'ACTIVE') throw new Refusal(BILL_MESSAGES.closed);
        // A goal's money leaves it only by a break or at maturity (ledger/goals.ts).
        if (source.product_name === 'TARGET SAVE') throw new Refusal(GOAL_SOURCE_MESSAGE);
        if (source.balance < amount) throw new Refusal(BILL_MESSAGES.insufficient(source.balance, amount));
        const limit = await limitRefusal(tx, {
          customerNumber: caller.customerNumber,
          tier,
          amount,
          now,
        });
        if (limit) throw new Refusal(limit);
        const reserved = await reserve(tx, {
          transactionId: ref,
          requester: caller.customerNumber,
          clientTransactionId: req.transactionId,
          hash,
          customerNumber: caller.customerNumber,
          accountNumber: req.customerAccountNumber,
          type: 'BILL_PAYMENT',
          amount,
          narration: req.narration,
          sourceSystem: req.sourceSystem,
          destinationAccountNumber: check.reference,
          destinationSortCode: biller.billerCode,
          destinationName: biller.billerName,
          at: now,
        });
        if (!reserved) return 'replay';
        const call: BillerPaymentRequest = { transactionId: ref, biller, reference: check.reference, amount };
        await enqueueCall(tx, {
          callId: ref,
          kind: 'BILL',
          subject: ref,
          payload: call,
          at: now,
          leaseMs: outbox.leaseMs,
        });
        return 'new';
      });
    } catch (error) {
      if (error instanceof Refusal) return refused(error.message);
      throw error;
    }
    if (recorded === 'replay')
      return (
        (await replay(caller.customerNumber, req.transactionId, hash)) ?? refused(BILL_MESSAGES.processing)
      );

    // Sent after the commit; no answer (or a crash) leaves the money reserved (PROCESSING) and
    // the call queued: it is sent again with the same id, and reconciliation settles it.
    await outbox.deliver(ref);
    const row = await findTransaction(db, ref);
    if (!row) throw new Error(`bill payment ${ref} vanished`);
    const answer = answerOf(row);
    await storeFirstAnswer(db, ref, answer);
    return answer;
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
      if (!deps.billers.paymentStatus) return null;
      const row = await findTransaction(db, payload.transactionId);
      if (!row) return null;
      const status = await deps.billers.paymentStatus(payload);
      const id = payload.transactionId;
      if (row.status === 'SUCCESSFUL' && status.status === 'FAILED') {
        const returned = await deps.lateNews?.returnedAfterSettled(id, status.reason);
        return returned === undefined
          ? `Late news: the biller reports this bill payment failed or refunded (${status.reason}) after it was settled SUCCESSFUL; nothing was moved.`
          : `Late news: the biller reports this bill payment failed or refunded (${status.reason}) after it was settled SUCCESSFUL; the money was returned to the customer (LATE-REV-${id}).`;
      }
      if (row.status === 'REVERSED' && status.status === 'SUCCESSFUL') {
        // A late success moves money only when it matches the call, like any other answer.
        const mismatch = mismatchOf(askedOf(payload), status);
        if (mismatch || !deps.lateNews)
          return `Late news: the biller reports this bill payment SUCCESSFUL after it was reversed to the customer${mismatch ? ', with other figures than asked' : ''}; nothing was booked.`;
        await deps.lateNews.paidAfterReversal(id);
        return `Late news: the biller reports this bill payment SUCCESSFUL after it was reversed to the customer: paid and refunded, booked as a loss to recover (LATE-LOSS-${id}); the customer was not debited again.`;
      }
      return null;
    },
  } as CallHandler);

  return { list, pay, verifyReference, findBiller };
}

export type Billers = ReturnType<typeof createBillers>;
