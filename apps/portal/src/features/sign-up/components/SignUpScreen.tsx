// Sign-up (spec §2, §4, §5): Profile Name, Mobile Number, Email and terms; then Set a Pin, Enter
// OTP, lead creation and the welcome modal with the lead id offering KYC now or later. A number
// that already has a subscription goes to /sign-in; a lead without one continues with the OTP.
import { type SessionTokens, SOMETHING_WENT_WRONG } from '@savewin/api';
import { isSixDigitSecret, mobileNumberError, normaliseMobileNumber } from '@savewin/core';
import { Button, Checkbox, InlineMessage, Link, Modal, PhoneField, TextField } from '@savewin/ui';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { sendOtp } from '../../../shared/api/otp';
import { OtpDialog } from '../../../shared/components/OtpDialog';
import { PublicPage } from '../../../shared/components/PublicPage';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { paths } from '../../../shared/paths';
import { leadIdAtom, saveReturnPath, startSession } from '../../../shared/session/session';
import { NewPinFields, newPinError } from '../../../shared/steps/NewPinFields';
import { store } from '../../../shared/store';
import { signInWithPin } from '../../sign-in';
import { createLead, findRegistration } from '../api/signUp';

type Step = 'form' | 'pin' | 'otp' | 'welcome' | 'login-otp';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignUpScreen() {
  const navigate = useNavigate();
  const [profileName, setProfileName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  const [pin, setPin] = useState('');
  const [repeatPin, setRepeatPin] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [pending, setPending] = useState(false);
  const [existingLeadId, setExistingLeadId] = useState<string | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const [loginToken, setLoginToken] = useState<string | null>(null);
  const [afterLogin, setAfterLogin] = useState<string | null>(null);
  const welcomeMessage = useTimedMessage();
  const message = useTimedMessage();
  const pinMessage = useTimedMessage();
  const [fieldErrors, setFieldErrors] = useState<{ name?: string; email?: string }>({});
  const mobileNumber = normaliseMobileNumber(phone) ?? '';

  async function submit() {
    if (pending) return;
    const errors: { name?: string; email?: string } = {};
    if (!profileName.trim()) errors.name = 'Please enter your profile name';
    if (!email.trim()) errors.email = 'Please enter your email';
    else if (!EMAIL.test(email.trim())) errors.email = 'Please enter a valid email';
    setFieldErrors(errors);
    const invalidNumber = mobileNumberError(phone);
    if (invalidNumber) {
      message.show('critical', invalidNumber);
      return;
    }
    if (errors.name || errors.email) return;
    if (!terms) {
      message.show('critical', 'Please accept the terms and conditions');
      return;
    }
    setPending(true);
    message.clear();
    try {
      const lead = await findRegistration(mobileNumber);
      if (!lead.isSuccess || !lead.result) {
        setStep('pin');
      } else if (lead.result.hasSubscription) {
        void navigate(paths.signIn.getHref());
      } else {
        setExistingLeadId(lead.result.leadId);
        store.set(leadIdAtom, lead.result.leadId);
        await sendOtp(mobileNumber).catch(() => null);
        setStep('otp');
      }
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function setThePin() {
    const invalid = newPinError(pin, repeatPin, 'Please enter 6 digits in both boxes');
    if (invalid) {
      pinMessage.show('critical', invalid);
      return;
    }
    setPending(true);
    try {
      const sent = await sendOtp(mobileNumber);
      if (!sent.isSuccess) {
        pinMessage.show('critical', sent.displayMessage || 'Failed to set pin');
        return;
      }
      setStep('otp');
    } catch (error) {
      pinMessage.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  async function afterOtp() {
    setPending(true);
    try {
      let id = existingLeadId;
      if (!id) {
        const created = await createLead({
          profileName: profileName.trim(),
          mobileNumber,
          email: email.trim(),
          pin,
        });
        if (!created.isSuccess || !created.result) {
          message.show('critical', created.displayMessage || 'Failed to set pin');
          setStep('form');
          return;
        }
        id = created.result;
      }
      store.set(leadIdAtom, id);
      setLeadId(id);
      setStep('welcome');
    } catch (error) {
      message.show('critical', failureMessage(error));
      setStep('form');
    } finally {
      setPending(false);
    }
  }

  /**
   * The welcome modal's choice. A new customer is signed in with the pin just set (the gateway
   * asks for a fresh OTP at every sign-in); an earlier registration signs in on /sign-in.
   */
  async function continueToPortal(startKyc: boolean) {
    if (pending) return;
    const target = startKyc ? `${paths.home.getHref()}?kyc=start` : paths.home.getHref();
    if (!isSixDigitSecret(pin)) {
      saveReturnPath(target);
      void navigate(paths.signIn.getHref());
      return;
    }
    setPending(true);
    try {
      const login = await signInWithPin(mobileNumber, pin);
      if (!login.isSuccess || !login.result) {
        welcomeMessage.show('critical', login.displayMessage || SOMETHING_WENT_WRONG);
        return;
      }
      setLoginToken(login.result.token);
      setAfterLogin(target);
      setStep('login-otp');
    } catch (error) {
      welcomeMessage.show('critical', failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  function signedIn(session: SessionTokens | null) {
    if (!session || !afterLogin) {
      welcomeMessage.show('critical', SOMETHING_WENT_WRONG);
      setStep('welcome');
      return;
    }
    startSession({
      mobileNumber,
      token: session.token,
      refreshToken: session.refreshToken,
      expiresIn: session.expiresIn,
      profileName: profileName.trim(),
      leadId,
    });
    setPin('');
    setRepeatPin('');
    void navigate(afterLogin, { replace: true });
  }

  return (
    <PublicPage
      title="Register"
      intro={<p>Save, earn points every time you save and win cash prizes in our weekly draw.</p>}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className={layout.form}
      >
        <TextField
          label="Profile Name"
          value={profileName}
          onChange={setProfileName}
          autoComplete="name"
          errorMessage={fieldErrors.name}
          isRequired
        />
        <PhoneField label="Mobile Number" value={phone} onChange={setPhone} isRequired />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          errorMessage={fieldErrors.email}
          isRequired
        />
        <Checkbox isSelected={terms} onChange={setTerms}>
          I accept the Terms and Conditions
        </Checkbox>
        {message.message ? (
          <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
        ) : null}
        <Button type="submit" isPending={pending && step === 'form'}>
          Sign up
        </Button>
      </Form>
      <p>
        Already registered? <Link href={paths.signIn.getHref()}>Sign in</Link>
      </p>

      <Modal
        title="Set a Pin"
        isOpen={step === 'pin'}
        onOpenChange={(open) => !open && !pending && setStep('form')}
      >
        <Form
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            void setThePin();
          }}
          className={layout.form}
        >
          <NewPinFields
            labels={['Create pin', 'Repeat pin']}
            pin={pin}
            onPinChange={setPin}
            confirmPin={repeatPin}
            onConfirmPinChange={setRepeatPin}
          />
          {pinMessage.message ? (
            <InlineMessage tone={pinMessage.message.tone}>{pinMessage.message.text}</InlineMessage>
          ) : null}
          <Button type="submit" isPending={pending}>
            Continue
          </Button>
        </Form>
      </Modal>

      <OtpDialog
        isOpen={step === 'otp'}
        mobileNumber={mobileNumber}
        refusedFallback="OTP Verification failed"
        onVerified={() => void afterOtp()}
        onCancel={() => setStep('form')}
      />

      <Modal title="Welcome to SAVE & WIN" isOpen={step === 'welcome'} isDismissable={false}>
        <p>
          Your registration is saved. Your lead ID is <strong>{leadId}</strong>.
        </p>
        <p>Verify your Ghana Card now to start saving, or do it later from your dashboard.</p>
        {welcomeMessage.message ? (
          <InlineMessage tone={welcomeMessage.message.tone}>{welcomeMessage.message.text}</InlineMessage>
        ) : null}
        <Button onPress={() => void continueToPortal(true)} isPending={pending}>
          Complete KYC now
        </Button>
        <Button variant="secondary" onPress={() => void continueToPortal(false)} isDisabled={pending}>
          Later
        </Button>
      </Modal>

      <OtpDialog
        isOpen={step === 'login-otp'}
        mobileNumber={mobileNumber}
        bearer={loginToken ?? undefined}
        onVerified={(_m, session) => signedIn(session)}
        onCancel={() => setStep('welcome')}
      />
    </PublicPage>
  );
}
