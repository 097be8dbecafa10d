// The prizes page's load state: read on each visit (so a draw that just took place shows), and
// again on the customer's retry.
import { useCallback, useEffect, useState } from 'react';

import { readPrizeDraw, type PrizeDraw } from '../api/draws';

export type { PrizeDraw } from '../api/draws';

export type PrizeDrawState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: PrizeDraw };

export function usePrizeDraw() {
  const [state, setState] = useState<PrizeDrawState>({ status: 'loading' });
  const reload = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'loaded', data: await readPrizeDraw() });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}
