// The savings plan of a goal: how many payments of which size reach the target by the due date.
// Pure, so the calculation, goal creation and set & forget agree to the pesewa.
import {
  GOAL_MAX_TARGET,
  GOAL_MAX_TARGET_MESSAGE,
  formatCedis,
  wholeDaysUntil,
  type GoalFrequency,
  type Pesewas,
} from '@savewin/core';

export interface Plan {
  goalType: GoalFrequency;
  paymentAmount: Pesewas;
  numberOfPayments: number;
  suggestedPlan: string;
}

const DAYS_PER_PERIOD: Record<GoalFrequency, number> = { Daily: 1, Weekly: 7, Monthly: 365.25 / 12 };
const PERIOD_WORD: Record<GoalFrequency, [string, string]> = {
  Daily: ['day', 'days'],
  Weekly: ['week', 'weeks'],
  Monthly: ['month', 'months'],
};

export const PLAN_MESSAGES = {
  pastDate: 'Please select a due date in the future.',
  badDate: 'Please select a valid date',
  badTarget: 'Please enter a target amount',
} as const;

function longDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * Payments are one per period from today to the due date (a part period counts as one), each
 * rounded up to the pesewa so the payments together never fall short of the target.
 */
export function calculatePlan(
  input: { target: Pesewas; dueDate: string; goalType: GoalFrequency },
  now: Date,
): Plan | string {
  if (!Number.isSafeInteger(input.target) || input.target <= 0) return PLAN_MESSAGES.badTarget;
  if (input.target > GOAL_MAX_TARGET) return GOAL_MAX_TARGET_MESSAGE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.dueDate)) return PLAN_MESSAGES.badDate;
  const days = wholeDaysUntil(input.dueDate, now);
  if (days === null) return PLAN_MESSAGES.badDate;
  if (days <= 0) return PLAN_MESSAGES.pastDate;
  const numberOfPayments = Math.max(1, Math.ceil(days / DAYS_PER_PERIOD[input.goalType] - 1e-9));
  const paymentAmount = Math.ceil(input.target / numberOfPayments);
  const [one, many] = PERIOD_WORD[input.goalType];
  const span = numberOfPayments === 1 ? `for 1 ${one}` : `for ${numberOfPayments} ${many}`;
  return {
    goalType: input.goalType,
    paymentAmount,
    numberOfPayments,
    suggestedPlan: `Save ${formatCedis(paymentAmount)} every ${one} ${span} to reach ${formatCedis(input.target)} by ${longDate(input.dueDate)}.`,
  };
}
