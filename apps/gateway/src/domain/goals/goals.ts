// Savings goals (Target Save). A goal is a TARGET SAVE account in the ledger (opened by the
// ledger's openCustomerAccount) plus its plan; its currentAmount is that account's balance and its
// earnings the interest the ledger credited or accrued on it. Funding is an own-bank transfer
// (BANK_TRANSFER to 999999) through the ledger's transact, so it shows in the goal at once.
import {
  GOAL_FREQUENCIES,
  amountTextToPesewas,
  dueDateError,
  formatAmount,
  interestPesewas,
  type GoalFrequency,
} from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { notFound, notify, requireCustomer, requireOwnCustomerNumber } from '../common';
import { NotYours } from '../errors';
import {
  accountOwner,
  customerAccountFacts,
  interestEarned,
  movementsOf,
  openBalances,
  openCustomerAccount,
  type LedgerService,
} from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

import { PLAN_MESSAGES, calculatePlan, type Plan } from './plan';

export interface GoalOptionView {
  goalOptionId: string;
  name: string;
  image: string;
  minDays: number;
  maxDays: number;
}

export interface GoalView {
  goalName: string;
  goalOption: { goalOptionId: string; name: string; image: string };
  currentAmount: string;
  targetAmount: string;
  paymentAmount: string;
  earnings: string;
  goalAccountNumber: string;
  dueDate: string;
  goalType: GoalFrequency;
  reminder: boolean;
  autoFund: boolean;
}

export interface CreateGoalRequest {
  targetAmount: string;
  customerNumber: string;
  customerAccountNumber: string;
  goalName: string;
  dueDate: string;
  goalType: GoalFrequency;
  reminder: boolean;
  autoFund: boolean;
  goalOptionId: string;
}

export const GOAL_MESSAGES = {
  created: 'Your goal has been created',
  unknownOption: 'Please choose a purpose for your goal.',
  title: 'Please enter a title',
  notMainAccount: 'Goals are funded from your SAVE & WIN account. Please choose it.',
  notYourAccount: 'This account does not belong to you.',
  notFound: 'We could not find that goal.',
  notYours: 'You can only see your own goals.',
  updated: 'Your goal has been updated',
  closedGoal: 'Your goal has been closed',
  broken: 'Your goal has been broken',
  alreadyClosed: 'This goal has already been closed.',
  dueAlready: 'This goal has reached its due date: its money moves to your SAVE & WIN account on its own.',
  goalType: 'Please choose Daily, Weekly or Monthly.',
  belowSaved: (saved: string) => `Your target cannot be less than what you have saved (GH₵${saved}).`,
} as const;

export interface UpdateGoalRequest {
  goalName: string;
  targetAmount: string;
  dueDate: string;
  goalType: GoalFrequency;
  reminder: boolean;
  autoFund: boolean;
}

export interface GoalBreakQuoteView {
  goalAccountNumber: string;
  goalName: string;
  dueDate: string;
  currentAmount: string;
  fee: string;
  forfeitedInterest: string;
  amountToReceive: string;
  rule: string;
}

interface OptionRow {
  goal_option_id: string;
  name: string;
  image: string;
  min_days: number;
  max_days: number;
}

interface GoalRow {
  goal_account_number: string;
  customer_number: string;
  goal_name: string;
  goal_option_id: string;
  option_name: string;
  option_image: string;
  target_amount: number;
  payment_amount: number;
  due_date: Date | string;
  goal_type: GoalFrequency;
  reminder: boolean;
  auto_fund: boolean;
  balance: number;
  interest_credited: number;
  accrued_micro: number;
}

