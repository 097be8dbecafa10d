/**
 * Facts the gateway turns into money rules (ARCHITECTURE "money rules from facts"): Bank of
 * Ghana e-money wallet tiers and Ghana's E-Levy. Amounts in pesewas, rates in basis points.
 */
import { assertPesewas, formatCedis } from './money';
import type { Pesewas } from './money';
import { toDate } from './time';

export const KYC_TIERS = ['minimum', 'medium', 'enhanced'] as const;
export type KycTier = (typeof KYC_TIERS)[number];

export interface TierLimits {
  maxBalance: Pesewas;
  maxDaily: Pesewas;
  /** Null where the facts give no monthly limit. */
  maxMonthly: Pesewas | null;
}

const CEDI = 100;

export const TIER_LIMITS: Readonly<Record<KycTier, Readonly<TierLimits>>> = {
  minimum: { maxBalance: 5_000 * CEDI, maxDaily: 3_000 * CEDI, maxMonthly: 10_000 * CEDI },
  medium: { maxBalance: 40_000 * CEDI, maxDaily: 15_000 * CEDI, maxMonthly: null },
  enhanced: { maxBalance: 75_000 * CEDI, maxDaily: 25_000 * CEDI, maxMonthly: null },
};

/**
 * The most one bill payment may be, whatever the tier: airtime, data, power and TV bills of a
 * household are far below it, and a mistyped amount (or a stolen session) cannot empty a wallet
 * of the highest tier in one payment.
 */
export const BILL_MAX_AMOUNT: Pesewas = 5_000 * CEDI;
export const BILL_MAX_AMOUNT_MESSAGE = 'You can pay at most GHS5000.00 for one bill';

/**
 * The largest goal target: no goal can hold more than the highest tier's wallet balance, so a
 * plan beyond it is never one a customer can follow.
 */
export const GOAL_MAX_TARGET: Pesewas = TIER_LIMITS.enhanced.maxBalance;
export const GOAL_MAX_TARGET_MESSAGE = 'Please enter a target amount of at most GHS75000.00';

export type TierLimitBreach = 'balance' | 'daily' | 'monthly';

/**
 * Which limit of the tier a movement would break, judged on the totals after it; null when
 * within every limit. Totals that are not whole pesewas throw RangeError (a gateway bug).
 */
export function tierLimitBreach(
  tier: KycTier,
  after: { balance: Pesewas; dailyTotal: Pesewas; monthlyTotal: Pesewas },
): TierLimitBreach | null {
  assertPesewas(after.balance, 'balance');
  assertPesewas(after.dailyTotal, 'daily total');
  assertPesewas(after.monthlyTotal, 'monthly total');
  const limits = TIER_LIMITS[tier];
  if (after.balance > limits.maxBalance) return 'balance';
  if (after.dailyTotal > limits.maxDaily) return 'daily';
  if (limits.maxMonthly !== null && after.monthlyTotal > limits.maxMonthly) return 'monthly';
  return null;
}

/**
 * The warning a money form shows before the customer submits an amount the tier's daily or
 * monthly limit would refuse, naming the amount still allowed (in the words of the gateway's
 * refusal); null when the amount is within what is left.
 */
export function tierLimitWarning(
  amount: Pesewas,
  left: { today: Pesewas; month: Pesewas | null },
): string | null {
  if (amount > left.today) {
    return `This amount is over your daily limit. You can still move ${formatCedis(left.today)} today.`;
  }
  if (left.month !== null && amount > left.month) {
    return `This amount is over your monthly limit. You can still move ${formatCedis(left.month)} this month.`;
  }
  return null;
}

/**
 * The warning a money-in form (a deposit, a request) shows before the customer submits an amount
 * that would take their balances over the tier's maximum, naming how much more they may still
 * receive; null when it fits. The gateway refuses such a collection (it also counts collections
 * still waiting for approval, which the form cannot see).
 */
export function balanceCapWarning(
  amount: Pesewas,
  account: { balance: Pesewas; maxBalance: Pesewas },
): string | null {
  const room = Math.max(0, account.maxBalance - account.balance);
  if (amount <= room) return null;
  return `This amount would take your balance over the ${formatCedis(account.maxBalance)} limit of your account level. You can still add ${formatCedis(room)}.`;
}

/** Effective-dated E-Levy rates, newest last; each applies from its date (00:00 Accra = UTC). */
export const E_LEVY_SCHEDULE: readonly { from: string; basisPoints: number; source: string }[] = [
  { from: '2022-05-01', basisPoints: 150, source: 'Electronic Transfer Levy Act, 2022 (Act 1075)' },
  {
    from: '2023-01-01',
    basisPoints: 100,
    source: 'Electronic Transfer Levy (Amendment) Act, 2022 (Act 1089)',
  },
  { from: '2025-04-02', basisPoints: 0, source: 'Electronic Transfer Levy (Repeal) Act, 2025 (Act 1128)' },
];

/**
 * The E-Levy rate in basis points on a date: 0 before 2022-05-01, 150 (1.5%) from then, 100 (1%)
 * from 2023-01-01, 0 from 2025-04-02. Null for an invalid date.
 */
export function eLevyRate(date: Date | string): number | null {
  const when = toDate(date);
  if (!when) return null;
  let rate = 0;
  for (const step of E_LEVY_SCHEDULE) {
    if (when.getTime() >= Date.parse(`${step.from}T00:00:00Z`)) rate = step.basisPoints;
  }
  return rate;
}

/**
 * E-Levy on an amount: amount × rate, rounded half-up to the pesewa (0.5 pesewa → 1), in exact
 * integer arithmetic. The levy's daily GH₵100 exemption is a schedule rule for the gateway, not
 * applied here. Null for an invalid date; RangeError for an amount that is not whole pesewas.
 */
export function eLevyAmount(amount: Pesewas, date: Date | string): Pesewas | null {
  assertPesewas(amount);
  if (amount < 0) throw new RangeError(`The amount must not be negative: ${amount}`);
  const rate = eLevyRate(date);
  if (rate === null) return null;
  return Number((BigInt(amount) * BigInt(rate) + 5_000n) / 10_000n);
}
