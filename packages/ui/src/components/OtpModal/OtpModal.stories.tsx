import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { OtpModal, type OtpModalProps } from './OtpModal';

function Controlled(args: OtpModalProps) {
  const [value, setValue] = useState(args.value);
  return (
    <OtpModal
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/OtpModal',
  component: OtpModal,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    value: '',
    destination: '233 24 123 4567',
    onOpenChange: fn(),
    onChange: fn(),
    onVerify: fn(),
    onResend: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof OtpModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Enter OTP' });

export const Default: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    await expect(modal.getByText('Enter the 6-digit code sent to 233 24 123 4567.')).toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Resend code' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const TypingSixDigitsVerifies: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await waitFor(() => expect(modal.getByLabelText('Digit 1 of 6')).toHaveFocus());
    await userEvent.keyboard('135790');
    await expect(args.onVerify).toHaveBeenCalledWith('135790');
    await userEvent.click(modal.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledTimes(2);
  },
};

export const ResendCooldown: Story = {
  args: { resendCooldownSeconds: 75 },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('You can request a new code in 1:15')).toBeInTheDocument();
    await expect(modal.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { value: '123456', errorMessage: 'OTP Verification failed' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent('OTP Verification failed');
  },
};

export const Pending: Story = {
  args: { value: '123456', isPending: true },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const verify = modal.getByRole('button', { name: /Verifying/ });
    await userEvent.click(verify);
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { value: '123456', successMessage: 'OTP verified successfully' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('status')).toHaveTextContent('OTP verified successfully');
    // The boxes are disabled now: the focus stays in the dialog, on the message.
    await waitFor(() => expect(modal.getByRole('status')).toHaveFocus());
  },
};

export const CancelCloses: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ args: { value: '12' }, globals: { theme: 'dark' } });
