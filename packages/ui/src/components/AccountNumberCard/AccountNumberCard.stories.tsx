import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { AccountNumberCard } from './AccountNumberCard';

const meta = {
  title: 'Components/AccountNumberCard',
  component: AccountNumberCard,
  tags: ['autodocs'],
  args: { accountNumber: '1000123456789', holderName: 'Ama Mensah' },
} satisfies Meta<typeof AccountNumberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('figure', { name: 'SAVE & WIN account card' });
    await expect(within(card).getByText('Account Number')).toBeInTheDocument();
    await expect(within(card).getByText('1000 1234 5678 9')).toBeInTheDocument();
  },
};

export const WithoutName: Story = { args: { holderName: undefined } };

export const Missing: Story = {
  args: { accountNumber: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unavailable')).toBeInTheDocument();
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
