// The dashboard as a customer sees it, composed from the package's components with fixture props,
// in each state a customer can meet: loading, empty (a new customer), error and full. Data and
// routing stay in the portal; this is the design review of how the pieces sit together.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { BalanceCard } from '../components/BalanceCard';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { GoalCarousel, type Goal } from '../components/GoalCarousel';
import { SummaryRow } from '../components/SummaryRow';
import { TransactionList, type StatementRow } from '../components/TransactionList';
import { Box } from '../layout-atoms/Box';
import { Stack } from '../layout-atoms/Stack';
import { Spinner } from '../primitives/Spinner';
import { desktopGlobals, narrowGlobals } from '../private/storyGlobals';

const NOW = new Date('2026-03-12T12:00:00Z');
const SAVINGS = '1000123456';

const goals: Goal[] = [
  {
    goalName: 'School fees',
    goalOption: { goalOptionId: 2, name: 'Education', image: '/goal-options/education.svg' },
    currentAmount: '1200.00',
    targetAmount: '3000.00',
    earnings: '12.10',
    goalAccountNumber: '2000000002',
  },
  {
    goalName: 'Wedding',
    goalOption: { goalOptionId: 3, name: 'Wedding', image: '/goal-options/wedding.svg' },
    currentAmount: '0.00',
    targetAmount: '20000.00',
    goalAccountNumber: '2000000003',
  },
];

const rows: StatementRow[] = [
  {
    transactionId: 'T1',
    transactionDate: '2026-03-12T11:59:55Z',
    amount: '200.00',
    transactionType: 'DEPOSIT',
    status: 'SUCCESSFUL',
    destinationAccountNumber: SAVINGS,
    narration: 'Deposit',
    direction: 'CREDIT',
  },
  {
    transactionId: 'T2',
    transactionDate: '2026-03-12T10:00:00Z',
    amount: '50.50',
    transactionType: 'MOMO_TRANSFER',
    status: 'SUCCESSFUL',
    destinationAccountNumber: '0551234567',
    narration: 'Rent',
    direction: 'DEBIT',
  },
];

interface DashboardProps {
  /** What the screen has: nothing yet, a failure, or the customer's data (empty or not). */
  state: 'loading' | 'error' | 'ready';
  /** currentAvailableBalance, as the API gives it. */
  balance: string;
  /** accruedInterest, as the API gives it. */
  accruedInterest: string;
  /** loyaltyPoint of the account. */
  loyaltyPoints: number;
  /** The customer's goals. */
  goals: readonly Goal[];
  /** Recent statement rows. */
  rows: readonly StatementRow[];
  /** Retry after a failure. */
  onRetry: () => void;
}

/** The dashboard: balance, summary, goals and recent activity, as the portal composes them. */
function Dashboard({
  state,
  balance,
  accruedInterest,
  loyaltyPoints,
  goals: goalList,
  rows: activity,
  onRetry,
}: DashboardProps) {
  const [index, setIndex] = useState(0);
  const [isExpanded, setExpanded] = useState(false);
  const isLoading = state === 'loading';
  return (
    <Box as="main" padding="large" maxWidth="content">
      <Stack space="xlarge">
        {state === 'error' ? (
          <ErrorState
            message="We could not load your account. Check your connection and try again."
            onRetry={onRetry}
          />
        ) : (
          <>
            <BalanceCard balance={balance} accountNumber={SAVINGS} isLoading={isLoading} />
            <SummaryRow
              balance={balance}
              accruedInterest={accruedInterest}
              loyaltyPoints={loyaltyPoints}
              isLoading={isLoading}
            />
          </>
        )}
        {isLoading ? (
          <Spinner aria-label="Loading goals" />
        ) : state === 'ready' && goalList.length > 0 ? (
          <GoalCarousel goals={goalList} index={index} onIndexChange={setIndex} onOpen={fn()} onFund={fn()} />
        ) : state === 'ready' ? (
          <EmptyState
            title="No savings goals yet"
            description="Set a goal and watch your savings grow towards it."
          />
        ) : null}
        {state !== 'error' ? (
          <TransactionList
            rows={activity}
            isLoading={isLoading}
            isExpanded={isExpanded}
            onExpandedChange={setExpanded}
            now={NOW}
          />
        ) : null}
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Screens/Dashboard',
  component: Dashboard,
  args: {
    state: 'ready',
    balance: '12345.50',
    accruedInterest: '4.20',
    loyaltyPoints: 1250,
    goals,
    rows,
    onRetry: fn(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'SAVE & WIN balance' })).toHaveTextContent(
      'GH₵12,345.50',
    );
    await expect(canvas.getByText('School fees')).toBeVisible();
    await expect(canvas.getByText(/Rent/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'SAVE & WIN balance' })).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('GH₵12,345.50')).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Loading goals' })).toBeVisible();
  },
};

/** A customer who has just joined: no goals, no activity, a zero balance. */
export const Empty: Story = {
  args: { balance: '0.00', accruedInterest: '0.00', loyaltyPoints: 0, goals: [], rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'SAVE & WIN balance' })).toHaveTextContent('GH₵0.00');
    await expect(canvas.getByText('No savings goals yet')).toBeVisible();
    await expect(canvas.getByText('No transactions yet')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('GH₵12,345.50')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = { globals: narrowGlobals };

export const Desktop: Story = { globals: desktopGlobals };
