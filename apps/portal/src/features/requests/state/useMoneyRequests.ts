// The requests screen's state: the customer's requests, read on each visit (one may have been
// paid or declined from another phone meanwhile) and again after every change; a decline or a
// cancel sent once however often it is pressed, its answer put in the list at once.
import type { MoneyRequest } from '@savewin/api';
import type { MoneyRequestAction } from '@savewin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { cancelMoneyRequest, declineMoneyRequest, readMoneyRequests } from '../api/moneyRequests';

export type RequestsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; requests: MoneyRequest[] };

export type DecisionOutcome = { status: 'done'; message: string } | { status: 'refused'; message: string };

export function useMoneyRequests() {
  const [state, setState] = useState<RequestsState>({ status: 'loading' });
  const [busy, setBusy] = useState<MoneyRequestAction | null>(null);
  // A ref, not state: two presses in the same frame must see the first one.
  const deciding = useRef(false);

  /** Reads the list; the rows on screen stay while it travels, unless `showSpinner`. */
  const reload = useCallback(async (showSpinner = false) => {
    if (showSpinner) setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', requests: await readMoneyRequests() });
    } catch {
      setState((s) => (s.status === 'loaded' ? s : { status: 'failed' }));
    }
  }, []);

  useEffect(() => {
    void reload(true);
  }, [reload]);

  /** Declines or cancels; null when another action is under way. */
  const decide = useCallback(
    async (requestId: string, action: 'decline' | 'cancel'): Promise<DecisionOutcome | null> => {
      if (deciding.current) return null;
      deciding.current = true;
      setBusy({ requestId, action });
      try {
        const decided =
          action === 'decline' ? await declineMoneyRequest(requestId) : await cancelMoneyRequest(requestId);
        setState((s) =>
          s.status === 'loaded'
            ? { ...s, requests: s.requests.map((r) => (r.requestId === requestId ? decided : r)) }
            : s,
        );
        return { status: 'done', message: action === 'decline' ? 'Request declined.' : 'Request cancelled.' };
      } catch (error) {
        // Refused: it may have been paid or decided elsewhere meanwhile; the list says how it stands.
        void reload();
        return { status: 'refused', message: failureMessage(error) };
      } finally {
        deciding.current = false;
        setBusy(null);
      }
    },
    [reload],
  );

  return { state, busy, reload, decide };
}
