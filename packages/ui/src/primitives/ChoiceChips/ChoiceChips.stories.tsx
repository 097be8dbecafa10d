import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { ChoiceChips } from './ChoiceChips';

const frequencies = [
  { id: 'DAILY', label: 'Daily' },
  { id: 'WEEKLY', label: 'Weekly' },
  { id: 'MONTHLY', label: 'Monthly' },
];

const purposes = [
  { id: 'EDUCATION', label: 'Education' },
  { id: 'RENT', label: 'Rent' },
  { id: 'WEDDING', label: 'Wedding' },
  { id: 'TRAVEL', label: 'Travel' },
  { id: 'BUSINESS', label: 'Business capital' },
  { id: 'EMERGENCY', label: 'Emergency fund' },
  { id: 'OTHER', label: 'Other' },
];

const meta = {
  title: 'Primitives/ChoiceChips',
  component: ChoiceChips,
  tags: ['autodocs'],
  args: { label: 'Reminder frequency', options: frequencies, defaultValue: 'MONTHLY', onChange: fn() },
} satisfies Meta<typeof ChoiceChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Weekly' }));
    await expect(args.onChange).toHaveBeenCalledWith('WEEKLY');
  },
};

export const NothingChosen: Story = {
  args: { defaultValue: undefined, label: 'Select Purpose', options: purposes },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('WEEKLY');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: undefined,
    label: 'Select Purpose',
    options: purposes,
    errorMessage: 'Choose a purpose',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a purpose')).toBeVisible();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...frequencies.slice(0, 2), { id: 'MONTHLY', label: 'Monthly', isDisabled: true }],
    defaultValue: 'DAILY',
  },
};

export const ManyOptionsNarrow: Story = pinned({
  args: { label: 'Select Purpose', options: purposes, defaultValue: 'RENT' },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ globals: darkGlobals });
