// Goal jobs, once per goal and period (Daily: the day, Weekly: the ISO week, Monthly: the month):
//  * set & forget: moves the goal's paymentAmount (never past its target) from the SAVE & WIN
//    account through the ledger as the system (never as a forged customer) with an own-bank transfer whose id names the
//    goal and period, so a second run (or two at once) never moves money twice; short funds skip
//    the period with a notification;
//  * reminders: a notification per period for goals with reminders on.
// The period's claim (goal_job_runs) and the notifications are written once; safe to run twice.
import { formatAmount, formatCedis, type GoalFrequency } from '@savewin/core';

import type { Database } from '../db/database';
import { notify } from '../domain/common';
import { assistantOff } from '../domain/goals/goals';
import { openBalances, type LedgerService } from '../domain/ledger/index';

export const AUTO_FUND_NARRATION = 'SOLIS TRANSFER TARGET SAVE';
export const AUTO_FUND_SOURCE = 'SET AND FORGET';

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The period a moment falls in for a goal's frequency (UTC, Accra's time zone). */
export function periodOf(goalType: GoalFrequency, at: Date): string {
  if (goalType === 'Daily') return isoDay(at);
  if (goalType === 'Monthly') return at.toISOString().slice(0, 7);
  // The ISO week, named by its Monday.
  const day = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - day));
  return `W${isoDay(monday)}`;
}

export function autoFundTransactionId(goalAccountNumber: string, period: string): string {
  return `auto-${goalAccountNumber}-${period}`;
}

interface DueGoal {
  goal_account_number: string;
  customer_number: string;
  goal_name: string;
  payment_amount: number;
  target_amount: number;
  goal_type: GoalFrequency;
  source_account_number: string;
  balance: number;
  lead_id: string | null;
  mobile_number: string | null;
}

export interface GoalJobReport {
  funded: number;
  skipped: number;
  failed: number;
  reminded: number;
}

export async function runGoalJobs(
  deps: { db: Database; ledger: Pick<LedgerService, 'transactForCustomer'> },
  at: Date,
): Promise<GoalJobReport> {
  const { db } = deps;
  const report: GoalJobReport = { funded: 0, skipped: 0, failed: 0, reminded: 0 };
  const today = isoDay(at);
  const candidates = await db.query<Omit<DueGoal, 'balance'> & { auto_fund: boolean; reminder: boolean }>(
    `SELECT g.goal_account_number, g.customer_number, g.goal_name, g.payment_amount, g.target_amount, g.goal_type,
            g.source_account_number, g.auto_fund, g.reminder, l.lead_id, l.mobile_number
       FROM goals g
       LEFT JOIN leads l ON l.customer_number = g.customer_number AND l.deleted_at IS NULL
      WHERE g.due_date >= $1 AND (g.auto_fund OR g.reminder)
      ORDER BY g.goal_account_number`,
    [today],
  );
  // Goals still short of their target, on an open account.
  const balances = await openBalances(
    db,
    candidates.map((goal) => goal.goal_account_number),
  );
  const goals = candidates.flatMap((goal) => {
    const balance = balances.get(goal.goal_account_number);
    return balance !== undefined && balance < Number(goal.target_amount) ? [{ ...goal, balance }] : [];
  });

  for (const goal of goals) {
    const period = periodOf(goal.goal_type, at);
    if (goal.auto_fund) await autoFund(goal, period);
    else if (goal.reminder) await remind(goal, period);
  }
  return report;

  async function claimed(goal: DueGoal, job: 'AUTO_FUND' | 'REMINDER', period: string): Promise<boolean> {
    const [row] = await db.query(
      `SELECT 1 FROM goal_job_runs WHERE goal_account_number = $1 AND job = $2 AND period = $3`,
      [goal.goal_account_number, job, period],
    );
    return row !== undefined;
  }

  async function record(
    goal: DueGoal,
    period: string,
    outcome: 'FUNDED' | 'SKIPPED' | 'FAILED',
    detail: string,
    transactionId: string,
    note: { title: string; message: string },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO goal_job_runs (goal_account_number, job, period, outcome, transaction_id, detail, ran_at)
         VALUES ($1, 'AUTO_FUND', $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [goal.goal_account_number, period, outcome, transactionId, detail, at.toISOString()],
      );
      await notify(tx, {
        customerNumber: goal.customer_number,
        ...note,
        link: '/target-save',
        at,
        dedupeKey: `auto-fund:${goal.goal_account_number}:${period}`,
      });
    });
  }

  async function autoFund(goal: DueGoal, period: string): Promise<void> {
    if (await claimed(goal, 'AUTO_FUND', period)) return;
    const amount = Math.min(Number(goal.payment_amount), Number(goal.target_amount) - Number(goal.balance));
    const transactionId = autoFundTransactionId(goal.goal_account_number, period);
    if (!goal.lead_id || !goal.mobile_number) {
      report.failed += 1;
      return;
    }
    let answer: { isSuccess: boolean; displayMessage: string };
    try {
      answer = await deps.ledger.transactForCustomer('set-and-forget', goal.customer_number, {
        customerAccountNumber: goal.source_account_number,
        transactionId,
        amount: formatAmount(amount),
        narration: AUTO_FUND_NARRATION,
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: goal.goal_account_number,
        destinationSortCode: '999999',
        sourceSystem: AUTO_FUND_SOURCE,
      });
    } catch (error) {
      answer = { isSuccess: false, displayMessage: error instanceof Error ? error.message : String(error) };
    }
    if (answer.isSuccess) {
      report.funded += 1;
      await record(goal, period, 'FUNDED', answer.displayMessage, transactionId, {
        title: 'Goal funded',
        message: `${formatCedis(amount)} was moved to your goal '${goal.goal_name}' (Set & Forget).`,
      });
    } else {
      report.skipped += 1;
      await record(goal, period, 'SKIPPED', answer.displayMessage, transactionId, {
        title: 'Goal funding skipped',
        message: `We could not move ${formatCedis(amount)} to your goal '${goal.goal_name}' this time. ${answer.displayMessage}`,
      });
    }
  }

  async function remind(goal: DueGoal, period: string): Promise<void> {
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `INSERT INTO goal_job_runs (goal_account_number, job, period, outcome, ran_at)
         VALUES ($1, 'REMINDER', $2, 'REMINDED', $3) ON CONFLICT DO NOTHING RETURNING period`,
        [goal.goal_account_number, period, at.toISOString()],
      );
      if (rows.length === 0) return false;
      await notify(tx, {
        customerNumber: goal.customer_number,
        title: 'Time to fund your goal',
        message: `Remember to save ${formatCedis(Number(goal.payment_amount))} towards '${goal.goal_name}'.`,
        link: '/fund-target-save',
        at,
        dedupeKey: `reminder:${goal.goal_account_number}:${period}`,
      });
      return true;
    });
    if (inserted) report.reminded += 1;
  }
}

