import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { GoalHeaderCard } from './GoalHeaderCard';

const meta = {
  title: 'Components/GoalHeaderCard',
  component: GoalHeaderCard,
  tags: ['autodocs'],
  args: {
    goals: [
      { earnings: '12.10', currentAmount: '1200.00' },
      { earnings: 0.2, currentAmount: '300.5' },
      { earnings: null, currentAmount: '0.00' },
    ],
  },
} satisfies Meta<typeof GoalHeaderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    await expect(terms).toEqual(['Total Earnings', 'Total Balance']);
    // 12.10 + 0.20 + nothing; 1200.00 + 300.50 + 0.00 — summed in pesewas.
    await expect(values(canvasElement)).toEqual(['GH₵12.30', 'GH₵1,500.50']);
  },
};

export const NoGoals: Story = {
  args: { goals: [] },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['GH₵0.00', 'GH₵0.00']);
  },
};

export const UnreadableFigure: Story = {
  args: { goals: [{ earnings: 'abc', currentAmount: '10.00' }] },
  play: async ({ canvasElement }) => {
    await expect(values(canvasElement)).toEqual(['Unavailable', 'GH₵10.00']);
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
