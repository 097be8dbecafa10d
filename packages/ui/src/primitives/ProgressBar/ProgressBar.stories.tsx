import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { ProgressBar, progressBarTones } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones } },
  args: { label: 'School fees', value: 1200, maxValue: 5000, valueLabel: 'GH₵ 1,200.00 of GH₵ 5,000.00' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoalProgress: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'School fees' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1200');
    await expect(bar).toHaveAttribute('aria-valuetext', 'GH₵ 1,200.00 of GH₵ 5,000.00');
  },
};

export const Empty: Story = { args: { value: 0, valueLabel: 'GH₵ 0.00 of GH₵ 5,000.00' } };

export const Complete: Story = {
  args: { value: 5000, tone: 'positive', valueLabel: 'GH₵ 5,000.00 of GH₵ 5,000.00' },
};

/** More saved than the target: the bar stays full, the text tells the truth. */
export const OverTarget: Story = {
  args: { value: 6200, valueLabel: 'GH₵ 6,200.00 of GH₵ 5,000.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('GH₵ 6,200.00 of GH₵ 5,000.00')).toBeVisible();
  },
};

export const Percentage: Story = {
  args: { valueLabel: undefined, label: 'Uploading photo', value: 40, maxValue: 100 },
};

export const Prize: Story = {
  args: {
    tone: 'prize',
    label: 'Points to next draw ticket',
    value: 70,
    maxValue: 100,
    valueLabel: '70 of 100',
  },
};

export const Narrow: Story = pinned({ globals: narrowGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
