// The movement a request asks for (transact): who may make it, what it costs, and its database
// work in one transaction that locks the customer accounts it touches (in account-number order),
// re-checks balance and limits under the lock, records the transaction under its idempotency key
// and writes a balanced posting:
//   collection: the PENDING row and its outbox call, then the prompt (collections.ts);
//   payout: RESERVE (customer → suspense) and its outbox call, then the network or bank
//   (inflight.ts, payouts.ts);
//   internal transfer (BANK_TRANSFER to 999999): one TRANSFER posting, SUCCESSFUL at once.
// Calls to the outside world happen between database transactions, never inside one.
import { randomUUID } from 'node:crypto';

import {
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  normaliseMobileNumber,
  type Network,
  type Pesewas,
} from '@savewin/core';

import type { Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError, Refusal } from '../errors';
import { computeCharges } from '../fees/schedule';
import { refused, type Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS, accountOwner, lockCustomerAccounts, type LockedAccount } from './accounts';
import { isEnvelope, requireCaller, type LedgerContext, type Party } from './context';
import { REPLAY, alreadyRecorded, answerFirst, priorAnswer, requestHash, runMovement } from './idempotency';
import { enqueueCollection, enqueuePayout } from './inflight';
import { balanceCapRefusal, limitRefusal, transferRefusal } from './limits';
import { chargeKindOf, planMovement } from './plan';
import { post, postingCtes, postingParams, type PostingKind, type PostingLine } from './posting';
import { envelopeOf, findRequestAndOwner, type TransactionRow, type TransactionType } from './transactions';
import {
  NOT_YOUR_ACCOUNT_MESSAGE,
  PAYER_CREDENTIAL_USED,
  UNKNOWN_DESTINATION_MESSAGE,
  type TransactRequest,
} from './types';

/** A customer's movement, or a payment-link payer's payment. */
export async function transact(
  ctx: LedgerContext,
  auth: Caller | null,
  req: TransactRequest,
): Promise<Outcome<unknown>> {
  if (auth?.kind === 'payer') return transactAsPayer(ctx, auth, req);
  const caller = requireCaller(auth);
  if (isEnvelope(caller)) return caller;
  return transactAs(ctx, caller, req, caller.customerNumber, caller.customerNumber);
}

/**
 * A movement a job makes for a customer (set-and-forget funding a goal): the system asks, so
 * its id lives in the system namespace, out of reach of any id a customer sends.
 */
export async function transactForCustomer(
  ctx: LedgerContext,
  job: string,
  customerNumber: string,
  req: TransactRequest,
): Promise<Outcome<unknown>> {
  return transactAs(ctx, { customerNumber, mobileNumber: '' }, req, `system:${job}`, null);
}

/**
 * An outside payer paying a payment link (spec §7): a DEPOSIT collected from the number the
 * payer proved by OTP into the link's account, with `customerAccountNumber` = the link hash.
 * It then runs as the link owner's collection (their limits, their statement).
 */
async function transactAsPayer(
  ctx: LedgerContext,
  auth: Extract<Caller, { kind: 'payer' }>,
  req: TransactRequest,
): Promise<Outcome<unknown>> {
  const { deps } = ctx;
  if (!deps.payableLink) throw new DomainError('FORBIDDEN', 'Payment links are not available.');
  if (!auth.phoneNumber)
    throw new DomainError('UNAUTHENTICATED', 'Please verify your number with the code we sent first.');
  if (req.transactionType !== 'DEPOSIT' || req.sourceSystem !== 'PAYMENT LINK') {
    return refused('A payment link can only be paid with a deposit from your mobile-money number.');
  }
  if (req.customerAccountNumber !== auth.linkHash)
    throw new DomainError('FORBIDDEN', 'This payment link is not the one you opened.');
  const phone = normaliseMobileNumber(req.destinationAccountNumber ?? '');
  if (phone !== auth.phoneNumber) return refused('Please pay from the number you verified.');
  const link = await deps.payableLink(auth);
  const amount = amountTextToPesewas(req.amount);
  if (link.amount !== null && amount !== null && amount !== link.amount) {
    return refused(`This payment link asks for GHS${formatAmount(link.amount)}.`);
  }
  // Claimed once the request is one the payer means to pay (a mistyped amount above does not
  // use the credential up), before anything reaches the payer's phone.
  if (deps.claimPayerCredential && !(await deps.claimPayerCredential(auth, req.transactionId))) {
    return refused(PAYER_CREDENTIAL_USED);
  }
  const owner = await accountOwner(ctx.db, link.accountNumber);
  if (!owner) return refused('This payment link can no longer be paid.');
  return transactAs(
    ctx,
    { customerNumber: owner, mobileNumber: phone },
    { ...req, customerAccountNumber: link.accountNumber },
    `payer:${auth.linkHash}:${phone}`,
    `payer:${auth.linkHash}:${phone}`,
  );
}

