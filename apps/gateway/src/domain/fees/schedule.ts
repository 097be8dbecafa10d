// Fees and E-Levy from effective-dated schedules held in configuration (ARCHITECTURE "Money
// rules from facts"). Pure: amounts in pesewas, rates in basis points, dates as 'YYYY-MM-DD' in
// Ghana time (GMT, so the UTC date).
import { E_LEVY_SCHEDULE, interestPesewas, type Pesewas } from '@savewin/core';

/** What a fee is looked up as. MOMO is looked up as WITHDRAWAL (spec §4). */
export type ChargeKind =
  'DEPOSIT' | 'REQUEST MONEY' | 'WITHDRAWAL' | 'OWN_BANK_TRANSFER' | 'OTHER_BANK_TRANSFER';

export interface FeeRule {
  /** Percentage of the amount, in basis points (100 = 1%). */
  rateBps: number;
  /** Added to the percentage part. */
  flat: Pesewas;
  /** The fee is never below this (0 = no minimum) … */
  min: Pesewas;
  /** … nor above this (null = no cap). */
  max: Pesewas | null;
}

export interface FeeSchedule {
  effectiveFrom: string;
  rules: Readonly<Record<ChargeKind, FeeRule>>;
}

export interface LevyPeriod {
  effectiveFrom: string;
  rateBps: number;
  /** Who says so. */
  source: string;
}

const FREE: FeeRule = { rateBps: 0, flat: 0, min: 0, max: null };

/** The provider's own tariff. Collections and transfers between own-bank accounts are free. */
export const DEFAULT_FEE_SCHEDULES: readonly FeeSchedule[] = [
  {
    effectiveFrom: '2022-01-01',
    rules: {
      DEPOSIT: FREE,
      'REQUEST MONEY': FREE,
      OWN_BANK_TRANSFER: FREE,
      WITHDRAWAL: { rateBps: 75, flat: 0, min: 50, max: 1_500 },
      OTHER_BANK_TRANSFER: { rateBps: 0, flat: 300, min: 0, max: null },
    },
  },
];

/**
 * Ghana's Electronic Transfer Levy on electronic transfers out of an account: 1.5% from
 * 2022-05-01 (Act 1075), 1% from 2023-01-01 (Act 1089), repealed from 2025-04-02 (Act 1128): the
 * facts of @savewin/core's E_LEVY_SCHEDULE in the schedule's shape.
 */
export const E_LEVY_PERIODS: readonly LevyPeriod[] = E_LEVY_SCHEDULE.map((step) => ({
  effectiveFrom: step.from,
  rateBps: step.basisPoints,
  source: step.source,
}));

/** Kinds of movement the levy applies to: money leaving the account electronically. */
const LEVIED: ReadonlySet<ChargeKind> = new Set(['WITHDRAWAL', 'OTHER_BANK_TRANSFER']);

export interface Charges {
  fee: Pesewas;
  levy: Pesewas;
  levyRateBps: number;
}

/** The Ghana (UTC) calendar date of an instant. */
export function ghanaDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The entry in effect on a date: the latest whose effectiveFrom is on or before it. */
export function inEffect<T extends { effectiveFrom: string }>(list: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const item of list) {
    if (item.effectiveFrom <= date && (found === null || item.effectiveFrom >= found.effectiveFrom))
      found = item;
  }
  return found;
}

/** amount × bps / 10000, rounded half up to a whole pesewa, in integers. */
export function applyRate(amount: Pesewas, rateBps: number): Pesewas {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`not an amount of pesewas: ${amount}`);
  if (!Number.isInteger(rateBps) || rateBps < 0)
    throw new RangeError(`not a rate in basis points: ${rateBps}`);
  return Number((BigInt(amount) * BigInt(rateBps) + 5_000n) / 10_000n);
}

export function feeFor(rule: FeeRule, amount: Pesewas): Pesewas {
  let fee = applyRate(amount, rule.rateBps) + rule.flat;
  if (fee < rule.min) fee = rule.min;
  if (rule.max !== null && fee > rule.max) fee = rule.max;
  return fee;
}

