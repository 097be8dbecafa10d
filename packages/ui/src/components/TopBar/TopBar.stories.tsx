import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { pinned } from '../../../../../.storybook/modes';
import { desktopGlobals } from '../../private/storyGlobals';

import { TopBar, type QuickLink, type TopBarNotification } from './TopBar';

const quickLinks: QuickLink[] = [
  { id: 'send', label: 'Send Money', href: '/transact/send-money' },
  { id: 'airtime', label: 'Buy Airtime', href: '/transact/buy-airtime' },
  { id: 'goals', label: 'Target Save', href: '/target-save' },
  { id: 'wallets', label: 'Payment Methods', href: '/linked-wallets' },
];

const notifications: TopBarNotification[] = [
  { id: 'n1', title: 'Deposit received', body: 'GH₵200.00 is in your SAVE & WIN account.', isUnread: true },
  { id: 'n2', title: 'Weekly draw', body: 'You have 12 tickets in this week’s draw.', isUnread: true },
  { id: 'n3', title: 'Welcome to SAVE & WIN' },
];

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  args: { pageTitle: 'Transact', quickLinks, notifications, onNavigate: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('list'));
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Transact')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(canvas.getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Type here...',
    );
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  },
};

export const SearchNavigates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'air');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(within(listbox).getByRole('option')).toHaveTextContent('Buy Airtime');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(quickLinks[1]);
  },
};

export const NotificationsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByText('Deposit received')).toBeInTheDocument();
    // react-aria moves the focus into the list once the popover is placed and has entered; an
    // Escape pressed before that goes to the bell and closes nothing (a loaded machine did that).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    // The popover leaves after its closing animation: gone once that has run, however long it takes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NoNotifications: Story = {
  args: { notifications: [], pageTitle: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByText('No notifications')).toBeInTheDocument();
  },
};

export const NotificationsLoading: Story = {
  args: { notificationsStatus: 'loading', onNotificationsOpenChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    await expect(args.onNotificationsOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading notifications' }),
    ).toBeInTheDocument();
    await expect(within(dialog).queryByRole('listitem')).not.toBeInTheDocument();
  },
};

export const NotificationsFailed: Story = {
  args: { notificationsStatus: 'failed', onRetryNotifications: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryNotifications).toHaveBeenCalledOnce();
  },
};

export const WithMenuButton: Story = pinned({
  args: { menu: { isOpen: false, controls: 'side-menu', onToggle: fn() } },
  render: (args) => (
    <>
      <TopBar {...args} />
      <nav id="side-menu" aria-label="Side menu" hidden />
    </>
  ),
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'side-menu');
    await userEvent.click(button);
    await expect(args.menu?.onToggle).toHaveBeenCalledOnce();
    // On a 360 px phone the menu, search, settings and bell share one row, the breadcrumbs under
    // it: the bar stays under 80 px, leaving the screen's task in the first screenful.
    const search = within(canvasElement).getByRole('combobox');
    const rowOf = (el: Element) =>
      Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2);
    await expect(Math.abs(rowOf(search) - rowOf(button))).toBeLessThanOrEqual(2);
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(80);
  },
});

export const Narrow: Story = pinned({ globals: { viewport: { value: 'narrow' } } });

export const Desktop: Story = pinned({ globals: desktopGlobals });

export const Dark: Story = pinned({ globals: { theme: 'dark' } });
