import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No linked wallets yet',
    description: 'Link a mobile-money wallet to deposit and withdraw in one tap.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No linked wallets yet' }),
    ).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: { action: <Link href="/link-wallet">Add Wallet</Link> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Add Wallet' })).toHaveAttribute(
      'href',
      '/link-wallet',
    );
  },
};

export const TitleOnly: Story = { args: { description: undefined, headingLevel: 3 } };

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
