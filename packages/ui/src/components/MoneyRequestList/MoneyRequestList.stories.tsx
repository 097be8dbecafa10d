import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { MoneyRequestList, requestTimeline, type MoneyRequestItem } from './MoneyRequestList';

const received: MoneyRequestItem[] = [
  {
    requestId: 'MR-jollof',
    direction: 'RECEIVED',
    amount: '25.00',
    note: 'Jollof on Friday',
    status: 'PENDING',
    createdAt: '2026-03-11T12:00:00Z',
    expiresAt: '2026-03-18T12:00:00Z',
    decidedAt: null,
    counterparty: 'Kofi Boateng',
  },
  {
    requestId: 'MR-rent',
    direction: 'RECEIVED',
    amount: '1250.50',
    note: 'My half of the rent for March, as agreed with the landlord on the phone',
    status: 'PENDING',
    createdAt: '2026-03-10T08:30:00Z',
    expiresAt: '2026-03-17T08:30:00Z',
    decidedAt: null,
    counterparty: 'Akosua Owusu-Ansah',
  },
  {
    requestId: 'MR-taxi',
    direction: 'RECEIVED',
    amount: '40.00',
    note: '',
    status: 'PAID',
    createdAt: '2026-03-02T17:00:00Z',
    expiresAt: '2026-03-09T17:00:00Z',
    decidedAt: '2026-03-02T17:05:00Z',
    counterparty: 'Yaw Asante',
  },
];

const sent: MoneyRequestItem[] = [
  {
    requestId: 'MR-lunch',
    direction: 'SENT',
    amount: '18.00',
    note: 'Lunch',
    status: 'PENDING',
    createdAt: '2026-03-12T09:00:00Z',
    expiresAt: '2026-03-19T09:00:00Z',
    decidedAt: null,
    counterparty: '0201234567',
  },
  {
    requestId: 'MR-gift',
    direction: 'SENT',
    amount: '100.00',
    note: 'Gift for Esi',
    status: 'DECLINED',
    createdAt: '2026-03-01T10:00:00Z',
    expiresAt: '2026-03-08T10:00:00Z',
    decidedAt: '2026-03-01T11:00:00Z',
    counterparty: '0241234567',
  },
  {
    requestId: 'MR-old',
    direction: 'SENT',
    amount: '5.00',
    note: 'Pure water',
    status: 'EXPIRED',
    createdAt: '2026-02-20T10:00:00Z',
    expiresAt: '2026-02-27T10:00:00Z',
    decidedAt: null,
    counterparty: '0551234567',
  },
];

const meta = {
  title: 'Components/MoneyRequestList',
  component: MoneyRequestList,
  tags: ['autodocs'],
  args: {
    title: 'Asked of you',
    requests: received,
    emptyText: 'Nobody has asked you for money',
    onPay: fn(),
    onDecline: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MoneyRequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Kofi Boateng asks you');
    await expect(rows[0]).toHaveTextContent('GH₵25.00');
    await expect(rows[0]).toHaveTextContent('Asked 11 Mar 2026 · until 18 Mar 2026');
    await expect(rows[1]).toHaveTextContent('GH₵1,250.50');
    // A paid request has no actions left; each waiting one names its own.
    await expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    await expect(rows[2]).toHaveTextContent('Paid');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay GH₵1,250.50 to Akosua Owusu-Ansah' }));
    await expect(args.onPay).toHaveBeenCalledWith(received[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline the request from Kofi Boateng' }));
    await expect(args.onDecline).toHaveBeenCalledWith(received[0]);
  },
};

export const Sent: Story = {
  args: { title: 'You asked', requests: sent, emptyText: 'You have not asked anyone yet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You asked 0201234567')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the request to 0201234567' }));
    await expect(args.onCancel).toHaveBeenCalledWith(sent[0]);
    await expect(canvas.getByText('Asked 1 Mar 2026 · declined 1 Mar 2026')).toBeInTheDocument();
    await expect(canvas.getByText('Asked 20 Feb 2026 · expired 27 Feb 2026')).toBeInTheDocument();
  },
};

/** While one request is being paid, nothing else in the list can be acted on. */
export const PayingOne: Story = {
  args: { busy: { requestId: 'MR-jollof', action: 'pay' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Pay GH₵1,250.50 to Akosua Owusu-Ansah' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Decline the request from Kofi Boateng' }),
    ).toBeDisabled();
    await expect(canvas.getByLabelText('Please wait')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Pay GH₵25\.00/ }));
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody has asked you for money')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The timeline's words for each state, without drawing. */
export const Timeline: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    await expect(requestTimeline(received[2]!)).toBe('Asked 2 Mar 2026 · paid 2 Mar 2026');
    await expect(
      requestTimeline({ ...sent[0]!, status: 'CANCELLED', decidedAt: '2026-03-13T09:00:00Z' }),
    ).toBe('Asked 12 Mar 2026 · cancelled 13 Mar 2026');
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({
  args: { requests: sent, title: 'You asked' },
  globals: { theme: 'dark' },
});
