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

/**
 * What the customer has moved today and this month, counted as the limits count it: what the
 * limit check below refuses by, and what the customer's limits page shows.
 */
export async function limitUsage(
  q: Queryable,
  input: { customerNumber: string; now: Date },
): Promise<{ today: Pesewas; month: Pesewas }> {
  const [row] = await q.query<{ today: number; month: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE t.created_at >= $2), 0)::bigint AS today,
            coalesce(sum(amount), 0)::bigint AS month
       FROM ledger_transactions t
      WHERE ${COUNTED} AND t.created_at >= $3 AND t.created_at < $4`,
    [
      input.customerNumber,
      dayStart(input.now).toISOString(),
      monthStart(input.now).toISOString(),
      new Date(dayStart(input.now).getTime() + 86_400_000).toISOString(),
    ],
  );
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
  const limits = TIER_LIMITS[input.tier];
  const { today, month } = await limitUsage(tx, input);
  if (today + input.amount > limits.daily) {
    return `This amount would take you over your daily limit of ${formatCedis(limits.daily)}. You can still move ${formatCedis(Math.max(0, limits.daily - today))} today.`;
  }
  if (limits.monthly !== null && month + input.amount > limits.monthly) {
    return `This amount would take you over your monthly limit of ${formatCedis(limits.monthly)}. You can still move ${formatCedis(Math.max(0, limits.monthly - month))} this month.`;
  }
  return null;
}

/**
 * The refusal message when crediting `amount` would take the customer's balances (all accounts,
 * plus collections already waiting for approval) over the tier's maximum, else null.
 */
export async function balanceCapRefusal(
  tx: Queryable,
  input: { customerNumber: string; tier: KycTier; amount: Pesewas; recipientIsCaller: boolean },
): Promise<string | null> {
  const limits = TIER_LIMITS[input.tier];
  const [row] = await tx.query<{ held: number; incoming: number }>(
    `SELECT
       coalesce((SELECT sum(balance) FROM ledger_accounts WHERE kind = 'CUSTOMER' AND customer_number = $1), 0)::bigint AS held,
       coalesce((SELECT sum(amount) FROM ledger_transactions
                  WHERE customer_number = $1 AND direction = 'CREDIT' AND status IN ('PENDING', 'PROCESSING')), 0)::bigint AS incoming`,
    [input.customerNumber],
  );
  const projected = Number(row?.held ?? 0) + Number(row?.incoming ?? 0) + input.amount;
  if (projected <= limits.maxBalance) return null;
  return input.recipientIsCaller
    ? `This would take your balance over the ${formatCedis(limits.maxBalance)} limit of your account level. Upgrade your KYC level or try a smaller amount.`
    : 'The recipient’s account cannot receive this amount. Please try a smaller amount.';
}
