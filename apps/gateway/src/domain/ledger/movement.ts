// The one path every money movement takes. Written once here, in the order every
// movement keeps:
//   1. claim the requester's id: the same request again answers its first answer, another
//      request under the same id is 409 (claim);
//   2. in one database transaction: lock every account of the customers involved in account
//      order; the id again under the lock; the source's owner and status (and: no goal as the
//      source of money out); the balance; the tier's daily and monthly limit; the balance cap;
//      then the product's own figures under the lock; the row, its balanced posting, the outbox
//      call and whatever the product writes alongside (commit);
//   3. after the commit: the outbox call sent, the first answer built and kept for replays
//      (answer).
// A refusal anywhere in 2 rolls everything back, so the id stays free for a retry. Transfers
// (collections, payouts), payment links, bill payments, goal release, interest and prize credits
// all go through commit/write; products keep their rules (what a bill or a goal is) and pass
// them in. The own-bank transfer is this same sequence run inside the database by one call of
// `ledger_internal_transfer` (internalTransfer.ts), whose limit and cap comparisons are the
// functions limits.ts calls (`ledger_limit_breach`, `ledger_cap_breach`, migration 1010).
//
// Holds in TigerBeetle's words: a payout or bill payment is a *pending* movement (customer →
// suspense, PROCESSING); the outside party's answer *posts* it (suspense → settlement, fees) or
// *voids* it (suspense → customer); see held.ts.
import { createHash, randomUUID } from 'node:crypto';

import type { Network, Pesewas } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import { DomainError, Refusal } from '../errors';
import type { CallKind, Outbox } from '../outbox/outbox';
import { enqueueCall } from '../outbox/outbox';
import { refused, type Outcome } from '../outcome';

import { lockCustomerAccounts, type LockedAccount } from './accounts';
import { balanceCapRefusal, limitRefusal, type KycTier } from './limits';
import { post, type PostingKind, type PostingLine } from './posting';
import {
  envelopeOf,
  findRequest,
  findTransaction,
  type TransactionRow,
  type TransactionType,
} from './transactions';
import { DUPLICATE_ID_MESSAGE, GOAL_SOURCE_MESSAGE, NOT_YOUR_ACCOUNT_MESSAGE } from './types';

/** What the path needs of its surroundings (the ledger's context, or a product's own). */
export interface MoveContext {
  db: Database;
  outbox: Pick<Outbox, 'deliver' | 'leaseMs'>;
}

/** Who asks and under which id: the idempotency key and the hash of the whole request. */
export interface MovementKey {
  /** Whose namespace `clientId` lives in: a customer or payer; null for the system. */
  requester: string | null;
  clientId: string;
  hash: string;
}

/** The request hash: who asks and every field of the request, in a fixed order. */
export function hashOf(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The ledger's own key for a movement: the system's id as it is, a fresh one for a requester. */
export function ledgerKey(key: MovementKey): string {
  return key.requester === null ? key.clientId : randomUUID();
}

const REPLAY_WAIT_MS = 25;
const REPLAY_WAIT_ATTEMPTS = 200;

/**
 * 1. The first answer again for the same request (409 for the same id with another request),
 * or null when the id is free. A copy arriving while the first is still talking to the network
 * waits for its answer (briefly; then it answers the transaction's current state), unless
 * `noWait` answers the current state at once (`answerOf`, the envelope by default).
 */
export async function claim(
  ctx: { db: Queryable },
  key: MovementKey,
  options: {
    /** The row the id names, when the caller has just read it. */
    found?: TransactionRow | null;
    answerOf?: (row: TransactionRow) => Outcome<unknown>;
    noWait?: boolean;
  } = {},
): Promise<Outcome<unknown> | null> {
  for (let attempt = 0; ; attempt++) {
    const row =
      attempt === 0 && options.found !== undefined
        ? options.found
        : await findRequest(ctx.db, key.requester, key.clientId, key.hash);
    if (!row) return null;
    if (row.request_hash !== key.hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
    if (row.first_response) return row.first_response as Outcome<unknown>;
    if (options.noWait || attempt >= REPLAY_WAIT_ATTEMPTS) return (options.answerOf ?? envelopeOf)(row);
    await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS));
  }
}

