import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { darkGlobals, narrowGlobals } from '../../private/storyGlobals';

import { Link, linkVariants } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { children: 'See all', href: '#favorites' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Already have an account? <Link {...args}>Sign in</Link>
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '#favorites',
    );
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'New Goal' } };

export const External: Story = {
  args: { isExternal: true, href: 'https://example.com/faqs', children: 'FAQs' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'FAQs (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without href it is a button-like link (e.g. 'Or click here to send a link'). */
export const Pressable: Story = {
  args: { href: undefined, onPress: fn(), children: 'Or click here to send a link' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Or click here to send a link' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'See all' })).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Narrow: Story = pinned({
  args: { variant: 'standalone', children: 'request money via link' },
  globals: narrowGlobals,
});

export const Dark: Story = pinned({ render: Inline.render, globals: darkGlobals });
