// A goal account's full statement (spec §2 /view-target-save Recent Activity), read when the goal
// screen opens; a failed read is said, with a retry (ARCHITECTURE difference 3).
import { BusinessError, type GoalStatementRow } from '@savewin/api';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { readGoalStatement } from '../api/goals';

export type GoalStatement =
  { state: 'loading' } | { state: 'loaded'; rows: GoalStatementRow[] } | { state: 'failed'; message: string };

export function useGoalStatement(goalAccountNumber: string | null) {
  const [statement, setStatement] = useState<GoalStatement>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!goalAccountNumber) return;
    let current = true;
    setStatement({ state: 'loading' });
    readGoalStatement(goalAccountNumber)
      .then((answer) => {
        if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
        if (current) setStatement({ state: 'loaded', rows: answer.result ?? [] });
      })
      .catch((error: unknown) => {
        if (current) setStatement({ state: 'failed', message: failureMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [goalAccountNumber, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { statement, retry };
}
