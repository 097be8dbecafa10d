// The customer's own QR code as a screen holds it: asked for once when wanted, kept while the
// screen lives (the code never changes for an account), the gateway's words when it cannot be read.
import type { MyQrAnswer } from '@savewin/api';
import { useCallback, useRef, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { readMyQr } from '../api/myQr';

export interface MyQrState {
  code: MyQrAnswer | null;
  reading: boolean;
  problem: string | null;
  /** Asks for the code unless it is here or being asked for. */
  show(): void;
}

export function useMyQr(): MyQrState {
  const [code, setCode] = useState<MyQrAnswer | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not the state: two presses within one render ask once.
  const asking = useRef(false);

  const show = useCallback(() => {
    if (asking.current || code) return;
    asking.current = true;
    setReading(true);
    setProblem(null);
    readMyQr()
      .then(setCode, (error: unknown) => setProblem(failureMessage(error)))
      .finally(() => {
        asking.current = false;
        setReading(false);
      });
  }, [code]);

  return { code, reading, problem, show };
}

/** What the code is, for screen readers and the e2e that scans it. */
export const myQrLabel = (name: string) => `QR code to pay ${name} into SAVE & WIN`;

export const MY_QR_CAPTION =
  'Another SAVE & WIN customer scans this with Pay with QR to pay into your SAVE & WIN account.';
