import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { WalletCard } from './WalletCard';

const meta = {
  title: 'Components/WalletCard',
  component: WalletCard,
  tags: ['autodocs'],
  args: {
    wallet: { id: 7, network: 'MTN', walletName: 'Ama Mensah', phoneNumber: '0241234567' },
    onDelete: fn(),
  },
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'MTN wallet 0241234567' });
    await expect(card).toHaveTextContent('Ama Mensah');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete wallet Ama Mensah 0241234567' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.wallet);
  },
};

export const Telecel: Story = {
  args: { wallet: { id: 8, network: 'telecel', walletName: 'Kofi Boateng', phoneNumber: '0201234567' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAccessibleName(/wallet 0201234567$/);
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Delete wallet/ })).toBeDisabled();
  },
};

export const LongName: Story = pinned({
  args: {
    wallet: {
      id: 9,
      network: 'AT',
      walletName: 'Nana Akua Addo-Frimpong Ventures Limited',
      phoneNumber: '0261234567',
    },
  },
  globals: { viewport: { value: 'narrow' } },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
