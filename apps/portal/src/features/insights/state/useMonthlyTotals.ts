// The SAVE & WIN account's monthly totals for the money chart: read when the chart is drawn, and
// again on retry. An answer for an account no longer shown is dropped.
import type { MonthlyTotals } from '@savewin/api';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { readMonthlyTotals } from '../api/monthlyTotals';

export type MonthlyTotalsLoad =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; totals: MonthlyTotals };

export function useMonthlyTotals(accountNumber: string, months: number) {
  const [load, setLoad] = useState<MonthlyTotalsLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    readMonthlyTotals(accountNumber, months)
      .then((answer) => {
        if (!live) return;
        if (answer.isSuccess && answer.result) setLoad({ kind: 'loaded', totals: answer.result });
        else setLoad({ kind: 'failed', message: answer.displayMessage });
      })
      .catch((error: unknown) => live && setLoad({ kind: 'failed', message: failureMessage(error) }));
    return () => {
      live = false;
    };
  }, [accountNumber, months, attempt]);

  function retry() {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { load, retry };
}
