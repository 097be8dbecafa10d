// Change Pin (spec §2, §4, §5): the current pin is confirmed, the new one saved through the lead
// update, a success modal shows and after 0.8 s the customer is back on /settings/security.
import { BusinessError } from '@savewin/api';
import { SUCCESS_MODAL_DELAY_MS, isSixDigitSecret } from '@savewin/core';
import { Button, Card, InlineMessage, Modal } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { SecretField } from '../../../shared/components/SecretField';
import { profile } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { leadIdAtom, mobileNumberAtom, profileNameAtom } from '../../../shared/session/session';
import { NewPinFields } from '../../../shared/steps/NewPinFields';
import { timing } from '../../../shared/testTimings';
import { confirmCurrentPin, updateLead } from '../api/profile';

export function ChangePinScreen() {
  const navigate = useNavigate();
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const leadId = useAtomValue(leadIdAtom);
  const profileName = useAtomValue(profileNameAtom) ?? '';
  const { subscription, lead } = useAtomValue(profile.valueAtom);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const message = useTimedMessage();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function change() {
    if (pending || success) return;
    if (!current || !next || !confirm) {
      message.show('critical', 'You need to complete the form to proceed');
      return;
    }
    if (next !== confirm) {
      message.show('critical', 'Pin entered does not match');
      return;
    }
    if (!isSixDigitSecret(next)) {
      message.show('critical', 'Your new pin must be 6 digits');
      return;
    }
    setPending(true);
    message.clear();
    try {
      const confirmed = await confirmCurrentPin(mobileNumber, current);
      if (!confirmed.isSuccess) throw new BusinessError(confirmed.displayMessage);
      const updated = await updateLead({
        leadId: leadId ?? lead?.leadId ?? '',
        profileName: lead?.profileName ?? profileName,
        mobileNumber,
        email: subscription?.email ?? lead?.email ?? '',
        pin: next,
      });
      if (!updated.isSuccess) throw new BusinessError(updated.displayMessage);
      setCurrent('');
      setNext('');
      setConfirm('');
      setSuccess(updated.displayMessage || 'Your pin has been changed');
      timer.current = setTimeout(
        () => void navigate(paths.settingsSecurity.getHref()),
        timing('successModalDelay', SUCCESS_MODAL_DELAY_MS),
      );
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <h1>Change Pin</h1>
      <Card as="div">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void change();
          }}
          className={layout.form}
        >
          <SecretField
            label="Current Pin"
            value={current}
            onChange={setCurrent}
            autoComplete="current-password"
          />
          <NewPinFields
            labels={['New Pin', 'Confirm New Pin']}
            pin={next}
            onPinChange={setNext}
            confirmPin={confirm}
            onConfirmPinChange={setConfirm}
          />
          {message.message ? (
            <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
          ) : null}
          <Button type="submit" isPending={pending}>
            Change Pin
          </Button>
        </Form>
      </Card>
      <Modal title="Pin changed" isOpen={success !== null} isDismissable={false}>
        <InlineMessage tone="positive">{success}</InlineMessage>
      </Modal>
    </>
  );
}
