import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { vars } from '../../theme/contract.css';

import { TransactionList, type StatementRow, type TransactionListProps } from './TransactionList';

const NOW = new Date('2026-03-12T12:00:00Z');
const OTHER = '1000654321';

const at = (msAgo: number) => new Date(NOW.getTime() - msAgo).toISOString();

const first: StatementRow[] = [
  {
    transactionId: 'T1',
    transactionDate: at(5_000),
    amount: '200.00',
    transactionType: 'DEPOSIT',
    status: 'SUCCESSFUL',
    destinationAccountNumber: '0241234567',
    narration: 'Deposit',
    direction: 'CREDIT',
  },
  {
    transactionId: 'T2',
    transactionDate: at(2 * 3_600_000),
    amount: '50.5',
    transactionType: 'MOMO_TRANSFER',
    status: 'PENDING_APPROVAL',
    destinationAccountNumber: '0551234567',
    narration: 'Rent',
    direction: 'DEBIT',
  },
  {
    transactionId: 'T3',
    transactionDate: at(26 * 3_600_000),
    amount: '1250.00',
    transactionType: 'BANK_TRANSFER',
    status: 'SUCCESSFUL',
    destinationAccountNumber: OTHER,
    narration: 'From Kofi',
    direction: 'CREDIT',
  },
  {
    transactionId: 'T4',
    transactionDate: '2026-02-01T09:30:00Z',
    amount: '12.00',
    transactionType: 'AIRTIME',
    status: 'SUCCESSFUL',
    destinationAccountNumber: '0201234567',
    narration: 'Airtime',
    direction: 'DEBIT',
  },
];

const many: StatementRow[] = Array.from({ length: 25 }, (_, index) => ({
  transactionId: `M${index + 1}`,
  transactionDate: at((index + 1) * 3 * 86_400_000),
  amount: `${index + 1}.00`,
  transactionType: index % 2 === 0 ? 'WITHDRAWAL' : 'DEPOSIT',
  status: 'SUCCESSFUL',
  destinationAccountNumber: '0241234567',
  narration: `Payment ${index + 1}`,
  direction: index % 2 === 0 ? 'DEBIT' : 'CREDIT',
}));

/** One row of every kind of movement a customer sees, each read for this customer's account. */
const everyKind: (StatementRow & { expected: string })[] = (
  [
    ['DEPOSIT', 'CREDIT', '100.00', 'Deposit', '+GH₵100.00'],
    ['WITHDRAWAL', 'DEBIT', '20.00', 'Withdraw', '-GH₵20.00'],
    ['BANK_TRANSFER', 'DEBIT', '30.00', 'Own-bank transfer sent', '-GH₵30.00'],
    ['BANK_TRANSFER', 'CREDIT', '45.00', 'Own-bank transfer received', '+GH₵45.00'],
    ['MOMO', 'DEBIT', '15.00', 'MoMo payout', '-GH₵15.00'],
    ['BILL_PAYMENT', 'DEBIT', '40.00', 'Light bill', '-GH₵40.00'],
    ['BANK_TRANSFER', 'DEBIT', '25.00', 'SOLIS TRANSFER TARGET SAVE', '-GH₵25.00'],
    ['DEPOSIT', 'CREDIT', '18.00', 'Payment link', '+GH₵18.00'],
    ['REQUEST MONEY', 'CREDIT', '60.00', 'Request Money', '+GH₵60.00'],
    ['INTEREST', 'CREDIT', '25.14', 'Interest for October', '+GH₵25.14'],
    ['PRIZE', 'CREDIT', '500.00', 'Prize: 2nd place', '+GH₵500.00'],
    ['WITHDRAWAL', 'DEBIT', '1,000.00', 'Withdraw with a GH₵10.00 fee', '-GH₵1,000.00'],
    ['MOMO', 'DEBIT', '12.00', 'Rejected by the network', '-GH₵12.00'],
  ] as const
).map(([transactionType, direction, amount, narration, expected], index) => ({
  transactionId: `K${index + 1}`,
  transactionDate: at((index + 1) * 60_000),
  amount: amount.replace(',', ''),
  transactionType,
  status: index === 12 ? 'REVERSED' : 'SUCCESSFUL',
  destinationAccountNumber: direction === 'CREDIT' ? OTHER : '0241234567',
  narration,
  direction,
  expected,
}));

