// Money movement. Every movement is one database transaction that locks the customer accounts it
// touches (in account-number order), re-checks balance and limits under the lock, records the
// transaction under its idempotency key and writes a balanced posting. Calls to the outside world
// (networks, banks) happen between database transactions, never inside one:
//   collection (DEPOSIT, REQUEST MONEY): PENDING → prompt raised → PROCESSING → approved:
//     SUCCESSFUL (credited) | declined/expired: FAILED (nothing was ever credited)
//   payout (WITHDRAWAL, MOMO, BANK_TRANSFER to another bank): RESERVE (amount + fee + levy moved
//     to suspense at once, PROCESSING) → network outcome: SETTLE (SUCCESSFUL) | REVERSE (REVERSED)
//   internal transfer (BANK_TRANSFER to 999999): one TRANSFER posting, SUCCESSFUL at once.
// An outcome the network never gave (timeout, crash) leaves the payout PROCESSING with its money
// in suspense for reconciliation: reversing it blindly could pay twice.
import { createHash, randomUUID } from 'node:crypto';

import {
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatAmount,
  formatCedis,
  normaliseMobileNumber,
  parseNetwork,
  suggestNetwork,
  type Network,
  type Pesewas,
} from '@savewin/core';

import type { BankAdapter } from '../../adapters/bank/bank';
import { MomoRequestRefused, type MomoAdapter, type PayoutOutcome } from '../../adapters/momo/momo';
import type { PromptDecision, SandboxMomo, SandboxPrompt } from '../../adapters/momo/sandboxMomo';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError, Refusal } from '../errors';
import { computeCharges, DEFAULT_CHARGE_TABLES, type ChargeKind, type ChargeTables } from '../fees/schedule';
import { ok, refused, type Outcome } from '../outcome';

import {
  OWN_BANK_SORT_CODE,
  SYSTEM_ACCOUNTS,
  accountOwner,
  getAccount,
  lockCustomerAccounts,
  type LockedAccount,
} from './accounts';
import { reverseHeld, settleHeld } from './held';
import { balanceCapRefusal, limitRefusal, type KycTier } from './limits';
import { post, type PostingLine } from './posting';
import {
  envelopeOf,
  findRequest,
  findTransaction,
  summaryOf,
  type TransactionRow,
  type TransactionSummary,
  type TransactionType,
} from './transactions';

export type RequestType = 'DEPOSIT' | 'WITHDRAWAL' | 'BANK_TRANSFER' | 'MOMO' | 'REQUEST MONEY';

/** Spec §3 transaction request (the contract's TransactionRequest). */
export interface TransactRequest {
  customerAccountNumber: string;
  transactionId: string;
  amount: string;
  narration: string;
  transactionType: RequestType;
  destinationAccountNumber: string;
  destinationSortCode: string;
  sourceSystem: string;
}

export type ChargeLookupRequest = Omit<TransactRequest, 'narration'>;

export interface LedgerConfig {
  charges: ChargeTables;
  /** Loyalty: one point per this many pesewas of a successful deposit (1000 = one per GH₵10). */
  pesewasPerLoyaltyPoint: number;
  /** The largest single movement accepted, whatever the tier (a guard against typos). */
  maxAmount: Pesewas;
}

export const DEFAULT_LEDGER_CONFIG: LedgerConfig = {
  charges: DEFAULT_CHARGE_TABLES,
  pesewasPerLoyaltyPoint: 1_000,
  maxAmount: 10_000_000,
};

