// An internal transfer (BANK_TRANSFER to 999999: between one customer's own accounts, or to
// another SAVE & WIN customer) as a call of the database function `ledger_internal_transfer`
// (migration 0950), which in one round trip checks the id (first answer, or 409), the source's
// owner, that the source is no goal (migration 0980: a goal's money leaves it only by a break or
// at maturity) and the destination, locks both customers' accounts in account-number order,
// re-checks the id, the balance, the limits and the recipient's cap under the lock, and writes
// the row with its first answer, the TRANSFER posting and its entries (migration 0960: the payer's
// limit usage is summed before the recipient's accounts are locked when the payer's come first).
//
// The rules stay here and in @savewin/core, passed to the function as figures: the charges, the
// tier limits, the day and month the limits count, the posting's lines (checked to balance), the
// first answer and every message the customer reads (the function answers a refusal as a word
// and its figures, and returns before writing anything).
//
// Round trips: an own-account transfer, one. To another customer the function first answers who
// the recipient is (identity owns tiers and names, so they are read here: both tiers and the
// name, in parallel), then is called again with the figures: five queries, three waits. With the
// onTransfer hook (the gateway's: both customers' notices and SMS alerts), the payer's name is
// read in parallel too and the second call runs in one transaction after the hook's writes,
// which the locks are not held for (callWithNotices).
//
// With group commit configured (LedgerConfig.groupCommit), each call goes through the process's
// transfer poster instead (transferBatch.ts): calls arriving together are made by one call of
// `ledger_internal_transfer_batch`, each answered as if alone; the notices of the transfers it made
// are written in the batch's transaction, after the batch (a refused one gets none).
//
// The recipient's name goes into the payer's answer, statement row and SMS only when the payer
// learned it already, through the audited, budgeted name look-up (verify-account, which the
// portal asks before every transfer, a favourite's included). Otherwise the payer reads it masked
// ('K*** B***'): a GH₵0.01 transfer is no way round the look-up budget to learn who holds an
// account. (An earlier payment does not count: it may itself have been such a transfer.)
import { randomUUID } from 'node:crypto';

import type { Pesewas } from '@savewin/core';

import { MAX_ATTEMPTS, isRetryable, type Queryable } from '../../db/database';
import { DomainError } from '../errors';
import { refused, type Outcome } from '../outcome';

import { PRODUCT_NAMES, SYSTEM_ACCOUNTS } from './accounts';
import type { LedgerContext, Party } from './context';
import { TIER_LIMITS, capMessage, limitMessage, usagePeriod, type KycTier, type LimitBreach } from './limits';
import { claim } from './movement';
import { chargesOf } from './plan';
import { balancedLines } from './posting';
import { envelopeOf, type TransactionRow } from './transactions';
import { createTransferPoster, type TransferPoster } from './transferBatch';
import {
  CLOSED_ACCOUNT_MESSAGE,
  DUPLICATE_ID_MESSAGE,
  GOAL_SOURCE_MESSAGE,
  NOT_YOUR_ACCOUNT_MESSAGE,
  SAME_ACCOUNT_MESSAGE,
  UNKNOWN_DESTINATION_MESSAGE,
  insufficientBalanceMessage,
  type CustomerTransfer,
  type TransactRequest,
} from './types';

/** What `ledger_internal_transfer` answers (the outcomes are listed in migrations 0950 and 0980). */
interface Answer {
  outcome:
    | 'prior'
    | 'forbidden'
    | 'goal-source'
    | 'unknown-destination'
    | 'recipient'
    | 'same-account'
    | 'replay'
    | 'conflict'
    | 'closed'
    | 'insufficient'
    | 'limit'
    | 'cap'
    | 'done';
  recipient: string | null;
  figure: number | null;
  other_figure: number | null;
  prior: TransactionRow | null;
  destination_name: string | null;
  /** 'limit': which limit the rule found broken (migration 1010). */
  breach: LimitBreach | null;
}

/** The recipient's figures when paying another customer. */
interface Recipient {
  customerNumber: string;
  name: string;
  payerTier: KycTier;
  recipientTier: KycTier;
}

const CALL = `SELECT outcome, recipient, figure, other_figure, prior, destination_name, breach FROM ledger_internal_transfer(
  $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::timestamptz, $15::text[], $16::bigint[], $17::jsonb,
  $18, $19, $20, $21, $22, $23::timestamptz, $24::timestamptz, $25::timestamptz)`;

