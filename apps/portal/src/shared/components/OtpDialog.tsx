// The 'Enter OTP' step shared by sign-in, sign-up, KYC and profile deletion. It validates the code
// with the gateway and reports success; the caller decides what follows (spec §4).
// TODO(packages/ui): OtpModal + PinBoxes for the presentation.
import { isSixDigitSecret } from '@savewin/core';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';

import { GatewayError, type PortalGateway, type SessionTokens } from '../api/gateway';
import { gateway } from '../api/instance';
import { useTimedMessage } from '../feedback/useTimedMessage';
import { Button, ModalDialog, Notice, SecretField } from '../ui-pending';

/** Spec §8: isSuccess false → the server's message; non-200 → 'An error occurred.' + data. */
export function otpFailureMessage(error: unknown): string {
  if (error instanceof GatewayError && error.kind === 'http') {
    const detail = error.displayMessage?.trim() ?? '';
    return detail ? `An error occurred. ${detail}` : 'An error occurred.';
  }
  return 'Something went wrong';
}

export interface OtpDialogProps {
  isOpen: boolean;
  mobileNumber: string;
  /** The code was accepted; `message` is the server's displayMessage, `session` set at sign-in. */
  onVerified: (message: string, session: SessionTokens | null) => void;
  /** The gateway to validate with (sign-in passes one carrying the OTP-stage credential). */
  api?: PortalGateway;
  onCancel: () => void;
  /** A message shown once the code is accepted (success), or null. */
  successMessage?: string | null;
  /** Message when the server refuses without one (sign-up uses 'OTP Verification failed'). */
  refusedFallback?: string;
  title?: string;
}

export function OtpDialog({
  isOpen,
  mobileNumber,
  onVerified,
  onCancel,
  successMessage = null,
  refusedFallback = 'Invalid OTP',
  title = 'Enter OTP',
  api = gateway,
}: OtpDialogProps) {
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const error = useTimedMessage();
  const { clear } = error;
  // Each opening asks for a new code: nothing typed for an earlier one stays.
  useEffect(() => {
    if (isOpen) {
      setCode('');
      clear();
    }
  }, [isOpen, clear]);

  async function verify() {
    if (pending || successMessage) return;
    if (!isSixDigitSecret(code)) {
      error.show('critical', 'Please enter the 6-digit code');
      return;
    }
    setPending(true);
    error.clear();
    try {
      const answer = await api.validateOtp(mobileNumber, code);
      const session = answer.result && 'refreshToken' in answer.result ? answer.result : null;
      if (answer.isSuccess) onVerified(answer.displayMessage, session);
      else error.show('critical', answer.displayMessage || refusedFallback);
    } catch (e) {
      error.show('critical', otpFailureMessage(e));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setResending(true);
    try {
      const answer = await api.resendOtp(mobileNumber);
      if (answer.isSuccess) error.show('positive', 'A new code has been sent');
      else error.show('critical', answer.displayMessage || 'Something went wrong');
    } catch {
      error.show('critical', 'Something went wrong');
    } finally {
      setResending(false);
    }
  }

  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={(open) => !open && !pending && onCancel()}>
      <p>Enter the 6-digit code we sent by SMS to {mobileNumber}.</p>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void verify();
        }}
        style={{ display: 'grid', gap: 16 }}
      >
        <SecretField label="OTP" value={code} onChange={setCode} autoComplete="one-time-code" />
        {error.message ? <Notice tone={error.message.tone}>{error.message.text}</Notice> : null}
        {successMessage ? <Notice tone="positive">{successMessage}</Notice> : null}
        <Button type="submit" isPending={pending} isDisabled={Boolean(successMessage)}>
          Verify
        </Button>
        <Button
          variant="quiet"
          onPress={() => void resend()}
          isPending={resending}
          isDisabled={Boolean(successMessage)}
        >
          Resend code
        </Button>
      </Form>
    </ModalDialog>
  );
}
