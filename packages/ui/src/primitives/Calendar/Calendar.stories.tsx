import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Calendar } from './Calendar';

const meta = {
  title: 'Primitives/Calendar',
  component: Calendar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Due date',
    defaultFocusedValue: parseDate('2026-12-01'),
    minValue: parseDate('2026-12-05'),
    maxValue: parseDate('2027-01-20'),
    onChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLimits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /December 2026/ })).toBeVisible();
    const beforeMin = canvas.getByRole('button', { name: /^Friday, 4 December 2026/ });
    await expect(beforeMin).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Thursday, 24 December 2026/ }));
    await expect(
      String((args.onChange as unknown as { mock: { calls: unknown[][] } }).mock.calls[0]?.[0]),
    ).toBe('2026-12-24');
  },
};

export const Selected: Story = { args: { value: parseDate('2026-12-24') } };

export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { name: /January 2027/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { value: parseDate('2026-12-24'), isInvalid: true, errorMessage: 'Choose a date after today' },
};

export const Narrow: Story = pinned({ args: { value: parseDate('2026-12-24') }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: { value: parseDate('2026-12-24') }, globals: darkGlobals });
