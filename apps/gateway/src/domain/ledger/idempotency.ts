// A customer's transactionId is an idempotency key scoped to the requester. The request hash
// covers who asks and every field; the same id with the same request answers the first answer
// again (a copy arriving while the first is still talking to the network waits for it), the same
// id with another request is a conflict (409), and a refusal rolls everything back so the id
// stays free for a retry.
import { createHash } from 'node:crypto';

import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { DomainError, Refusal } from '../errors';
import { refused, type Outcome } from '../outcome';

import type { LedgerContext } from './context';
import { storeFirstAnswer } from './movement';
import { envelopeOf, findRequest, findTransaction, type TransactionRow } from './transactions';
import { DUPLICATE_ID_MESSAGE, type TransactRequest } from './types';

/** What a movement's work answers when it finds its id already recorded by the same request. */
export const REPLAY = 'replay' as const;
const REPLAY_WAIT_MS = 25;
const REPLAY_WAIT_ATTEMPTS = 200;

export function requestHash(identity: string, req: TransactRequest, amount: Pesewas): string {
  const canonical = JSON.stringify([
    identity,
    req.customerAccountNumber,
    amount,
    req.narration ?? '',
    req.transactionType,
    req.destinationAccountNumber ?? '',
    req.destinationSortCode ?? '',
    req.sourceSystem ?? '',
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Inside a movement: true when the requester's id is taken by this same request; 409 for
 * another request of the same requester. Other requesters' ids are never seen.
 */
export async function alreadyRecorded(
  q: Queryable,
  requester: string | null,
  transactionId: string,
  hash: string,
): Promise<boolean> {
  const row = await findRequest(q, requester, transactionId, hash);
  if (!row) return false;
  if (row.request_hash !== hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
  return true;
}

/**
 * The first answer again for the same request (409 for the same id with another request). A
 * copy arriving while the first is still talking to the network waits for its answer (briefly;
 * then it answers the transaction's current state), so copies read the same answer.
 */
export async function priorAnswer(
  ctx: LedgerContext,
  requester: string | null,
  transactionId: string,
  hash: string,
  /** The row the id names, when the caller has just read it (findRequestAndOwner). */
  found?: TransactionRow | null,
): Promise<Outcome<unknown> | null> {
  for (let attempt = 0; ; attempt++) {
    const row =
      attempt === 0 && found !== undefined
        ? found
        : await findRequest(ctx.db, requester, transactionId, hash);
    if (!row) return null;
    if (row.request_hash !== hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
    if (row.first_response) return row.first_response as Outcome<unknown>;
    if (attempt >= REPLAY_WAIT_ATTEMPTS) return envelopeOf(row);
    await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS));
  }
}

/**
 * Runs a movement's database work; a Refusal rolls it back and answers the refusal. Work
 * that finds its id already recorded answers REPLAY, and the first answer is read afterwards,
 * outside the transaction, so no lock is held while waiting for it.
 */
export async function runMovement(
  ctx: LedgerContext,
  requester: string | null,
  transactionId: string,
  hash: string,
  work: (tx: Queryable) => Promise<typeof REPLAY | null | false>,
): Promise<{ replay: Outcome<unknown> } | { refusal: Outcome<never> } | { done: true }> {
  try {
    const replayed = await ctx.db.transaction(work);
    if (!replayed) return { done: true };
    const replay = await priorAnswer(ctx, requester, transactionId, hash);
    if (!replay) throw new Error(`transaction ${transactionId} vanished`);
    return { replay };
  } catch (error) {
    if (error instanceof Refusal) return { refusal: refused(error.message) };
    throw error;
  }
}

/** Builds the first answer from the row as it stands and keeps it for replays. */
export async function answerFirst(ctx: LedgerContext, transactionId: string): Promise<Outcome<unknown>> {
  const row = await findTransaction(ctx.db, transactionId);
  if (!row) throw new Error(`transaction ${transactionId} vanished`);
  const answer = envelopeOf(row);
  await storeFirstAnswer(ctx.db, transactionId, answer);
  return answer;
}
