// Bank of Ghana e-money wallet tiers (ARCHITECTURE "Money rules from facts"). The tier comes from
// identity: kyc/tier.ts maps a verified Ghana Card to MEDIUM (kycTierOf); the default is MINIMUM.
// The limits themselves are facts of @savewin/core, written once there.
import {
  TIER_LIMITS as TIER_FACTS,
  formatCedis,
  type KycTier as CoreTier,
  type Pesewas,
} from '@savewin/core';

import type { Queryable } from '../../db/database';

export type KycTier = 'MINIMUM' | 'MEDIUM' | 'ENHANCED';

export interface TierLimits {
  maxBalance: Pesewas;
  daily: Pesewas;
  /** null: the tier sets no monthly cap. */
  monthly: Pesewas | null;
}

function limitsOf(tier: CoreTier): TierLimits {
  const facts = TIER_FACTS[tier];
  return { maxBalance: facts.maxBalance, daily: facts.maxDaily, monthly: facts.maxMonthly };
}

export const TIER_LIMITS: Readonly<Record<KycTier, TierLimits>> = {
  MINIMUM: limitsOf('minimum'),
  MEDIUM: limitsOf('medium'),
  ENHANCED: limitsOf('enhanced'),
};

// Money a customer moves to or from the outside world; moves between their own accounts and
// the gateway's own bookings (interest, prizes) do not count.
const COUNTED = `t.customer_number = $1
  AND t.status NOT IN ('FAILED', 'REVERSED')
  AND t.transaction_type NOT IN ('INTEREST', 'PRIZE')
  AND NOT EXISTS (SELECT 1 FROM ledger_accounts c
                   WHERE c.account_number = t.counterparty_account_number AND c.customer_number = t.customer_number)`;

function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function dayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** What the customer moved today and this month: the SQL, its parameters from $`first` (customer first). */
function usageSql(first: number): string {
  const counted = COUNTED.replace('$1', `$${first}`);
  return `SELECT coalesce(sum(amount) FILTER (WHERE t.created_at >= $${first + 1}), 0)::bigint AS today,
            coalesce(sum(amount), 0)::bigint AS month
       FROM ledger_transactions t
      WHERE ${counted} AND t.created_at >= $${first + 2} AND t.created_at < $${first + 3}`;
}

function usageParams(input: { customerNumber: string; now: Date }): string[] {
  return [
    input.customerNumber,
    dayStart(input.now).toISOString(),
    monthStart(input.now).toISOString(),
    new Date(dayStart(input.now).getTime() + 86_400_000).toISOString(),
  ];
}

/** What a customer holds plus the collections on their way in: the SQL, the customer as $`at`. */
function heldSql(at: number): string {
  return `SELECT
       coalesce((SELECT sum(balance) FROM ledger_accounts WHERE kind = 'CUSTOMER' AND customer_number = $${at}), 0)::bigint AS held,
       coalesce((SELECT sum(amount) FROM ledger_transactions
                  WHERE customer_number = $${at} AND direction = 'CREDIT' AND status IN ('PENDING', 'PROCESSING')), 0)::bigint AS incoming`;
}

function limitMessage(tier: KycTier, amount: Pesewas, today: Pesewas, month: Pesewas): string | null {
  const limits = TIER_LIMITS[tier];
  if (today + amount > limits.daily) {
    return `This amount would take you over your daily limit of ${formatCedis(limits.daily)}. You can still move ${formatCedis(Math.max(0, limits.daily - today))} today.`;
  }
  if (limits.monthly !== null && month + amount > limits.monthly) {
    return `This amount would take you over your monthly limit of ${formatCedis(limits.monthly)}. You can still move ${formatCedis(Math.max(0, limits.monthly - month))} this month.`;
  }
  return null;
}

function capMessage(
  tier: KycTier,
  amount: Pesewas,
  held: Pesewas,
  incoming: Pesewas,
  recipientIsCaller: boolean,
): string | null {
  const limits = TIER_LIMITS[tier];
  if (held + incoming + amount <= limits.maxBalance) return null;
  return recipientIsCaller
    ? `This would take your balance over the ${formatCedis(limits.maxBalance)} limit of your account level. Upgrade your KYC level or try a smaller amount.`
    : 'The recipient’s account cannot receive this amount. Please try a smaller amount.';
}

/**
 * What the customer has moved today and this month, counted as the limits count it: what the
 * limit check below refuses by, and what the customer's limits page shows.
 */
export async function limitUsage(
  q: Queryable,
  input: { customerNumber: string; now: Date },
): Promise<{ today: Pesewas; month: Pesewas }> {
  const [row] = await q.query<{ today: number; month: number }>(usageSql(1), usageParams(input));
  return { today: Number(row?.today ?? 0), month: Number(row?.month ?? 0) };
}

/**
 * The refusal message when `amount` more would break the customer's daily or monthly limit,
 * else null. Call with the customer's accounts locked so two requests cannot both pass.
 */
export async function limitRefusal(
  tx: Queryable,
  input: { customerNumber: string; tier: KycTier; amount: Pesewas; now: Date },
): Promise<string | null> {
  const { today, month } = await limitUsage(tx, input);
  return limitMessage(input.tier, input.amount, today, month);
}

/**
 * The refusal message when crediting `amount` would take the customer's balances (all accounts,
 * plus collections already waiting for approval) over the tier's maximum, else null.
 */
export async function balanceCapRefusal(
  tx: Queryable,
  input: { customerNumber: string; tier: KycTier; amount: Pesewas; recipientIsCaller: boolean },
): Promise<string | null> {
  const [row] = await tx.query<{ held: number; incoming: number }>(heldSql(1), [input.customerNumber]);
  return capMessage(
    input.tier,
    input.amount,
    Number(row?.held ?? 0),
    Number(row?.incoming ?? 0),
    input.recipientIsCaller,
  );
}

/**
 * A transfer to another customer: the payer's limit and the recipient's balance cap, checked in
 * one round trip (the payer's refusal first), with both customers' accounts locked.
 */
export async function transferRefusal(
  tx: Queryable,
  input: {
    payer: { customerNumber: string; tier: KycTier; now: Date };
    recipient: { customerNumber: string; tier: KycTier };
    amount: Pesewas;
  },
): Promise<string | null> {
  const [row] = await tx.query<{ today: number; month: number; held: number; incoming: number }>(
    `SELECT u.today, u.month, c.held, c.incoming FROM (${usageSql(1)}) u, (${heldSql(5)}) c`,
    [...usageParams(input.payer), input.recipient.customerNumber],
  );
  return (
    limitMessage(input.payer.tier, input.amount, Number(row?.today ?? 0), Number(row?.month ?? 0)) ??
    capMessage(input.recipient.tier, input.amount, Number(row?.held ?? 0), Number(row?.incoming ?? 0), false)
  );
}
