import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { ChatThread, type ChatMessage, type ChatThreadProps } from './ChatThread';

const REPLY = 'Save a little every day: each deposit earns you points for the weekly draw.';

const history: ChatMessage[] = [
  { id: 'u1', role: 'user', content: 'How do I win the draw?' },
  { id: 'a1', role: 'assistant', content: REPLY },
];

function Controlled(args: ChatThreadProps) {
  const [value, setValue] = useState(args.value);
  return (
    <ChatThread
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onSubmit={(text) => {
        args.onSubmit(text);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Components/ChatThread',
  component: ChatThread,
  tags: ['autodocs'],
  args: { messages: history, value: '', onChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChatThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', 'Chat');
    await userEvent.type(input, 'What is my balance?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('What is my balance?');
    await expect(input).toHaveValue('');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WaitingForReply: Story = {
  args: {
    messages: [
      ...history,
      { id: 'u2', role: 'user', content: 'Thanks!' },
      { id: 'a2', role: 'assistant', content: '' },
    ],
    isPending: true,
  },
  play: async ({ canvasElement }) => {
    const bubbles = within(canvasElement).getAllByRole('listitem');
    await expect(bubbles.at(-1)).toHaveTextContent('Loading...');
  },
};

export const TypewriterReply: Story = {
  args: { typewriterId: 'a1', animate: 'always' },
  parameters: { chromatic: { disableSnapshot: true } }, // mid-animation frames differ run to run; ReplyShownAtOnce covers the look
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bubble = canvas.getAllByRole('listitem')[1]!;
    const visible = () =>
      bubble.querySelector('[aria-hidden="true"]')?.textContent ?? bubble.textContent ?? '';
    // Part-way through, only a prefix of the reply is on screen...
    await waitFor(() => expect(visible().length).toBeGreaterThan(0));
    await expect(REPLY.startsWith(visible())).toBe(true);
    await expect(visible().length).toBeLessThan(REPLY.length);
    // ...while the live region already holds the whole reply, announced once.
    await expect(canvas.getByTestId('chat-announcer')).toHaveTextContent(REPLY);
    // 76 characters at 20 ms each: done in about 1.5 s.
    await waitFor(() => expect(bubble).toHaveTextContent(`Assistant${REPLY}`), { timeout: 4000 });
  },
};

export const ReplyShownAtOnce: Story = {
  args: { typewriterId: 'a1', animate: 'never' },
  play: async ({ canvasElement }) => {
    // With reduced motion the reply is shown whole straight away.
    await expect(within(canvasElement).getAllByRole('listitem')[1]).toHaveTextContent(`Assistant${REPLY}`);
  },
};

export const EmptyMessage: Story = {
  args: { errorMessage: 'Please enter a message.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a message.');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Please enter a message.',
    );
  },
};

export const NoMessagesYet: Story = { args: { messages: [] } };

const longHistory: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i}`,
  role: i % 2 === 0 ? 'user' : 'assistant',
  content: i % 2 === 0 ? `Question ${i / 2 + 1}` : REPLY,
}));

export const LongHistory: Story = {
  args: { messages: longHistory },
  play: async ({ canvasElement }) => {
    // The history scrolls inside its box and opens on the newest message.
    const list = within(canvasElement).getByRole('list', { name: 'Chat history' });
    await waitFor(() =>
      expect(list.scrollTop + list.clientHeight).toBeGreaterThanOrEqual(list.scrollHeight - 1),
    );
    await expect(list.scrollTop).toBeGreaterThan(0);
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
