// Where a customer's draw prizes go: SAVE & WIN (the default), or one of their own open goals,
// so a win becomes savings towards something without a step of their own. The choice is only
// kept while it can be honoured: a goal must be the customer's, open and before its due date when
// chosen, and is checked again when a draw pays (the ledger decides under the goal's lock).
import type { Database, Queryable } from '../../db/database';
import type { Caller } from '../caller';
import { notFound, requireCustomer } from '../common';
import { NotYours } from '../errors';
import { customerAccountFacts } from '../ledger/index';
import { ok, refused, type Outcome } from '../outcome';

export const PRIZE_DESTINATION_MESSAGES = {
  toSaveAndWin: 'Your prizes will be added to your SAVE & WIN account.',
  toGoal: (goalName: string) => `Your prizes will be saved into your goal '${goalName}'.`,
  chooseGoal: 'Please choose the goal your prizes should be saved into.',
  unknownGoal: 'We could not find that goal. Please choose one of your open goals.',
  notYourGoal: 'You can only have prizes saved into your own goals.',
  closedGoal: 'This goal has been closed. Please choose one of your open goals or your SAVE & WIN account.',
  dueGoal: 'This goal has reached its due date. Please choose another goal or your SAVE & WIN account.',
  noLongerOpen: (goalName: string) =>
    `Your goal '${goalName}' is no longer open, so your prizes will be added to your SAVE & WIN account.`,
} as const;

export interface PrizeDestinationView {
  destination: 'SAVE_AND_WIN' | 'GOAL';
  goalAccountNumber: string | null;
  goalName: string | null;
}

export interface PrizeDestinationUpdate {
  destination: 'SAVE_AND_WIN' | 'GOAL';
  goalAccountNumber?: string;
}

/** The goal a customer chose for their prizes (whatever its state now), or null for SAVE & WIN. */
export interface ChosenGoal {
  goalAccountNumber: string;
  goalName: string;
  /** The goal's due date (YYYY-MM-DD): from that day on it matures and takes no more prizes. */
  dueDate: string;
}

const day = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export async function chosenGoalOf(q: Queryable, customerNumber: string): Promise<ChosenGoal | null> {
  const [row] = await q.query<{ goal_account_number: string; goal_name: string; due_date: Date | string }>(
    `SELECT g.goal_account_number, g.goal_name, g.due_date
       FROM prize_destinations d
       JOIN goals g ON g.goal_account_number = d.goal_account_number AND g.customer_number = d.customer_number
      WHERE d.customer_number = $1`,
    [customerNumber],
  );
  return row
    ? { goalAccountNumber: row.goal_account_number, goalName: row.goal_name, dueDate: day(row.due_date) }
    : null;
}

/** True when the goal can take a prize at `at` as far as its plan goes (the ledger checks it is open). */
export function beforeDueDate(goal: ChosenGoal, at: Date): boolean {
  return day(at) < goal.dueDate;
}

/** Why one of the customer's goals cannot take prizes now (their words), or null when it can. */
async function goalProblem(q: Queryable, goal: ChosenGoal, at: Date): Promise<string | null> {
  const account = await customerAccountFacts(q, goal.goalAccountNumber);
  if (account?.status !== 'ACTIVE') return PRIZE_DESTINATION_MESSAGES.closedGoal;
  if (!beforeDueDate(goal, at)) return PRIZE_DESTINATION_MESSAGES.dueGoal;
  return null;
}

export function createPrizeDestinations(deps: { db: Database; now(): Date }) {
  const { db } = deps;

  async function read(auth: Caller | null): Promise<Outcome<PrizeDestinationView>> {
    const caller = requireCustomer(auth);
    const goal = await chosenGoalOf(db, caller.customerNumber);
    if (!goal) return ok({ destination: 'SAVE_AND_WIN', goalAccountNumber: null, goalName: null }, '');
    if (await goalProblem(db, goal, deps.now())) {
      return ok(
        { destination: 'SAVE_AND_WIN', goalAccountNumber: null, goalName: null },
        PRIZE_DESTINATION_MESSAGES.noLongerOpen(goal.goalName),
      );
    }
    return ok(
      { destination: 'GOAL', goalAccountNumber: goal.goalAccountNumber, goalName: goal.goalName },
      '',
    );
  }

  /**
   * Saves the choice. A goal named is checked first, whatever the destination: unknown is 404,
   * another customer's is 403 (as every goal operation answers); one of the caller's that is closed
   * or due is a refusal. Nothing is written unless the choice is accepted.
   */
  async function set(
    auth: Caller | null,
    req: PrizeDestinationUpdate,
  ): Promise<Outcome<PrizeDestinationView>> {
    const caller = requireCustomer(auth);
    const now = deps.now();
    let named: ChosenGoal | null = null;
    if (req.goalAccountNumber !== undefined) {
      const [row] = await db.query<{ customer_number: string; goal_name: string; due_date: Date | string }>(
        `SELECT customer_number, goal_name, due_date FROM goals WHERE goal_account_number = $1`,
        [req.goalAccountNumber],
      );
      if (!row) throw notFound(PRIZE_DESTINATION_MESSAGES.unknownGoal);
      if (row.customer_number !== caller.customerNumber)
        throw new NotYours(PRIZE_DESTINATION_MESSAGES.notYourGoal);
      named = {
        goalAccountNumber: req.goalAccountNumber,
        goalName: row.goal_name,
        dueDate: day(row.due_date),
      };
    }
    const goal = req.destination === 'GOAL' ? named : null;
    if (req.destination === 'GOAL') {
      if (!goal) return refused(PRIZE_DESTINATION_MESSAGES.chooseGoal);
      const problem = await goalProblem(db, goal, now);
      if (problem) return refused(problem);
    }
    await db.query(
      `INSERT INTO prize_destinations (customer_number, goal_account_number, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_number)
       DO UPDATE SET goal_account_number = EXCLUDED.goal_account_number, updated_at = EXCLUDED.updated_at`,
      [caller.customerNumber, goal?.goalAccountNumber ?? null, now.toISOString()],
    );
    return goal
      ? ok(
          { destination: 'GOAL', goalAccountNumber: goal.goalAccountNumber, goalName: goal.goalName },
          PRIZE_DESTINATION_MESSAGES.toGoal(goal.goalName),
        )
      : ok(
          { destination: 'SAVE_AND_WIN', goalAccountNumber: null, goalName: null },
          PRIZE_DESTINATION_MESSAGES.toSaveAndWin,
        );
  }

  return { read, set };
}
