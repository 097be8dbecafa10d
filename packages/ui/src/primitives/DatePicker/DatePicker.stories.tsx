import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { DatePicker } from './DatePicker';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    label: 'Due date',
    placeholderValue: parseDate('2026-12-01'),
    minValue: parseDate('2026-12-05'),
    maxValue: parseDate('2027-06-30'),
    onChange: fn(),
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Due date' })).toBeVisible();
  },
};

export const Filled: Story = { args: { value: parseDate('2026-12-24') } };

export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2026-12-10') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Open calendar/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    await expect(within(calendar).getByRole('button', { name: /^Friday, 4 December 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: /^Thursday, 24 December 2026/ }));
    const calls = (args.onChange as unknown as { mock: { calls: unknown[][] } }).mock.calls;
    await expect(String(calls.at(-1)?.[0])).toBe('2026-12-24');
  },
};

export const WithError: Story = {
  args: { value: parseDate('2026-12-24'), errorMessage: 'The due date must be at least a week away' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The due date must be at least a week away')).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: parseDate('2026-12-24'), isDisabled: true } };

export const Narrow: Story = pinned({ args: { value: parseDate('2026-12-24') }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: { value: parseDate('2026-12-24') }, globals: darkGlobals });
