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

function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function dayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * The day and month the limits count, by the gateway's clock, as `ledger_limit_usage` takes them
 * (migration 0950 holds what counts: money to or from the outside world, not moves between one
 * customer's own accounts nor interest or prize credits).
 */
export function usagePeriod(now: Date): { dayStart: string; monthStart: string; dayEnd: string } {
  return {
    dayStart: dayStart(now).toISOString(),
    monthStart: monthStart(now).toISOString(),
    dayEnd: new Date(dayStart(now).getTime() + 86_400_000).toISOString(),
  };
}

/**
 * Which limit a movement breaks, as the rule decides it. The rule is written once, in SQL beside
 * what it counts (`ledger_limit_breach`, `ledger_cap_breach`, migration 1010), and asked under the
 * accounts' locks by every movement (below, and `ledger_internal_transfer`); this module words it.
 */
export type LimitBreach = 'daily' | 'monthly';

/** The refusal for a broken daily or monthly limit (the figures: moved today, this month). */
export function limitMessage(tier: KycTier, breach: LimitBreach, today: Pesewas, month: Pesewas): string {
  const limits = TIER_LIMITS[tier];
  if (breach === 'daily' || limits.monthly === null) {
    return `This amount would take you over your daily limit of ${formatCedis(limits.daily)}. You can still move ${formatCedis(Math.max(0, limits.daily - today))} today.`;
  }
  return `This amount would take you over your monthly limit of ${formatCedis(limits.monthly)}. You can still move ${formatCedis(Math.max(0, limits.monthly - month))} this month.`;
}

/** The refusal for a broken balance cap. */
export function capMessage(tier: KycTier, recipientIsCaller: boolean): string {
  const limits = TIER_LIMITS[tier];
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
  const period = usagePeriod(input.now);
  const [row] = await q.query<{ today: number; month: number }>(
    'SELECT today, month FROM ledger_limit_usage($1, $2, $3, $4)',
    [input.customerNumber, period.dayStart, period.monthStart, period.dayEnd],
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
  const period = usagePeriod(input.now);
  const limits = TIER_LIMITS[input.tier];
  const [row] = await tx.query<{ today: number; month: number; breach: LimitBreach | null }>(
    `SELECT u.today, u.month, ledger_limit_breach(u.today, u.month, $5, $6, $7) AS breach
       FROM ledger_limit_usage($1, $2, $3, $4) u`,
    [
      input.customerNumber,
      period.dayStart,
      period.monthStart,
      period.dayEnd,
      input.amount,
      limits.daily,
      limits.monthly,
    ],
  );
  if (!row?.breach) return null;
  return limitMessage(input.tier, row.breach, Number(row.today), Number(row.month));
}

/**
 * The refusal message when crediting `amount` would take the customer's balances (all accounts,
 * plus collections already waiting for approval) over the tier's maximum, else null. Call with
 * the customer's accounts locked.
 */
export async function balanceCapRefusal(
  tx: Queryable,
  input: { customerNumber: string; tier: KycTier; amount: Pesewas; recipientIsCaller: boolean },
): Promise<string | null> {
  const [row] = await tx.query<{ breach: boolean }>(
    'SELECT ledger_cap_breach(h.held, h.incoming, $2, $3) AS breach FROM ledger_held($1) h',
    [input.customerNumber, input.amount, TIER_LIMITS[input.tier].maxBalance],
  );
  return row?.breach ? capMessage(input.tier, input.recipientIsCaller) : null;
}
