import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import {
  ArrowDownLeft,
  PiggyBank,
  ReceiptText,
  Send,
  Smartphone,
  Tv,
  Wifi,
  Zap,
} from '../../primitives/Icon/icons';
import { darkGlobals, desktopGlobals, narrowGlobals } from '../../private/storyGlobals';

import { ActionGrid } from './ActionGrid';

const meta = {
  title: 'Components/ActionGrid',
  component: ActionGrid,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Transactions',
    items: [
      { label: 'Send Money', href: '/transact/send-money', icon: Send },
      { label: 'Request Money', href: '/request-money', icon: ArrowDownLeft },
      { label: 'Buy Airtime', href: '/transact/buy-airtime', icon: Smartphone },
      { label: 'Buy Data', href: '/transact/buy-data', icon: Wifi },
      { label: 'Pay For Utilities', href: '/transact/pay-utilities', icon: Zap },
      { label: 'Pay TV', href: '/transact/pay-tv', icon: Tv },
      { label: 'Transaction History', href: '/transact/transaction-history', icon: ReceiptText },
    ],
  },
} satisfies Meta<typeof ActionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (links: HTMLElement[]) =>
  new Set(links.map((l) => Math.round(l.getBoundingClientRect().top))).size;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A named list of seven links; each link is named by its label alone (the glyph is decoration).
    const list = canvas.getByRole('list', { name: 'Transactions' });
    const links = within(list).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Send Money',
      'Request Money',
      'Buy Airtime',
      'Buy Data',
      'Pay For Utilities',
      'Pay TV',
      'Transaction History',
    ]);
    await expect(canvas.getByRole('link', { name: 'Pay TV' })).toHaveAttribute('href', '/transact/pay-tv');
    for (const link of links) await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The keyboard reaches every tile in order, and each is a thumb-sized target. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      const box = link.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** With a figure under a label, as Quick Access shows the goals' total. */
export const WithValue: Story = {
  args: {
    items: [
      { label: 'Target Save', href: '/target-save', icon: PiggyBank, value: 'GH₵12,345.50' },
      { label: 'Send Money', href: '/transact/send-money', icon: Send },
      { label: 'Buy Airtime', href: '/transact/buy-airtime', icon: Smartphone },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Target Save/ })).toHaveTextContent(
      'GH₵12,345.50',
    );
  },
};

/** Three across a 360 px phone: seven tiles in three rows, all in one thumb's reach. */
export const Narrow: Story = pinned({
  globals: narrowGlobals,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const firstRow = links.filter(
      (l) => l.getBoundingClientRect().top === links[0]?.getBoundingClientRect().top,
    );
    await expect(firstRow).toHaveLength(3);
    await expect(rowsOf(links)).toBe(3);
  },
});

/** On a 1280 px screen the seven tiles share one or two rows. */
export const Desktop: Story = pinned({
  globals: desktopGlobals,
  play: async ({ canvasElement }) => {
    await expect(rowsOf(within(canvasElement).getAllByRole('link'))).toBeLessThanOrEqual(2);
  },
});

export const Dark: Story = pinned({ globals: darkGlobals });
