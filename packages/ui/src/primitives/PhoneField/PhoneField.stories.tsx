import { INVALID_NUMBER_MESSAGE, mobileNumberError } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
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

function Controlled(args: Parameters<typeof PhoneField>[0]) {
  const [value, setValue] = useState('');
  return (
    <PhoneField
      {...args}
      value={value}
      onChange={(text) => {
        setValue(text);
        args.onChange?.(text);
      }}
    />
  );
}

/** As on sign-in: 9 digits after the fixed 233, grouped with spaces as the customer likes. */
export const TypedAfterPrefix: Story = {
  args: { label: 'Phone number' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '24 123 4567');
    await expect(input).toHaveValue('24 123 4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('24 123 4567');
    await expect(mobileNumberError('24 123 4567')).toBeNull();
  },
};

/** Letters, dashes and '+' never reach the screen; the digits and spaces do. */
export const DigitsAndSpacesOnly: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile Number' });
    await userEvent.click(input);
    await userEvent.paste('+233 24-123-4567');
    await expect(input).toHaveValue('233 241234567');
    await expect(args.onChange).toHaveBeenLastCalledWith('233 241234567');
    await userEvent.type(input, 'ab');
    await expect(input).toHaveValue('233 241234567');
  },
};

/** No number has more than 12 digits (233 and nine): further digits are not taken. */
export const AtMostTwelveDigits: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile Number' });
    await userEvent.click(input);
    await userEvent.paste('0241234567890123');
    await expect(input).toHaveValue('024123456789');
    // Too long for any accepted form: the screen's check refuses it with the spec's words.
    await expect(mobileNumberError('024123456789')).toBe(INVALID_NUMBER_MESSAGE);
  },
};

export const Narrow: Story = pinned({ args: { value: '0201234567' }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: WithError.args, globals: darkGlobals });
