// What every payment from a customer's own account to someone else shares before its posting
// (merchant payments, merchants.ts; a product's pending payments, pending.ts): the idempotency key
// in the customer's namespace, the account checked as theirs, and the lock and checks of the
// debit (open, not a goal, the balance, the tier's limits). The callers keep what differs: where
// the money goes, whether it is held or posted at once, and the call that goes with it.
import type { Pesewas } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../errors';
import type { Outbox } from '../outbox/outbox';

import { accountOwner } from './accounts';
import type { KycTier } from './limits';
import { hashOf, type Movement, type MovementKey } from './movement';
import { NOT_YOUR_ACCOUNT_MESSAGE } from './types';

/** What a payment from a customer's account needs of its surroundings. */
export interface CustomerDebitContext {
  db: Database;
  now(): Date;
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  outbox: Pick<Outbox, 'deliver' | 'leaseMs'>;
}

/** The fields of a payment from a customer's account that the shared steps read. */
export interface CustomerDebit {
  /** The customer paying, who is also the requester whose namespace the id lives in. */
  customerNumber: string;
  clientTransactionId: string;
  /** Every field of the request, in a fixed order: the ledger hashes them with the customer. */
  request: readonly unknown[];
  accountNumber: string;
  amount: Pesewas;
  /** The product's words for the refusals it has its own for. */
  messages: { closed: string; insufficient(balance: Pesewas, needed: Pesewas): string };
}

/** The payment's key: the customer's id in their namespace, the request hashed with the customer. */
export function debitKey(p: CustomerDebit): MovementKey {
  return {
    requester: p.customerNumber,
    clientId: p.clientTransactionId,
    hash: hashOf([p.customerNumber, ...p.request]),
  };
}

/** Refuses (403) an account that is not the paying customer's; nothing is locked yet. */
export async function refuseOthersAccount(db: Queryable, p: CustomerDebit): Promise<void> {
  const owner = await accountOwner(db, p.accountNumber);
  if (owner !== p.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
}

/** The lock and checks of the debit, with the moment they are made at (the row's date). */
export async function debitChecks(
  ctx: CustomerDebitContext,
  p: CustomerDebit,
): Promise<{ now: Date } & Pick<Movement, 'lock' | 'checks'>> {
  const now = ctx.now();
  const tier = await ctx.tierOf(ctx.db, p.customerNumber);
  return {
    now,
    lock: { accounts: [p.accountNumber], customers: [p.customerNumber] },
    checks: {
      customerNumber: p.customerNumber,
      account: p.accountNumber,
      closedMessage: p.messages.closed,
      refuseGoal: true,
      debit: { total: p.amount, refusal: (balance) => p.messages.insufficient(balance, p.amount) },
      limit: { tier, amount: p.amount, now },
    },
  };
}
