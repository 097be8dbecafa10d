import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { WalletsSummary } from './WalletsSummary';

const wallets = [
  { id: 1, network: 'MTN', walletName: 'Ama Mensah', phoneNumber: '0241234567' },
  { id: 2, network: 'TELECEL', walletName: 'Ama Mensah', phoneNumber: '0201234567' },
  { id: 3, network: 'AT', walletName: 'Ama Business', phoneNumber: '0261234567' },
];

const meta = {
  title: 'Components/WalletsSummary',
  component: WalletsSummary,
  tags: ['autodocs'],
  args: { wallets, onDelete: fn(), onRefresh: fn() },
} satisfies Meta<typeof WalletsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Linked Wallets' })).toBeInTheDocument();
    await expect(canvas.getByText('General Stats')).toBeInTheDocument();
    await expect(canvas.getByText('You have 3 linked wallets')).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Add Wallet' })).toHaveAttribute('href', '/link-wallet');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const OneWallet: Story = {
  args: { wallets: wallets.slice(0, 1) },
  play: async ({ canvasElement }) => {
    // Singular for exactly one.
    await expect(within(canvasElement).getByText('You have 1 linked wallet')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have 0 linked wallets')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'No linked wallets yet' })).toBeInTheDocument();
  },
};

export const Refreshing: Story = { args: { isRefreshing: true } };

export const DeletingOne: Story = { args: { deletingId: 2 } };

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
