// 'Sign out everywhere' (Security settings): after a confirmation the gateway ends every session
// of the customer, on every phone and browser, this one included, and this device goes to
// /sign-in. A refusal shows in the dialog and the customer stays signed in here, so they know the
// other sessions may still be alive.
import { ConfirmDialog, InlineMessage } from '@savewin/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { logoutEverywhere } from '../../../shared/session/logout';
import { sessionClosingAtom } from '../../../shared/session/session';

export function SignOutEverywhereDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const setSessionClosing = useSetAtom(sessionClosingAtom);
  const [pending, setPending] = useState(false);
  const message = useTimedMessage();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title="Sign out everywhere"
      message="Are you sure you want to sign out on every device, this one included?"
      tone="danger"
      isPending={pending}
      onConfirm={() => {
        // The gateway ends this session too: no background call's 401 may sign out before the answer.
        setSessionClosing(true);
        setPending(true);
        message.clear();
        logoutEverywhere().then(
          () => {
            setPending(false);
            onClose();
            void navigate(paths.signIn.getHref(), { replace: true });
          },
          (error: unknown) => {
            setSessionClosing(false);
            setPending(false);
            message.show('critical', failureMessage(error));
          },
        );
      }}
    >
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
    </ConfirmDialog>
  );
}
