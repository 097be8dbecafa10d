// The movement a request asks for (transact): who may make it, what it costs, and its database
// work in one transaction that locks the customer accounts it touches (in account-number order),
// re-checks balance and limits under the lock, records the transaction under its idempotency key
// and writes a balanced posting:
//   collection: the PENDING row and its outbox call, then the prompt (collections.ts);
//   payout: RESERVE (customer → suspense) and its outbox call, then the network or bank
//   (inflight.ts, payouts.ts);
//   internal transfer (BANK_TRANSFER to 999999): one TRANSFER posting, SUCCESSFUL at once, made
//   by the database function ledger_internal_transfer in one round trip (internalTransfer.ts).
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
import { refused, type Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS, accountOwner, lockCustomerAccounts, type LockedAccount } from './accounts';
import { isEnvelope, requireCaller, type LedgerContext, type Party } from './context';
import { REPLAY, alreadyRecorded, answerFirst, priorAnswer, requestHash, runMovement } from './idempotency';
import { enqueueCollection, enqueuePayout } from './inflight';
import { transferInternally } from './internalTransfer';
import { balanceCapRefusal, limitRefusal } from './limits';
import { chargesOf, internalDestination, planMovement } from './plan';
import { post } from './posting';
import { findRequestAndOwner, type TransactionType } from './transactions';
import {
  CLOSED_ACCOUNT_MESSAGE,
  GOAL_SOURCE_MESSAGE,
  NOT_YOUR_ACCOUNT_MESSAGE,
  PAYER_CREDENTIAL_USED,
  insufficientBalanceMessage,
  type TransactRequest,
} from './types';

/**
 * Refused when a DEPOSIT or REQUEST MONEY names a number that is neither the customer's own nor
 * one of their linked wallets: a prompt to a stranger's phone under our merchant name is how
 * push-payment phishing works. Someone else pays through the payment link, from a number they
 * proved themselves.
 */
export const COLLECTION_NOT_OWN_MESSAGE =
  'You can only request money from your own number or a wallet you have linked. To be paid by someone else, send them your payment link.';

// What the payer's phone shows is written when the prompt is sent (inflight.ts), never taken from
// the call's stored narration.
export { collectionMessage } from './inflight';

/** Whether a collection's number is the customer's own or one of their linked wallets. */
async function isOwnWallet(db: Queryable, caller: Party, phone: string): Promise<boolean> {
  if (caller.mobileNumber !== '' && normaliseMobileNumber(caller.mobileNumber) === phone) return true;
  const rows = await db.query(
    `SELECT 1 FROM linked_wallets WHERE customer_number = $1 AND phone_number = $2 AND deleted_at IS NULL`,
    [caller.customerNumber, phone],
  );
  return rows.length > 0;
}

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
  if (account.status !== 'ACTIVE') throw new Refusal(CLOSED_ACCOUNT_MESSAGE);
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
  status: 'PENDING' | 'PROCESSING';
  amount: Pesewas;
  fee: Pesewas;
  levy: Pesewas;
  narration: string;
  sourceSystem: string;
  destinationAccountNumber: string;
  destinationSortCode: string;
  destinationName: string | null;
  network: Network | null;
  at: Date;
}

/** Records the transaction under its idempotency key (false when the key is taken). */
async function insertTransaction(tx: Queryable, row: TransactionRecord): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO ledger_transactions (transaction_id, request_hash, customer_number, account_number, transaction_type,
       direction, status, amount, fee_amount, elevy_amount, narration, source_system, destination_account_number,
       destination_sort_code, destination_name, counterparty_account_number, network, created_at, updated_at,
       requester, client_transaction_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, NULL, $16, $17, $17, $18, $19)
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
      row.fee,
      row.levy,
      row.narration,
      row.sourceSystem,
      row.destinationAccountNumber,
      row.destinationSortCode,
      row.destinationName,
      row.network,
      row.at.toISOString(),
      row.requester,
      row.clientTransactionId,
    ],
  );
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
  const destination = internalDestination(req);
  if (destination !== null)
    return transferInternally(ctx, caller, req, { requester, amount, hash, destination });
  // The id first (its first answer, or 409), then whose account it is: one round trip for both.
  const first = await findRequestAndOwner(db, requester, req.transactionId, hash, req.customerAccountNumber);
  const prior = await priorAnswer(ctx, requester, req.transactionId, hash, first.row);
  if (prior) return prior;
  const ref = requester === null ? req.transactionId : randomUUID();

  const owner = first.owner;
  if (owner !== caller.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  // Money leaves a goal only by a break or at maturity (goals.ts), with the break's fee and
  // forfeited interest; a deposit into a goal's account is still money in. An account's
  // product never changes, so the check needs no lock.
  const moneyIn = req.transactionType === 'DEPOSIT' || req.transactionType === 'REQUEST MONEY';
  if (first.product === 'TARGET SAVE' && !moneyIn) return refused(GOAL_SOURCE_MESSAGE);
  const planned = await planMovement(ctx, caller, req);
  if (typeof planned === 'string') return refused(planned);

  const now = deps.now();
  const charges = chargesOf(ctx, req, amount, now);
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
    // A payment-link payer is a Party whose number is the one they proved by OTP.
    if (!(await isOwnWallet(db, caller, planned.phone))) return refused(COLLECTION_NOT_OWN_MESSAGE);
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

  // A payout: RESERVE (customer → suspense) and its outbox call, then the network or bank.
  const total = amount + charges.fee + charges.levy;
  const tier = await ctx.tierOf(db, caller.customerNumber);
  const record: TransactionRecord = {
    ...base,
    direction: 'DEBIT',
    status: 'PROCESSING',
    destinationAccountNumber: planned.kind === 'momo-payout' ? planned.phone : planned.accountNumber,
    destinationSortCode: planned.kind === 'bank-payout' ? planned.sortCode : (req.destinationSortCode ?? ''),
    destinationName: planned.name,
    network: planned.kind === 'momo-payout' ? planned.network : null,
  };

  const outcome = await runMovement(ctx, requester, req.transactionId, hash, async (tx) => {
    const locked = await lockCustomerAccounts(tx, [req.customerAccountNumber], [caller.customerNumber]);
    if (await alreadyRecorded(tx, requester, req.transactionId, hash)) return REPLAY;
    const source = ensureOwn(locked, req.customerAccountNumber, caller.customerNumber);
    if (source.balance < total) {
      throw new Refusal(insufficientBalanceMessage(source.balance, total, charges.fee + charges.levy > 0));
    }
    const limit = await limitRefusal(tx, { customerNumber: caller.customerNumber, tier, amount, now });
    if (limit) throw new Refusal(limit);

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

  await ctx.outbox.deliver(ref);
  return answerFirst(ctx, ref);
}
