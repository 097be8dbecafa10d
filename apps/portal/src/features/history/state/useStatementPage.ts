// One page of the filtered statement, read whenever the account, the applied filters or the page
// change, and again on retry. Only the latest read may write: a slow earlier answer is dropped.
import type { StatementPage } from '@savewin/api';
import { useEffect, useState } from 'react';

import { readStatementPage } from '../api/statement';

import { statementQuery, type HistoryFilters } from './historyFilters';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; page: StatementPage };

/** `onRefusal`: shows the gateway's message when it refuses the read (a stable function). */
export function useStatementPage(
  accountNumber: string,
  applied: HistoryFilters,
  page: number,
  onRefusal: (message: string) => void,
) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    readStatementPage(accountNumber, statementQuery(applied, page))
      .then((answer) => {
        if (!live) return;
        if (answer.isSuccess && answer.result) setLoad({ kind: 'loaded', page: answer.result });
        else {
          setLoad({ kind: 'failed' });
          if (answer.displayMessage) onRefusal(answer.displayMessage);
        }
      })
      .catch(() => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [accountNumber, applied, page, attempt, onRefusal]);

  return { load, retry: () => setAttempt((n) => n + 1) };
}