export interface ChargeTables {
  fees: readonly FeeSchedule[];
  levies: readonly LevyPeriod[];
}

export const DEFAULT_CHARGE_TABLES: ChargeTables = { fees: DEFAULT_FEE_SCHEDULES, levies: E_LEVY_PERIODS };

/**
 * Fee and E-Levy for a movement on a date. The levy is charged on the amount (the historical GH₵100
 * daily allowance is not modelled: the levy is 0 since 2025-04-02).
 */
export function computeCharges(
  kind: ChargeKind,
  amount: Pesewas,
  at: Date,
  tables = DEFAULT_CHARGE_TABLES,
): Charges {
  const date = ghanaDate(at);
  const schedule = inEffect(tables.fees, date);
  const rule = schedule?.rules[kind] ?? FREE;
  const levyRateBps = LEVIED.has(kind) ? (inEffect(tables.levies, date)?.rateBps ?? 0) : 0;
  return { fee: feeFor(rule, amount), levy: applyRate(amount, levyRateBps), levyRateBps };
}

/** Checks configured tables once at start-up, so a typo is a clear error rather than wrong fees. */
export function validateChargeTables(tables: ChargeTables): string[] {
  const problems: string[] = [];
  const datePattern = /^\d{4}-\d{2}-\d{2}$/;
  for (const s of tables.fees) {
    if (!datePattern.test(s.effectiveFrom))
      problems.push(`fee schedule date '${s.effectiveFrom}' is not YYYY-MM-DD`);
    for (const [kind, rule] of Object.entries(s.rules)) {
      const ok =
        Number.isInteger(rule.rateBps) &&
        rule.rateBps >= 0 &&
        Number.isSafeInteger(rule.flat) &&
        rule.flat >= 0 &&
        Number.isSafeInteger(rule.min) &&
        rule.min >= 0 &&
        (rule.max === null || (Number.isSafeInteger(rule.max) && rule.max >= rule.min));
      if (!ok) problems.push(`fee rule ${kind} from ${s.effectiveFrom} is not valid`);
    }
  }
  for (const l of tables.levies) {
    if (!datePattern.test(l.effectiveFrom)) problems.push(`levy date '${l.effectiveFrom}' is not YYYY-MM-DD`);
    if (!Number.isInteger(l.rateBps) || l.rateBps < 0)
      problems.push(`levy rate from ${l.effectiveFrom} is not valid`);
  }
  return problems;
}

/** A rate in basis points as the contract's percent text: 75 → '0.75'. */
export function percentText(rateBps: number): string {
  return `${Math.floor(rateBps / 100)}.${String(rateBps % 100).padStart(2, '0')}`;
}

const money = (p: Pesewas) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** How each charge kind is listed on the Prices page (the contract's FeeRule). */
const LISTED: readonly { kind: ChargeKind; transactionType: string; description: string }[] = [
  { kind: 'DEPOSIT', transactionType: 'DEPOSIT', description: 'Deposit from mobile money' },
  {
    kind: 'REQUEST MONEY',
    transactionType: 'REQUEST MONEY',
    description: 'Request money from a mobile-money number',
  },
  { kind: 'WITHDRAWAL', transactionType: 'WITHDRAWAL', description: 'Withdraw to mobile money' },
  { kind: 'WITHDRAWAL', transactionType: 'MOMO', description: 'Send to a mobile-money number' },
  {
    kind: 'OWN_BANK_TRANSFER',
    transactionType: 'BANK_TRANSFER',
    description: 'Transfer to a SAVE & WIN account',
  },
  { kind: 'OTHER_BANK_TRANSFER', transactionType: 'BANK_TRANSFER', description: 'Transfer to another bank' },
];

/** The contract's FeeSchedule: fees in force on `at` and every levy period, past ones included. */
export function describeSchedule(at: Date, tables = DEFAULT_CHARGE_TABLES) {
  const asOf = ghanaDate(at);
  const current = inEffect(tables.fees, asOf);
  const next = tables.fees
    .filter((s) => current !== null && s.effectiveFrom > current.effectiveFrom)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))[0];
  const fees = current
    ? LISTED.map(({ kind, transactionType, description }) => {
        const rule = current.rules[kind];
        return {
          transactionType,
          description,
          percent: percentText(rule.rateBps),
          flatAmount: money(rule.flat),
          minimumFee: money(rule.min),
          maximumFee: rule.max === null ? null : money(rule.max),
          effectiveFrom: current.effectiveFrom,
          effectiveTo: next ? dayBefore(next.effectiveFrom) : null,
        };
      })
    : [];
  const levies = [...tables.levies]
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
    .map((period, i, all) => ({
      name: 'E-Levy',
      percent: percentText(period.rateBps),
      appliesTo: ['WITHDRAWAL', 'MOMO', 'BANK_TRANSFER'],
      effectiveFrom: period.effectiveFrom,
      effectiveTo: all[i + 1] ? dayBefore(all[i + 1]!.effectiveFrom) : null,
      legalBasis: period.source,
    }));
  return { asOf, fees, levies };
}

