// A product's payment to an outside party through the one path (movement.ts), for products that
// keep their own rules outside the ledger (bill payments): the product names who pays what to
// whom and the call to send; the ledger claims the id, locks, checks, holds the money (pending:
// customer → suspense, PROCESSING) with the call in the same commit, sends it and keeps the first
// answer. The party's answer later posts or voids the hold (finishPending).
import type { Pesewas } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { closeCalls, type CallKind, type Outbox } from '../outbox/outbox';
import type { Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS, accountOwner } from './accounts';
import { postPending, voidPending } from './held';
import type { KycTier } from './limits';
import { answer, claim, commit, hashOf, ledgerKey, type MovementKey } from './movement';
import { findTransaction, type TransactionRow } from './transactions';
import { NOT_YOUR_ACCOUNT_MESSAGE } from './types';

/** What a product's pending payment needs of its surroundings. */
export interface PendingContext {
  db: Database;
  now(): Date;
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  outbox: Pick<Outbox, 'deliver' | 'leaseMs'>;
}

export interface PendingPayment<Call> {
  /** The customer paying, who is also the requester whose namespace the id lives in. */
  customerNumber: string;
  clientTransactionId: string;
  /** Every field of the request, in a fixed order: the ledger hashes them with the customer. */
  request: readonly unknown[];
  accountNumber: string;
  type: 'BILL_PAYMENT';
  amount: Pesewas;
  narration: string;
  sourceSystem: string;
  /** The product's words for the refusals it has its own for. */
  messages: { closed: string; insufficient(balance: Pesewas, needed: Pesewas): string };
  /** The answer a row gives (the first answer, and a replay's while none was kept yet). */
  answerOf(row: TransactionRow): Outcome<unknown>;
  /** The answer when a concurrent copy recorded the id and its row cannot be read. */
  pendingAnswer: Outcome<unknown>;
  /**
   * The product's checks once the id is free and the account the customer's (outside calls
   * allowed: no lock is held): a refusal, or where the money goes and the call that sends it.
   */
  prepare(): Promise<
    | Outcome<never>
    | {
        destination: { accountNumber: string; sortCode: string; name: string };
        call: { kind: CallKind; payload(transactionId: string): Call };
      }
  >;
}

/** Holds the money of a payment to an outside party and sends its call (see the file's head). */
export async function payPending<Call>(
  ctx: PendingContext,
  p: PendingPayment<Call>,
): Promise<Outcome<unknown>> {
  const key: MovementKey = {
    requester: p.customerNumber,
    clientId: p.clientTransactionId,
    hash: hashOf([p.customerNumber, ...p.request]),
  };
  const replayed = { answerOf: p.answerOf, noWait: true };
  const prior = await claim(ctx, key, replayed);
  if (prior) return prior;
  const ref = ledgerKey(key);
  const owner = await accountOwner(ctx.db, p.accountNumber);
  if (owner !== p.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  const prepared = await p.prepare();
  if ('isSuccess' in prepared) return prepared;

  const now = ctx.now();
  const tier = await ctx.tierOf(ctx.db, p.customerNumber);
  const committed = await commit(ctx, {
    key,
    lock: { accounts: [p.accountNumber], customers: [p.customerNumber] },
    checks: {
      customerNumber: p.customerNumber,
      account: p.accountNumber,
      closedMessage: p.messages.closed,
      refuseGoal: true,
      debit: { total: p.amount, refusal: (balance) => p.messages.insufficient(balance, p.amount) },
      limit: { tier, amount: p.amount, now },
    },
    plan: async () => ({
      row: {
        transactionId: ref,
        requester: p.customerNumber,
        clientTransactionId: p.clientTransactionId,
        hash: key.hash,
        customerNumber: p.customerNumber,
        accountNumber: p.accountNumber,
        type: p.type,
        direction: 'DEBIT',
        status: 'PROCESSING',
        amount: p.amount,
        narration: p.narration,
        sourceSystem: p.sourceSystem,
        destinationAccountNumber: prepared.destination.accountNumber,
        destinationSortCode: prepared.destination.sortCode,
        destinationName: prepared.destination.name,
        at: now,
      },
      posting: {
        kind: 'RESERVE',
        lines: [
          { accountNumber: p.accountNumber, amount: -p.amount },
          { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: p.amount },
        ],
      },
    }),
    call: { kind: prepared.call.kind, payload: prepared.call.payload(ref) },
  });
  if ('refusal' in committed) return committed.refusal;
  if ('replay' in committed) return (await claim(ctx, key, replayed)) ?? p.pendingAnswer;
  // Sent after the commit; no answer (or a crash) leaves the money held (PROCESSING) and the call
  // queued: it is sent again with the same id, and reconciliation settles it.
  return answer(ctx, ref, { deliver: true, answerOf: p.answerOf });
}

/** How the outside party answered a pending payment. */
export type PendingOutcome =
  { status: 'SUCCESSFUL'; reference: string } | { status: 'FAILED'; reason: string };

/**
 * The party's answer to a pending payment, in the caller's transaction: its call closed and, when
 * it is still PROCESSING, the hold posted to `settlement` or voided back to the customer. `before`
 * is the row as it was (null when unknown); `after` the row once this answer moved it (null when
 * it had finished already and nothing moved).
 */
export async function finishPending(
  tx: Queryable,
  transactionId: string,
  outcome: PendingOutcome,
  settlement: string,
  at: Date,
): Promise<{ before: TransactionRow | null; after: TransactionRow | null }> {
  const row = await findTransaction(tx, transactionId, true);
  await closeCalls(tx, transactionId, at);
  if (!row || row.status !== 'PROCESSING') return { before: row, after: null };
  const after =
    outcome.status === 'SUCCESSFUL'
      ? await postPending(tx, row, settlement, outcome.reference, at)
      : await voidPending(tx, row, outcome.reason, at);
  return { before: row, after: after ?? null };
}
