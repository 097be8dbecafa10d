import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { Stack } from '../../layout-atoms/Stack';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { Button } from '../Button/Button';

import { InlineMessage, inlineMessageTones } from './InlineMessage';

const meta = {
  title: 'Primitives/InlineMessage',
  component: InlineMessage,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: inlineMessageTones } },
  args: { tone: 'critical', children: 'Account number not validated' },
} satisfies Meta<typeof InlineMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Critical: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Account number not validated');
  },
};

export const Positive: Story = {
  args: { tone: 'positive', children: 'Wallet linked' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wallet linked');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Validating account ...' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Your KYC is incomplete' } };

export const AllTones: Story = {
  render: () => (
    <Stack space="small">
      {inlineMessageTones.map((tone) => (
        <InlineMessage key={tone} tone={tone}>{`A ${tone} message`}</InlineMessage>
      ))}
    </Stack>
  ),
};

/** Clears itself: `onTimeout` fires after `timeoutMs` and the screen removes the message. */
export const ClearsItself: Story = {
  args: { onTimeout: fn(), timeoutMs: 300, children: 'Invalid Number' },
  render: function Render(args) {
    const [message, setMessage] = useState<string | null>(null);
    return (
      <Stack space="small" align="left">
        <Button onPress={() => setMessage('Invalid Number')}>Sign in</Button>
        {message ? (
          <InlineMessage
            {...args}
            onTimeout={() => {
              setMessage(null);
              args.onTimeout?.();
            }}
          >
            {message}
          </InlineMessage>
        ) : null}
      </Stack>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Sign in' }).click();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid Number');
    await waitFor(() => expect(args.onTimeout).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongTextNarrow: Story = pinned({
  args: {
    children:
      'Sorry, we could not complete the transfer because the recipient account could not be reached. Nothing was taken from your account.',
  },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ render: AllTones.render, globals: darkGlobals });
