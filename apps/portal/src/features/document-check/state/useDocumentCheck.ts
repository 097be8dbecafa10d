// Checking a verification code with the gateway: the code is checked for its form first (a typo is
// told at once, without a call), then asked about; a code the page opened with is checked at once.
import type { components } from '@savewin/api';
import { useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { checkDocument } from '../api/check';

type Check = components['schemas']['DocumentCheck'];
type DocumentCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; check: Check }
  | { kind: 'failed'; message: string };

const CODE_FORMAT_MESSAGE = 'Please enter the 20-character code printed on the document.';

/** The code as typed, if it can be one: 20 letters and digits once spaces and hyphens are gone. */
function typedCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '');
  return /^[0-9A-Za-z]{20}$/.test(code) ? code : null;
}

/** `arrivalText`: the code the page opened with (a scanned QR code), checked once on arrival. */
export function useDocumentCheck(arrivalText: string) {
  const [state, setState] = useState<DocumentCheckState>({ kind: 'idle' });

  async function check(value: string) {
    if (state.kind === 'checking') return;
    const code = typedCode(value);
    if (!code) {
      setState({ kind: 'failed', message: CODE_FORMAT_MESSAGE });
      return;
    }
    setState({ kind: 'checking' });
    try {
      const answer = await checkDocument(code);
      setState(
        answer.isSuccess && answer.result
          ? { kind: 'found', check: answer.result }
          : { kind: 'failed', message: answer.displayMessage },
      );
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage(error) });
    }
  }

  useEffect(() => {
    if (arrivalText) void check(arrivalText);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** The customer is typing again: a failure no longer applies. */
  function dismissFailure() {
    if (state.kind === 'failed') setState({ kind: 'idle' });
  }

  return { state, check, dismissFailure };
}
