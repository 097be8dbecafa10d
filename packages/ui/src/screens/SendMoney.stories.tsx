// Send money to a Mobile Money wallet as a customer sees it: the payment form beside the balance
// card and the account card; Transfer looks the recipient's name up and shows the charges; Confirm
// posts the transfer and the Transaction Summary opens. The gateway is mocked per story
// (screens/gateway.ts) for each state: account loading or failed, the form, a refused transfer and
// a sent one.
import { parseAmount } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { AccountNumberCard } from '../components/AccountNumberCard';
import { BalanceCard } from '../components/BalanceCard';
import { ErrorState } from '../components/ErrorState';
import { FeeConfirmation } from '../components/FeeConfirmation';
import { ReceiptModal, type Receipt } from '../components/ReceiptModal';
import { Box } from '../layout-atoms/Box';
import { Stack } from '../layout-atoms/Stack';
import { AmountField } from '../primitives/AmountField';
import { Button } from '../primitives/Button';
import { Send } from '../primitives/Icon/icons';
import { InlineMessage } from '../primitives/InlineMessage';
import { NetworkPicker } from '../primitives/NetworkPicker';
import { PhoneField } from '../primitives/PhoneField';
import { TextField } from '../primitives/TextField';
import { desktopGlobals, narrowGlobals } from '../private/storyGlobals';

import { failure, ok, pending, reply, type Answer } from './gateway';

const ACCOUNT = '1000123456';
const SENDER = 'Ama Mensah';

interface Charges {
  accountName: string;
  fee: string;
  levy: string;
}

interface SendMoneyProps {
  /** The customer's account: not loaded yet, failed, or there. */
  account: 'loading' | 'error' | 'ready';
  /** currentAvailableBalance, as the API gives it. */
  balance: string;
  /** The gateway's name look-up and charges for the entered wallet and amount. */
  quote: () => Promise<Answer<Charges>>;
  /** The gateway's transfer. */
  transact: () => Promise<Answer<Receipt>>;
  /** Retry loading the account. */
  onRetry: () => void;
}

interface Entries {
  amount: string;
  phone: string;
  reference: string;
}

/** The Mobile Money send screen, composed from the package as the portal composes it. */
function SendMoney({ account, balance, quote, transact, onRetry }: SendMoneyProps) {
  const [network, setNetwork] = useState<'MTN' | 'TELECEL' | 'AT' | null>('MTN');
  const [entries, setEntries] = useState<Entries>({ amount: '', phone: '', reference: '' });
  const [charges, setCharges] = useState<Charges | null>(null);
  const [busy, setBusy] = useState<'quote' | 'send' | null>(null);
  const [message, setMessage] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const set = (key: keyof Entries) => (value: string) => setEntries((e) => ({ ...e, [key]: value }));

  async function transfer() {
    if (parseAmount(entries.amount) === null) return setMessage('Please enter a valid amount');
    setBusy('quote');
    setMessage('');
    const answer = await quote();
    setBusy(null);
    if (!answer.isSuccess || !answer.result) return setMessage(answer.displayMessage);
    setCharges(answer.result);
  }

  async function confirm() {
    setBusy('send');
    const answer = await transact();
    setBusy(null);
    setCharges(null);
    if (!answer.isSuccess || !answer.result) return setMessage(answer.displayMessage);
    setReceipt(answer.result);
  }

  if (account === 'error') {
    return (
      <Box as="main" padding="large" maxWidth="wide">
        <ErrorState
          message="We could not load your account. Check your connection and try again."
          onRetry={onRetry}
        />
      </Box>
    );
  }

  return (
    <Box as="main" padding="large" maxWidth="wide">
      <Stack space="xlarge">
        <h1>Mobile Money</h1>
        <BalanceCard balance={balance} accountNumber={ACCOUNT} isLoading={account === 'loading'} />
        {charges ? (
          <FeeConfirmation
            amount={entries.amount}
            fee={charges.fee}
            levy={charges.levy}
            sender={{ name: SENDER, accountNumber: ACCOUNT }}
            recipient={{ name: charges.accountName, accountNumber: entries.phone }}
            isPending={busy === 'send'}
            onCancel={() => setCharges(null)}
            onConfirm={() => void confirm()}
          />
        ) : (
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void transfer();
            }}
          >
            <Stack space="large">
              <NetworkPicker value={network} onChange={setNetwork} isRequired />
              <AmountField value={entries.amount} onChange={set('amount')} isRequired />
              <PhoneField label="Phone Number" value={entries.phone} onChange={set('phone')} isRequired />
              <TextField label="Reference" value={entries.reference} onChange={set('reference')} />
              {message ? <InlineMessage tone="critical">{message}</InlineMessage> : null}
              <Button
                type="submit"
                icon={Send}
                isPending={busy === 'quote'}
                pendingLabel="Please wait"
                isDisabled={account === 'loading'}
                isFullWidth
              >
                Transfer
              </Button>
            </Stack>
          </Form>
        )}
        <AccountNumberCard accountNumber={ACCOUNT} holderName={SENDER} />
      </Stack>
      <ReceiptModal
        isOpen={receipt !== null}
        onOpenChange={(isOpen) => !isOpen && setReceipt(null)}
        receipt={receipt}
      />
    </Box>
  );
}

