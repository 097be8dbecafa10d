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

/** What a network (or bank) answers to a payout. PENDING: the outcome arrives later. */
export type PayoutOutcome =
  | { status: 'SUCCESSFUL'; reference: string }
  | { status: 'PENDING'; reference: string }
  | { status: 'FAILED'; reason: string };

export interface MomoAdapter {
  /** Raises an approval prompt on the payer's phone. Throws when the network refuses the request. */
  requestCollection(request: MomoRequest): Promise<{ promptId: string }>;
  disburse(request: MomoRequest): Promise<PayoutOutcome>;
  /** The registered name of a wallet, or null when the number has no wallet on that network. */
  lookupName(phoneNumber: string, network: Network): Promise<string | null>;
}

export class MomoRequestRefused extends Error {
  override name = 'MomoRequestRefused';
}
