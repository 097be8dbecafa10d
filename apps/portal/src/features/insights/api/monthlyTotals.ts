// The SAVE & WIN account's money in, money out and month-end balance for the last months, as the
// gateway reads them from the ledger, for the money chart.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function readMonthlyTotals(accountNumber: string, months: number) {
  return readEnvelope(
    api.GET('/api/transaction-service/statement/{accountNumber}/monthly', {
      params: { path: { accountNumber }, query: { months } },
    }),
  );
}
