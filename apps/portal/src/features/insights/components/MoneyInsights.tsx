// The SAVE & WIN account month by month (money in, money out, the balance at each month's end),
// as the gateway reads it from the ledger, drawn by the design system's MoneyChart.
import { type MonthlyTotals, SOMETHING_WENT_WRONG } from '@savewin/api';
import { ErrorState, MoneyChart } from '@savewin/ui';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { readMonthlyTotals } from '../api/monthlyTotals';

/** Six months fit a 360 px phone with every month named. */
const MONTHS = 6;

type Load =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; totals: MonthlyTotals };

export default function MoneyInsights({ accountNumber }: { accountNumber: string }) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    readMonthlyTotals(accountNumber, MONTHS)
      .then((answer) => {
        if (!live) return;
        if (answer.isSuccess && answer.result) setLoad({ kind: 'loaded', totals: answer.result });
        else setLoad({ kind: 'failed', message: answer.displayMessage });
      })
      .catch((error: unknown) => live && setLoad({ kind: 'failed', message: failureMessage(error) }));
    return () => {
      live = false;
    };
  }, [accountNumber, attempt]);

  if (load.kind === 'failed') {
    return (
      <ErrorState
        title={load.message || SOMETHING_WENT_WRONG}
        onRetry={() => {
          setLoad({ kind: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <MoneyChart
      isLoading={load.kind === 'loading'}
      months={load.kind === 'loaded' ? load.totals.months : []}
    />
  );
}
