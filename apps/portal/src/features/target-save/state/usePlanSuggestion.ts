// The suggested plan under the create-goal form (spec §4: the plan calculation shows suggested
// plan text), asked again whenever the target, the date or the frequency changes. Typing settles
// first, and an answer to an older question is dropped. A refusal or failure is shown, not only
// logged (ARCHITECTURE difference 7).
import { BusinessError } from '@savewin/api';
import { formatAmount, type GoalFrequency, type Pesewas } from '@savewin/core';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { calculatePlan } from '../api/goals';

const SETTLE_MS = 400;

export type PlanSuggestion =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; text: string }
  | { state: 'failed'; message: string };

export function usePlanSuggestion(
  target: Pesewas | null,
  dueDate: string | null,
  goalType: GoalFrequency,
): PlanSuggestion {
  const [plan, setPlan] = useState<PlanSuggestion>({ state: 'none' });
  useEffect(() => {
    if (target === null || !dueDate) {
      setPlan({ state: 'none' });
      return;
    }
    let current = true;
    setPlan({ state: 'loading' });
    const timer = setTimeout(() => {
      calculatePlan({ targetAmount: formatAmount(target), dueDate, goalType })
        .then((answer) => {
          if (!answer.isSuccess || !answer.result) throw new BusinessError(answer.displayMessage);
          if (current) setPlan({ state: 'ready', text: answer.result.suggestedPlan });
        })
        .catch((error: unknown) => {
          if (current) setPlan({ state: 'failed', message: failureMessage(error) });
        });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [target, dueDate, goalType]);
  return plan;
}
