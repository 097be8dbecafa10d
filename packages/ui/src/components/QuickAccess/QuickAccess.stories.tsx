import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { PiggyBank, Send, Smartphone } from '../../primitives/Icon/icons';
import { darkGlobals, desktopGlobals, narrowGlobals } from '../../private/storyGlobals';

import { QuickAccess } from './QuickAccess';

const meta = {
  title: 'Components/QuickAccess',
  component: QuickAccess,
  tags: ['autodocs'],
  args: {
    links: [
      { label: 'Target Save', href: '/target-save', icon: PiggyBank, value: 'GH₵1,200.00' },
      { label: 'Send Money', href: '/transact/send-money', icon: Send },
      { label: 'Buy Airtime', href: '/transact/buy-airtime', icon: Smartphone },
    ],
  },
} satisfies Meta<typeof QuickAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Quick Access' }));
    const links = section.getAllByRole('link');
    await expect(links).toHaveLength(3);
    // The figure is part of the card's text; the glyph is decoration and adds nothing to the name.
    await expect(section.getByRole('link', { name: /Target Save/ })).toHaveTextContent('GH₵1,200.00');
    await expect(section.getByRole('link', { name: 'Send Money' })).toHaveAttribute(
      'href',
      '/transact/send-money',
    );
    for (const link of links) await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Three labelled icons across a 360 px phone, in one row. */
export const Narrow: Story = pinned({
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByRole('link')
      .map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
});

export const Desktop: Story = pinned({ globals: desktopGlobals });

export const Dark: Story = pinned({ globals: darkGlobals });
