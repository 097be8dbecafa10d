import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { PrizeChecker, type CheckedDraw } from './PrizeChecker';

const draws: CheckedDraw[] = [
  {
    drawId: 'D2026-11-23',
    name: 'Week of 2026-11-23 draw',
    drawAt: '2026-12-01T12:00:00Z',
    status: 'OPEN',
    myTickets: 4,
    prize: null,
  },
  {
    drawId: 'D2026-11-16',
    name: 'Week of 2026-11-16 draw',
    drawAt: '2026-11-24T12:00:00Z',
    status: 'DRAWN',
    myTickets: 12,
    prize: {
      description: '2nd prize',
      amount: '1000.00',
      paidTo: 'GOAL',
      goalName: 'School fees',
      paidAt: '2026-11-24T12:00:05Z',
      closedGoalName: null,
    },
  },
  {
    drawId: 'D2026-11-09',
    name: 'Week of 2026-11-09 draw',
    drawAt: '2026-11-17T12:00:00Z',
    status: 'DRAWN',
    myTickets: 1,
    prize: null,
  },
  {
    drawId: 'D2026-11-02',
    name: 'Week of 2026-11-02 draw',
    drawAt: '2026-11-10T12:00:00Z',
    status: 'DRAWN',
    myTickets: 0,
    prize: null,
  },
  {
    drawId: 'D2026-10-26',
    name: 'Week of 2026-10-26 draw',
    drawAt: '2026-11-03T12:00:00Z',
    status: 'DRAWN',
    myTickets: 7,
    prize: {
      description: 'Top prize',
      amount: '3500.00',
      paidTo: 'SAVE_AND_WIN',
      goalName: null,
      paidAt: '2026-11-03T12:00:04Z',
      closedGoalName: 'Our wedding',
    },
  },
];

const meta = {
  title: 'Components/PrizeChecker',
  component: PrizeChecker,
  tags: ['autodocs'],
  args: { draws },
} satisfies Meta<typeof PrizeChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const checker = within(within(canvasElement).getByRole('region', { name: 'Your draws' }));
    const rows = checker.getAllByRole('listitem').map((li) => li.textContent);
    await expect(rows).toEqual([
      'Week of 2026-11-23 draw4 tickets so far. Drawn on 1 December 2026.',
      'Week of 2026-11-16 drawYou won the 2nd prize: GH₵1,000.00.Saved into your goal School fees on 24 November 2026.',
      'Week of 2026-11-09 draw1 ticket, no prize this time.',
      'Week of 2026-11-02 drawYou did not enter this draw.',
      'Week of 2026-10-26 drawYou won the Top prize: GH₵3,500.00.Paid into your SAVE & WIN account on 3 November 2026. Your goal Our wedding had closed by the draw, so it went to SAVE & WIN.',
    ]);
    await expect(checker.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

export const WaitingToBeDrawn: Story = {
  args: {
    draws: [
      { ...draws[0]!, status: 'CLOSED', myTickets: 9 },
      { ...draws[0]!, drawId: 'D2026-11-30', status: 'OPEN', myTickets: 0, name: 'Week of 2026-11-30 draw' },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(rows).toEqual([
      'Week of 2026-11-23 draw9 tickets entered. Waiting to be drawn on 1 December 2026.',
      'Week of 2026-11-30 drawNo tickets yet. Save before 1 December 2026 to enter.',
    ]);
  },
};

export const NoDraws: Story = {
  args: { draws: [] },
  play: async ({ canvasElement }) => {
    const checker = within(canvasElement).getByRole('region', { name: 'Your draws' });
    await expect(checker).toHaveTextContent('You have no draws yet. Save to enter the next one.');
    await expect(within(checker).queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = pinned({
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const checker = within(canvasElement).getByRole('region', { name: 'Your draws' });
    // A long win line wraps inside the phone's width instead of running off it.
    await expect(checker.scrollWidth).toBeLessThanOrEqual(checker.clientWidth);
  },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