/** Inside a movement: true when the id is taken by this same request; 409 for another request. */
export async function alreadyRecorded(q: Queryable, key: MovementKey): Promise<boolean> {
  const row = await findRequest(q, key.requester, key.clientId, key.hash);
  if (!row) return false;
  if (row.request_hash !== key.hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
  return true;
}

/** The transaction row a movement writes. */
export interface MovementRow {
  transactionId: string;
  requester: string | null;
  clientTransactionId: string | null;
  hash: string;
  customerNumber: string;
  accountNumber: string;
  type: TransactionType;
  direction: 'CREDIT' | 'DEBIT';
  status: 'PENDING' | 'PROCESSING' | 'SUCCESSFUL';
  amount: Pesewas;
  fee?: Pesewas;
  levy?: Pesewas;
  narration: string;
  sourceSystem: string;
  destinationAccountNumber?: string | null;
  destinationSortCode?: string | null;
  destinationName?: string | null;
  counterpartyAccountNumber?: string | null;
  network?: Network | null;
  at: Date;
}

/** What a movement writes: its row, its balanced posting (none for a collection until approval). */
export interface MovementWrite {
  row: MovementRow;
  posting?: { kind: PostingKind; lines: readonly PostingLine[] };
}

/**
 * The row and its posting, in the caller's transaction. False when the key is taken (a concurrent
 * copy, or a system movement already made): nothing is written.
 */
export async function write(tx: Queryable, movement: MovementWrite): Promise<boolean> {
  const { row } = movement;
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, counterparty_account_number, network, created_at, updated_at,
       requester, client_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20)
     ON CONFLICT DO NOTHING RETURNING transaction_id`,
    [
      row.transactionId,
      row.hash,
      row.customerNumber,
      row.accountNumber,
      row.type,
      row.direction,
      row.status,
      row.amount,
      row.fee ?? 0,
      row.levy ?? 0,
      row.narration,
      row.sourceSystem,
      row.destinationAccountNumber ?? null,
      row.destinationSortCode ?? null,
      row.destinationName ?? null,
      row.counterpartyAccountNumber ?? null,
      row.network ?? null,
      row.at.toISOString(),
      row.requester,
      row.clientTransactionId,
    ],
  );
  if (inserted.length === 0) return false;
  if (movement.posting) {
    await post(tx, {
      transactionId: row.transactionId,
      kind: movement.posting.kind,
      effectiveAt: row.at,
      lines: movement.posting.lines,
    });
  }
  return true;
}

/** The checks every movement makes under the lock, in this order; each optional but the owner. */
export interface MovementChecks {
  customerNumber: string;
  /** The account the movement is made from (or, for money in, to): the customer's, and open. */
  account: string;
  /** The account must be of this product (checked before its status); else this refusal. */
  product?: { name: string; refusal: string };
  /** The refusal for a closed account (the product's words). */
  closedMessage: string;
  /** Refused when the account is a goal: money leaves a goal only by a break or at maturity. */
  refuseGoal?: boolean;
  /** The balance must cover `total`; else this refusal. */
  debit?: { total: Pesewas; refusal(balance: Pesewas): string };
  /** Counts against the customer's daily and monthly limit. */
  limit?: { tier: KycTier; amount: Pesewas; now: Date };
  /** Counts against the customer's balance cap. */
  cap?: { tier: KycTier; amount: Pesewas; recipientIsCaller: boolean };
}

/** A movement's database work: what is locked, checked, then written. */
export interface Movement<Extra = undefined> {
  key: MovementKey;
  /** Accounts and customers whose accounts are locked (account-number order). */
  lock: { accounts: readonly string[]; customers: readonly string[] };
  checks: MovementChecks;
  /**
   * False for a system movement whose rerun is decided by the state it finds (a goal released
   * already is closed): its id found under the lock is not a replay. True by default.
   */
  replays?: boolean;
  /**
   * The product's own rules under the lock, after the common checks: throws a Refusal, answers
   * what to write (its figures may depend on the locked balances), or null to write nothing.
   */
  plan(
    tx: Queryable,
    locked: Map<string, LockedAccount>,
  ): Promise<(MovementWrite & { extra?: Extra }) | null>;
  /** The call to an outside party, recorded in the same commit as the money (callId = the row's key). */
  call?: { kind: CallKind; payload: unknown };
  /** Written in the same transaction after the money (accruals, closing a goal, notices). */
  alongside?(tx: Queryable, written: MovementWrite & { extra?: Extra }): Promise<void>;
}

export type Committed<Extra> =
  | { replay: true }
  | { refusal: Outcome<never> }
  | { done: true; written: (MovementWrite & { extra?: Extra }) | null };

/**
 * Under the lock: the account's owner, product and status, the balance, the limits and the cap,
 * in that order; a refusal is thrown (a Refusal, or 403 for another customer's account).
 */
export async function check(
  tx: Queryable,
  locked: Map<string, LockedAccount>,
  checks: MovementChecks,
): Promise<LockedAccount> {
  const source = checkSource(locked, checks);
  if (checks.debit && source.balance < checks.debit.total)
    throw new Refusal(checks.debit.refusal(source.balance));
  const refusal =
    (checks.limit && (await limitRefusal(tx, { customerNumber: checks.customerNumber, ...checks.limit }))) ||
    (checks.cap && (await balanceCapRefusal(tx, { customerNumber: checks.customerNumber, ...checks.cap })));
  if (refusal) throw new Refusal(refusal);
  return source;
}

/** Locks the accounts (account-number order, every account of the customers) and checks them. */
export async function lockAndCheck(
  tx: Queryable,
  lock: Movement<unknown>['lock'],
  checks: MovementChecks,
): Promise<{ account: LockedAccount; locked: Map<string, LockedAccount> }> {
  const locked = await lockCustomerAccounts(tx, lock.accounts, lock.customers);
  return { account: await check(tx, locked, checks), locked };
}

function checkSource(locked: Map<string, LockedAccount>, checks: MovementChecks): LockedAccount {
  const account = locked.get(checks.account);
  if (!account || account.customer_number !== checks.customerNumber)
    throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  if (checks.product && account.product_name !== checks.product.name)
    throw new Refusal(checks.product.refusal);
  if (account.status !== 'ACTIVE') throw new Refusal(checks.closedMessage);
  if (checks.refuseGoal && account.product_name === 'TARGET SAVE') throw new Refusal(GOAL_SOURCE_MESSAGE);
  return account;
}

/**
 * 2. The movement's transaction. A Refusal rolls it back and answers the refusal; finding the id
 * already recorded by the same request answers `replay` (read its first answer with `claim`,
 * outside the transaction, so no lock is held while waiting for it).
 */
export async function commit<Extra = undefined>(
  ctx: MoveContext,
  m: Movement<Extra>,
): Promise<Committed<Extra>> {
  try {
    return await ctx.db.transaction(async (tx): Promise<Committed<Extra>> => {
      const locked = await lockCustomerAccounts(tx, m.lock.accounts, m.lock.customers);
      if (m.replays !== false && (await alreadyRecorded(tx, m.key))) return { replay: true };
      await check(tx, locked, m.checks);
      const planned = await m.plan(tx, locked);
      if (!planned) return { done: true, written: null };
      if (!(await write(tx, planned))) {
        if (await alreadyRecorded(tx, m.key)) return { replay: true };
        throw new Error(
          `transaction ${planned.row.transactionId} is taken outside its requester's namespace`,
        );
      }
      if (m.call) {
        await enqueueCall(tx, {
          callId: planned.row.transactionId,
          kind: m.call.kind,
          subject: planned.row.transactionId,
          payload: m.call.payload,
          at: planned.row.at,
          leaseMs: ctx.outbox.leaseMs,
        });
      }
      await m.alongside?.(tx, planned);
      return { done: true, written: planned };
    });
  } catch (error) {
    if (error instanceof Refusal) return { refusal: refused(error.message) };
    throw error;
  }
}

/**
 * 3. After the commit: the outbox call sent (a crash before it leaves the call for the worker),
 * then the first answer built from the row as it stands and kept for replays.
 */
export async function answer(
  ctx: MoveContext,
  transactionId: string,
  options: { deliver?: boolean; answerOf?: (row: TransactionRow) => Outcome<unknown> } = {},
): Promise<Outcome<unknown>> {
  if (options.deliver) await ctx.outbox.deliver(transactionId);
  const row = await findTransaction(ctx.db, transactionId);
  if (!row) throw new Error(`transaction ${transactionId} vanished`);
  const first = (options.answerOf ?? envelopeOf)(row);
  await storeFirstAnswer(ctx.db, transactionId, first);
  return first;
}

/** Keeps the first answer of a request for its replays. */
export async function storeFirstAnswer(q: Queryable, transactionId: string, first: unknown): Promise<void> {
  await q.query(
    `UPDATE ledger_transactions SET first_response = $2 WHERE transaction_id = $1 AND first_response IS NULL`,
    [transactionId, JSON.stringify(first)],
  );
}