/**
 * Breaking a goal before its due date: effective-dated like the fees. The fee is a
 * FeeRule on the goal's balance; with `forfeitsAccruedInterest` the interest accrued on the goal
 * and not yet credited is given up (interest already credited stays the customer's).
 */
export interface GoalBreakRule {
  effectiveFrom: string;
  fee: FeeRule;
  forfeitsAccruedInterest: boolean;
}

export const GOAL_BREAK_RULES: readonly GoalBreakRule[] = [
  {
    effectiveFrom: '2022-01-01',
    fee: { rateBps: 100, flat: 0, min: 0, max: 5_000 },
    forfeitsAccruedInterest: true,
  },
];

export interface GoalBreakTerms {
  /** What the goal holds (interest credited included). */
  balance: Pesewas;
  /** The break fee, never the whole balance. */
  fee: Pesewas;
  /** Interest accrued and not yet credited, given up (whole pesewas, rounded down). */
  forfeitedInterest: Pesewas;
  /** What reaches the SAVE & WIN account. */
  payout: Pesewas;
  /** The rule in words, as the customer reads it before confirming. */
  rule: string;
}

/** The rule in force on a date, in words: '1.00% of the goal's balance (at most GH₵50.00)…'. */
export function goalBreakRuleText(rule: GoalBreakRule): string {
  const { fee } = rule;
  const parts: string[] = [];
  if (fee.rateBps > 0) parts.push(`${percentText(fee.rateBps)}% of the goal's balance`);
  if (fee.flat > 0) parts.push(`GH₵${money(fee.flat)}`);
  let feeText = parts.length === 0 ? 'no fee' : `a fee of ${parts.join(' plus ')}`;
  if (parts.length > 0 && fee.min > 0) feeText += ` (at least GH₵${money(fee.min)})`;
  if (parts.length > 0 && fee.max !== null) feeText += ` (at most GH₵${money(fee.max)})`;
  const interest = rule.forfeitsAccruedInterest
    ? ' and you give up the interest earned on it that has not yet been paid'
    : '';
  return `Breaking a goal before its due date costs ${feeText}${interest}.`;
}

/** What breaking a goal holding `balance` (and `accruedMicro` interest not yet credited) costs on `at`. */
export function goalBreakTerms(
  balance: Pesewas,
  accruedMicro: number,
  at: Date,
  rules: readonly GoalBreakRule[] = GOAL_BREAK_RULES,
): GoalBreakTerms {
  const rule = inEffect(rules, ghanaDate(at)) ?? {
    effectiveFrom: '1970-01-01',
    fee: FREE,
    forfeitsAccruedInterest: false,
  };
  const fee = balance <= 0 ? 0 : Math.min(feeFor(rule.fee, balance), balance - 1);
  return {
    balance,
    fee,
    // As the goal shows it earned (interestPesewas): the figure the customer gives up.
    forfeitedInterest: rule.forfeitsAccruedInterest ? interestPesewas(Math.max(0, accruedMicro)) : 0,
    payout: Math.max(0, balance - fee),
    rule: goalBreakRuleText(rule),
  };
}
