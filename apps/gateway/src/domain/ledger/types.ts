// The ledger's vocabulary: the request a movement answers, its configuration, what it needs from
// the rest of the gateway, and the messages a customer reads when it refuses.
import { formatCedis, type Pesewas } from '@savewin/core';

import type { BankAdapter } from '../../adapters/bank/bank';
import type { MomoAdapter } from '../../adapters/momo/momo';
import type { SandboxMomo, SandboxPrompt } from '../../adapters/momo/sandboxMomo';
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DEFAULT_CHARGE_TABLES, type ChargeTables } from '../fees/schedule';
import type { Outbox } from '../outbox/outbox';

import type { KycTier } from './limits';
import type { TransactionRow, TransactionSummary } from './transactions';
import type { GroupCommitConfig } from './transferBatch';

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
  /**
   * Group commit of internal transfers (transferBatch.ts): calls arriving together are posted by
   * one database call. Null: every transfer is its own call.
   */
  groupCommit: GroupCommitConfig | null;
}

export const DEFAULT_LEDGER_CONFIG: LedgerConfig = {
  charges: DEFAULT_CHARGE_TABLES,
  pesewasPerLoyaltyPoint: 1_000,
  maxAmount: 10_000_000,
  groupCommit: null,
};

export interface LedgerDeps {
  db: Database;
  now(): Date;
  momo: MomoAdapter | SandboxMomo;
  bank: BankAdapter;
  /**
   * The transactional outbox the ledger records its outside calls in (shared with the other
   * modules and the worker); by default one of its own.
   */
  outbox?: Outbox;
  config?: Partial<LedgerConfig>;
  /** The customer's KYC tier (identity owns it). Default: MINIMUM for every customer. */
  tierOf?(q: Queryable, customerNumber: string): Promise<KycTier>;
  /**
   * The holder name of a customer, for verify-account and receipts. Default: read from the
   * identity table `leads` (first and last name, else profile name) by customer number.
   */
  customerName?(q: Queryable, customerNumber: string): Promise<string | null>;
  /**
   * Whether the customer learned the holder's name of `accountNumber` through the audited name
   * look-up lately (NAME_LOOKUP_MEMORY_MS). Without it every payer counts as knowing the name
   * (the ledger's own harnesses); the gateway reads its look-up audit trail.
   */
  nameLookedUp?(q: Queryable, customerNumber: string, accountNumber: string): Promise<boolean>;
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
  /**
   * A transfer to another SAVE & WIN customer is being made. Called inside the database
   * transaction that makes it, before the transfer's own work: whatever it writes (both
   * customers' notices) is kept only when the transfer is made, so it is there exactly when the
   * money moved, and once (a replay or a refusal rolls it back).
   */
  onTransfer?(q: Queryable, transfer: CustomerTransfer): Promise<void>;
  /**
   * The same for many transfers at once, when group commit posted them together: called in that
   * batch's transaction, after the batch, for the transfers it made. Without it, onTransfer is
   * called for each.
   */
  onTransfers?(q: Queryable, transfers: CustomerTransfer[]): Promise<void>;
}

/** A transfer between two SAVE & WIN customers, as the onTransfer hook is told of it. */
export interface CustomerTransfer {
  /** The ledger's own key of the transfer (unique per movement, whatever the customer's id). */
  transactionId: string;
  amount: Pesewas;
  /** Fee and levy the payer paid on top of the amount. */
  charges: Pesewas;
  payer: { customerNumber: string; name: string | null; accountNumber: string };
  payee: { customerNumber: string; name: string; accountNumber: string };
  at: Date;
}

export interface CollectionDecisionResult {
  prompt: SandboxPrompt;
  transaction: TransactionSummary | null;
}

export const KYC_REQUIRED_MESSAGE = 'Please complete your KYC verification before you transact.';
export const DUPLICATE_ID_MESSAGE =
  'This transaction id was already used for a different transaction. Please start a new transaction.';
export const NOT_YOUR_ACCOUNT_MESSAGE = 'This account does not belong to you.';
export const PAYER_CREDENTIAL_USED =
  'This payment has already been requested. Please open the link again to make another payment.';
export const UNKNOWN_DESTINATION_MESSAGE =
  'We could not find the destination account. Please check the details.';
export const CLOSED_ACCOUNT_MESSAGE = 'This account is closed.';
export const SAME_ACCOUNT_MESSAGE = 'Please choose a different account to send to.';
/** A goal's money leaves it only by breaking it or at its due date (goals.ts), never by transact. */
export const GOAL_SOURCE_MESSAGE =
  "Payments and transfers are made from your SAVE & WIN account. To take money out of a goal before its due date, open the goal and choose 'Break Goal'.";

export function insufficientBalanceMessage(balance: Pesewas, total: Pesewas, charged: boolean): string {
  return `Insufficient balance. Your available balance is ${formatCedis(balance)} and this transaction needs ${formatCedis(total)}${charged ? ' including charges' : ''}.`;
}
