import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import * as shared from '../../private/componentStyles.css';
import { lineCount } from '../../private/storyGlobals';

import { BalanceCard } from './BalanceCard';

const meta = {
  title: 'Components/BalanceCard',
  component: BalanceCard,
  tags: ['autodocs'],
  args: { balance: '12345.50', accountNumber: '1000123456' },
} satisfies Meta<typeof BalanceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'SAVE & WIN balance' });
    await expect(card).toHaveTextContent('GH₵12,345.50');
    await expect(card).toHaveTextContent('Account 1000123456');
  },
};

export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button className={shared.button({ variant: 'secondary' })}>Deposit</Button>
        <Button className={shared.button({ variant: 'secondary' })}>Withdraw</Button>
      </>
    ),
  },
};

export const Zero: Story = { args: { balance: '0.00' } };

export const LargeAmount: Story = { args: { balance: '98765432.10' } };

export const NotAnAmount: Story = {
  args: { balance: 'abc' },
  play: async ({ canvasElement }) => {
    // A value that is not money is never shown as a guessed figure.
    await expect(within(canvasElement).getByText('Unavailable')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('GH₵');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading...')).toBeInTheDocument();
  },
};

export const Narrow: Story = pinned({
  args: { balance: '98765432.10' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    // On a 360 px phone the figure gets smaller rather than break inside the number.
    await expect(lineCount(within(canvasElement).getByText('GH₵98,765,432.10'))).toBe(1);
  },
});

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