function isoDay(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

const GOAL_SELECT = `
  SELECT g.*, o.name AS option_name, o.image AS option_image
  FROM goals g
  JOIN goal_options o ON o.goal_option_id = g.goal_option_id`;

type GoalRecord = Omit<GoalRow, 'balance' | 'interest_credited' | 'accrued_micro'>;

/** A goal's fields once every rule has accepted them. */
interface CheckedGoal {
  goalName: string;
  target: number;
  option: OptionRow;
  planned: Plan;
  now: Date;
}

/** The goals whose account is open, with the savings and the interest the ledger holds for them. */
async function withSavings(q: Queryable, goals: GoalRecord[]): Promise<GoalRow[]> {
  const accountNumbers = goals.map((goal) => goal.goal_account_number);
  const balances = await openBalances(q, accountNumbers);
  const interest = await interestEarned(q, accountNumbers);
  return goals.flatMap((goal) => {
    const balance = balances.get(goal.goal_account_number);
    if (balance === undefined) return [];
    const earned = interest.get(goal.goal_account_number);
    return [
      {
        ...goal,
        balance,
        interest_credited: earned?.credited ?? 0,
        accrued_micro: earned?.accruedMicro ?? 0,
      },
    ];
  });
}

function view(row: GoalRow): GoalView {
  // What the goal pays at maturity if it matured now: the credits so far and the accruals not yet
  // credited, rounded as that credit will round them (ledger/interest.ts).
  const earnings = Number(row.interest_credited) + interestPesewas(Number(row.accrued_micro));
  return {
    goalName: row.goal_name,
    goalOption: { goalOptionId: row.goal_option_id, name: row.option_name, image: row.option_image },
    currentAmount: formatAmount(Number(row.balance)),
    targetAmount: formatAmount(Number(row.target_amount)),
    paymentAmount: formatAmount(Number(row.payment_amount)),
    earnings: formatAmount(earnings),
    goalAccountNumber: row.goal_account_number,
    dueDate: isoDay(row.due_date),
    goalType: row.goal_type,
    reminder: row.reminder,
    autoFund: row.auto_fund,
  };
}

async function readGoal(q: Queryable, goalAccountNumber: string): Promise<GoalRow | null> {
  const goals = await q.query<GoalRecord>(`${GOAL_SELECT} WHERE g.goal_account_number = $1`, [
    goalAccountNumber,
  ]);
  const [row] = await withSavings(q, goals);
  return row ?? null;
}

/** A goal whose money has gone (broken, matured, closed) asks for nothing more: no set & forget, no reminders. */
export async function assistantOff(q: Queryable, goalAccountNumber: string): Promise<void> {
  await q.query(`UPDATE goals SET auto_fund = false, reminder = false WHERE goal_account_number = $1`, [
    goalAccountNumber,
  ]);
}

export function createGoals(deps: {
  db: Database;
  now(): Date;
  ledger?: Pick<LedgerService, 'releaseGoal' | 'closeEmptyGoal' | 'goalBreakQuote'>;
}) {
  const { db } = deps;

  function ledger() {
    if (!deps.ledger) throw new Error('goals need the ledger to release money');
    return deps.ledger;
  }

  /** The caller's own goal (404 when there is none, 403 when it is someone else's). */
  async function ownGoal(auth: Caller | null, goalAccountNumber: string) {
    const caller = requireCustomer(auth);
    const [record] = await db.query<GoalRecord>(`${GOAL_SELECT} WHERE g.goal_account_number = $1`, [
      goalAccountNumber,
    ]);
    if (!record) throw notFound(GOAL_MESSAGES.notFound);
    if (record.customer_number !== caller.customerNumber) throw new NotYours(GOAL_MESSAGES.notYours);
    const [open] = await withSavings(db, [record]);
    return { caller, record, open: open ?? null };
  }

  /** True once the goal's due date has come (it then matures; it can no longer be broken). */
  function isDue(record: GoalRecord): boolean {
    return isoDay(record.due_date) <= isoDay(deps.now());
  }

  /**
   * Checks a goal's fields in the order a customer reads a refusal: title, target, then
   * `checkTarget` (an edit's own rules for the target), the purpose, the due date within the
   * purpose's window, the plan. Answers the first problem's words, or the checked goal.
   */
  async function checkGoal(
    req: Pick<CreateGoalRequest, 'goalName' | 'targetAmount' | 'dueDate' | 'goalType'>,
    goalOptionId: string,
    checkTarget: (target: number) => string | null = () => null,
  ): Promise<string | CheckedGoal> {
    const goalName = req.goalName.trim();
    if (goalName === '') return GOAL_MESSAGES.title;
    const target = amountTextToPesewas(req.targetAmount);
    if (target === null || target <= 0) return PLAN_MESSAGES.badTarget;
    const targetProblem = checkTarget(target);
    if (targetProblem) return targetProblem;
    const [option] = await db.query<OptionRow>(`SELECT * FROM goal_options WHERE goal_option_id = $1`, [
      goalOptionId,
    ]);
    if (!option) return GOAL_MESSAGES.unknownOption;
    const now = deps.now();
    const dateProblem = dueDateError(
      req.dueDate,
      { minDays: Number(option.min_days), maxDays: Number(option.max_days) },
      now,
    );
    if (dateProblem) return dateProblem;
    const planned = calculatePlan({ target, dueDate: req.dueDate, goalType: req.goalType }, now);
    if (typeof planned === 'string') return planned;
    return { goalName, target, option, planned, now };
  }

  async function options(): Promise<Outcome<GoalOptionView[]>> {
    const rows = await db.query<OptionRow>(`SELECT * FROM goal_options ORDER BY position, goal_option_id`);
    return ok(
      rows.map((r) => ({
        goalOptionId: r.goal_option_id,
        name: r.name,
        image: r.image,
        minDays: Number(r.min_days),
        maxDays: Number(r.max_days),
      })),
      '',
    );
  }

  function plan(
    auth: Caller | null,
    req: { targetAmount: string; dueDate: string; goalType: GoalFrequency },
  ): Outcome<unknown> {
    requireCustomer(auth);
    const target = amountTextToPesewas(req.targetAmount);
    if (target === null || target <= 0) return refused(PLAN_MESSAGES.badTarget);
    if (!GOAL_FREQUENCIES.includes(req.goalType)) return refused(GOAL_MESSAGES.goalType);
    const result = calculatePlan({ target, dueDate: req.dueDate, goalType: req.goalType }, deps.now());
    if (typeof result === 'string') return refused(result);
    return ok(
      {
        goalType: result.goalType,
        paymentAmount: formatAmount(result.paymentAmount),
        numberOfPayments: result.numberOfPayments,
        suggestedPlan: result.suggestedPlan,
      },
      result.suggestedPlan,
    );
  }

  async function list(auth: Caller | null, customerNumber: string): Promise<Outcome<GoalView[]>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, customerNumber, 'goals');
    const goals = await db.query<GoalRecord>(
      `${GOAL_SELECT} WHERE g.customer_number = $1 ORDER BY g.created_at, g.goal_account_number`,
      [customerNumber],
    );
    return ok((await withSavings(db, goals)).map(view), '');
  }

  async function create(auth: Caller | null, req: CreateGoalRequest): Promise<Outcome<GoalView>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, req.customerNumber, 'goals');
    const checked = await checkGoal(req, req.goalOptionId);
    if (typeof checked === 'string') return refused(checked);
    const { goalName, target, option, planned, now } = checked;
    const owner = await accountOwner(db, req.customerAccountNumber);
    if (owner !== caller.customerNumber) throw new NotYours(GOAL_MESSAGES.notYourAccount);
    const source = await customerAccountFacts(db, req.customerAccountNumber);
    if (source?.productName !== 'SAVE & WIN') return refused(GOAL_MESSAGES.notMainAccount);

    const accountNumber = await db.transaction(async (tx) => {
      const opened = await openCustomerAccount(tx, {
        customerNumber: caller.customerNumber,
        productName: 'TARGET SAVE',
      });
      await tx.query(
        `INSERT INTO goals (goal_account_number, customer_number, goal_name, goal_option_id, target_amount,
           payment_amount, due_date, goal_type, reminder, auto_fund, source_account_number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          opened.accountNumber,
          caller.customerNumber,
          goalName,
          option.goal_option_id,
          target,
          planned.paymentAmount,
          req.dueDate,
          req.goalType,
          req.reminder,
          req.autoFund,
          req.customerAccountNumber,
          now.toISOString(),
        ],
      );
      await notify(tx, {
        customerNumber: caller.customerNumber,
        title: 'Goal created',
        message: `Your goal '${goalName}' is ready. ${planned.suggestedPlan}`,
        link: '/target-save',
        at: now,
      });
      return opened.accountNumber;
    });
    const row = await readGoal(db, accountNumber);
    if (!row) throw new Error(`goal ${accountNumber} vanished`);
    return ok(view(row), GOAL_MESSAGES.created);
  }

  async function statement(auth: Caller | null, goalAccountNumber: string): Promise<Outcome<unknown>> {
    const caller = requireCustomer(auth);
    const [goal] = await db.query<{ customer_number: string }>(
      `SELECT customer_number FROM goals WHERE goal_account_number = $1`,
      [goalAccountNumber],
    );
    if (!goal) throw notFound(GOAL_MESSAGES.notFound);
    if (goal.customer_number !== caller.customerNumber) throw new NotYours(GOAL_MESSAGES.notYours);
    const rows = await movementsOf(db, goalAccountNumber);
    return ok(
      rows.map((r) => {
        const amount = r.amount;
        return {
          transactionDate: r.effectiveAt.toISOString(),
          debitAmount: formatAmount(amount < 0 ? -amount : 0),
          creditAmount: formatAmount(amount > 0 ? amount : 0),
          direction: amount > 0 ? ('CREDIT' as const) : ('DEBIT' as const),
          narration: r.narration || (r.transactionType ?? ''),
          transactionId: r.transactionId ?? `posting-${r.postingId}`,
        };
      }),
      '',
    );
  }

  /** What breaking the goal now costs, from the fee schedule's rule, before the customer confirms. */
  async function breakQuote(
    auth: Caller | null,
    goalAccountNumber: string,
  ): Promise<Outcome<GoalBreakQuoteView | null>> {
    const { record, open } = await ownGoal(auth, goalAccountNumber);
    if (!open) return refused(GOAL_MESSAGES.alreadyClosed);
    if (isDue(record)) return refused(GOAL_MESSAGES.dueAlready);
    const terms = await ledger().goalBreakQuote(goalAccountNumber);
    if (!terms) return refused(GOAL_MESSAGES.alreadyClosed);
    const view: GoalBreakQuoteView = {
      goalAccountNumber,
      goalName: record.goal_name,
      dueDate: isoDay(record.due_date),
      currentAmount: formatAmount(terms.balance),
      fee: formatAmount(terms.fee),
      forfeitedInterest: formatAmount(terms.forfeitedInterest),
      amountToReceive: formatAmount(terms.payout),
      rule: terms.rule,
    };
    return ok(view, terms.rule);
  }

  /** Breaks the goal before its due date: its money, less the break rule, goes to SAVE & WIN. */
  async function breakGoal(
    auth: Caller | null,
    goalAccountNumber: string,
    req: { transactionId: string },
  ): Promise<Outcome<unknown>> {
    const { caller, record } = await ownGoal(auth, goalAccountNumber);
    if (isDue(record)) return refused(GOAL_MESSAGES.dueAlready);
    return ledger().releaseGoal({
      kind: 'BREAK',
      customerNumber: caller.customerNumber,
      goalAccountNumber,
      transactionId: req.transactionId,
      alongside: async (tx, released) => {
        await assistantOff(tx, goalAccountNumber);
        await notify(tx, {
          customerNumber: caller.customerNumber,
          title: 'Goal broken',
          message:
            `You broke your goal '${record.goal_name}' before its due date. GH₵${formatAmount(released.amount)} ` +
            `was moved to your SAVE & WIN account` +
            (released.fee > 0 ? ` after a fee of GH₵${formatAmount(released.fee)}.` : '.'),
          link: '/',
          at: deps.now(),
          dedupeKey: `goal-broken:${goalAccountNumber}`,
        });
      },
    });
  }

  /** Closes an empty goal. */
  async function close(auth: Caller | null, goalAccountNumber: string): Promise<Outcome<boolean | null>> {
    const { caller, record, open } = await ownGoal(auth, goalAccountNumber);
    if (!open) return refused(GOAL_MESSAGES.alreadyClosed);
    const closed = await ledger().closeEmptyGoal({
      customerNumber: caller.customerNumber,
      goalAccountNumber,
      alongside: async (tx) => {
        await assistantOff(tx, goalAccountNumber);
        await notify(tx, {
          customerNumber: caller.customerNumber,
          title: 'Goal closed',
          message: `Your goal '${record.goal_name}' has been closed.`,
          link: '/target-save',
          at: deps.now(),
          dedupeKey: `goal-closed:${goalAccountNumber}`,
        });
      },
    });
    if (!closed.closed) return refused(closed.reason);
    return ok(true, GOAL_MESSAGES.closedGoal);
  }

  /**
   * Edits a goal: name, target (never below what it holds), due date (within its option's
   * rules, counted from today) and the assistant (set & forget, reminders). The plan's payment
   * is worked out again. Anything invalid is refused and nothing is written.
   */
  async function update(
    auth: Caller | null,
    goalAccountNumber: string,
    req: UpdateGoalRequest,
  ): Promise<Outcome<GoalView | null>> {
    const { record, open } = await ownGoal(auth, goalAccountNumber);
    if (!open) return refused(GOAL_MESSAGES.alreadyClosed);
    const checked = await checkGoal(req, record.goal_option_id, (target) => {
      if (target < Number(open.balance)) return GOAL_MESSAGES.belowSaved(formatAmount(Number(open.balance)));
      if (!GOAL_FREQUENCIES.includes(req.goalType)) return GOAL_MESSAGES.goalType;
      return null;
    });
    if (typeof checked === 'string') return refused(checked);
    const { goalName, target, planned } = checked;
    await db.query(
      `UPDATE goals SET goal_name = $2, target_amount = $3, payment_amount = $4, due_date = $5, goal_type = $6,
              reminder = $7, auto_fund = $8
        WHERE goal_account_number = $1`,
      [
        goalAccountNumber,
        goalName,
        target,
        planned.paymentAmount,
        req.dueDate,
        req.goalType,
        req.reminder,
        req.autoFund,
      ],
    );
    const row = await readGoal(db, goalAccountNumber);
    if (!row) return refused(GOAL_MESSAGES.alreadyClosed);
    return ok(view(row), GOAL_MESSAGES.updated);
  }

  return { options, plan, list, create, statement, breakQuote, breakGoal, close, update };
}

export type Goals = ReturnType<typeof createGoals>;
