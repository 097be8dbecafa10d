// The customer's goals and the goal options, kept in the shared lists (spec §3) so the
// dashboard's Quick Access and every Target Save screen read the same lists. A goal is addressed
// by its account number in the query (?account=…), so a reload or a shared link finds it again.
import type { CustomerGoal, GoalOption } from '@savewin/api';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';

import { goalOptionList, targetSaveList } from '../../../shared/data/account';
import { store } from '../../../shared/store';

export const GOAL_QUERY_KEY = 'account';

/** The query that addresses one goal on /view-target-save and /fund-target-save. */
export function goalQuery(goal: Pick<CustomerGoal, 'goalAccountNumber'>): Record<string, string> {
  return { [GOAL_QUERY_KEY]: goal.goalAccountNumber };
}

/** The goal the URL names, or null when the customer has no such goal (yet). */
export function useGoalFromQuery(): CustomerGoal | null {
  const [params] = useSearchParams();
  const account = params.get(GOAL_QUERY_KEY);
  const goals = useAtomValue(targetSaveList.valueAtom);
  return goals.find((g) => g.goalAccountNumber === account) ?? null;
}

/** Reloads the customer's goals; throws when they cannot be read, so the screen can say so. */
export function refreshGoals(): Promise<void> {
  return targetSaveList.reload();
}

/** The goal options, fetched when the list is still empty (spec §2 create-target-save). */
export async function ensureGoalOptions(): Promise<GoalOption[]> {
  const known = store.get(goalOptionList.valueAtom);
  if (known.length > 0) return known;
  await goalOptionList.reload();
  return store.get(goalOptionList.valueAtom);
}
