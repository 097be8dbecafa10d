import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { Button } from '../Button/Button';

import { Menu, MenuItem } from './Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { trigger: <Button variant="secondary">Account</Button>, onAction: fn(), 'aria-label': 'Account' },
  render: (args) => (
    <Menu {...args}>
      <MenuItem id="details">Account Information</MenuItem>
      <MenuItem id="security">Security</MenuItem>
      <MenuItem id="wallets">Payment Methods</MenuItem>
      <MenuItem id="logout" isDanger>
        Log Out
      </MenuItem>
    </Menu>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keys onAction was called with (react-aria passes a second, optional argument). */
const chosenKeys = (onAction: unknown) =>
  (onAction as { mock: { calls: unknown[][] } }).mock.calls.map((call) => call[0]);

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const ChooseWithPointer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Security' }));
    await expect(chosenKeys(args.onAction)).toEqual(['security']);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Account Information' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(chosenKeys(args.onAction)).toEqual(['wallets']);
  },
};

export const WithDisabledItem: Story = { args: { defaultOpen: true, disabledKeys: ['wallets'] } };

export const Narrow: Story = pinned({ args: { defaultOpen: true }, globals: narrowGlobals });

export const Dark: Story = pinned({ args: { defaultOpen: true }, globals: darkGlobals });
