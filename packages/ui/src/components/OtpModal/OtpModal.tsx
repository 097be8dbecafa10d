// The one-time-code step of sign-in, sign-up, wallet linking, KYC and the payment link. It only
// shows what it is given: the screen sends, verifies and counts the resend cooldown down.
import { SECRET_LENGTH } from '@savewin/core';
import { useEffect, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';

import * as shared from '../../private/componentStyles.css';
import { usePendingButtonId } from '../../private/pendingAnnouncement';
import { PinBoxes } from '../PinBoxes/PinBoxes';

import * as styles from './OtpModal.css';

export interface OtpModalProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the customer closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** Digits typed so far. */
  value: string;
  /** Called with the digits as the customer types. */
  onChange: (value: string) => void;
  /** Verify the six digits; also called when the last box is filled. */
  onVerify: (code: string) => void;
  /** Ask for a new code. */
  onResend: () => void;
  /** Seconds until a new code may be requested; 0 shows the resend button. */
  resendCooldownSeconds?: number;
  /** Where the code went, e.g. '233 24 123 4567'. */
  destination?: string;
  /** Heading of the dialog. */
  title?: string;
  /** Shown under the boxes when the code is refused. */
  errorMessage?: string;
  /** Shown when the code was accepted or resent. */
  successMessage?: string;
  /** Verification in flight: Verify shows a spinner and ignores presses. */
  isPending?: boolean;
}

/** 75 → '1:15'. */
export function formatCooldown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Asks for the one-time code sent by SMS, with a resend countdown. */
export function OtpModal({
  isOpen,
  onOpenChange,
  value,
  onChange,
  onVerify,
  onResend,
  resendCooldownSeconds = 0,
  destination,
  title = 'Enter OTP',
  errorMessage,
  successMessage,
  isPending = false,
}: OtpModalProps) {
  const complete = value.length === SECRET_LENGTH;
  const verifyId = usePendingButtonId();
  const verify = () => {
    if (complete && !isPending && !successMessage) onVerify(value);
  };
  // An accepted code disables the boxes, and the box being typed in would lose the focus to the page
  // behind the dialog (whenever the browser gets round to it): the focus goes to what just happened.
  const successRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (successMessage) successRef.current?.focus();
  }, [successMessage]);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      className={shared.overlay}
    >
      <Modal className={shared.modal}>
        <Dialog className={shared.dialog}>
          <Heading slot="title" className={shared.dialogTitle}>
            {title}
          </Heading>
          <Text className={shared.muted}>
            {destination
              ? `Enter the ${SECRET_LENGTH}-digit code sent to ${destination}.`
              : `Enter the ${SECRET_LENGTH}-digit code sent to your phone.`}
          </Text>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              verify();
            }}
          >
            <PinBoxes
              aria-label="One-time code"
              value={value}
              onChange={onChange}
              onComplete={(code) => {
                if (!isPending) onVerify(code);
              }}
              isInvalid={Boolean(errorMessage)}
              errorMessage={errorMessage}
              isDisabled={Boolean(successMessage)}
              autoComplete="one-time-code"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- typing the code is the dialog's only task
              autoFocus
            />
            {successMessage ? (
              <p
                ref={successRef}
                role="status"
                tabIndex={-1}
                className={shared.message({ tone: 'positive' })}
              >
                {successMessage}
              </p>
            ) : null}
            <div className={styles.resend}>
              {resendCooldownSeconds > 0 ? (
                <Text className={shared.muted}>
                  {`You can request a new code in ${formatCooldown(resendCooldownSeconds)}`}
                </Text>
              ) : (
                <Button className={shared.button({ variant: 'quiet', size: 'small' })} onPress={onResend}>
                  Resend code
                </Button>
              )}
            </div>
            <div className={shared.actions}>
              <Button slot="close" className={shared.button({ variant: 'secondary' })} isDisabled={isPending}>
                Cancel
              </Button>
              <Button
                id={verifyId}
                type="submit"
                className={shared.button({ variant: 'primary' })}
                isPending={isPending}
                isDisabled={!complete || Boolean(successMessage)}
              >
                {isPending ? (
                  <>
                    <span className={shared.spinner} aria-hidden="true" />
                    Verifying…
                  </>
                ) : (
                  'Verify'
                )}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
