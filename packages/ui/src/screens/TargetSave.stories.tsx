// Target Save (/target-save) as a customer sees it: the totals, Refresh and New Goal, and the goals
// one slide at a time with each purpose's picture. The gateway is mocked per story
// (screens/gateway.ts): goals still loading, none yet, a failed load, a failed refresh and the full list.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { GoalCarousel, type Goal } from '../components/GoalCarousel';
import { GoalHeaderCard } from '../components/GoalHeaderCard';
import { Box } from '../layout-atoms/Box';
import { Inline } from '../layout-atoms/Inline';
import { Stack } from '../layout-atoms/Stack';
import { Button } from '../primitives/Button';
import { ButtonLink } from '../primitives/ButtonLink';
import { Plus, RotateCcw } from '../primitives/Icon/icons';
import { InlineMessage } from '../primitives/InlineMessage';
import { Spinner } from '../primitives/Spinner';
import { narrowGlobals } from '../private/storyGlobals';

import { failure, ok, pending, reply, type Answer } from './gateway';

const goals: Goal[] = [
  {
    goalName: 'School fees',
    goalOption: { goalOptionId: 'education', name: 'Education', image: '/goal-options/education.svg' },
    currentAmount: '1200.00',
    targetAmount: '3000.00',
    earnings: '12.10',
    goalAccountNumber: '2000000002',
  },
  {
    goalName: 'Trip to Kumasi',
    goalOption: { goalOptionId: 'travel', name: 'Travel', image: '/goal-options/travel.svg' },
    currentAmount: '450.00',
    targetAmount: '900.00',
    earnings: '3.40',
    goalAccountNumber: '2000000003',
  },
];

interface TargetSaveProps {
  /** The gateway's goal list (customerTargetSaves). */
  loadGoals: () => Promise<Answer<Goal[]>>;
  /** Opens a goal (/view-target-save). */
  onOpen: (goal: Goal) => void;
  /** Funds a goal (/fund-target-save). */
  onFund: (goal: Goal) => void;
}

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; goals: Goal[] };

/** The Target Save screen, composed from the package as the portal composes it. */
function TargetSave({ loadGoals, onOpen, onFund }: TargetSaveProps) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [index, setIndex] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    void loadGoals().then((answer) =>
      setLoaded(
        answer.isSuccess
          ? { state: 'ready', goals: answer.result ?? [] }
          : { state: 'error', message: answer.displayMessage },
      ),
    );
  }, [loadGoals]);

  async function refresh() {
    setRefreshing(true);
    const answer = await loadGoals();
    setRefreshing(false);
    if (answer.isSuccess) setLoaded({ state: 'ready', goals: answer.result ?? [] });
    else setMessage(answer.displayMessage);
  }

  const newGoal = (
    <ButtonLink href="/create-target-save" size="small" icon={Plus}>
      New Goal
    </ButtonLink>
  );
  return (
    <Box as="main" padding="large" maxWidth="wide">
      <Stack space="large">
        <Inline justify="spaceBetween">
          <h1>Target Save</h1>
          <Inline space="small">
            <Button
              variant="secondary"
              size="small"
              icon={RotateCcw}
              isPending={refreshing}
              pendingLabel="Refreshing goals"
              onPress={() => void refresh()}
            >
              Refresh
            </Button>
            {newGoal}
          </Inline>
        </Inline>
        {message ? <InlineMessage tone="critical">{message}</InlineMessage> : null}
        {loaded.state === 'loading' ? (
          <Spinner size="large" aria-label="Loading goals" />
        ) : loaded.state === 'error' ? (
          <ErrorState message={loaded.message} onRetry={() => void refresh()} />
        ) : (
          <>
            <GoalHeaderCard goals={loaded.goals} />
            {loaded.goals.length === 0 ? (
              <EmptyState
                title="No goals yet"
                description="Save towards something that matters: set a target and a date, and we remind you."
                action={newGoal}
              />
            ) : (
              <GoalCarousel
                goals={loaded.goals}
                index={index}
                onIndexChange={setIndex}
                onOpen={onOpen}
                onFund={onFund}
              />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

const meta = {
  title: 'Screens/Target Save',
  component: TargetSave,
  args: { loadGoals: reply(ok(goals)), onOpen: fn(), onFund: fn() },
} satisfies Meta<typeof TargetSave>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's goals: totals, then one goal at a time; Fund and the arrows work. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const carousel = within(await canvas.findByRole('region', { name: 'Goals' }));
    await expect(carousel.getByRole('group', { name: '1 of 2' })).toHaveTextContent('School fees');
    await userEvent.click(carousel.getByRole('button', { name: 'Next goal' }));
    await userEvent.click(carousel.getByRole('button', { name: 'Fund Trip to Kumasi' }));
    await expect(args.onFund).toHaveBeenCalledWith(goals[1]);
  },
};

export const Loading: Story = {
  args: { loadGoals: pending() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading goals' })).toBeVisible();
  },
};

/** A customer without goals yet: an invitation to set one. */
export const Empty: Story = {
  args: { loadGoals: reply(ok([])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No goals yet' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'New Goal' })).toHaveLength(2);
  },
};

/** The goals could not be loaded; Try again asks the gateway once more. */
export const Failed: Story = {
  name: 'Error',
  args: { loadGoals: fn(reply(failure('We could not load your goals. Please try again.'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load your goals. Please try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await waitFor(() => expect(args.loadGoals).toHaveBeenCalledTimes(2));
  },
};

export const Narrow: Story = { globals: narrowGlobals };
