import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';

import { PinBoxes, type PinBoxesProps } from './PinBoxes';

/** Holds the value the way a screen would, so the controlled boxes can be typed into. */
function Controlled(args: PinBoxesProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PinBoxes
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
  title: 'Components/PinBoxes',
  component: PinBoxes,
  tags: ['autodocs'],
  args: { 'aria-label': 'Pin', value: '', onChange: fn(), onComplete: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PinBoxes>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) => within(canvasElement).getAllByLabelText(/^Digit \d of 6$/);
const box = (canvasElement: HTMLElement, n: number) =>
  within(canvasElement).getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Pin' });
    await expect(within(group).getAllByLabelText(/^Digit \d of 6$/)).toHaveLength(6);
    await expect(boxes(canvasElement)).toHaveLength(6);
  },
};

export const PartlyFilled: Story = { args: { value: '123' } };

export const Filled: Story = { args: { value: '123456' } };

export const Unmasked: Story = { args: { 'aria-label': 'One-time code', value: '4821', isMasked: false } };

export const Invalid: Story = {
  args: { value: '123456', isInvalid: true, errorMessage: 'Pin entered does not match' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Pin' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pin entered does not match');
    await expect(group).toHaveAccessibleDescription('Pin entered does not match');
  },
};

export const Disabled: Story = { args: { value: '12', isDisabled: true } };

export const Narrow: Story = pinned({
  args: { value: '1234' },
  globals: { viewport: { value: 'narrow' } },
  parameters: { layout: 'fullscreen' },
});

export const Dark: Story = pinned({ args: { value: '123' }, globals: { theme: 'dark' } });

export const TypingMovesForwardAndMasks: Story = {
  play: async ({ canvasElement, args }) => {
    // The digit shows for 100 ms, then only its mask. What the box held is read as each render
    // lands (an observer's callback runs right after it, before any later timer), never by
    // racing the 100 ms: on a loaded machine the play function itself can take longer than that.
    const first = box(canvasElement, 1);
    const drawn: { value: string | null; type: string | null }[] = [];
    const watcher = new MutationObserver(() =>
      drawn.push({ value: first.getAttribute('value'), type: first.getAttribute('type') }),
    );
    watcher.observe(first, { attributes: true, attributeFilter: ['type', 'value'] });
    await userEvent.click(first);
    await userEvent.keyboard('4');
    await expect(first).toHaveValue('4');
    await expect(box(canvasElement, 2)).toHaveFocus();
    await waitFor(() => expect(first).toHaveAttribute('type', 'password'));
    watcher.disconnect();
    // Each render the box went through with the digit in it (a render may set the same again).
    const withDigit = drawn
      .filter((state) => state.value === '4')
      .filter((state, i, all) => i === 0 || state.type !== all[i - 1]!.type);
    await expect(withDigit).toEqual([
      { value: '4', type: 'text' },
      { value: '4', type: 'password' },
    ]);
    await userEvent.keyboard('a-7');
    await expect(box(canvasElement, 2)).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith('47');
    await userEvent.keyboard('1234');
    await expect(args.onComplete).toHaveBeenCalledWith('471234');
  },
};

export const PastingFillsEveryBox: Story = {
  // Looks exactly like Filled; after a paste Chromium never settles on one frame for the
  // screenshot comparison, so this story checks behaviour only.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(box(canvasElement, 3));
    await userEvent.paste('98 76 54');
    await expect(args.onChange).toHaveBeenLastCalledWith('987654');
    const values = boxes(canvasElement).map((input) => (input as HTMLInputElement).value);
    await expect(values.join('')).toBe('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await waitFor(() => expect(box(canvasElement, 6)).toHaveFocus());
  },
};

export const BackspaceMovesBack: Story = {
  args: { value: '123' },
  play: async ({ canvasElement, args }) => {
    // Clicking past the digits lands on the first empty box.
    await userEvent.click(box(canvasElement, 6));
    await expect(box(canvasElement, 4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await expect(box(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(box(canvasElement, 1)).toHaveFocus();
  },
};
