// What a customer may still do under their Bank of Ghana wallet tier: the tier (kycTierOf), its
// limits (the facts of @savewin/core, through the ledger's TIER_LIMITS), what has been moved
// today and this month (counted exactly as the ledger's limit check counts it) and how to move
// up a tier. Read-only: the ledger alone refuses a movement.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { customerAccounts, limitUsage, TIER_LIMITS, type KycTier } from '../ledger/index';

import { kycTierOf } from './tier';

export interface AccountLimits {
  tier: KycTier;
  balance: Pesewas;
  maxBalance: Pesewas;
  dailyLimit: Pesewas;
  usedToday: Pesewas;
  leftToday: Pesewas;
  monthlyLimit: Pesewas | null;
  usedThisMonth: Pesewas;
  leftThisMonth: Pesewas | null;
  /** The next tier's limits and what it takes to reach it; null on the highest tier. */
  nextTier: { tier: KycTier; maxBalance: Pesewas; dailyLimit: Pesewas; howTo: string } | null;
}

const NEXT: Record<KycTier, { tier: KycTier; howTo: string } | null> = {
  MINIMUM: {
    tier: 'MEDIUM',
    howTo: 'Verify your Ghana Card (Complete KYC on your dashboard) to move up to the medium tier.',
  },
  MEDIUM: {
    tier: 'ENHANCED',
    howTo:
      'The enhanced tier needs your address checked in person as well. Please contact support to arrange it.',
  },
  ENHANCED: null,
};

export async function accountLimits(
  q: Queryable,
  customerNumber: string | null,
  now: Date,
): Promise<AccountLimits> {
  const tier: KycTier = customerNumber ? await kycTierOf(q, customerNumber) : 'MINIMUM';
  const limits = TIER_LIMITS[tier];
  const used = customerNumber ? await limitUsage(q, { customerNumber, now }) : { today: 0, month: 0 };
  const balance = customerNumber ? await customerAccounts.totalBalance(q, customerNumber) : 0;
  const next = NEXT[tier];
  return {
    tier,
    balance,
    maxBalance: limits.maxBalance,
    dailyLimit: limits.daily,
    usedToday: used.today,
    leftToday: Math.max(0, limits.daily - used.today),
    monthlyLimit: limits.monthly,
    usedThisMonth: used.month,
    leftThisMonth: limits.monthly === null ? null : Math.max(0, limits.monthly - used.month),
    nextTier: next && {
      tier: next.tier,
      maxBalance: TIER_LIMITS[next.tier].maxBalance,
      dailyLimit: TIER_LIMITS[next.tier].daily,
      howTo: next.howTo,
    },
  };
}
