// Sign-in as a customer sees it: number after the fixed 233, the masked 6-digit pin, Remember me,
// then the OTP. The gateway is mocked per story (screens/gateway.ts): the form waiting on it, the
// server's refusal, a number that never leaves the page, and the way through to 'Login successful'.
import { PHONE_PREFIX, isSixDigitSecret, mobileNumberError } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { OtpModal } from '../components/OtpModal';
import { PinBoxes } from '../components/PinBoxes';
import { Box } from '../layout-atoms/Box';
import { Stack } from '../layout-atoms/Stack';
import { Button } from '../primitives/Button';
import { InlineMessage } from '../primitives/InlineMessage';
import { Link } from '../primitives/Link';
import { PhoneField } from '../primitives/PhoneField';
import { Switch } from '../primitives/Switch';
import { narrowGlobals } from '../private/storyGlobals';

import { failure, ok, pending, reply, type Answer } from './gateway';

interface SignInProps {
  /** The gateway's login: it sends the OTP when the number and pin are right. */
  login: () => Promise<Answer>;
  /** The gateway's OTP check. */
  verifyOtp: () => Promise<Answer>;
  /** Called once the OTP is accepted (the portal then opens the saved return path). */
  onSignedIn: () => void;
}

type Message = { tone: 'critical' | 'positive'; text: string } | null;

/** The sign-in screen, composed from the package as the portal composes it. */
function SignIn({ login, verifyOtp, onSignedIn }: SignInProps) {
  const [phone, setPhone] = useState('');
  const [pin, setPin] = useState('');
  const [remember, setRemember] = useState(false);
  const [isPending, setPending] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  const [code, setCode] = useState('');
  const [otp, setOtp] = useState<{ error?: string; success?: string; pending?: boolean }>({});

  async function signIn() {
    const invalid = mobileNumberError(phone);
    if (invalid) return setMessage({ tone: 'critical', text: invalid });
    if (!isSixDigitSecret(pin))
      return setMessage({ tone: 'critical', text: 'Please enter your 6-digit pin' });
    setPending(true);
    setMessage(null);
    const answer = await login();
    setPending(false);
    if (!answer.isSuccess) return setMessage({ tone: 'critical', text: answer.displayMessage });
    setMessage({ tone: 'positive', text: answer.displayMessage || 'Login successful' });
    setOtpOpen(true);
  }

  async function verify() {
    setOtp({ pending: true });
    const answer = await verifyOtp();
    if (!answer.isSuccess) return setOtp({ error: answer.displayMessage });
    setOtp({ success: answer.displayMessage || 'Login successful' });
    onSignedIn();
  }

  return (
    <Box as="main" padding="large" maxWidth="content">
      <Stack space="large">
        <h1>Welcome back</h1>
        <p>Sign in to your SAVE &amp; WIN account.</p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void signIn();
          }}
        >
          <Stack space="large">
            <PhoneField label="Phone number" value={phone} onChange={setPhone} />
            <PinBoxes
              aria-label="Pin"
              value={pin}
              onChange={setPin}
              isMasked
              autoComplete="current-password"
            />
            <Switch isSelected={remember} onChange={setRemember}>
              Remember me
            </Switch>
            {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
            <Button type="submit" isPending={isPending} isFullWidth>
              Sign in
            </Button>
          </Stack>
        </Form>
        <p>
          New here? <Link href="/sign-up">Sign up</Link>
        </p>
      </Stack>
      <OtpModal
        isOpen={otpOpen}
        onOpenChange={setOtpOpen}
        value={code}
        onChange={setCode}
        onVerify={() => void verify()}
        onResend={fn()}
        destination={`${PHONE_PREFIX} ${phone}`}
        errorMessage={otp.error}
        successMessage={otp.success}
        isPending={otp.pending}
      />
    </Box>
  );
}

const meta = {
  title: 'Screens/Sign-in',
  component: SignIn,
  args: {
    login: reply(ok(undefined, 'Login successful')),
    verifyOtp: reply(ok(undefined, 'Login successful')),
    onSignedIn: fn(),
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, phone = '241234567') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), phone);
  await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
  await userEvent.keyboard('135790');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** What a customer sees on arrival: an empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(canvas.getByText(PHONE_PREFIX)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  },
};

/** The gateway has not answered yet: the button spins and a second press sends nothing. */
export const Loading: Story = {
  args: { login: fn(pending()) },
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: /Sign in/ });
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(button);
    await expect(args.login).toHaveBeenCalledTimes(1);
  },
};

/** An invalid number is refused on the page: nothing is sent. */
export const InvalidNumber: Story = {
  args: { login: fn(reply(ok())) },
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement, '12');
    await expect(await within(canvasElement).findByText('Invalid Number')).toBeVisible();
    await expect(args.login).not.toHaveBeenCalled();
  },
};

/** The gateway refuses the pin: its message shows and the customer stays on the form. */
export const Failed: Story = {
  name: 'Error',
  args: { login: reply(failure('Invalid mobile number or pin')) },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await expect(await within(canvasElement).findByText('Invalid mobile number or pin')).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Number and pin accepted, the OTP typed: 'Login successful' and the customer is signed in. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement);
    const modal = within(await screen.findByRole('dialog', { name: 'Enter OTP' }));
    await waitFor(() => expect(modal.getByLabelText('Digit 1 of 6')).toHaveFocus());
    await userEvent.keyboard('246810');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(await modal.findByText('Login successful')).toBeVisible();
    await waitFor(() => expect(modal.getByRole('status')).toHaveFocus());
  },
};

export const Narrow: Story = { globals: narrowGlobals };