function ensureOwn(
  locked: Map<string, LockedAccount>,
  accountNumber: string,
  customerNumber: string,
): LockedAccount {
  const account = locked.get(accountNumber);
  if (!account || account.customer_number !== customerNumber)
    throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  if (account.status !== 'ACTIVE') throw new Refusal('This account is closed.');
  return account;
}

interface TransactionRecord {
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
  fee: Pesewas;
  levy: Pesewas;
  narration: string;
  sourceSystem: string;
  destinationAccountNumber: string;
  destinationSortCode: string;
  destinationName: string | null;
  counterparty: string | null;
  network: Network | null;
  at: Date;
}

/** The row `insertTransaction` writes, as a read of it returns it. */
function rowOf(record: TransactionRecord): TransactionRow {
  return {
    transaction_id: record.transactionId,
    requester: record.requester,
    client_transaction_id: record.clientTransactionId,
    request_hash: record.hash,
    customer_number: record.customerNumber,
    account_number: record.accountNumber,
    transaction_type: record.type,
    direction: record.direction,
    status: record.status,
    amount: record.amount,
    fee_amount: record.fee,
    elevy_amount: record.levy,
    narration: record.narration,
    source_system: record.sourceSystem,
    destination_account_number: record.destinationAccountNumber,
    destination_sort_code: record.destinationSortCode,
    destination_name: record.destinationName,
    counterparty_account_number: record.counterparty,
    network: record.network,
    external_reference: null,
    failure_reason: null,
    first_response: null,
    created_at: record.at,
    updated_at: record.at,
  };
}

/**
 * Records the transaction under its idempotency key (false when the key is taken). A movement
 * finished at once (an internal transfer) passes its answer, kept as the first answer for
 * replays, and its posting, written by the same statement: one round trip for all three.
 */
async function insertTransaction(
  tx: Queryable,
  row: TransactionRecord,
  finished?: { answer: Outcome<unknown>; kind: PostingKind; lines: PostingLine[] },
): Promise<boolean> {
  const insert = `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, counterparty_account_number, network, created_at, updated_at,
       requester, client_transaction_id, first_response)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19, $20, $21)
     ON CONFLICT DO NOTHING RETURNING transaction_id`;
  const params = [
    row.transactionId,
    row.hash,
    row.customerNumber,
    row.accountNumber,
    row.type,
    row.direction,
    row.status,
    row.amount,
    row.fee,
    row.levy,
    row.narration,
    row.sourceSystem,
    row.destinationAccountNumber,
    row.destinationSortCode,
    row.destinationName,
    row.counterparty,
    row.network,
    row.at.toISOString(),
    row.requester,
    row.clientTransactionId,
    finished ? JSON.stringify(finished.answer) : null,
  ];
  const inserted = finished
    ? await tx.query(
        `WITH inserted AS (${insert}), ${postingCtes('inserted', finished.kind, params.length + 1)}
         SELECT transaction_id FROM inserted`,
        [...params, ...postingParams(row.at, finished.lines)],
      )
    : await tx.query(insert, params);
  return inserted.length === 1;
}

/**
 * `requester` is whose namespace `req.transactionId` lives in: a customer or a payer (the row
 * gets a key the gateway issues), or null for the system (the id is the row's own key).
 */