/** One call, run again on a serialization failure or deadlock (it is one statement: all or nothing). */
async function call(q: Queryable, params: unknown[]): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [answer] = await q.query<Answer>(CALL, params);
      return answer!;
    } catch (error) {
      if (isRetryable(error) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Carries an answer other than 'done' out of the transaction it rolls back. */
class NotMade extends Error {
  constructor(readonly answer: Answer) {
    super(`transfer not made: ${answer.outcome}`);
  }
}

/**
 * The call that makes a transfer to another customer, with the onTransfer hook's writes (both
 * customers' notices) in the same transaction: the hook first, before the function takes the
 * accounts' locks (so they are not held while it writes), then the transfer; any answer but
 * 'done' (a refusal, a replay of the same id) rolls the hook's writes back. A serialization
 * failure or deadlock runs the whole transaction again (Database.transaction).
 */
async function callWithNotices(ctx: LedgerContext, params: unknown[], transfer: CustomerTransfer) {
  try {
    return await ctx.db.transaction(async (tx) => {
      await ctx.deps.onTransfer!(tx, transfer);
      const [answer] = await tx.query<Answer>(CALL, params);
      if (answer!.outcome !== 'done') throw new NotMade(answer!);
      return answer!;
    });
  } catch (error) {
    if (error instanceof NotMade) return error.answer;
    throw error;
  }
}

/** One call alone: with the transfer's notices when it is to another customer and has any. */
function postAlone(
  ctx: LedgerContext,
  params: unknown[],
  transfer: CustomerTransfer | null,
): Promise<Answer> {
  return transfer && ctx.deps.onTransfer ? callWithNotices(ctx, params, transfer) : call(ctx.db, params);
}

const posters = new WeakMap<LedgerContext, TransferPoster<Answer>>();

/** Posts one call: through group commit when it is configured (transferBatch.ts), else alone. */
function post(ctx: LedgerContext, params: unknown[], transfer: CustomerTransfer | null): Promise<Answer> {
  const config = ctx.config.groupCommit;
  if (!config) return postAlone(ctx, params, transfer);
  let poster = posters.get(ctx);
  if (!poster) {
    poster = createTransferPoster<Answer>(ctx, config, (p, t) => postAlone(ctx, p, t));
    posters.set(ctx, poster);
  }
  return poster.post(params, transfer);
}

/**
 * `requester`, `identity` as in transactAs; `destination` the account internalDestination found.
 * `amount` is already checked (positive, at most the configured maximum) and `hash` computed.
 */
export async function transferInternally(
  ctx: LedgerContext,
  caller: Party,
  req: TransactRequest,
  input: { requester: string | null; amount: Pesewas; hash: string; destination: string },
): Promise<Outcome<unknown>> {
  const { db, deps } = ctx;
  const { requester, amount, hash, destination } = input;
  const now = deps.now();
  const charges = chargesOf(ctx, req, amount, now);
  const total = amount + charges.fee + charges.levy;
  const ref = requester === null ? req.transactionId : randomUUID();
  // Source and destination the same: the function refuses before the lines are needed (and a
  // posting within one account cannot balance across two).
  const lines =
    req.customerAccountNumber === destination
      ? []
      : balancedLines([
          { accountNumber: req.customerAccountNumber, amount: -total },
          { accountNumber: destination, amount },
          { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: charges.fee },
          { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: charges.levy },
        ]);
  const at = now.toISOString();
  // The row as the function writes it, but for the destination's name, known only there.
  const row: TransactionRow = {
    transaction_id: ref,
    requester,
    client_transaction_id: requester === null ? null : req.transactionId,
    request_hash: hash,
    customer_number: caller.customerNumber,
    account_number: req.customerAccountNumber,
    transaction_type: 'BANK_TRANSFER',
    direction: 'DEBIT',
    status: 'SUCCESSFUL',
    amount,
    fee_amount: charges.fee,
    elevy_amount: charges.levy,
    narration: req.narration ?? '',
    source_system: req.sourceSystem,
    destination_account_number: destination,
    destination_sort_code: req.destinationSortCode ?? '',
    destination_name: null,
    counterparty_account_number: destination,
    network: null,
    external_reference: null,
    failure_reason: null,
    first_response: null,
    created_at: now,
    updated_at: now,
  };
  const answerTo = (name: string) => envelopeOf({ ...row, destination_name: name });
  // The first answer per name the destination may have: one of the caller's own products, or
  // the recipient's name once known.
  const answers = (names: readonly string[]) =>
    JSON.stringify(Object.fromEntries(names.map((name) => [name, answerTo(name)])));
  const period = usagePeriod(now);
  const params = (recipient: Recipient | null) => {
    const payer = recipient && TIER_LIMITS[recipient.payerTier];
    return [
      requester,
      req.transactionId,
      hash,
      ref,
      caller.customerNumber,
      req.customerAccountNumber,
      destination,
      amount,
      charges.fee,
      charges.levy,
      row.narration,
      row.source_system,
      row.destination_sort_code,
      at,
      lines.map((l) => l.accountNumber),
      lines.map((l) => String(l.amount)),
      answers(recipient ? [recipient.name] : PRODUCT_NAMES),
      recipient?.customerNumber ?? null,
      recipient?.name ?? null,
      payer?.daily ?? null,
      payer?.monthly ?? null,
      recipient ? TIER_LIMITS[recipient.recipientTier].maxBalance : null,
      period.dayStart,
      period.monthStart,
      period.dayEnd,
    ];
  };

  let recipient: Recipient | null = null;
  let answer = await post(ctx, params(null), null);
  if (answer.outcome === 'recipient') {
    const customerNumber = answer.recipient!;
    const [payerTier, recipientTier, name, payerName, known] = await Promise.all([
      ctx.tierOf(db, caller.customerNumber),
      ctx.tierOf(db, customerNumber),
      ctx.customerName(db, customerNumber),
      deps.onTransfer ? ctx.customerName(db, caller.customerNumber) : null,
      nameKnownToPayer(ctx, caller, destination),
    ]);
    const fullName = name ?? 'SAVE & WIN customer';
    recipient = { customerNumber, name: known ? fullName : maskedName(fullName), payerTier, recipientTier };
    answer = await post(ctx, params(recipient), {
      transactionId: ref,
      amount,
      charges: charges.fee + charges.levy,
      payer: {
        customerNumber: caller.customerNumber,
        name: payerName,
        accountNumber: row.account_number,
      },
      payee: { customerNumber, name: recipient.name, accountNumber: destination },
      at: now,
    });
    if (answer.outcome === 'recipient') throw new Error(`account ${destination} changed owner`);
  }

  switch (answer.outcome) {
    case 'prior':
    case 'replay': {
      const first = await claim(
        ctx,
        { requester, clientId: req.transactionId, hash },
        { found: answer.outcome === 'prior' ? answer.prior : undefined },
      );
      if (!first) throw new Error(`transaction ${req.transactionId} vanished`);
      return first;
    }
    case 'conflict':
      throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
    case 'forbidden':
      throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    case 'goal-source':
      return refused(GOAL_SOURCE_MESSAGE);
    case 'unknown-destination':
      return refused(UNKNOWN_DESTINATION_MESSAGE);
    case 'same-account':
      return refused(SAME_ACCOUNT_MESSAGE);
    case 'closed':
      return refused(CLOSED_ACCOUNT_MESSAGE);
    case 'insufficient':
      return refused(insufficientBalanceMessage(answer.figure!, total, charges.fee + charges.levy > 0));
    case 'limit':
      return refused(
        limitMessage(recipient!.payerTier, answer.breach!, answer.figure!, answer.other_figure!),
      );
    case 'cap':
      return refused(capMessage(recipient!.recipientTier, false));
    case 'done':
      return answerTo(answer.destination_name!);
    default:
      throw new Error(`ledger_internal_transfer answered '${String(answer.outcome)}'`);
  }
}

/** Whether the payer already learned who holds `destination` (see the head of this file). */
async function nameKnownToPayer(ctx: LedgerContext, payer: Party, destination: string): Promise<boolean> {
  const lookedUp = ctx.deps.nameLookedUp;
  return lookedUp ? lookedUp(ctx.db, payer.customerNumber, destination) : true;
}

/** Each word's first letter and three stars: 'Kofi Boateng' → 'K*** B***'. */
export function maskedName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0] ?? ''}***`)
    .join(' ');
}
