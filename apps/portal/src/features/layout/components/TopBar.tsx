// The top bar (spec §2): the design system's TopBar with the portal's data — breadcrumb Home +
// page, the 'Type here...' search as quick navigation to screens and recent transactions
// (ARCHITECTURE difference 8), settings, and the bell with the customer's notifications, given by
// the frame (it reads them with the page, and again each time the list opens).
import type { Notification } from '@savewin/api';
import { humaniseLabel } from '@savewin/core';
import { TopBar as UITopBar, type NotificationsStatus, type QuickLink } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router';

import { recentHistoryList } from '../../../shared/data/account';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { cedis, dateText } from '../../../shared/format';
import { paths, routeForPathname } from '../../../shared/paths';

const screens = Object.values(paths).filter((r) => r.requiresSession && !r.path.includes(':'));

export function TopBar({
  menuId,
  isMenuOpen,
  onToggleMenu,
  notifications,
  notificationsStatus,
  onOpenNotifications,
  onRetryNotifications,
}: {
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  /** The bell's list, newest first. */
  notifications: Notification[];
  notificationsStatus: NotificationsStatus;
  /** The list was opened: read it again and mark what it shows read. */
  onOpenNotifications: () => void;
  onRetryNotifications: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const history = useAtomValue(recentHistoryList.valueAtom);
  const openReceipt = useSetAtom(receiptAtom);
  const page = routeForPathname(pathname);

  const receipts = history.slice(0, 20);
  const quickLinks: QuickLink[] = [
    ...screens.map((r) => ({ id: `screen:${r.path}`, label: r.title, href: r.getHref() })),
    ...receipts.map((row, i) => ({
      id: `tx:${i}`,
      label: `${humaniseLabel(row.transactionType)} ${cedis(row.amount)} ${row.narration}`,
      href: paths.transactionHistory.getHref(),
    })),
  ];

  return (
    <UITopBar
      pageTitle={page && page !== paths.home ? page.title : undefined}
      homeHref={paths.home.getHref()}
      settingsHref={paths.settings.getHref()}
      quickLinks={quickLinks}
      onNavigate={(link) => {
        const receipt = link.id.startsWith('tx:') ? receipts[Number(link.id.slice(3))] : undefined;
        if (receipt) openReceipt(receipt);
        else void navigate(link.href);
      }}
      notifications={notifications.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.message,
        time: dateText(n.createdAt),
        isUnread: !n.read,
      }))}
      notificationsStatus={notificationsStatus}
      onNotificationsOpenChange={(isOpen) => isOpen && onOpenNotifications()}
      onRetryNotifications={onRetryNotifications}
      menu={{ isOpen: isMenuOpen, controls: menuId, onToggle: onToggleMenu }}
    />
  );
}
