import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { Button } from '../Button/Button';

import { Modal } from './Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    title: 'KYC incomplete',
    isOpen: true,
    onOpenChange: fn(),
    children: <p>Verify your Ghana Card to deposit, withdraw and send money.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'KYC incomplete' });
    await expect(dialog).toHaveFocus();
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Verify your ID Card',
    footer: (
      <>
        <Button variant="secondary">Later</Button>
        <Button>Verify now</Button>
      </>
    ),
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Verification Processing' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Opened from a button, closed again: focus returns to the button. */
export const OpenAndClose: Story = {
  args: { isOpen: undefined },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Deposit</Button>
        <Modal {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'KYC incomplete' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongContentNarrow: Story = pinned({
  args: {
    title: 'Terms and Conditions',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}: customers earn points every time they save, and the more a customer deposits,
            the greater the chances in the draw.
          </p>
        ))}
      </div>
    ),
  },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ globals: darkGlobals });
