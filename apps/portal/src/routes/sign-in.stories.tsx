// Sign in (and its forgot-PIN step) at /sign-in, drawn by the portal for a visitor, with the
// gateway answered at the network: the form, the wait for the gateway, a refusal, and the way on
// to the one-time code.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../.storybook/modes';
import { http, ok, pending, refused } from '../testing/gateway';
import { desktop, findHeading, narrow, portalScreen, showsPage } from '../testing/screen';

const meta = {
  title: 'Screens/Sign in',
  ...portalScreen('/sign-in', { signedIn: false }),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findHeading(canvasElement, 'Welcome back');
  await userEvent.type(canvas.getByLabelText('Phone number'), '0244123456');
  await userEvent.click(canvas.getByLabelText('Digit 1 of 6'));
  await userEvent.keyboard('123456');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Desktop: Story = pinned({
  ...showsPage('/sign-in', 'Welcome back', ['Sign in to your SAVE & WIN account.']),
  globals: desktop,
});

export const Narrow: Story = pinned({ ...Desktop, globals: narrow });

/** The gateway has the number and PIN and has not answered yet: the button waits. */
export const Loading: Story = pinned({
  globals: narrow,
  parameters: { msw: { handlers: [pending('post', '/api/auth-service/auth/login')] } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
});

/** A wrong PIN: the gateway's own words under the form. */
export const Error: Story = pinned({
  globals: narrow,
  parameters: {
    msw: { handlers: [refused('post', '/api/auth-service/auth/login', 'Incorrect PIN. 2 attempts left.')] },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByText('Incorrect PIN. 2 attempts left.')).toBeVisible();
  },
});

/** An empty form sends nothing and says what is missing. */
export const Empty: Story = pinned({
  globals: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findHeading(canvasElement, 'Welcome back');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/Invalid Number|enter your mobile number/i)).toBeVisible();
  },
});

/** The main flow: number and PIN accepted, the one-time code is asked for. */
export const SignIn: Story = pinned({
  globals: desktop,
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth-service/auth/login', ({ response }) =>
          response(200).json(ok({ token: 'otp-stage-credential', expiresIn: 300 }, 'Login successful')),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const title = await screen.findByRole('heading', { name: 'Enter OTP' }, { timeout: 10_000 });
    await waitFor(() => expect(title).toBeVisible());
    // 'Login successful' shows under the form for LOGIN_SUCCESS_MS, then goes: the story ends on
    // the state that stays, or its picture would depend on how fast the machine reached it.
    await waitFor(
      () => expect(within(canvasElement).queryByText('Login successful')).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
  },
});

/** Forgot PIN, the first step: the customer's number. */
export const ForgotPin: Story = pinned({
  ...showsPage('/sign-in?step=forgot-pin', 'Reset your PIN'),
  globals: desktop,
});

export const ForgotPinNarrow: Story = pinned({ ...ForgotPin, globals: narrow });