export interface LedgerDeps {
  db: Database;
  now(): Date;
  momo: MomoAdapter | SandboxMomo;
  bank: BankAdapter;
  config?: Partial<LedgerConfig>;
  /** The customer's KYC tier (identity owns it). Default: MINIMUM for every customer. */
  tierOf?(q: Queryable, customerNumber: string): Promise<KycTier>;
  /**
   * The holder name of a customer, for verify-account and receipts. Default: read from the
   * identity table `leads` (first and last name, else profile name) by customer number.
   */
  customerName?(q: Queryable, customerNumber: string): Promise<string | null>;
  /**
   * The account (and fixed amount, if any) of the payment link a payer opened; throws a refusal
   * the payer can read when the link is unknown, revoked or expired. Without it, payers are 403.
   */
  payableLink?(
    auth: Extract<Caller, { kind: 'payer' }>,
  ): Promise<{ accountNumber: string; amount: number | null }>;
  /**
   * Claims the payer's credential for this payment (one payment per credential; the same
   * transaction id again is the same payment). False when it already paid something else.
   */
  claimPayerCredential?(auth: Extract<Caller, { kind: 'payer' }>, transactionId: string): Promise<boolean>;
  /** Something went wrong talking to the outside world; the movement is safe but needs a look. */
  onAdapterError?(error: unknown, context: { transactionId: string }): void;
  /**
   * A collection or payout reached its final status (SUCCESSFUL, FAILED or REVERSED). Called
   * inside the database transaction that records that status, so whatever it writes (the
   * customer's notice) is there exactly when the outcome is, and only once.
   */
  onFinished?(q: Queryable, row: TransactionRow): Promise<void>;
}

export const KYC_REQUIRED_MESSAGE = 'Please complete your KYC verification before you transact.';
export const DUPLICATE_ID_MESSAGE =
  'This transaction id was already used for a different transaction. Please start a new transaction.';
export const NOT_YOUR_ACCOUNT_MESSAGE = 'This account does not belong to you.';
export const PAYER_CREDENTIAL_USED =
  'This payment has already been requested. Please open the link again to make another payment.';
export const UNKNOWN_DESTINATION_MESSAGE =
  'We could not find the destination account. Please check the details.';

type Party = { customerNumber: string; mobileNumber: string };

const REPLAY = 'replay' as const;
const REPLAY_WAIT_MS = 25;
const REPLAY_WAIT_ATTEMPTS = 200;

function requireCaller(auth: Caller | null): Party | Outcome<never> {
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (auth.kind !== 'customer') throw new DomainError('FORBIDDEN', 'Please sign in to continue.');
  if (!auth.customerNumber) return refused(KYC_REQUIRED_MESSAGE);
  return { customerNumber: auth.customerNumber, mobileNumber: auth.mobileNumber };
}

function isEnvelope(value: unknown): value is Outcome<never> {
  return typeof value === 'object' && value !== null && 'isSuccess' in value;
}

/** Collections and payouts per request type; MOMO is quoted as WITHDRAWAL (spec §4). */
export function chargeKindOf(type: RequestType, sortCode: string): ChargeKind {
  switch (type) {
    case 'DEPOSIT':
      return 'DEPOSIT';
    case 'REQUEST MONEY':
      return 'REQUEST MONEY';
    case 'WITHDRAWAL':
    case 'MOMO':
      return 'WITHDRAWAL';
    case 'BANK_TRANSFER':
      return sortCode === OWN_BANK_SORT_CODE ? 'OWN_BANK_TRANSFER' : 'OTHER_BANK_TRANSFER';
  }
}

interface SortCodeRow {
  code: string;
  description: string;
  type: 'BANK' | 'TELCO';
}

type Plan =
  | { kind: 'collection'; phone: string; network: Network; name: string | null }
  | { kind: 'momo-payout'; phone: string; network: Network; name: string }
  | { kind: 'bank-payout'; sortCode: string; accountNumber: string; name: string }
  | { kind: 'internal'; accountNumber: string; customerNumber: string; name: string };

export interface CollectionDecisionResult {
  prompt: SandboxPrompt;
  transaction: TransactionSummary | null;
}

export type LedgerService = ReturnType<typeof createLedgerService>;

