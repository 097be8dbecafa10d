import { amountError, INVALID_AMOUNT_MESSAGE } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { AmountField } from './AmountField';

const meta = {
  title: 'Primitives/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    // Empty, not a typed '0' the customer must delete first; the shape of an amount in grey.
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '0.00');
  },
};

export const Filled: Story = { args: { value: '250.00' } };

export const WithError: Story = {
  args: { value: '12.345', errorMessage: INVALID_AMOUNT_MESSAGE },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(INVALID_AMOUNT_MESSAGE)).toBeVisible();
  },
};

/** As a screen uses it: the error comes from @savewin/core's amountError as the customer types. */
export const ValidatedByCore: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <AmountField
        {...args}
        value={value}
        onChange={setValue}
        errorMessage={value ? (amountError(value) ?? '') : ''}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '10.999');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '10.99');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = { args: { value: '', isDisabled: true } };

export const Narrow: Story = pinned({
  args: { label: 'Target amount', value: '3500' },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ args: WithError.args, globals: darkGlobals });
