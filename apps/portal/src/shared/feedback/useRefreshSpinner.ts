// A refresh control's state (spec §2 Target Save and linked wallets): pressing it reloads a list
// and the icon spins for 5 seconds, however quickly the list came back, so the customer sees the
// press was taken. A press while it spins is ignored; a failed reload is the caller's to show.
import { REFRESH_SPINNER_MS } from '@savewin/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export function useRefreshSpinner(reload: () => Promise<void>, spinMs = REFRESH_SPINNER_MS) {
  const [isSpinning, setSpinning] = useState(false);
  const spinning = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const refresh = useCallback(async () => {
    if (spinning.current) return;
    spinning.current = true;
    setSpinning(true);
    timer.current = setTimeout(() => {
      spinning.current = false;
      setSpinning(false);
    }, spinMs);
    await reload();
  }, [reload, spinMs]);
  return { isSpinning, refresh };
}
