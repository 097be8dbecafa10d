import { INVALID_AMOUNT_MESSAGE } from '@savewin/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { NotificationModal } from './NotificationModal';

const meta = {
  title: 'Primitives/NotificationModal',
  component: NotificationModal,
  tags: ['autodocs'],
  args: { isOpen: true, title: 'Error', message: INVALID_AMOUNT_MESSAGE, okLabel: 'Ok', onOpenChange: fn() },
} satisfies Meta<typeof NotificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidAmount: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    await waitFor(() => expect(within(dialog).getByText('You have entered an invalid amount')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Success: Story = {
  args: { title: 'Success', message: 'Your payment to Ama Mensah is being processed', okLabel: 'OK' },
};

export const LongMessageNarrow: Story = pinned({
  args: {
    title: 'Something went wrong',
    message: 'We could not reach the payment service. Nothing was taken from your account; please try again.',
  },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ globals: darkGlobals });
