// The public payment link (/payment-link) as a payer sees it: who asks for money, the payer's
// network and number, Done to look their name up, Proceed to the OTP, then 'Enter amount and
// confirm' and the processing message. The gateway is mocked per story (screens/gateway.ts): the
// link loading, a link that is no longer valid, a name that cannot be found and a payment made.
import {
  PAYMENT_LINK_AMOUNT_TITLE,
  PHONE_PREFIX,
  paymentLinkProcessingText,
  paymentLinkRequestText,
} from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { OtpModal } from '../components/OtpModal';
import { Box } from '../layout-atoms/Box';
import { Stack } from '../layout-atoms/Stack';
import { AmountField } from '../primitives/AmountField';
import { Button } from '../primitives/Button';
import { InlineMessage } from '../primitives/InlineMessage';
import { Modal } from '../primitives/Modal';
import { NetworkPicker } from '../primitives/NetworkPicker';
import { PhoneField } from '../primitives/PhoneField';
import { Spinner } from '../primitives/Spinner';
import { TextField } from '../primitives/TextField';
import { narrowGlobals } from '../private/storyGlobals';

import { failure, ok, pending, reply, type Answer } from './gateway';

interface LinkInfo {
  accountName: string;
  accountNumber: string;
}

interface PaymentLinkProps {
  /** The gateway's look-up of the link's hash. */
  openLink: () => Promise<Answer<LinkInfo>>;
  /** The gateway's name look-up of the payer's wallet. */
  lookUpName: () => Promise<Answer<string>>;
  /** The payer's OTP check. */
  verifyOtp: () => Promise<Answer>;
  /** The payment itself. */
  pay: () => Promise<Answer>;
}

type Step = 'form' | 'otp' | 'amount' | 'done';

/** The payment-link page, composed from the package as the portal composes it. */
function PaymentLink({ openLink, lookUpName, verifyOtp, pay }: PaymentLinkProps) {
  const [link, setLink] = useState<Answer<LinkInfo> | null>(null);
  const [network, setNetwork] = useState<'MTN' | 'TELECEL' | 'AT' | null>(null);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');

  useEffect(() => {
    void openLink().then(setLink);
  }, [openLink]);

  async function call<T>(request: () => Promise<Answer<T>>, next: (answer: Answer<T>) => void) {
    setBusy(true);
    setMessage('');
    const answer = await request();
    setBusy(false);
    if (answer.isSuccess) next(answer);
    else setMessage(answer.displayMessage);
  }

  let body;
  if (!link) body = <Spinner aria-label="Loading the payment request" />;
  else if (!link.isSuccess || !link.result)
    body = <InlineMessage tone="critical">{link.displayMessage}</InlineMessage>;
  else if (step === 'done') {
    body = (
      <>
        <InlineMessage tone="positive">{paymentLinkProcessingText(link.result.accountName)}</InlineMessage>
        <p>Approve the prompt on your phone to complete the payment.</p>
      </>
    );
  } else {
    body = (
      <>
        <p>{paymentLinkRequestText(link.result.accountName, link.result.accountNumber)}</p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (name) setStep('otp');
            else void call(lookUpName, (answer) => setName(answer.result ?? ''));
          }}
        >
          <Stack space="large">
            <NetworkPicker value={network} onChange={setNetwork} isDisabled={busy} />
            <PhoneField value={phone} onChange={setPhone} isDisabled={busy} />
            <TextField label="Name" value={name} isReadOnly placeholder="Press Done to look up the name" />
            {message && step === 'form' ? <InlineMessage tone="critical">{message}</InlineMessage> : null}
            <Button type="submit" isPending={busy} isFullWidth>
              {name ? 'Proceed' : 'Done'}
            </Button>
          </Stack>
        </Form>
      </>
    );
  }

  return (
    <Box as="main" padding="large" maxWidth="content">
      <Stack space="large">
        <h1>Payment request</h1>
        {body}
      </Stack>
      <OtpModal
        isOpen={step === 'otp'}
        onOpenChange={(isOpen) => !isOpen && setStep('form')}
        value={code}
        onChange={setCode}
        onVerify={() => void call(verifyOtp, () => setStep('amount'))}
        onResend={fn()}
        destination={`${PHONE_PREFIX} ${phone}`}
        errorMessage={step === 'otp' ? message || undefined : undefined}
        isPending={busy}
      />
      <Modal
        isOpen={step === 'amount'}
        onOpenChange={(isOpen) => !isOpen && setStep('form')}
        title={PAYMENT_LINK_AMOUNT_TITLE}
        size="small"
      >
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void call(pay, () => setStep('done'));
          }}
        >
          <Stack space="large">
            <AmountField value={amount} onChange={setAmount} isRequired />
            {message && step === 'amount' ? <InlineMessage tone="critical">{message}</InlineMessage> : null}
            <Button type="submit" isPending={busy} isFullWidth>
              CONFIRM
            </Button>
          </Stack>
        </Form>
      </Modal>
    </Box>
  );
}

const meta = {
  title: 'Screens/Payment Link',
  component: PaymentLink,
  args: {
    openLink: reply(ok({ accountName: 'Ama Mensah', accountNumber: '1000123456' })),
    lookUpName: reply(ok('Kofi Boateng')),
    verifyOtp: reply(ok()),
    pay: reply(ok()),
  },
} satisfies Meta<typeof PaymentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

async function lookUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'MTN' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Mobile Number/ }), '241234567');
  await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
}

/** The request as it opens: who asks, to which account; nothing entered yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(paymentLinkRequestText('Ama Mensah', '1000123456'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { openLink: pending() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading the payment request' }),
    ).toBeVisible();
  },
};

/** A link that expired or was never valid: the gateway's message, no form. */
export const InvalidLink: Story = {
  name: 'Error',
  args: { openLink: reply(failure('This payment link has expired')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This payment link has expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Done' })).toBeNull();
  },
};

/** The payer's number has no wallet name: the message shows and Proceed is not offered. */
export const NameNotFound: Story = {
  args: { lookUpName: reply(failure('We could not find a wallet for this number')) },
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not find a wallet for this number')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Proceed' })).toBeNull();
  },
};

/** Name found, OTP typed, amount confirmed: the payment is being processed. */
export const Success: Story = {
  args: { pay: fn(reply(ok())) },
  play: async ({ canvasElement, args }) => {
    await lookUp(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Kofi Boateng'));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed' }));
    const otp = within(await screen.findByRole('dialog', { name: 'Enter OTP' }));
    await waitFor(() => expect(otp.getByLabelText('Digit 1 of 6')).toHaveFocus());
    await userEvent.keyboard('246810');
    const amount = within(await screen.findByRole('dialog', { name: PAYMENT_LINK_AMOUNT_TITLE }));
    await userEvent.type(amount.getByRole('textbox', { name: /Amount/ }), '25');
    await userEvent.click(amount.getByRole('button', { name: 'CONFIRM' }));
    await expect(await canvas.findByText(paymentLinkProcessingText('Ama Mensah'))).toBeVisible();
    await expect(args.pay).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = { globals: narrowGlobals };
