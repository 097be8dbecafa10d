import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#/' },
      { id: 'send', label: 'Send Money' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeAndPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    await expect(within(nav).getByRole('link', { name: 'Send Money' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const HomeOnly: Story = { args: { items: [{ id: 'home', label: 'Home' }] } };

export const LongNarrow: Story = pinned({
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#/' },
      { id: 'settings', label: 'Settings', href: '#/settings' },
      { id: 'pin', label: 'Change Pin' },
    ],
  },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ globals: darkGlobals });
