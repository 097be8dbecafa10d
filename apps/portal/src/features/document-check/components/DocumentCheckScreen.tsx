// The public document check (/check-document, no sign-in): anyone holding a SAVE & WIN receipt or
// statement enters its verification code (or scans the QR code printed on it, which opens this
// page with the code after '#', so it never reaches a server log) and sees whether the gateway
// issued it and its key figures.
import { Button, DocumentCheckResult, InlineMessage, TextField } from '@savewin/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';

import { PublicPage } from '../../../shared/components/PublicPage';
import * as layout from '../../../shared/layout.css';
import { useDocumentCheck } from '../state/useDocumentCheck';

function codeFromAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, '')).slice(0, 40);
  } catch {
    return '';
  }
}

export function DocumentCheckScreen() {
  const [text, setText] = useState(codeFromAddress);
  const { state, check, dismissFailure } = useDocumentCheck(text);

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
            dismissFailure();
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
