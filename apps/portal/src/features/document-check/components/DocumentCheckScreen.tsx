// The public document check (/check-document, no sign-in): anyone holding a SAVE & WIN receipt or
// statement enters its verification code (or scans the QR code printed on it, which opens this
// page with the code after '#', so it never reaches a server log) and sees whether the gateway
// issued it and its key figures.
import type { components } from '@savewin/api';
import { Button, DocumentCheckResult, InlineMessage, TextField } from '@savewin/ui';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';

import { failureMessage } from '../../../shared/api/client';
import { PublicPage } from '../../../shared/components/PublicPage';
import * as layout from '../../../shared/layout.css';
import { checkDocument } from '../api/check';

type Check = components['schemas']['DocumentCheck'];
type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; check: Check }
  | { kind: 'failed'; message: string };

export const CODE_FORMAT_MESSAGE = 'Please enter the 20-character code printed on the document.';

/** The code as typed, if it can be one: 20 letters and digits once spaces and hyphens are gone. */
export function typedCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '');
  return /^[0-9A-Za-z]{20}$/.test(code) ? code : null;
}

function codeFromAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, '')).slice(0, 40);
  } catch {
    return '';
  }
}

export function DocumentCheckScreen() {
  const [text, setText] = useState(codeFromAddress);
  const [state, setState] = useState<State>({ kind: 'idle' });

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

  // A scanned QR code opens the page with the code filled in: check it at once.
  useEffect(() => {
    if (text) void check(text);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <PublicPage
      title="Check a document"
      intro={
        <p>
          Enter the verification code printed on a SAVE &amp; WIN receipt or statement to see whether we
          issued it.
        </p>
      }
    >
      <Form
        aria-label="Check a document"
        className={layout.form}
        onSubmit={(e) => {
          e.preventDefault();
          void check(text);
        }}
      >
        <TextField
          label="Verification code"
          value={text}
          onChange={(value) => {
            setText(value);
            if (state.kind === 'failed') setState({ kind: 'idle' });
          }}
          placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
          autoComplete="off"
          maxLength={40}
          isRequired
        />
        <Button type="submit" isPending={state.kind === 'checking'} pendingLabel="Checking the code">
          Check
        </Button>
      </Form>
      <div aria-live="polite">
        {state.kind === 'failed' ? <InlineMessage tone="critical">{state.message}</InlineMessage> : null}
        {state.kind === 'found' ? <DocumentCheckResult check={state.check} /> : null}
      </div>
    </PublicPage>
  );
}
