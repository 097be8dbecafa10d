/** Savings goals ('Target Save'): due dates, the create-goal checks, totals and progress (spec §2, §5). */
import { parseAmount, toPesewas } from './money';
import type { Pesewas } from './money';
import { toDate } from './time';

export const GOAL_FREQUENCIES = ['Daily', 'Weekly', 'Monthly'] as const;
export type GoalFrequency = (typeof GOAL_FREQUENCIES)[number];
export const DEFAULT_GOAL_FREQUENCY: GoalFrequency = 'Monthly';

export const SET_AND_FORGET_NOTICE = 'You will be auto deducted once this is enabled.';
export const PURPOSE_FIRST_MESSAGE = 'Please select a purpose before selecting the target date';
export const MIN_DUE_DATE_MESSAGE = 'Please select a valid date minimum target date';
export const MAX_DUE_DATE_MESSAGE = 'Please select a valid maximum target date';
/** The spec rejects an invalid date without giving words; these are ours. */
export const INVALID_DUE_DATE_MESSAGE = 'Please select a valid date';
export const ENABLE_ASSISTANT_MESSAGE = 'You need to enable an assistant';
export const DUE_DATE_REQUIRED_MESSAGE = 'Please select a due date';
export const TARGET_AMOUNT_REQUIRED_MESSAGE = 'Please enter a target amount';
export const TITLE_REQUIRED_MESSAGE = 'Please enter a title';

const DAY_MS = 86_400_000;

function calendarDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS;
}

/**
 * Whole calendar days from today to the due date, on Accra's (UTC) calendar: tomorrow is 1
 * whatever the hour, as a customer picking a day on a calendar counts. Null for an invalid date.
 */
export function wholeDaysUntil(due: Date | string, now: Date = new Date()): number | null {
  const dueDate = toDate(due);
  if (!dueDate || Number.isNaN(now.getTime())) return null;
  return calendarDay(dueDate) - calendarDay(now);
}

export interface DueDateOption {
  minDays: number;
  maxDays: number;
}

/**
 * The goal option's window (spec §5): fewer whole days than minDays or more than maxDays is
 * refused; an invalid date is refused. A bound that is not a number is not enforced.
 */
export function dueDateError(
  due: Date | string,
  option: DueDateOption,
  now: Date = new Date(),
): string | null {
  const days = wholeDaysUntil(due, now);
  if (days === null) return INVALID_DUE_DATE_MESSAGE;
  if (Number.isFinite(option.minDays) && days < option.minDays) return MIN_DUE_DATE_MESSAGE;
  if (Number.isFinite(option.maxDays) && days > option.maxDays) return MAX_DUE_DATE_MESSAGE;
  return null;
}

/** The date picker opens only once a purpose is chosen. */
export function purposeFirstError(purpose: unknown): string | null {
  return purpose === null || purpose === undefined || purpose === '' ? PURPOSE_FIRST_MESSAGE : null;
}

export interface CreateGoalForm {
  assistantEnabled: boolean;
  dueDate: Date | string | null | undefined;
  /** What the customer typed, or pesewas. */
  targetAmount: string | Pesewas | null | undefined;
  title: string | null | undefined;
}

function hasTargetAmount(amount: CreateGoalForm['targetAmount']): boolean {
  if (typeof amount === 'number') return Number.isSafeInteger(amount) && amount > 0;
  return typeof amount === 'string' && parseAmount(amount) !== null;
}

/**
 * Checks in spec order (assistant, due date, target amount, title) and, as the spec says,
 * returns the LAST failing message, so the title message wins when everything is missing.
 */
export function createGoalError(form: CreateGoalForm): string | null {
  let message: string | null = null;
  if (!form.assistantEnabled) message = ENABLE_ASSISTANT_MESSAGE;
  if (!form.dueDate || toDate(form.dueDate) === null) message = DUE_DATE_REQUIRED_MESSAGE;
  if (!hasTargetAmount(form.targetAmount)) message = TARGET_AMOUNT_REQUIRED_MESSAGE;
  if (typeof form.title !== 'string' || form.title.trim() === '') message = TITLE_REQUIRED_MESSAGE;
  return message;
}

/** The assistant switch is enabled only when due date and amount are both filled (spec §4). */
export function canEnableAssistant(form: Pick<CreateGoalForm, 'dueDate' | 'targetAmount'>): boolean {
  return Boolean(form.dueDate) && toDate(form.dueDate ?? null) !== null && hasTargetAmount(form.targetAmount);
}

export interface GoalMoney {
  earnings?: number | string | null;
  currentAmount?: number | string | null;
}

export interface GoalTotals {
  /** Null when some goal's earnings could not be read: better no total than a wrong one. */
  totalEarnings: Pesewas | null;
  totalBalance: Pesewas | null;
}

function total(values: readonly (number | string | null | undefined)[]): Pesewas | null {
  let sum = 0;
  for (const value of values) {
    // A missing value is nothing earned or saved yet; an unreadable one makes the total unknown.
    const pesewas = value === null || value === undefined ? 0 : toPesewas(value);
    if (pesewas === null) return null;
    sum += pesewas;
    if (!Number.isSafeInteger(sum)) return null;
  }
  return sum;
}

/** Total Earnings (sum of earnings) and Total Balance (sum of currentAmount), in pesewas. */
export function goalTotals(goals: readonly GoalMoney[]): GoalTotals {
  return {
    totalEarnings: total(goals.map((g) => g.earnings)),
    totalBalance: total(goals.map((g) => g.currentAmount)),
  };
}

/** Share of the target reached, 0..1; 0 for a target of 0 or less or unreadable values. */
export function goalProgress(current: Pesewas, target: Pesewas): number {
  if (!Number.isFinite(current) || !Number.isFinite(target) || target <= 0 || current <= 0) return 0;
  return Math.min(current / target, 1);
}
