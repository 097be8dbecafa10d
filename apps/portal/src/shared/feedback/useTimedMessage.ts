// A message that clears itself: errors and successes stay 5 s (spec §8) unless told otherwise.
import { MESSAGE_TIMEOUT_MS } from '@savewin/core';
import { useCallback, useEffect, useRef, useState } from 'react';

import { timing } from '../testTimings';

export interface TimedMessage {
  tone: 'critical' | 'positive';
  text: string;
}

export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (tone: TimedMessage['tone'], text: string, ms = timing('message', MESSAGE_TIMEOUT_MS)) => {
      clearTimeout(timer.current);
      setMessage({ tone, text });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
