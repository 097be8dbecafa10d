import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import {
  ArrowLeftRight,
  LayoutDashboard,
  Settings,
  Target,
  Trophy,
  Wallet,
} from '../../primitives/Icon/icons';

import { SideMenu, type SideMenuItem } from './SideMenu';

const items: SideMenuItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Target Save', href: '/target-save', requiresSubscription: true, icon: Target },
  { label: 'Transact', href: '/transact', requiresSubscription: true, icon: ArrowLeftRight },
  { label: 'Payment Methods', href: '/linked-wallets', icon: Wallet },
  { label: 'Prizes', href: '/prizes', icon: Trophy },
  { label: 'Settings', href: '/settings', icon: Settings },
];

const meta = {
  title: 'Components/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  args: {
    items,
    currentPath: '/transact/send-money',
    hasSubscription: true,
    faqsHref: 'https://example.com/faqs',
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubscription: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(6);
    // A page under /transact marks Transact as the current page, and only it.
    await expect(nav.getByRole('link', { name: 'Transact' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Each entry's glyph is decoration: the link's name stays its label.
    await expect(nav.getByRole('link', { name: 'Prizes' }).querySelector('svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    const help = within(within(canvasElement).getByRole('region', { name: 'Need help?' }));
    await expect(help.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/settings/support');
    await expect(help.getByRole('link', { name: 'FAQs' })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutSubscription: Story = {
  args: { hasSubscription: false, currentPath: '/' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('link', { name: 'Target Save' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Transact' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** While the profile is read: the subscriber's entries keep their places, unseen and unreachable. */
export const SubscriptionNotKnownYet: Story = {
  args: { hasSubscription: undefined, currentPath: '/' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.queryByRole('link', { name: 'Target Save' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Transact' })).not.toBeInTheDocument();
    await expect(nav.queryByText('Target Save')).not.toBeVisible();
    // Payment Methods sits three entries below Dashboard, where a subscriber sees it.
    const top = (name: string) => nav.getByRole('link', { name }).getBoundingClientRect().top;
    const pitch = top('Prizes') - top('Payment Methods');
    await expect(pitch).toBeGreaterThan(0);
    await expect(Math.abs(top('Payment Methods') - top('Dashboard') - 3 * pitch)).toBeLessThan(1);
  },
};

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
