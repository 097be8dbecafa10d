// Delete Profile (spec §4): the customer types the number, which must match the signed-in one;
// the deletion is requested, a notice shows and after 10 s the session keys are cleared and the
// customer goes to /sign-in — also when the request fails. A deletion the gateway refuses (money
// left in the account or on its way) is not a deletion: the refusal shows and the session stays.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { DELETE_LOGOUT_DELAY_MS, normaliseMobileNumber } from '@savewin/core';
import { Button, InlineMessage, Modal, PhoneField } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { SecretField } from '../../../shared/components/SecretField';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { logout } from '../../../shared/session/logout';
import { leadIdAtom, mobileNumberAtom, sessionClosingAtom } from '../../../shared/session/session';
import { stopSessionTimers } from '../../../shared/session/timers';
import { PIN_LABEL, PIN_NEEDED, checkStepUp, proveStepUp } from '../../../shared/stepUp/stepUp';
import { timing } from '../../../shared/testTimings';
import { deleteProfile } from '../api/profile';

export const DELETION_NOTICE =
  'Your account is being processed for deletion. You will be logged out in a few seconds while we process your request.';

export function DeleteProfileDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const storedNumber = useAtomValue(mobileNumberAtom);
  const leadId = useAtomValue(leadIdAtom);
  const setSessionClosing = useSetAtom(sessionClosingAtom);
  const [typed, setTyped] = useState('');
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const message = useTimedMessage();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function remove() {
    if (pending || done) return;
    if (!typed.trim()) {
      message.show('critical', 'Please enter a number');
      return;
    }
    const typedLocal = normaliseMobileNumber(typed);
    const storedLocal = storedNumber ? normaliseMobileNumber(storedNumber) : null;
    if (!typedLocal || typedLocal !== storedLocal) {
      message.show('critical', 'Sorry the mobile number does not match');
      return;
    }
    // Deleting the profile needs the PIN for this deletion (step-up): a copied credential cannot.
    if (pin.length < 6) {
      message.show('critical', PIN_NEEDED);
      return;
    }
    // While the request runs the session may end on this flow's clock: on success the gateway
    // revokes the credential, and neither a background call's 401 nor the refresh clock may sign
    // out before the notice.
    setSessionClosing(true);
    setPending(true);
    message.clear();
    try {
      const check = await checkStepUp({ operation: 'DELETE_PROFILE', leadId: leadId ?? '' });
      if (check.status !== 'ready') {
        setSessionClosing(false);
        message.show('critical', check.status === 'refused' ? check.message : SOMETHING_WENT_WRONG);
        return;
      }
      const refused = check.token ? await proveStepUp(check.token, pin) : null;
      if (refused !== null) {
        // A wrong PIN: the number stays typed, the PIN is asked again.
        setSessionClosing(false);
        setPin('');
        message.show('critical', refused);
        return;
      }
      const answer = await deleteProfile(leadId ?? '', check.token);
      if (!answer.isSuccess) {
        setSessionClosing(false);
        message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
    } catch {
      // Spec §4: the customer is signed out the same way when the request errors.
    } finally {
      setPending(false);
    }
    stopSessionTimers();
    setDone(true);
    timer.current = setTimeout(
      () => {
        void logout().then(() => navigate(paths.signIn.getHref(), { replace: true }));
      },
      timing('deleteLogout', DELETE_LOGOUT_DELAY_MS),
    );
  }

  return (
    <Modal
      title="Delete Profile"
      role="alertdialog"
      isOpen={isOpen}
      isDismissable={!done}
      onOpenChange={(open) => !open && !pending && !done && onClose()}
    >
      {done ? (
        <InlineMessage tone="info">{DELETION_NOTICE}</InlineMessage>
      ) : (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void remove();
          }}
          className={layout.form}
        >
          <p>Deleting your profile closes your SAVE &amp; WIN account. Type your mobile number to confirm.</p>
          <PhoneField label="Mobile Number" value={typed} onChange={setTyped} autoComplete="off" />
          <SecretField label={PIN_LABEL} value={pin} onChange={setPin} autoComplete="current-password" />
          {message.message ? (
            <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
          ) : null}
          <Button type="submit" variant="danger" isPending={pending}>
            Delete Profile
          </Button>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
        </Form>
      )}
    </Modal>
  );
}
