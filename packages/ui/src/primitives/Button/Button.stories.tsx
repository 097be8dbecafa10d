import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { Inline } from '../../layout-atoms/Inline';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';
import { ArrowDownToLine } from '../Icon/icons';

import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Deposit', variant: 'primary', size: 'medium', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** An icon before the label is decoration: the button keeps the label as its only name. */
export const WithIcon: Story = {
  args: { icon: ArrowDownToLine },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Withdraw' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'See more' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete Profile' } };

/** Every variant in every size, for review at a glance. */
export const AllVariants: Story = {
  render: (args) => (
    <Inline space="medium">
      {buttonSizes.flatMap((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Transfer' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Transfer' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Sign in' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Sign in/ });
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const FullWidthNarrow: Story = pinned({
  args: { isFullWidth: true, children: 'Create Goal' },
  globals: narrowGlobals,
});

export const LongLabel: Story = { args: { children: 'Make Your Transaction Easier with a very long label' } };

export const Dark: Story = pinned({ globals: darkGlobals, render: AllVariants.render });
