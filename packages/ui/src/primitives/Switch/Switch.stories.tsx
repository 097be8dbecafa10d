import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Remember me' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { isSelected: true, children: 'Use Linked Wallet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Use Linked Wallet' })).toBeChecked();
  },
};

export const Disabled: Story = { args: { isDisabled: true, children: 'Enable Set & Forget' } };

export const KeyboardToggle: Story = {
  args: { children: 'Enable Assistant' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Narrow: Story = pinned({ args: { isSelected: true }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: { isSelected: true }, globals: darkGlobals });