export function createLedgerService(deps: LedgerDeps) {
  const config: LedgerConfig = { ...DEFAULT_LEDGER_CONFIG, ...deps.config };
  const { db } = deps;
  const tierOf = deps.tierOf ?? (async () => 'MINIMUM' as const);
  const customerName = deps.customerName ?? defaultCustomerName;

  /**
   * A name lookup at the network or bank. An unreachable network reads as "not found" to the
   * customer (never a 500) and is reported for a person to look at.
   */
  async function lookup(call: () => Promise<string | null>): Promise<string | null> {
    try {
      return await call();
    } catch (error) {
      deps.onAdapterError?.(error, { transactionId: '' });
      return null;
    }
  }

  async function sortCode(code: string): Promise<SortCodeRow | null> {
    const [row] = await db.query<SortCodeRow>(
      `SELECT code, description, type FROM sort_codes WHERE code = $1`,
      [code],
    );
    return row ?? null;
  }

  /** The network of a mobile-money number: its TELCO sort code when given, else its prefix. */
  async function networkOf(phone: string, code: string): Promise<Network | string> {
    if (code === '') return suggestNetwork(phone) ?? 'TELECEL';
    const row = await sortCode(code);
    if (!row) return 'We do not know that sort code. Please choose the network again.';
    if (row.type !== 'TELCO') return 'Choose a mobile-money network for a mobile-money number.';
    return parseNetwork(row.description) ?? 'We do not know that network.';
  }

  function requestHash(identity: string, req: TransactRequest, amount: Pesewas): string {
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
  async function alreadyRecorded(
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
  async function priorAnswer(
    requester: string | null,
    transactionId: string,
    hash: string,
  ): Promise<Outcome<unknown> | null> {
    for (let attempt = 0; ; attempt++) {
      const row = await findRequest(db, requester, transactionId, hash);
      if (!row) return null;
      if (row.request_hash !== hash) throw new DomainError('CONFLICT', DUPLICATE_ID_MESSAGE);
      if (row.first_response) return row.first_response as Outcome<unknown>;
      if (attempt >= REPLAY_WAIT_ATTEMPTS) return envelopeOf(row);
      await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS));
    }
  }

  async function plan(caller: Party, req: TransactRequest): Promise<Plan | string> {
    const destination = (req.destinationAccountNumber ?? '').trim();
    const code = (req.destinationSortCode ?? '').trim();
    switch (req.transactionType) {
      case 'DEPOSIT':
      case 'REQUEST MONEY': {
        // Spec §5: an empty destination is the signed-in customer's own number.
        const phone = normaliseMobileNumber(destination === '' ? caller.mobileNumber : destination);
        if (!phone) return 'Please enter a valid mobile-money number.';
        const network = await networkOf(phone, code);
        if (!isNetworkName(network)) return network;
        return { kind: 'collection', phone, network, name: null };
      }
      case 'WITHDRAWAL':
      case 'MOMO': {
        const phone = normaliseMobileNumber(destination === '' ? caller.mobileNumber : destination);
        if (!phone) return 'Please enter a valid mobile-money number.';
        const network = await networkOf(phone, code);
        if (!isNetworkName(network)) return network;
        const name = await lookup(() => deps.momo.lookupName(phone, network));
        if (!name)
          return `We could not find a ${network} mobile-money wallet for ${phone}. Please check the number and network.`;
        return { kind: 'momo-payout', phone, network, name };
      }
      case 'BANK_TRANSFER': {
        if (!/^\d{6,20}$/.test(destination)) return 'Please enter a valid account number.';
        if (code === OWN_BANK_SORT_CODE) {
          const owner = await accountOwner(db, destination);
          const account = owner === null ? null : await getAccount(db, destination);
          if (owner === null || !account) return UNKNOWN_DESTINATION_MESSAGE;
          const name =
            owner === caller.customerNumber
              ? account.productName
              : ((await customerName(db, owner)) ?? 'SAVE & WIN customer');
          return { kind: 'internal', accountNumber: destination, customerNumber: owner, name };
        }
        const row = code === '' ? null : await sortCode(code);
        if (!row) return 'Please choose the bank you are sending to.';
        if (row.type === 'TELCO') return 'To send to a mobile-money number, choose Mobile Money.';
        const name = await lookup(() => deps.bank.nameEnquiry(row.code, destination));
        if (!name) return UNKNOWN_DESTINATION_MESSAGE;
        return { kind: 'bank-payout', sortCode: row.code, accountNumber: destination, name };
      }
      default:
        return 'This type of transaction is not supported.';
    }
  }

  async function storeFirstResponse(transactionId: string, answer: Outcome<unknown>): Promise<void> {
    await db.query(
      `UPDATE ledger_transactions SET first_response = $2 WHERE transaction_id = $1 AND first_response IS NULL`,
      [transactionId, JSON.stringify(answer)],
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

  async function insertTransaction(
    tx: Queryable,
    row: {
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
    },
  ): Promise<boolean> {
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
      ],
    );
    return inserted.length === 1;
  }

  /**
   * Runs a movement's database work; a Refusal rolls it back and answers the refusal. Work
   * that finds its id already recorded answers REPLAY, and the first answer is read afterwards,
   * outside the transaction, so no lock is held while waiting for it.
   */
  async function movement(
    requester: string | null,
    transactionId: string,
    hash: string,
    work: (tx: Queryable) => Promise<typeof REPLAY | null | false>,
  ): Promise<{ replay: Outcome<unknown> } | { refusal: Outcome<never> } | { done: true }> {
    try {
      const replayed = await db.transaction(work);
      if (!replayed) return { done: true };
      const replay = await priorAnswer(requester, transactionId, hash);
      if (!replay) throw new Error(`transaction ${transactionId} vanished`);
      return { replay };
    } catch (error) {
      if (error instanceof Refusal) return { refusal: refused(error.message) };
      throw error;
    }
  }

  async function transact(auth: Caller | null, req: TransactRequest): Promise<Outcome<unknown>> {
    if (auth?.kind === 'payer') return transactAsPayer(auth, req);
    const caller = requireCaller(auth);
    if (isEnvelope(caller)) return caller;
    return transactAs(caller, req, caller.customerNumber, caller.customerNumber);
  }

  /**
   * A movement a job makes for a customer (set-and-forget funding a goal): the system asks, so
   * its id lives in the system namespace, out of reach of any id a customer sends.
   */
  async function transactForCustomer(
    job: string,
    customerNumber: string,
    req: TransactRequest,
  ): Promise<Outcome<unknown>> {
    return transactAs({ customerNumber, mobileNumber: '' }, req, `system:${job}`, null);
  }

  /**
   * An outside payer paying a payment link (spec §7): a DEPOSIT collected from the number the
   * payer proved by OTP into the link's account, with `customerAccountNumber` = the link hash.
   * It then runs as the link owner's collection (their limits, their statement).
   */
  async function transactAsPayer(
    auth: Extract<Caller, { kind: 'payer' }>,
    req: TransactRequest,
  ): Promise<Outcome<unknown>> {
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
    const owner = await accountOwner(db, link.accountNumber);
    if (!owner) return refused('This payment link can no longer be paid.');
    return transactAs(
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
    caller: Party,
    req: TransactRequest,
    identity: string,
    requester: string | null,
  ): Promise<Outcome<unknown>> {
    const amount = amountTextToPesewas(req.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    if (amount > config.maxAmount) {
      return refused(`The most you can move at once is ${formatCedis(config.maxAmount)}.`);
    }
    const hash = requestHash(identity, req, amount);
    const prior = await priorAnswer(requester, req.transactionId, hash);
    if (prior) return prior;
    const ref = requester === null ? req.transactionId : randomUUID();

    const owner = await accountOwner(db, req.customerAccountNumber);
    if (owner !== caller.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    const planned = await plan(caller, req);
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
    const tier = await tierOf(db, caller.customerNumber);
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
      const outcome = await movement(requester, req.transactionId, hash, async (tx) => {
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
        return inserted ? null : (await alreadyRecorded(tx, requester, req.transactionId, hash)) && REPLAY;
      });
      if ('replay' in outcome) return outcome.replay;
      if ('refusal' in outcome) return outcome.refusal;
      return raiseCollectionPrompt(ref, planned.phone, planned.network, amount, base.narration);
    }

    const total = amount + charges.fee + charges.levy;
    const counterparty = planned.kind === 'internal' ? planned.accountNumber : null;
    const otherCustomer = planned.kind === 'internal' ? planned.customerNumber : null;
    const otherTier =
      otherCustomer && otherCustomer !== caller.customerNumber ? await tierOf(db, otherCustomer) : null;

    const outcome = await movement(requester, req.transactionId, hash, async (tx) => {
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
      const ownMove = otherCustomer === caller.customerNumber;
      if (!ownMove) {
        const limit = await limitRefusal(tx, { customerNumber: caller.customerNumber, tier, amount, now });
        if (limit) throw new Refusal(limit);
      }
      if (otherCustomer && otherTier) {
        const cap = await balanceCapRefusal(tx, {
          customerNumber: otherCustomer,
          tier: otherTier,
          amount,
          recipientIsCaller: false,
        });
        if (cap) throw new Refusal(cap);
      }
      if (counterparty && locked.get(counterparty)?.status !== 'ACTIVE')
        throw new Refusal(UNKNOWN_DESTINATION_MESSAGE);

      const inserted = await insertTransaction(tx, {
        ...base,
        direction: 'DEBIT',
        status: planned.kind === 'internal' ? 'SUCCESSFUL' : 'PROCESSING',
        destinationAccountNumber: planned.kind === 'momo-payout' ? planned.phone : planned.accountNumber,
        destinationSortCode:
          planned.kind === 'bank-payout' ? planned.sortCode : (req.destinationSortCode ?? ''),
        destinationName: planned.name,
        counterparty,
        network: planned.kind === 'momo-payout' ? planned.network : null,
      });
      if (!inserted) return (await alreadyRecorded(tx, requester, req.transactionId, hash)) && REPLAY;

      const fees: PostingLine[] = [
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: charges.fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: charges.levy },
      ];
      if (planned.kind === 'internal') {
        await post(tx, {
          transactionId: ref,
          kind: 'TRANSFER',
          effectiveAt: now,
          lines: [
            { accountNumber: req.customerAccountNumber, amount: -total },
            { accountNumber: planned.accountNumber, amount },
            ...fees,
          ],
        });
      } else {
        await post(tx, {
          transactionId: ref,
          kind: 'RESERVE',
          effectiveAt: now,
          lines: [
            { accountNumber: req.customerAccountNumber, amount: -total },
            { accountNumber: SYSTEM_ACCOUNTS.suspense, amount: total },
          ],
        });
      }
      return null;
    });
    if ('replay' in outcome) return outcome.replay;
    if ('refusal' in outcome) return outcome.refusal;

    if (planned.kind !== 'internal') {
      let payout: PayoutOutcome | null = null;
      try {
        const request = { transactionId: ref, amount, narration: base.narration };
        payout =
          planned.kind === 'momo-payout'
            ? await deps.momo.disburse({ ...request, phoneNumber: planned.phone, network: planned.network })
            : await deps.bank.transfer({
                ...request,
                sortCode: planned.sortCode,
                accountNumber: planned.accountNumber,
              });
      } catch (error) {
        deps.onAdapterError?.(error, { transactionId: ref });
      }
      if (payout) await completePayout(ref, payout);
    }
    return answerFirst(ref);
  }

  /** Builds the first answer from the row as it stands and keeps it for replays. */
  async function answerFirst(transactionId: string): Promise<Outcome<unknown>> {
    const row = await findTransaction(db, transactionId);
    if (!row) throw new Error(`transaction ${transactionId} vanished`);
    const answer = envelopeOf(row);
    await storeFirstResponse(transactionId, answer);
    return answer;
  }

  async function raiseCollectionPrompt(
    transactionId: string,
    phone: string,
    network: Network,
    amount: Pesewas,
    narration: string,
  ): Promise<Outcome<unknown>> {
    let promptId: string | null = null;
    let failure: string | null = null;
    try {
      ({ promptId } = await deps.momo.requestCollection({
        transactionId,
        phoneNumber: phone,
        network,
        amount,
        narration: narration || 'SAVE & WIN deposit',
      }));
    } catch (error) {
      failure =
        error instanceof MomoRequestRefused
          ? `The ${network} network refused the request for ${phone}.`
          : 'We could not reach the mobile-money network. Please try again.';
      if (!(error instanceof MomoRequestRefused)) deps.onAdapterError?.(error, { transactionId });
    }
    const at = deps.now().toISOString();
    if (promptId) {
      await db.query(
        `UPDATE ledger_transactions SET status = 'PROCESSING', external_reference = $2, updated_at = $3
          WHERE transaction_id = $1 AND status = 'PENDING'`,
        [transactionId, promptId, at],
      );
    } else {
      await db.query(
        `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
          WHERE transaction_id = $1 AND status = 'PENDING'`,
        [transactionId, failure, at],
      );
    }
    return answerFirst(transactionId);
  }

  /**
   * The payer's answer to a collection (network callback, or the sandbox approve/decline). Only
   * an approval credits; answering a finished collection again changes nothing.
   */
  async function finished(tx: Queryable, row: TransactionRow | undefined): Promise<TransactionRow | null> {
    if (row && deps.onFinished) await deps.onFinished(tx, row);
    return row ?? null;
  }

  async function completeCollection(
    transactionId: string,
    decision: 'APPROVED' | 'DECLINED' | 'EXPIRED',
  ): Promise<TransactionRow | null> {
    return db.transaction(async (tx) => {
      const row = await findTransaction(tx, transactionId, true);
      if (!row || row.direction !== 'CREDIT' || (row.status !== 'PENDING' && row.status !== 'PROCESSING'))
        return row;
      const now = deps.now();
      if (decision !== 'APPROVED') {
        const reason =
          decision === 'DECLINED'
            ? 'The payer declined the request.'
            : 'The request expired before it was approved.';
        const [updated] = await tx.query<TransactionRow>(
          `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
            WHERE transaction_id = $1 RETURNING *`,
          [transactionId, reason, now.toISOString()],
        );
        return finished(tx, updated);
      }
      const locked = await lockCustomerAccounts(tx, [row.account_number]);
      if (locked.get(row.account_number)?.status !== 'ACTIVE') {
        const [failed] = await tx.query<TransactionRow>(
          `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
            WHERE transaction_id = $1 RETURNING *`,
          [transactionId, 'The account was closed.', now.toISOString()],
        );
        return finished(tx, failed);
      }
      const amount = Number(row.amount);
      const fee = Number(row.fee_amount);
      const levy = Number(row.elevy_amount);
      await post(tx, {
        transactionId,
        kind: 'CREDIT',
        effectiveAt: now,
        lines: [
          { accountNumber: SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN'), amount: -amount },
          { accountNumber: row.account_number, amount: amount - fee - levy },
          { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
          { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: levy },
        ],
      });
      await awardLoyalty(tx, row, now);
      const [updated] = await tx.query<TransactionRow>(
        `UPDATE ledger_transactions SET status = 'SUCCESSFUL', updated_at = $2 WHERE transaction_id = $1 RETURNING *`,
        [transactionId, now.toISOString()],
      );
      return finished(tx, updated);
    });
  }

  async function awardLoyalty(tx: Queryable, row: TransactionRow, at: Date): Promise<void> {
    const points = Math.floor(Number(row.amount) / config.pesewasPerLoyaltyPoint);
    if (points <= 0) return;
    await tx.query(
      `INSERT INTO ledger_loyalty_points (transaction_id, account_number, points, earned_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (transaction_id) DO NOTHING`,
      [row.transaction_id, row.account_number, points, at.toISOString()],
    );
  }

  /**
   * A payout's outcome from the network or bank: settles or reverses the reservation once. A
   * PENDING outcome only records the reference; later outcomes for a finished payout change nothing.
   */
  async function completePayout(
    transactionId: string,
    outcome: PayoutOutcome,
  ): Promise<TransactionRow | null> {
    return db.transaction(async (tx) => {
      const row = await findTransaction(tx, transactionId, true);
      if (!row || row.direction !== 'DEBIT' || row.status !== 'PROCESSING') return row;
      const now = deps.now();
      if (outcome.status === 'PENDING') {
        const [updated] = await tx.query<TransactionRow>(
          `UPDATE ledger_transactions SET external_reference = $2, updated_at = $3 WHERE transaction_id = $1 RETURNING *`,
          [transactionId, outcome.reference, now.toISOString()],
        );
        return updated ?? null;
      }
      if (outcome.status === 'SUCCESSFUL') {
        const settlement =
          row.transaction_type === 'BANK_TRANSFER'
            ? SYSTEM_ACCOUNTS.bankClearing
            : SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN');
        return finished(tx, await settleHeld(tx, row, settlement, outcome.reference, now));
      }
      return finished(tx, await reverseHeld(tx, row, outcome.reason, now));
    });
  }

  async function chargeLookup(auth: Caller | null, req: ChargeLookupRequest): Promise<Outcome<unknown>> {
    if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
    const amount = amountTextToPesewas(req.amount);
    if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
    if (auth.kind === 'customer') {
      if (!auth.customerNumber) return refused(KYC_REQUIRED_MESSAGE);
      const owner = await accountOwner(db, req.customerAccountNumber);
      if (owner !== auth.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
    } else if (auth.kind !== 'payer') {
      throw new DomainError('FORBIDDEN', 'Please sign in to continue.');
    }
    const kind = chargeKindOf(req.transactionType, (req.destinationSortCode ?? '').trim());
    const charges = computeCharges(kind, amount, deps.now(), config.charges);
    return ok({
      feeAmount: formatAmount(charges.fee),
      elevyAmount: formatAmount(charges.levy),
      transactionId: req.transactionId && req.transactionId.length >= 8 ? req.transactionId : randomUUID(),
    });
  }

  async function getTransaction(auth: Caller | null, transactionId: string): Promise<Outcome<unknown>> {
    const caller = requireCaller(auth);
    if (isEnvelope(caller)) return caller;
    // The caller's own request by the id they typed; else a movement of theirs known by its own
    // id (interest, prizes, older rows); else one another customer sent to their account. An id
    // of anyone else's reads as unknown, so nobody learns which ids others use.
    const [row] = await db.query<TransactionRow>(
      `SELECT t.* FROM ledger_transactions t
        WHERE (t.requester = $2 AND t.client_transaction_id = $1)
           OR (coalesce(t.client_transaction_id, t.transaction_id) = $1
               AND (t.customer_number = $2
                    OR t.counterparty_account_number IN
                       (SELECT account_number FROM ledger_accounts WHERE customer_number = $2)))
        ORDER BY (t.requester = $2) DESC NULLS LAST, t.created_at DESC LIMIT 1`,
      [transactionId, caller.customerNumber],
    );
    if (!row) throw new DomainError('NOT_FOUND', 'We could not find that transaction.');
    return ok(summaryOf(row), '');
  }

  async function verifyAccount(
    auth: Caller | null,
    req: { accountNumber: string; sortCode: string },
  ): Promise<Outcome<{ accountName: string }>> {
    if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
    const number = (req.accountNumber ?? '').trim();
    const code = (req.sortCode ?? '').trim();
    const notFound = refused('We could not verify this account. Please check the number.');
    if (code === OWN_BANK_SORT_CODE) {
      const owner = await accountOwner(db, number);
      const account = owner === null ? null : await getAccount(db, number);
      if (owner === null || !account) return notFound;
      return ok({ accountName: (await customerName(db, owner)) ?? 'SAVE & WIN customer' });
    }
    const row = await sortCode(code);
    if (!row) return refused('We do not know that sort code.');
    if (row.type === 'TELCO') {
      const phone = normaliseMobileNumber(number);
      const network = parseNetwork(row.description);
      if (!phone || !network) return notFound;
      const name = await lookup(() => deps.momo.lookupName(phone, network));
      return name ? ok({ accountName: name }) : notFound;
    }
    const name = await lookup(() => deps.bank.nameEnquiry(row.code, number));
    return name ? ok({ accountName: name }) : notFound;
  }

  async function validateName(
    phoneNumber: string,
    network: string,
  ): Promise<Outcome<{ accountName: string }>> {
    const phone = normaliseMobileNumber(phoneNumber ?? '');
    const parsed = parseNetwork(network ?? '');
    if (!phone) return refused('Invalid Number');
    if (!parsed) return refused('Please select a network');
    const name = await lookup(() => deps.momo.lookupName(phone, parsed));
    return name
      ? ok({ accountName: name })
      : refused(`We could not find a ${parsed} mobile-money wallet for ${phone}.`);
  }

  async function getSortCodes(): Promise<Outcome<SortCodeRow[]>> {
    const rows = await db.query<SortCodeRow>(
      `SELECT code, description, type FROM sort_codes ORDER BY position, code`,
    );
    return ok(rows);
  }

  const sandboxMomo = 'sandbox' in deps.momo && deps.momo.sandbox ? (deps.momo as SandboxMomo) : null;

  /** Fails every collection whose prompt expired unanswered. Safe to run at any time. */
  async function expireCollections(): Promise<number> {
    if (!sandboxMomo) return 0;
    const expired = await sandboxMomo.expirePrompts();
    for (const prompt of expired) await completeCollection(prompt.transactionId, 'EXPIRED');
    return expired.length;
  }

  const sandbox = sandboxMomo && {
    async listPrompts(phoneNumber?: string): Promise<SandboxPrompt[]> {
      await expireCollections();
      return sandboxMomo.listPrompts(phoneNumber);
    },
    /** The payer approves or declines: the prompt is marked, then the collection completes. */
    async decidePrompt(
      promptId: string,
      decision: PromptDecision,
    ): Promise<
      | { kind: 'not-found' }
      | { kind: 'already'; prompt: SandboxPrompt }
      | ({ kind: 'decided' } & CollectionDecisionResult)
    > {
      await expireCollections();
      const result = await sandboxMomo.decide(promptId, decision);
      if (result.kind !== 'decided') return result;
      const row = await completeCollection(result.prompt.transactionId, decision);
      return { kind: 'decided', prompt: result.prompt, transaction: row ? summaryOf(row) : null };
    },
  };

  return {
    config,
    transact,
    transactForCustomer,
    completeCollection,
    completePayout,
    expireCollections,
    chargeLookup,
    getTransaction,
    verifyAccount,
    validateName,
    getSortCodes,
    sandbox,
  };
}

function isNetworkName(value: string): value is Network {
  return value === 'MTN' || value === 'TELECEL' || value === 'AT';
}

async function defaultCustomerName(q: Queryable, customerNumber: string): Promise<string | null> {
  try {
    const [row] = await q.query<{ name: string | null }>(
      `SELECT coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), profile_name) AS name
         FROM leads WHERE customer_number = $1`,
      [customerNumber],
    );
    return row?.name ?? null;
  } catch {
    // Identity tables absent (a ledger-only database): no name rather than a failure.
    return null;
  }
}