const sent: Receipt = {
  transactionType: 'MOMO',
  amount: '50.00',
  feeAmount: '0.50',
  transactionDate: '2026-03-12T12:00:00Z',
  transactionId: 'TX-2026-0001',
  status: 'SUCCESSFUL',
  destination: 'Kofi Boateng',
  destinationAccountNumber: '0241234567',
  direction: 'DEBIT',
};

const meta = {
  title: 'Screens/Send Money',
  component: SendMoney,
  args: {
    account: 'ready',
    balance: '12345.50',
    quote: reply(ok({ accountName: 'Kofi Boateng', fee: '0.50', levy: '0.50' })),
    transact: reply(ok(sent, 'Transaction successful')),
    onRetry: fn(),
  },
} satisfies Meta<typeof SendMoney>;

export default meta;
type Story = StoryObj<typeof meta>;

async function transfer(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50');
  await userEvent.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '241234567');
  await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
}

/** The form as it opens: nothing entered yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'SAVE & WIN balance' })).toHaveTextContent(
      'GH₵12,345.50',
    );
    await expect(canvas.getByRole('radio', { name: 'MTN' })).toBeChecked();
    await expect(canvas.getByRole('figure', { name: 'SAVE & WIN account card' })).toBeVisible();
  },
};

/** The account is still loading: no balance, and Transfer waits for it. */
export const Loading: Story = {
  args: { account: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'SAVE & WIN balance' })).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeDisabled();
  },
};

/** The account could not be loaded: a message and a way to try again. */
export const Failed: Story = {
  name: 'Error',
  args: { account: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The charges are being fetched: the button spins, nothing else can be sent. */
export const Quoting: Story = {
  args: { quote: pending() },
  play: async ({ canvasElement }) => {
    await transfer(canvasElement);
    const button = within(canvasElement).getByRole('button', { name: /Transfer/ });
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
  },
};

/** The gateway refuses the transfer: its message shows on the form, no summary opens. */
export const Refused: Story = {
  args: { transact: fn(reply(failure('Insufficient balance'))) },
  play: async ({ canvasElement, args }) => {
    await transfer(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Insufficient balance')).toBeVisible();
    await expect(args.transact).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Charges shown, Confirm pressed: the Transaction Summary of the sent money opens. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await transfer(canvasElement);
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Confirm Transaction' }));
    await expect(summary.getByText('Kofi Boateng')).toBeVisible();
    await expect(summary.getByText('GH₵51.00')).toBeVisible();
    await userEvent.click(summary.getByRole('button', { name: 'Confirm' }));
    const receipt = within(await screen.findByRole('dialog', { name: 'Transaction Summary' }));
    // The dialog fades in: wait until it is drawn.
    await waitFor(() => expect(receipt.getByText('TX-2026-0001')).toBeVisible());
  },
};

export const Narrow: Story = { globals: narrowGlobals };

export const Desktop: Story = { globals: desktopGlobals };
