import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Profile Name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Profile Name' });
    await userEvent.type(input, 'Ama');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ama');
  },
};

export const Filled: Story = { args: { defaultValue: 'Ama Mensah' } };

export const WithPlaceholder: Story = { args: { label: 'Chat', placeholder: 'Chat' } };

export const WithDescription: Story = {
  args: {
    label: 'Email',
    description: 'We send receipts here.',
    type: 'email',
    defaultValue: 'ama@example.com',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send receipts here.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Ghana Card Number',
    placeholder: 'GHA-0000000000-0',
    defaultValue: 'GHA-12',
    errorMessage: 'Enter the number as it is printed on the card',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ghana Card Number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the number as it is printed on the card');
  },
};

export const ReadOnly: Story = { args: { label: 'Reference', value: 'Deposit', isReadOnly: true } };

export const Disabled: Story = { args: { label: 'Reference', value: 'Withdraw', isDisabled: true } };

/** Controlled: the parent owns the value, as every screen does. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <TextField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next.toUpperCase());
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Profile Name' });
    await userEvent.type(input, 'kofi');
    await expect(input).toHaveValue('KOFI');
  },
};

export const LongLabelNarrow: Story = pinned({
  args: {
    label: 'Name of the person or business that will receive this transfer',
    errorMessage: 'Account number not validated',
  },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ args: WithError.args, globals: darkGlobals });