export interface MaturityReport {
  matured: number;
  refused: number;
}

/**
 * Goals whose due date has come (on or before `at`'s day) and whose account is still open move
 * their balance and earnings to SAVE & WIN through the ledger (one release per goal, keyed by
 * the goal, so a rerun, a second instance or a customer's break at the same moment moves the
 * money once), with a notice and an SMS alert (money in; the customer's choice respected).
 */
export async function runGoalMaturity(
  deps: { db: Database; ledger: Pick<LedgerService, 'releaseGoal'> },
  at: Date,
): Promise<MaturityReport> {
  const report: MaturityReport = { matured: 0, refused: 0 };
  const due = await deps.db.query<{
    goal_account_number: string;
    customer_number: string;
    goal_name: string;
  }>(
    `SELECT goal_account_number, customer_number, goal_name FROM goals
      WHERE due_date <= $1 ORDER BY due_date, goal_account_number`,
    [isoDay(at)],
  );
  const open = await openBalances(
    deps.db,
    due.map((goal) => goal.goal_account_number),
  );
  for (const goal of due) {
    if (!open.has(goal.goal_account_number)) continue;
    const answer = await deps.ledger.releaseGoal({
      kind: 'MATURITY',
      customerNumber: goal.customer_number,
      goalAccountNumber: goal.goal_account_number,
      transactionId: '',
      alongside: async (tx, released) => {
        await assistantOff(tx, goal.goal_account_number);
        await notify(tx, {
          customerNumber: goal.customer_number,
          title: 'Goal matured',
          message:
            `Your goal '${goal.goal_name}' has reached its due date. ${formatCedis(released.amount)}` +
            (released.interest > 0 ? ` (with ${formatCedis(released.interest)} of interest)` : '') +
            ' was moved to your SAVE & WIN account.',
          link: '/',
          at,
          dedupeKey: `goal-matured:${goal.goal_account_number}`,
          alert: 'money-in',
        });
      },
    });
    if (answer.isSuccess) report.matured += 1;
    else report.refused += 1;
  }
  return report;
}
