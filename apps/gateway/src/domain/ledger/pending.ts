// A product's payment to an outside party through the one path (movement.ts), for products that
// keep their own rules outside the ledger (bill payments): the product names who pays what to
// whom and the call to send; the ledger claims the id, locks, checks, holds the money (pending:
// customer → suspense, PROCESSING) with the call in the same commit, sends it and keeps the first
// answer. The party's answer later posts or voids the hold (finishPending).
import type { Queryable } from '../../db/database';
import { closeCalls, type CallKind } from '../outbox/outbox';
import type { Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS } from './accounts';
import {
  debitChecks,
  debitKey,
  refuseOthersAccount,
  type CustomerDebit,
  type CustomerDebitContext,
} from './customerDebit';
import { postPending, voidPending } from './held';
import { answer, claim, commit, ledgerKey } from './movement';
import { findTransaction, type TransactionRow } from './transactions';

export interface PendingPayment<Call> extends CustomerDebit {
  type: 'BILL_PAYMENT';
  narration: string;
  sourceSystem: string;
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
  ctx: CustomerDebitContext,
  p: PendingPayment<Call>,
): Promise<Outcome<unknown>> {
  const key = debitKey(p);
  const replayed = { answerOf: p.answerOf, noWait: true };
  const prior = await claim(ctx, key, replayed);
  if (prior) return prior;
  const ref = ledgerKey(key);
  await refuseOthersAccount(ctx.db, p);
  const prepared = await p.prepare();
  if ('isSuccess' in prepared) return prepared;

  const { now, lock, checks } = await debitChecks(ctx, p);
  const committed = await commit(ctx, {
    key,
    lock,
    checks,
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
