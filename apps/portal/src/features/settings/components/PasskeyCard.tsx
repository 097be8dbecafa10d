// Settings, Security: add a passkey on this phone. The PIN first (the gateway checks
// it: a copied credential cannot add a passkey of its own), then the phone creates the passkey,
// verified by its own lock. The passkey then signs in and confirms payments instead of the PIN.
import { isSixDigitSecret } from '@savewin/core';
import { Button, Card, InlineMessage, Modal } from '@savewin/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';

import { failureMessage } from '../../../shared/api/client';
import { SecretField } from '../../../shared/components/SecretField';
import * as layout from '../../../shared/layout.css';
import { createPasskey } from '../../../shared/passkeys/ceremony';
import { PIN_LABEL, PIN_NEEDED } from '../../../shared/stepUp/stepUp';
import { registerPasskey, startPasskeyRegistration } from '../api/passkeys';

export const PASSKEY_NOT_CREATED = 'The passkey was not created. Please try again.';

export function PasskeyCard() {
  const [open, setOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function add() {
    if (pending) return;
    if (!isSixDigitSecret(pin)) {
      setError(PIN_NEEDED);
      return;
    }
    setPending(true);
    setError(null);
    try {
      const options = await startPasskeyRegistration(pin);
      if (!options.isSuccess || !options.result) {
        setPin('');
        setError(options.displayMessage || failureMessage(null));
        return;
      }
      const response = await createPasskey(options.result);
      if (!response) {
        setError(PASSKEY_NOT_CREATED);
        return;
      }
      const answer = await registerPasskey(response);
      if (!answer.isSuccess) {
        setError(answer.displayMessage || failureMessage(null));
        return;
      }
      setDone(answer.displayMessage);
      setOpen(false);
      setPin('');
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card as="div">
      <Button variant="ghost" onPress={() => setOpen(true)}>
        Add a passkey
      </Button>
      <p>Sign in and confirm payments with your phone&apos;s fingerprint, face or screen lock.</p>
      {done ? <InlineMessage tone="positive">{done}</InlineMessage> : null}
      <Modal
        title="Add a passkey"
        isOpen={open}
        isDismissable={!pending}
        onOpenChange={(next) => {
          if (!next && !pending) {
            setOpen(false);
            setError(null);
            setPin('');
          }
        }}
      >
        <Form
          className={layout.form}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <p>Enter your PIN, then follow your phone&apos;s prompt.</p>
          <SecretField
            label={PIN_LABEL}
            value={pin}
            onChange={(next) => {
              setPin(next);
              setError(null);
            }}
            errorMessage={error}
            autoComplete="current-password"
          />
          <Button type="submit" isPending={pending}>
            Continue
          </Button>
          <Button variant="secondary" isDisabled={pending} onPress={() => setOpen(false)}>
            Cancel
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
