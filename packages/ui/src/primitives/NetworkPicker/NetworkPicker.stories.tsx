import { DEFAULT_NETWORK } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { NetworkPicker } from './NetworkPicker';

const meta = {
  title: 'Primitives/NetworkPicker',
  component: NetworkPicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof NetworkPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Network' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['MTN', 'TELECEL', 'AT']);
    await userEvent.click(canvas.getByRole('radio', { name: 'Telecel' }));
    await expect(args.onChange).toHaveBeenCalledWith('TELECEL');
  },
};

/** Link wallet preselects MTN. */
export const MtnPreselected: Story = {
  args: { defaultValue: DEFAULT_NETWORK },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'MTN' })).toBeChecked();
  },
};

export const WithError: Story = { args: { errorMessage: 'Please select a network' } };

export const Disabled: Story = { args: { defaultValue: 'AT', isDisabled: true } };

export const Narrow: Story = pinned({ args: { defaultValue: 'AT' }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: { defaultValue: 'MTN' }, globals: darkGlobals });
