// The customer's goals and the goal options, kept in the shared account data (spec §3) so the
// dashboard's Quick Access and every Target Save screen read the same lists. A goal is addressed
// by its account number in the query (?account=…), so a reload or a shared link finds it again.
import { BusinessError, type CustomerGoal, type GoalOption, readEnvelope } from '@savewin/api';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';

import { api } from '../../../shared/api/client';
import { accountDataAtom } from '../../../shared/data/accountData';
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
  const goals = useAtomValue(accountDataAtom).customerTargetSaves;
  return goals.find((g) => g.goalAccountNumber === account) ?? null;
}

/** Reloads the customer's goals; throws when they cannot be read, so the screen can say so. */
export async function refreshGoals(): Promise<void> {
  const customerNumber = store.get(accountDataAtom).subscription?.customerNumber;
  if (!customerNumber) return;
  const answer = await readEnvelope(
    api.GET('/api/investment/customer-goals/{customerNumber}', {
      params: { path: { customerNumber } },
    }),
  );
  if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
  // Signed out or switched customer meanwhile: the answer belongs to nobody on screen now.
  if (store.get(accountDataAtom).subscription?.customerNumber !== customerNumber) return;
  store.set(accountDataAtom, (data) => ({ ...data, customerTargetSaves: answer.result ?? [] }));
}

/** The goal options, fetched when the list is still empty (spec §2 create-target-save). */
export async function ensureGoalOptions(): Promise<GoalOption[]> {
  const known = store.get(accountDataAtom).goalOptions;
  if (known.length > 0) return known;
  const answer = await readEnvelope(api.GET('/api/investment/goal-options'));
  if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
  const options = answer.result ?? [];
  store.set(accountDataAtom, (data) => ({ ...data, goalOptions: options }));
  return options;
}
