// Forgot PIN, reached from /sign-in: number → the code texted for this reset → the Ghana Card
// number on file → a selfie, which the gateway matches against the photo of the customer's
// identity verification (what a swapped SIM cannot bring) → the new PIN twice → signed in (every
// other session has ended). The gateway answers an unregistered number like a registered one, so
// this screen never says which it is.
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { LOGIN_REDIRECT_MS, ghanaCardError, mobileNumberError, normaliseMobileNumber } from '@savewin/core';
import { Button, InlineMessage, KycCamera, Link, Modal, PhoneField } from '@savewin/ui';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { PublicPage } from '../../../shared/components/PublicPage';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { startSession, takeReturnPath } from '../../../shared/session/session';
import { GhanaCardField } from '../../../shared/steps/GhanaCardField';
import { NewPinFields, newPinError } from '../../../shared/steps/NewPinFields';
import { timing } from '../../../shared/testTimings';
import {
  confirmResetCard,
  confirmResetCode,
  confirmResetSelfie,
  requestPinReset,
  setNewPin,
} from '../api/forgotPin';

type Step = 'number' | 'code' | 'card' | 'selfie' | 'pin' | 'done';

const INTRO: Record<Step, string> = {
  number: 'Enter your mobile number and we will text you a code.',
  code: 'Enter the 6-digit code we sent to your phone.',
  card: 'Enter the Ghana Card number you gave us when you verified your identity.',
  selfie:
    'Take a selfie. We compare it with the photo you took when you verified your identity, so that nobody else can reset your PIN.',
  pin: 'Choose a new 6-digit PIN. Every other device will be signed out.',
  done: 'Your PIN has been reset.',
};

export default function ForgotPinScreen() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('number');
  const [phone, setPhone] = useState('');
  const [mobileNumber, setMobileNumber] = useState('');
  // The reset's own credential: in memory only, good for this reset's steps alone.
  const [resetToken, setResetToken] = useState('');
  const [card, setCard] = useState('');
  const [selfie, setSelfie] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [pending, setPending] = useState(false);
  const message = useTimedMessage();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function start(number: string) {
    return requestPinReset(number).then((answer) => {
      if (answer.isSuccess && answer.result) setResetToken(answer.result.resetToken);
      return answer;
    });
  }

  /** One step's call: refusals in the gateway's words, failures as 'Something went wrong'. */
  async function run(call: () => Promise<{ isSuccess: boolean; displayMessage: string }>, next: () => void) {
    if (pending) return;
    setPending(true);
    message.clear();
    try {
      const answer = await call();
      if (!answer.isSuccess) {
        message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      next();
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  function sendCode() {
    const invalid = mobileNumberError(phone);
    const number = normaliseMobileNumber(phone);
    if (invalid || !number) {
      message.show('critical', invalid ?? 'Invalid Number');
      return;
    }
    void run(
      () => start(number),
      () => {
        setMobileNumber(number);
        setStep('code');
      },
    );
  }

  function confirmCard() {
    const invalid = ghanaCardError(card);
    if (invalid) {
      message.show('critical', invalid);
      return;
    }
    void run(
      () => confirmResetCard(resetToken, card),
      () => setStep('selfie'),
    );
  }

  function confirmSelfie() {
    if (!selfie) {
      message.show('critical', 'Please take a selfie first.');
      return;
    }
    void run(
      () => confirmResetSelfie(resetToken, selfie),
      () => {
        message.clear();
        setStep('pin');
      },
    );
  }

  function resetPin() {
    const invalid = newPinError(pin, confirmPin, 'You need to complete the form to proceed');
    if (invalid) {
      message.show('critical', invalid);
      return;
    }
    void run(
      async () => {
        const answer = await setNewPin(resetToken, pin, confirmPin);
        if (answer.isSuccess && answer.result) {
          setStep('done');
          message.show('positive', answer.displayMessage);
          startSession({
            mobileNumber,
            token: answer.result.token,
            refreshToken: answer.result.refreshToken,
            expiresIn: answer.result.expiresIn,
          });
          timers.current.push(
            setTimeout(
              () => void navigate(takeReturnPath(), { replace: true }),
              timing('loginRedirect', LOGIN_REDIRECT_MS),
            ),
          );
        }
        return answer;
      },
      () => undefined,
    );
  }

  const notice = message.message ? (
    <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
  ) : null;

  return (
    <PublicPage title="Reset your PIN" intro={<p>{INTRO[step]}</p>}>
      {step === 'number' || step === 'code' ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            sendCode();
          }}
          className={layout.form}
        >
          <PhoneField label="Phone number" value={phone} onChange={setPhone} name="mobileNumber" />
          {step === 'number' ? notice : null}
          <Button type="submit" isPending={pending}>
            Send code
          </Button>
        </Form>
      ) : null}
      {step === 'card' ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            confirmCard();
          }}
          className={layout.form}
        >
          <GhanaCardField value={card} onChange={setCard} name="ghanaCardNumber" />
          {notice}
          <Button type="submit" isPending={pending}>
            Continue
          </Button>
        </Form>
      ) : null}
      {step === 'selfie' ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            confirmSelfie();
          }}
          className={layout.form}
        >
          {selfie ? <img src={selfie} alt="Your selfie" width={200} height={210} /> : null}
          <Button variant="secondary" onPress={() => setCameraOpen(true)}>
            {selfie ? 'Retake selfie' : 'Take a selfie'}
          </Button>
          {notice}
          <Button type="submit" isPending={pending}>
            Continue
          </Button>
        </Form>
      ) : null}
      <Modal title="Take a selfie" isOpen={cameraOpen} onOpenChange={(open) => !open && setCameraOpen(false)}>
        {cameraOpen ? (
          <KycCamera
            onCapture={(dataUrl) => {
              setSelfie(dataUrl);
              setCameraOpen(false);
            }}
          />
        ) : null}
        <Button variant="secondary" onPress={() => setCameraOpen(false)}>
          Cancel
        </Button>
      </Modal>
      {step === 'pin' || step === 'done' ? (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            resetPin();
          }}
          className={layout.form}
        >
          <NewPinFields
            labels={['New Pin', 'Confirm New Pin']}
            pin={pin}
            onPinChange={setPin}
            confirmPin={confirmPin}
            onConfirmPinChange={setConfirmPin}
          />
          {notice}
          <Button type="submit" isPending={pending} isDisabled={step === 'done'}>
            Reset Pin
          </Button>
        </Form>
      ) : null}
      <p>
        Remembered it? <Link href={paths.signIn.getHref()}>Back to sign in</Link>
      </p>
      <OtpDialog
        isOpen={step === 'code'}
        mobileNumber={mobileNumber}
        onVerified={() => {
          message.clear();
          setStep('card');
        }}
        onCancel={() => setStep('number')}
        check={{
          verify: (code) => confirmResetCode(resetToken, code),
          resend: () => start(mobileNumber),
        }}
      />
    </PublicPage>
  );
}
