// Change E-mail, from Account Information: the new address and the current pin (as for
// every sensitive change), then the 6-digit code the gateway e-mails to the new address. The
// address on the profile changes only when that code is accepted; a success modal shows and after
// 0.8 s the customer is back on /account-details, which shows it verified. Refusals are the
// gateway's words; nothing is sent while the form is incomplete.
import { BusinessError } from '@savewin/api';
import { SUCCESS_MODAL_DELAY_MS, isSixDigitSecret, isValidEmail } from '@savewin/core';
import { Button, Card, InlineMessage, TextField } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { SecretField } from '../../../shared/components/SecretField';
import { profile } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { mobileNumberAtom } from '../../../shared/session/session';
import { timing } from '../../../shared/testTimings';
import { confirmEmailChange, requestEmailChange } from '../api/profile';

export const EMAIL_MESSAGES = {
  invalid: 'Please enter a valid e-mail address.',
  pin: 'Please enter your 6-digit pin',
} as const;

export function ChangeEmailScreen() {
  const navigate = useNavigate();
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const { subscription, lead } = useAtomValue(profile.valueAtom);
  const current = subscription ?? lead;
  // An address never proved is offered as it is: sending the code to it proves it.
  const [email, setEmail] = useState(() => (current && !current.emailVerified ? current.email : ''));
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState(false);
  /** The address a code was sent to: the code step is open. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const message = useTimedMessage();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function request(address: string) {
    return requestEmailChange(address, pin);
  }

  async function send() {
    if (pending || sentTo) return;
    const address = email.trim();
    if (!isValidEmail(address)) {
      message.show('critical', EMAIL_MESSAGES.invalid);
      return;
    }
    if (!isSixDigitSecret(pin)) {
      message.show('critical', EMAIL_MESSAGES.pin);
      return;
    }
    setPending(true);
    message.clear();
    try {
      const answer = await request(address);
      if (!answer.isSuccess || !answer.result) throw new BusinessError(answer.displayMessage);
      setSuccess(null);
      setSentTo(answer.result.email);
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  function verified(serverMessage: string) {
    setSuccess(serverMessage || 'Your e-mail address has been verified.');
    setPin('');
    // The account page reads the new address (verified) as soon as it opens.
    void profile.reload().catch(() => undefined);
    timer.current = setTimeout(
      () => void navigate(paths.accountDetails.getHref()),
      timing('successModalDelay', SUCCESS_MODAL_DELAY_MS),
    );
  }

  return (
    <>
      <h1>Change E-mail</h1>
      <Card as="div">
        <p>
          We will send a 6-digit code to the new address. Your e-mail changes once you enter it.
          {current?.email ? ` Your e-mail now: ${current.email}.` : null}
        </p>
        <Form
          // The page's own check and words, not the browser's bubble for an e-mail field.
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          className={layout.form}
        >
          <TextField
            label="New E-mail"
            type="email"
            inputMode="email"
            value={email}
            onChange={setEmail}
            autoComplete="email"
            isRequired
          />
          <SecretField label="Pin" value={pin} onChange={setPin} autoComplete="current-password" />
          {message.message ? (
            <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
          ) : null}
          <Button type="submit" isPending={pending}>
            Send code
          </Button>
        </Form>
      </Card>
      <OtpDialog
        isOpen={sentTo !== null}
        title="Verify your e-mail"
        mobileNumber={mobileNumber}
        destination={sentTo ?? ''}
        successMessage={success}
        refusedFallback="Something went wrong"
        onCancel={() => {
          if (!success) setSentTo(null);
        }}
        onVerified={(serverMessage) => verified(serverMessage)}
        check={{
          verify: (code) => confirmEmailChange(code),
          resend: () => request(sentTo ?? email.trim()),
        }}
      />
    </>
  );
}