async function transactAs(
  ctx: LedgerContext,
  caller: Party,
  req: TransactRequest,
  identity: string,
  requester: string | null,
): Promise<Outcome<unknown>> {
  const { db, deps, config } = ctx;
  const amount = amountTextToPesewas(req.amount);
  if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
  if (amount > config.maxAmount) {
    return refused(`The most you can move at once is ${formatCedis(config.maxAmount)}.`);
  }
  const hash = requestHash(identity, req, amount);
  // The id first (its first answer, or 409), then whose account it is: one round trip for both.
  const first = await findRequestAndOwner(db, requester, req.transactionId, hash, req.customerAccountNumber);
  const prior = await priorAnswer(ctx, requester, req.transactionId, hash, first.row);
  if (prior) return prior;
  const ref = requester === null ? req.transactionId : randomUUID();

  const owner = first.owner;
  if (owner !== caller.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  const planned = await planMovement(ctx, caller, req);
  if (typeof planned === 'string') return refused(planned);
  if (planned.kind === 'internal' && planned.accountNumber === req.customerAccountNumber) {
    return refused('Please choose a different account to send to.');
  }

  const now = deps.now();
  const charges = computeCharges(
    chargeKindOf(req.transactionType, req.destinationSortCode),
    amount,
    now,
    config.charges,
  );
  const base = {
    transactionId: ref,
    requester,
    clientTransactionId: requester === null ? null : req.transactionId,
    hash,
    customerNumber: caller.customerNumber,
    accountNumber: req.customerAccountNumber,
    type: req.transactionType,
    amount,
    fee: charges.fee,
    levy: charges.levy,
    narration: req.narration ?? '',
    sourceSystem: req.sourceSystem,
    at: now,
  };

  if (planned.kind === 'collection') {
    if (charges.fee + charges.levy >= amount)
      return refused('This amount is too small to cover the charges.');
    const tier = await ctx.tierOf(db, caller.customerNumber);
    const outcome = await runMovement(ctx, requester, req.transactionId, hash, async (tx) => {
      const locked = await lockCustomerAccounts(tx, [req.customerAccountNumber], [caller.customerNumber]);
      if (await alreadyRecorded(tx, requester, req.transactionId, hash)) return REPLAY;
      ensureOwn(locked, req.customerAccountNumber, caller.customerNumber);
      const refusal =
        (await limitRefusal(tx, { customerNumber: caller.customerNumber, tier, amount, now })) ??
        (await balanceCapRefusal(tx, {
          customerNumber: caller.customerNumber,
          tier,
          amount,
          recipientIsCaller: !identity.startsWith('payer:'),
        }));
      if (refusal) throw new Refusal(refusal);
      const inserted = await insertTransaction(tx, {
        ...base,
        direction: 'CREDIT',
        status: 'PENDING',
        destinationAccountNumber: planned.phone,
        destinationSortCode: req.destinationSortCode ?? '',
        destinationName: null,
        counterparty: null,
        network: planned.network,
      });
      if (!inserted) return (await alreadyRecorded(tx, requester, req.transactionId, hash)) && REPLAY;
      await enqueueCollection(
        ctx,
        tx,
        {
          transactionId: ref,
          phoneNumber: planned.phone,
          network: planned.network,
          amount,
          narration: base.narration || 'SAVE & WIN deposit',
        },
        now,
      );
      return null;
    });
    if ('replay' in outcome) return outcome.replay;
    if ('refusal' in outcome) return outcome.refusal;
    // Sent after the commit; a crash before it leaves the call for the outbox worker.
    await ctx.outbox.deliver(ref);
    return answerFirst(ctx, ref);
  }

  const total = amount + charges.fee + charges.levy;
  const counterparty = planned.kind === 'internal' ? planned.accountNumber : null;
  const otherCustomer = planned.kind === 'internal' ? planned.customerNumber : null;
  // Moves between one customer's own accounts count against no limit: no tier to read.
  const ownMove = otherCustomer === caller.customerNumber;
  const tier = ownMove ? null : await ctx.tierOf(db, caller.customerNumber);
  const otherTier = otherCustomer && !ownMove ? await ctx.tierOf(db, otherCustomer) : null;
  const record: TransactionRecord = {
    ...base,
    direction: 'DEBIT',
    status: planned.kind === 'internal' ? 'SUCCESSFUL' : 'PROCESSING',
    destinationAccountNumber: planned.kind === 'momo-payout' ? planned.phone : planned.accountNumber,
    destinationSortCode: planned.kind === 'bank-payout' ? planned.sortCode : (req.destinationSortCode ?? ''),
    destinationName: planned.name,
    counterparty,
    network: planned.kind === 'momo-payout' ? planned.network : null,
  };
  // An internal transfer is SUCCESSFUL once committed: its answer is known before it is written.
  const answer = planned.kind === 'internal' ? envelopeOf(rowOf(record)) : null;

  const outcome = await runMovement(ctx, requester, req.transactionId, hash, async (tx) => {
    const locked = await lockCustomerAccounts(
      tx,
      counterparty ? [req.customerAccountNumber, counterparty] : [req.customerAccountNumber],
      otherCustomer ? [caller.customerNumber, otherCustomer] : [caller.customerNumber],
    );
    if (await alreadyRecorded(tx, requester, req.transactionId, hash)) return REPLAY;
    const source = ensureOwn(locked, req.customerAccountNumber, caller.customerNumber);
    if (source.balance < total) {
      const charged = charges.fee + charges.levy > 0 ? ' including charges' : '';
      throw new Refusal(
        `Insufficient balance. Your available balance is ${formatCedis(source.balance)} and this transaction needs ${formatCedis(total)}${charged}.`,
      );
    }
    if (tier !== null && otherCustomer !== null && otherTier !== null) {
      // Paying another customer: the payer's limit and the recipient's cap in one round trip.
      const refusal = await transferRefusal(tx, {
        payer: { customerNumber: caller.customerNumber, tier, now },
        recipient: { customerNumber: otherCustomer, tier: otherTier },
        amount,
      });
      if (refusal) throw new Refusal(refusal);
    } else if (tier !== null) {
      const limit = await limitRefusal(tx, { customerNumber: caller.customerNumber, tier, amount, now });
      if (limit) throw new Refusal(limit);
    }
    if (counterparty && locked.get(counterparty)?.status !== 'ACTIVE')
      throw new Refusal(UNKNOWN_DESTINATION_MESSAGE);

    const fees: PostingLine[] = [
      { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: charges.fee },
      { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: charges.levy },
    ];
    if (planned.kind === 'internal') {
      const inserted = await insertTransaction(tx, record, {
        answer: answer!,
        kind: 'TRANSFER',
        lines: [
          { accountNumber: req.customerAccountNumber, amount: -total },
          { accountNumber: planned.accountNumber, amount },
          ...fees,
        ],
      });
      if (!inserted) return (await alreadyRecorded(tx, requester, req.transactionId, hash)) && REPLAY;
      return null;
    }
    const inserted = await insertTransaction(tx, record);
    if (!inserted) return (await alreadyRecorded(tx, requester, req.transactionId, hash)) && REPLAY;
    await post(tx, {
      transactionId: ref,
      kind: 'RESERVE',
      effectiveAt: now,
      lines: [
        { accountNumber: req.customerAccountNumber, amount: -total },
        { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: total },
      ],
    });
    // The call to the network or bank, in the same commit as the money it moves.
    const payout = { transactionId: ref, amount, narration: base.narration };
    await enqueuePayout(
      ctx,
      tx,
      planned.kind === 'momo-payout'
        ? {
            kind: 'momo-payout',
            request: { ...payout, phoneNumber: planned.phone, network: planned.network },
          }
        : {
            kind: 'bank-payout',
            request: { ...payout, sortCode: planned.sortCode, accountNumber: planned.accountNumber },
          },
      now,
    );
    return null;
  });
  if ('replay' in outcome) return outcome.replay;
  if ('refusal' in outcome) return outcome.refusal;

  if (answer) return answer;
  await ctx.outbox.deliver(ref);
  return answerFirst(ctx, ref);
}
