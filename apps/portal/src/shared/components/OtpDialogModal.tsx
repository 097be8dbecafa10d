// The 'Enter OTP' step shared by sign-in, sign-up, KYC, profile deletion, linking a wallet and the
// payment link, on the design system's OtpModal. It validates the code with the gateway and
// reports success; the caller decides what follows (spec §4). Screens use it through ./OtpDialog,
// which loads this module (and react-aria's modal code) only once the customer starts the form.
import {
  GatewayError,
  SOMETHING_WENT_WRONG,
  type Envelope,
  type PayerToken,
  type SessionTokens,
} from '@savewin/api';
import { formatMobileNumber } from '@savewin/core';
import { OtpModal } from '@savewin/ui';
import { useEffect, useState } from 'react';

import { withBearer } from '../api/client';
import { resendOtp, validateOtp } from '../api/otp';
import { useTimedMessage } from '../feedback/useTimedMessage';

/** Spec §8: isSuccess false → the server's message; non-200 → 'An error occurred.' + data. */
export function otpFailureMessage(error: unknown): string {
  if (error instanceof GatewayError && error.kind === 'http') {
    const detail = error.displayMessage?.trim() ?? '';
    return detail ? `An error occurred. ${detail}` : 'An error occurred.';
  }
  return SOMETHING_WENT_WRONG;
}

export interface OtpDialogProps {
  isOpen: boolean;
  mobileNumber: string;
  /**
   * The code was accepted; `message` is the server's displayMessage, `session` set at sign-in,
   * `result` the validation's result as is (the payment-link payer's credential).
   */
  onVerified: (
    message: string,
    session: SessionTokens | null,
    result: SessionTokens | PayerToken | null,
  ) => void;
  /**
   * The credential presented with the code instead of the session's: sign-in's OTP-stage
   * credential, or '' for none (the payment link's payer).
   */
  bearer?: string;
  onCancel: () => void;
  /** A message shown once the code is accepted (success), or null. */
  successMessage?: string | null;
  /** Message when the server refuses without one (sign-up uses 'OTP Verification failed'). */
  refusedFallback?: string;
  title?: string;
  /** Where the code was sent when it is not the phone (an e-mail address). */
  destination?: string;
  /**
   * Where the code goes instead of the one-time-code service: a flow whose code is bound to
   * something of its own (forgot PIN checks the code of its reset). `resend` asks for a new one.
   */
  check?: {
    verify: (code: string) => Promise<Envelope<unknown>>;
    resend: () => Promise<Envelope<unknown>>;
  };
}

export default function OtpDialogModal({
  isOpen,
  mobileNumber,
  onVerified,
  onCancel,
  successMessage = null,
  refusedFallback = 'OTP Verification failed',
  title = 'Enter OTP',
  destination,
  bearer,
  check,
}: OtpDialogProps) {
  const headers = bearer === undefined ? undefined : withBearer(bearer);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const error = useTimedMessage();
  const { clear } = error;
  // Each opening asks for a new code: nothing typed for an earlier one stays.
  useEffect(() => {
    if (isOpen) {
      setCode('');
      clear();
    }
  }, [isOpen, clear]);

  async function verify(value: string) {
    if (pending || successMessage) return;
    setPending(true);
    clear();
    try {
      if (check) {
        const checked = await check.verify(value);
        if (checked.isSuccess) {
          onVerified(checked.displayMessage, null, null);
          return;
        }
        setCode('');
        error.show('critical', checked.displayMessage || refusedFallback);
        return;
      }
      const answer = await validateOtp(mobileNumber, value, headers);
      const session = answer.result && 'refreshToken' in answer.result ? answer.result : null;
      if (answer.isSuccess) {
        onVerified(answer.displayMessage, session, answer.result);
        return;
      }
      // A refused code is of no further use: the boxes empty for the next try.
      setCode('');
      error.show('critical', answer.displayMessage || refusedFallback);
    } catch (e) {
      error.show('critical', otpFailureMessage(e));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    try {
      const answer = check ? await check.resend() : await resendOtp(mobileNumber, headers);
      if (!answer.isSuccess) error.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
    } catch {
      error.show('critical', SOMETHING_WENT_WRONG);
    }
  }

  return (
    <OtpModal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={title}
      value={code}
      onChange={setCode}
      onVerify={(value) => void verify(value)}
      onResend={() => void resend()}
      destination={destination ?? formatMobileNumber(mobileNumber) ?? mobileNumber}
      errorMessage={error.message?.text}
      successMessage={successMessage ?? undefined}
      isPending={pending}
    />
  );
}
