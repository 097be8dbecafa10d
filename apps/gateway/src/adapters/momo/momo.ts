// The mobile-money networks (MTN, Telecel, AT) as the ledger sees them: collections that the payer
// approves on the phone, disbursements to a wallet, and the registered name of a number.
import type { Network, Pesewas } from '@savewin/core';

export interface MomoRequest {
  transactionId: string;
  phoneNumber: string;
  network: Network;
  amount: Pesewas;
  narration: string;
}

/**
 * What a provider's answer says it moved, in its own words: before an outcome settles anything,
 * the outbox compares it with what the call asked (domain/outbox/settlement.ts). Live adapters
 * fill it from the provider's answer (null or absent: the answer did not say); sandboxes from the
 * request.
 */
export interface Reported {
  /** Our reference as the provider echoed it, turned back into our transaction id. */
  transactionId?: string;
  /** Pesewas the provider says moved; null when its answer names no readable amount. */
  amount: number | null;
  /** ISO 4217 code in the ledger's terms (GHS); null when the answer names none. */
  currency: string | null;
  /** The payer's or payee's number or account as the provider names it, when it does. */
  party?: string;
}

/** What a network (or bank) answers to a payout. PENDING: the outcome arrives later. */
export type PayoutOutcome =
  | { status: 'SUCCESSFUL'; reference: string; reported?: Reported }
  | { status: 'PENDING'; reference: string }
  | { status: 'FAILED'; reason: string };

/**
 * What a provider says about an earlier request (reconciliation, a callback's confirmation):
 * its final outcome, still pending, or never received under that reference.
 */
export type RemoteStatus =
  | { status: 'SUCCESSFUL'; reference: string; reported?: Reported }
  | { status: 'FAILED'; reason: string }
  | { status: 'PENDING' }
  | { status: 'NOT_FOUND' };

export interface MomoAdapter {
  /**
   * Raises an approval prompt on the payer's phone, under request.transactionId as the
   * idempotency reference: the same reference again raises no second prompt. Throws
   * MomoRequestRefused when the network refuses the request, anything else when the answer is
   * unknown (then it is sent again with the same reference).
   */
  requestCollection(request: MomoRequest): Promise<{ promptId: string }>;
  /** Sends money to a wallet; the same transactionId again never pays twice. */
  disburse(request: MomoRequest): Promise<PayoutOutcome>;
  /** What became of a collection (reconciliation); without it, collections wait for a callback. */
  collectionStatus?(request: MomoRequest): Promise<RemoteStatus>;
  /** What became of a payout; without it, reconciliation sends the same request again. */
  payoutStatus?(request: MomoRequest): Promise<RemoteStatus>;
  /** The registered name of a wallet, or null when the number has no wallet on that network. */
  lookupName(phoneNumber: string, network: Network): Promise<string | null>;
}

export class MomoRequestRefused extends Error {
  override name = 'MomoRequestRefused';
  /**
   * @param message for the log (names the provider's answer)
   * @param customerMessage what the customer is told when the refusal needs more than "the
   *   network refused" (e.g. a voucher the app cannot take)
   */
  constructor(
    message: string,
    readonly customerMessage?: string,
  ) {
    super(message);
  }
}
