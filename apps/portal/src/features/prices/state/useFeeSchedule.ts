// The gateway's fee schedule for /prices: read when the page opens, and again on retry. An answer
// for a page already left is dropped.
import type { FeeSchedule } from '@savewin/api';
import { useEffect, useState } from 'react';

import { readFeeSchedule } from '../api/feeSchedule';

export type FeeScheduleLoad =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; schedule: FeeSchedule };

export function useFeeSchedule() {
  const [load, setLoad] = useState<FeeScheduleLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    readFeeSchedule()
      .then((answer) => {
        if (!live) return;
        setLoad(
          answer.isSuccess && answer.result
            ? { state: 'loaded', schedule: answer.result }
            : { state: 'failed' },
        );
      })
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  function retry() {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }

  return { load, retry };
}
