import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { desktopGlobals } from '../../private/storyGlobals';

import { FeeConfirmation, type FeeConfirmationProps } from './FeeConfirmation';

const meta = {
  title: 'Components/FeeConfirmation',
  component: FeeConfirmation,
  tags: ['autodocs'],
  args: {
    amount: '250.00',
    fee: '2.50',
    levy: '0.00',
    sender: { name: 'Ama Mensah', accountNumber: '1000123456' },
    recipient: { name: 'Kofi Boateng', accountNumber: '0241234567' },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof FeeConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Confirm Transaction' })).toBeInTheDocument();
    await expect(figures(canvasElement).slice(0, 4)).toEqual([
      'Amount=GH₵250.00',
      'Fee=GH₵2.50',
      'E-Levy=GH₵0.00',
      'Total=GH₵252.50',
    ]);
    await expect(canvas.getByText('Ama Mensah')).toBeInTheDocument();
    await expect(canvas.getByText('0241234567')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const WithLevy: Story = {
  args: { amount: '1000', fee: '0.75', levy: '10.00' },
  play: async ({ canvasElement }) => {
    // 1000.00 + 0.75 + 10.00 added in pesewas, no floating-point drift.
    await expect(figures(canvasElement)[3]).toBe('Total=GH₵1,010.75');
  },
};

/** Behaves like a screen: pending from the first press until the request settles. */
function Sending(args: FeeConfirmationProps) {
  const [isPending, setPending] = useState(false);
  return (
    <FeeConfirmation
      {...args}
      isPending={isPending}
      onConfirm={() => {
        setPending(true);
        args.onConfirm();
      }}
    />
  );
}

export const ConfirmFiresOnce: Story = {
  render: (args) => <Sending {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await userEvent.dblClick(confirm);
    await userEvent.click(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /Confirm/ })).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeDisabled();
  },
};

export const Pending: Story = { args: { isPending: true } };

export const UnreadableCharges: Story = {
  args: { fee: 'NaN' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('These charges could not be read.');
    await expect(figures(canvasElement)[3]).toBe('Total=Unavailable');
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Desktop: Story = pinned({ globals: desktopGlobals });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