/** The colour a token resolves to in the current theme, read the way the browser paints it. */
function tokenColour(canvasElement: HTMLElement, token: string): string {
  const probe = canvasElement.ownerDocument.createElement('span');
  probe.style.color = token;
  canvasElement.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function Controlled(args: TransactionListProps) {
  const [isExpanded, setExpanded] = useState(args.isExpanded);
  return (
    <TransactionList
      {...args}
      isExpanded={isExpanded}
      onExpandedChange={(next) => {
        setExpanded(next);
        args.onExpandedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TransactionList',
  component: TransactionList,
  tags: ['autodocs'],
  args: {
    rows: first,
    isExpanded: false,
    onExpandedChange: fn(),
    onSelect: fn(),
    now: NOW,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent Activity' })).toBeInTheDocument();
    const [deposit, momo, incoming, airtime] = rowsOf(canvasElement);
    // Money into the account shown reads '+', money out of it '-': the direction, not the type.
    await expect(deposit).toHaveTextContent('+GH₵200.00');
    await expect(deposit).toHaveTextContent('Moments ago');
    await expect(momo).toHaveTextContent('MOMO TRANSFER');
    await expect(momo).toHaveTextContent('PENDING APPROVAL');
    await expect(momo).toHaveTextContent('-GH₵50.50');
    await expect(momo).toHaveTextContent('2 Hours ago');
    await expect(incoming).toHaveTextContent('+GH₵1,250.00');
    await expect(incoming).toHaveTextContent('1 Day ago');
    await expect(airtime).toHaveTextContent('-GH₵12.00');
    await expect(airtime).toHaveTextContent('1 Feb 2026');
    // Four rows need no 'See more'.
    await expect(canvas.queryByRole('button', { name: 'See more' })).not.toBeInTheDocument();
  },
};

export const SelectingARowOpensDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /MOMO TRANSFER/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(first[1]);
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(first[2]);
  },
};

export const SeeMoreShowsTwenty: Story = {
  args: { rows: many },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement)).toHaveLength(5);
    const more = canvas.getByRole('button', { name: 'See more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(rowsOf(canvasElement)).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'See less' }));
    await expect(rowsOf(canvasElement)).toHaveLength(5);
  },
};

export const Expanded: Story = { args: { rows: many, isExpanded: true } };

/** A page of the full history: every row given, no toggle (the screen pages). */
export const AllRowsOfAPage: Story = {
  args: { rows: many, title: 'Transactions', onExpandedChange: undefined },
  render: (args) => <TransactionList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(25);
    await expect(
      within(canvasElement).queryByRole('button', { name: /See (more|less)/ }),
    ).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No transactions yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading transactions' })).toBeInTheDocument();
    await expect(canvas.queryByText('No transactions yet')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = { args: { onSelect: undefined } };

export const GoalStatement: Story = {
  args: {
    onSelect: undefined,
    rows: [
      {
        transactionDate: at(60_000),
        debitAmount: '0.00',
        creditAmount: '100.00',
        narration: 'SOLIS TRANSFER TARGET SAVE',
        direction: 'CREDIT',
      },
      {
        transactionDate: at(3_600_000),
        debitAmount: '20.00',
        creditAmount: '0.00',
        narration: 'Withdrawal',
        direction: 'DEBIT',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const [funding, withdrawal] = rowsOf(canvasElement);
    // Goal funding seen from the goal account is money in; what left the goal is money out,
    // shown with the amount that left (not the zero credit beside it).
    await expect(funding).toHaveTextContent('+GH₵100.00');
    await expect(funding).toHaveTextContent('1 Minute ago');
    await expect(withdrawal).toHaveTextContent('-GH₵20.00');
    await expect(within(withdrawal!).getByText('-GH₵20.00')).toHaveStyle({
      color: tokenColour(canvasElement, vars.color.moneyOut),
    });
    await expect(within(funding!).getByText('+GH₵100.00')).toHaveStyle({
      color: tokenColour(canvasElement, vars.color.moneyIn),
    });
  },
};

/**
 * Every kind of movement, each with the sign, amount and colour of its direction for this
 * account: a transfer received, a payment-link payment, interest and a prize are money in.
 */
export const EveryKindOfMovement: Story = {
  args: { rows: everyKind, title: 'Transactions', onExpandedChange: undefined },
  render: (args) => <TransactionList {...args} />,
  play: async ({ canvasElement }) => {
    const moneyIn = tokenColour(canvasElement, vars.color.moneyIn);
    const moneyOut = tokenColour(canvasElement, vars.color.moneyOut);
    await expect(moneyIn).not.toBe(moneyOut);
    const rows = rowsOf(canvasElement);
    await expect(rows).toHaveLength(everyKind.length);
    for (const [index, row] of everyKind.entries()) {
      const shown = within(rows[index]!).getByText(row.expected);
      await expect(shown).toHaveStyle({ color: row.direction === 'CREDIT' ? moneyIn : moneyOut });
      await expect(rows[index]).toHaveTextContent(row.narration ?? '');
    }
    await expect(rows[12]).toHaveTextContent('REVERSED');
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
