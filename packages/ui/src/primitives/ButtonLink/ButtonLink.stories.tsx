import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { Plus } from '../Icon/icons';

import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { href: '/create-target-save', children: 'New Goal' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'New Goal' });
    await expect(link).toHaveAttribute('href', '/create-target-save');
  },
};

export const WithIcon: Story = {
  args: { icon: Plus },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'New Goal' });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Add Wallet' } };

export const Ghost: Story = { args: { variant: 'ghost', size: 'small', children: 'See all' } };

export const Narrow: Story = pinned({ args: { fullWidth: true }, globals: narrowGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
