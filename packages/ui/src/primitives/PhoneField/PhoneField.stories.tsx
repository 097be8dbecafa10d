import { INVALID_NUMBER_MESSAGE } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { PhoneField } from './PhoneField';

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile Number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', '000 000 0000');
    await expect(canvas.getByText('233')).toBeVisible();
  },
};

export const Filled: Story = { args: { value: '0241234567' } };

export const WithError: Story = {
  args: { value: '02412', errorMessage: INVALID_NUMBER_MESSAGE },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Mobile Number' }),
    ).toHaveAccessibleDescription(INVALID_NUMBER_MESSAGE);
  },
};

/** Controlled, as on the sign-in screen: only digits reach the screen, at most ten. */
export const DigitsOnly: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <PhoneField
        {...args}
        value={value}
        onChange={(digits) => {
          setValue(digits);
          args.onChange?.(digits);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile Number' });
    await userEvent.click(input);
    await userEvent.paste('024-123-4567 89');
    await expect(input).toHaveValue('0241234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('0241234567');
  },
};

export const Narrow: Story = { args: { value: '0201234567' }, globals: narrowGlobals };

export const Dark: Story = { args: WithError.args, globals: darkGlobals };
