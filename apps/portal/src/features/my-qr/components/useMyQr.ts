// The customer's own QR code as a screen holds it: asked for when wanted, kept while the screen
// lives and it is still the code wanted (static, or for the amount asked), the gateway's words
// when it cannot be read. A code is drawn only when the answer says it is the one asked for (the
// own account, the amount asked): a code for another amount is never shown as this one.
import type { MyQrAnswer } from '@savewin/api';
import { formatAmount, formatCedis, type Pesewas } from '@savewin/core';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { mainAccountAtom } from '../../../shared/data/selectors';
import { readMyQr } from '../api/myQr';

export interface MyQrState {
  /** The code for the amount wanted now; null while another (or none) is held. */
  code: MyQrAnswer | null;
  reading: boolean;
  problem: string | null;
  /** Asks for the code unless it is here or being asked for. */
  show(): void;
}

/** What the portal says when the gateway's code does not say what was asked. */
export const MY_QR_MISMATCH = 'We could not draw your QR code. Please try again.';

/**
 * Whether the answer is the code asked for: the customer's own account (`account`, when the screen
 * knows it), dynamic for exactly `amount` or static when none. The gateway reads its payload back
 * before answering (domain/ghqr mine), so the fields beside it say what the payload says; the
 * payload is not parsed again here (its reader would add 1.7 kB to the app for nothing).
 */
export function saysWhatWasAsked(
  answer: MyQrAnswer,
  amount: Pesewas | null,
  account: string | null,
): boolean {
  return (
    answer.kind === (amount === null ? 'static' : 'dynamic') &&
    answer.amount === (amount === null ? null : formatAmount(amount)) &&
    (account === null || answer.accountNumber === account)
  );
}

/** `amount`: the amount the code asks for (a dynamic code), or null for the static one. */
export function useMyQr(amount: Pesewas | null = null): MyQrState {
  const [held, setHeld] = useState<{ amount: Pesewas | null; code: MyQrAnswer } | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not the state: two presses within one render ask once.
  const asking = useRef(false);
  const account = useAtomValue(mainAccountAtom)?.accountNumber ?? null;
  const code = held && held.amount === amount ? held.code : null;

  const show = useCallback(() => {
    if (asking.current || code) return;
    asking.current = true;
    setReading(true);
    setProblem(null);
    readMyQr(amount === null ? undefined : formatAmount(amount))
      .then(
        (answer) => {
          if (saysWhatWasAsked(answer, amount, account)) setHeld({ amount, code: answer });
          else setProblem(MY_QR_MISMATCH);
        },
        (error: unknown) => setProblem(failureMessage(error)),
      )
      .finally(() => {
        asking.current = false;
        setReading(false);
      });
  }, [code, amount, account]);

  return { code, reading, problem, show };
}

/** What the code is, for screen readers and the e2e that scans it; `amount` a dynamic code's. */
export const myQrLabel = (name: string, amount: Pesewas | null = null) =>
  `QR code to pay ${name}${amount === null ? '' : ` ${formatCedis(amount)}`} into SAVE & WIN`;

/** The words under the code: who scans it, and for a dynamic code the amount it pays. */
export const myQrCaption = (amount: Pesewas | null = null) =>
  `Another SAVE & WIN customer scans this with Pay with QR to pay ${
    amount === null ? '' : `you ${formatCedis(amount)} `
  }into your SAVE & WIN account.`;
