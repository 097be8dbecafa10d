// The identity verification flow (spec §2, §4 KYC): 'KYC incomplete' → OTP → 'Verify your ID
// Card' (Ghana Card Number + webcam photo) → submit → the server's message and 'Verification
// Processing' → signed out and sent to /sign-in after about 7.8 s.
import { BusinessError, SOMETHING_WENT_WRONG } from '@savewin/api';
import { KYC_REDIRECT_MS, SOURCE_SYSTEMS, ghanaCardError, normaliseGhanaCardNumber } from '@savewin/core';
import { Button, InlineMessage, Modal } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { sendOtp } from '../../../shared/api/otp';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { logout } from '../../../shared/session/logout';
import { leadIdAtom, mobileNumberAtom } from '../../../shared/session/session';
import { GhanaCardField } from '../../../shared/steps/GhanaCardField';
import { timing } from '../../../shared/testTimings';
import { requestVerification } from '../api/verification';

import { KycCameraDialog } from './KycCameraDialog';

export const KYC_FOLLOW_UP =
  'You would be notified once verification is completed. Please login to continue.';

type Step = 'closed' | 'incomplete' | 'otp' | 'verify' | 'camera' | 'processing';

export function KycFlow({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const mobileNumber = useAtomValue(mobileNumberAtom) ?? '';
  const leadId = useAtomValue(leadIdAtom) ?? '';
  const [step, setStep] = useState<Step>('closed');
  const [cardNumber, setCardNumber] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<string>('');
  const message = useTimedMessage();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  useEffect(() => {
    if (isOpen) setStep((s) => (s === 'closed' ? 'incomplete' : s));
  }, [isOpen]);

  function close() {
    if (step === 'processing') return;
    setStep('closed');
    onClose();
  }

  async function startVerification() {
    setPending(true);
    try {
      const sent = await sendOtp(mobileNumber);
      if (!sent.isSuccess) throw new BusinessError(sent.displayMessage);
      setStep('otp');
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function submit() {
    if (pending) return;
    const cardProblem = ghanaCardError(cardNumber);
    if (cardProblem) {
      message.show('critical', cardProblem);
      return;
    }
    // The gateway verifies the face against the card, so it refuses a request without a photo.
    if (!photo) {
      message.show('critical', 'Please take a photo of yourself');
      return;
    }
    setPending(true);
    message.clear();
    try {
      const answer = await requestVerification({
        ghanaCardNumber: normaliseGhanaCardNumber(cardNumber) ?? cardNumber.trim(),
        image: photo,
        dataType: 'JPG',
        leadid: leadId,
        partnerReference: '',
        live: false,
        sourceSystem: SOURCE_SYSTEMS.webPortal,
      });
      if (!answer.isSuccess) {
        message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      setResult(answer.displayMessage);
      setStep('processing');
      redirect.current = setTimeout(
        () => {
          void logout().then(() => navigate(paths.signIn.getHref()));
        },
        timing('kycRedirect', KYC_REDIRECT_MS),
      );
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  const notice = message.message ? (
    <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
  ) : null;

  return (
    <>
      <Modal title="KYC incomplete" isOpen={step === 'incomplete'} onOpenChange={(open) => !open && close()}>
        <p>Verify your Ghana Card to deposit, save and transact.</p>
        {notice}
        <Button onPress={() => void startVerification()} isPending={pending}>
          Complete KYC
        </Button>
        <Button variant="secondary" onPress={close}>
          Later
        </Button>
      </Modal>

      <OtpDialog
        isOpen={step === 'otp'}
        mobileNumber={mobileNumber}
        onVerified={() => setStep('verify')}
        onCancel={close}
      />

      <Modal
        title="Verify your ID Card"
        isOpen={step === 'verify'}
        onOpenChange={(open) => !open && !pending && close()}
      >
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className={layout.form}
        >
          <GhanaCardField value={cardNumber} onChange={setCardNumber} withHint isRequired />
          {photo ? <img src={photo} alt="Captured for verification" width={200} height={210} /> : null}
          <Button variant="secondary" onPress={() => setStep('camera')}>
            {photo ? 'Retake photo' : 'Take a photo'}
          </Button>
          {notice}
          <Button type="submit" isPending={pending}>
            Submit
          </Button>
        </Form>
      </Modal>

      <KycCameraDialog
        isOpen={step === 'camera'}
        onClose={() => setStep('verify')}
        onCapture={(dataUrl) => {
          setPhoto(dataUrl);
          setStep('verify');
        }}
      />

      <Modal title="Verification Processing" isOpen={step === 'processing'} isDismissable={false}>
        {result ? <InlineMessage tone="positive">{result}</InlineMessage> : null}
        <p>{KYC_FOLLOW_UP}</p>
      </Modal>
    </>
  );
}
