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
import {
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  normaliseMobileNumber,
} from '@savewin/core';

import type { Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError } from '../errors';
import { refused, type Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS, accountOwner } from './accounts';
import { isEnvelope, requireCaller, type LedgerContext, type Party } from './context';
import { requestHash } from './idempotency';
import type { CollectionCall, PayoutCall } from './inflight';
import { transferInternally } from './internalTransfer';
import { answer, claim, commit, ledgerKey, type Committed, type MovementKey } from './movement';
import { chargesOf, internalDestination, planMovement } from './plan';
import { findRequestAndOwner } from './transactions';
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
  const key: MovementKey = { requester, clientId: req.transactionId, hash };
  // The id first (its first answer, or 409), then whose account it is: one round trip for both.
  const first = await findRequestAndOwner(db, requester, req.transactionId, hash, req.customerAccountNumber);
  const prior = await claim(ctx, key, { found: first.row });
  if (prior) return prior;
  const ref = ledgerKey(key);

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
  const lock = { accounts: [req.customerAccountNumber], customers: [caller.customerNumber] };

  let committed: Committed<undefined>;
  if (planned.kind === 'collection') {
    // A payment-link payer is a Party whose number is the one they proved by OTP.
    if (!(await isOwnWallet(db, caller, planned.phone))) return refused(COLLECTION_NOT_OWN_MESSAGE);
    if (charges.fee + charges.levy >= amount)
      return refused('This amount is too small to cover the charges.');
    const tier = await ctx.tierOf(db, caller.customerNumber);
    const call: CollectionCall = {
      request: {
        transactionId: ref,
        phoneNumber: planned.phone,
        network: planned.network,
        amount,
        narration: base.narration || 'SAVE & WIN deposit',
      },
    };
    // Money in: a PENDING row and the prompt's call; nothing is credited before approval.
    committed = await commit(ctx, {
      key,
      lock,
      checks: {
        customerNumber: caller.customerNumber,
        account: req.customerAccountNumber,
        closedMessage: CLOSED_ACCOUNT_MESSAGE,
        limit: { tier, amount, now },
        cap: { tier, amount, recipientIsCaller: !identity.startsWith('payer:') },
      },
      plan: async () => ({
        row: {
          ...base,
          direction: 'CREDIT',
          status: 'PENDING',
          destinationAccountNumber: planned.phone,
          destinationSortCode: req.destinationSortCode ?? '',
          network: planned.network,
        },
      }),
      call: { kind: 'COLLECTION', payload: call },
    });
  } else {
    // A payout: pending (RESERVE: customer → suspense) with its call, then the network or bank.
    const total = amount + charges.fee + charges.levy;
    const tier = await ctx.tierOf(db, caller.customerNumber);
    const payout = { transactionId: ref, amount, narration: base.narration };
    const call: PayoutCall =
      planned.kind === 'momo-payout'
        ? {
            kind: 'momo-payout',
            request: { ...payout, phoneNumber: planned.phone, network: planned.network },
          }
        : {
            kind: 'bank-payout',
            request: { ...payout, sortCode: planned.sortCode, accountNumber: planned.accountNumber },
          };
    committed = await commit(ctx, {
      key,
      lock,
      checks: {
        customerNumber: caller.customerNumber,
        account: req.customerAccountNumber,
        closedMessage: CLOSED_ACCOUNT_MESSAGE,
        debit: {
          total,
          refusal: (balance) => insufficientBalanceMessage(balance, total, charges.fee + charges.levy > 0),
        },
        limit: { tier, amount, now },
      },
      plan: async () => ({
        row: {
          ...base,
          direction: 'DEBIT',
          status: 'PROCESSING',
          destinationAccountNumber: planned.kind === 'momo-payout' ? planned.phone : planned.accountNumber,
          destinationSortCode:
            planned.kind === 'bank-payout' ? planned.sortCode : (req.destinationSortCode ?? ''),
          destinationName: planned.name,
          network: planned.kind === 'momo-payout' ? planned.network : null,
        },
        posting: {
          kind: 'RESERVE',
          lines: [
            { accountNumber: req.customerAccountNumber, amount: -total },
            { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: total },
          ],
        },
      }),
      call: { kind: 'PAYOUT', payload: call },
    });
  }
  if ('refusal' in committed) return committed.refusal;
  if ('replay' in committed) {
    const replay = await claim(ctx, key);
    if (!replay) throw new Error(`transaction ${req.transactionId} vanished`);
    return replay;
  }
  // Sent after the commit; a crash before it leaves the call for the outbox worker.
  return answer(ctx, ref, { deliver: true });
}
