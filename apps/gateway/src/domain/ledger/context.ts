// What every part of the ledger service shares: its dependencies with their defaults filled in,
// the configuration, and the small helpers each movement uses (who is asking, a name lookup at
// the network that never fails the request, the hook that runs when a movement finishes).
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { DomainError } from '../errors';
import { createOutbox, type Outbox } from '../outbox/outbox';
import { refused, type Outcome } from '../outcome';

import type { KycTier } from './limits';
import type { TransactionRow } from './transactions';
import { DEFAULT_LEDGER_CONFIG, KYC_REQUIRED_MESSAGE, type LedgerConfig, type LedgerDeps } from './types';

export interface LedgerContext {
  deps: LedgerDeps;
  /** Where calls to the outside world wait to be sent (the one given, or the ledger's own). */
  outbox: Outbox;
  db: Database;
  config: LedgerConfig;
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  customerName(q: Queryable, customerNumber: string): Promise<string | null>;
}

export function ledgerContext(deps: LedgerDeps): LedgerContext {
  return {
    deps,
    outbox:
      deps.outbox ??
      createOutbox({
        db: deps.db,
        now: () => deps.now(),
        onError: (error, { callId }) => deps.onAdapterError?.(error, { transactionId: callId }),
      }),
    db: deps.db,
    config: { ...DEFAULT_LEDGER_CONFIG, ...deps.config },
    tierOf: deps.tierOf ?? (async () => 'MINIMUM' as const),
    customerName: deps.customerName ?? defaultCustomerName,
  };
}

/** The customer a movement is made for. */
export type Party = { customerNumber: string; mobileNumber: string };

export function requireCaller(auth: Caller | null): Party | Outcome<never> {
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (auth.kind !== 'customer') throw new DomainError('FORBIDDEN', 'Please sign in to continue.');
  if (!auth.customerNumber) return refused(KYC_REQUIRED_MESSAGE);
  return { customerNumber: auth.customerNumber, mobileNumber: auth.mobileNumber };
}

export function isEnvelope(value: unknown): value is Outcome<never> {
  return typeof value === 'object' && value !== null && 'isSuccess' in value;
}

/**
 * A name lookup at the network or bank. An unreachable network reads as "not found" to the
 * customer (never a 500) and is reported for a person to look at.
 */
export async function lookup(ctx: LedgerContext, call: () => Promise<string | null>): Promise<string | null> {
  try {
    return await call();
  } catch (error) {
    ctx.deps.onAdapterError?.(error, { transactionId: '' });
    return null;
  }
}

/** Runs the onFinished hook inside the transaction that recorded the final status. */
export async function finished(
  ctx: LedgerContext,
  tx: Queryable,
  row: TransactionRow | undefined,
): Promise<TransactionRow | null> {
  if (row && ctx.deps.onFinished) await ctx.deps.onFinished(tx, row);
  return row ?? null;
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
