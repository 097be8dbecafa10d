// The SAVE & WIN account month by month (money in, money out, the balance at each month's end),
// as the gateway reads it from the ledger, drawn by the design system's MoneyChart. The default
// export (the lazily loaded chunk) wires the read to the chart.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { ErrorState, MoneyChart } from '@savewin/ui';

import { useMonthlyTotals, type MonthlyTotalsLoad } from '../state/useMonthlyTotals';

/** Six months fit a 360 px phone with every month named. */
const MONTHS = 6;

function MonthlyChart({ load, onRetry }: { load: MonthlyTotalsLoad; onRetry: () => void }) {
  if (load.kind === 'failed') {
    return <ErrorState title={load.message || SOMETHING_WENT_WRONG} onRetry={onRetry} />;
  }
  return (
    <MoneyChart
      isLoading={load.kind === 'loading'}
      months={load.kind === 'loaded' ? load.totals.months : []}
    />
  );
}

export default function MoneyInsights({ accountNumber }: { accountNumber: string }) {
  const { load, retry } = useMonthlyTotals(accountNumber, MONTHS);
  return <MonthlyChart load={load} onRetry={retry} />;
}
