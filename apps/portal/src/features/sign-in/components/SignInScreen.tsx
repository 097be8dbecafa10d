// Sign-in (spec §2, §4): number after a fixed 233 prefix, masked 6-digit pin, Remember me, then
// the OTP. A valid code shows the success message, closes the modal after 1 s and goes to the
// saved return path 300 ms later.
import { type SessionTokens, SOMETHING_WENT_WRONG } from '@savewin/api';
import {
  LOGIN_REDIRECT_MS,
  LOGIN_SUCCESS_MS,
  OTP_MODAL_CLOSE_MS,
  isSixDigitSecret,
  mobileNumberError,
  normaliseMobileNumber,
} from '@savewin/core';
import { Button, InlineMessage, Link, PhoneField, Switch } from '@savewin/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { PublicPage } from '../../../shared/components/PublicPage';
import { SecretField } from '../../../shared/components/SecretField';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { signWithPasskey } from '../../../shared/passkeys/ceremony';
import { paths } from '../../../shared/paths';
import { startSession, takeReturnPath } from '../../../shared/session/session';
import { timing } from '../../../shared/testTimings';
import { finishPasskeySignIn, signInWithPin, startPasskeySignIn } from '../api/signIn';

/** Forgot PIN lives at /sign-in?step=forgot-pin: a visitor's page, in its own chunk. */
const ForgotPinScreen = lazy(() => import('../../forgot-pin'));
export const FORGOT_PIN_STEP = 'forgot-pin';

/** Remember me keeps only the mobile number on this device, never the pin. */
const REMEMBER_KEY = 'savewin:remembered-number';

function rememberedNumber(): string {
  try {
    return window.localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(number: string | null): void {
  try {
    if (number) window.localStorage.setItem(REMEMBER_KEY, number);
    else window.localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Remembering is a convenience; without storage the customer types the number again.
  }
}

export function SignInScreen() {
  const [search] = useSearchParams();
  if (search.get('step') === FORGOT_PIN_STEP) {
    return (
      <Suspense fallback={null}>
        <ForgotPinScreen />
      </Suspense>
    );
  }
  return <SignInForm />;
}

function SignInForm() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => rememberedNumber());
  const [pin, setPin] = useState('');
  const [rememberMe, setRememberMe] = useState(() => rememberedNumber() !== '');
  const [pending, setPending] = useState(false);
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const [otpSuccess, setOtpSuccess] = useState<string | null>(null);
  // The OTP-stage credential of this attempt: held in memory only, good for the OTP step alone.
  const [otpToken, setOtpToken] = useState<string | null>(null);
  const message = useTimedMessage();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  /** A passkey on this phone signs in at once (the spec's login with isBiometric): no PIN, no OTP. */
  async function signInWithPasskey() {
    if (pending) return;
    setPending(true);
    message.clear();
    try {
      const options = await startPasskeySignIn();
      if (!options.isSuccess || !options.result) {
        message.show('critical', options.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      const response = await signWithPasskey(options.result);
      if (!response) {
        message.show('critical', 'The passkey was not used. Please try again or sign in with your PIN.');
        return;
      }
      const answer = await finishPasskeySignIn(response);
      if (!answer.isSuccess || !answer.result) {
        message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      startSession({
        mobileNumber: answer.result.mobileNumber,
        token: answer.result.token,
        refreshToken: answer.result.refreshToken,
        expiresIn: answer.result.expiresIn,
      });
      void navigate(takeReturnPath(), { replace: true });
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function signIn() {
    if (pending) return;
    // Spec §8: an invalid number shows 'Invalid Number' for 5 seconds and sends no request.
    const invalid = mobileNumberError(phone);
    const mobileNumber = normaliseMobileNumber(phone);
    if (invalid || !mobileNumber) {
      message.show('critical', invalid ?? 'Invalid Number');
      return;
    }
    if (!isSixDigitSecret(pin)) {
      message.show('critical', 'Please enter your 6-digit pin');
      return;
    }
    setPending(true);
    message.clear();
    try {
      const answer = await signInWithPin(mobileNumber, pin);
      if (!answer.isSuccess || !answer.result) {
        message.show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      // The gateway has sent the OTP itself (contract: login); its answer is an OTP-stage credential.
      remember(rememberMe ? phone : null);
      setOtpToken(answer.result.token);
      message.show(
        'positive',
        answer.displayMessage || 'Login successful',
        timing('loginSuccess', LOGIN_SUCCESS_MS),
      );
      setOtpSuccess(null);
      setOtpFor(mobileNumber);
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  function onVerified(mobileNumber: string, serverMessage: string, session: SessionTokens | null) {
    if (!session) {
      setOtpFor(null);
      message.show('critical', SOMETHING_WENT_WRONG);
      return;
    }
    setOtpSuccess(serverMessage || 'Login successful');
    timers.current.push(
      setTimeout(() => setOtpSuccess(null), timing('loginSuccess', LOGIN_SUCCESS_MS)),
      setTimeout(
        () => {
          setOtpFor(null);
          setOtpToken(null);
          setPin('');
          startSession({
            mobileNumber,
            token: session.token,
            refreshToken: session.refreshToken,
            expiresIn: session.expiresIn,
          });
          timers.current.push(
            setTimeout(
              () => void navigate(takeReturnPath(), { replace: true }),
              timing('loginRedirect', LOGIN_REDIRECT_MS),
            ),
          );
        },
        timing('otpModalClose', OTP_MODAL_CLOSE_MS),
      ),
    );
  }

  return (
    <PublicPage title="Welcome back" intro={<p>Sign in to your SAVE &amp; WIN account.</p>}>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void signIn();
        }}
        className={layout.form}
      >
        <PhoneField label="Phone number" value={phone} onChange={setPhone} name="mobileNumber" />
        <SecretField label="Pin" value={pin} onChange={setPin} autoComplete="current-password" />
        <Switch isSelected={rememberMe} onChange={setRememberMe}>
          Remember me
        </Switch>
        {message.message ? (
          <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
        ) : null}
        <Button type="submit" isPending={pending}>
          Sign in
        </Button>
      </Form>
      <Button variant="secondary" isDisabled={pending} onPress={() => void signInWithPasskey()}>
        Use a passkey
      </Button>
      <p>
        <Link href={paths.signIn.getHref({ step: FORGOT_PIN_STEP })}>Forgot PIN?</Link>
      </p>
      <p>
        New here? <Link href={paths.signUp.getHref()}>Sign up</Link>
      </p>
      <OtpDialog
        isOpen={otpFor !== null}
        mobileNumber={otpFor ?? ''}
        successMessage={otpSuccess}
        bearer={otpToken ?? undefined}
        onVerified={(m, session) => otpFor && onVerified(otpFor, m, session)}
        onCancel={() => {
          setOtpFor(null);
          setOtpToken(null);
        }}
      />
    </PublicPage>
  );
}
