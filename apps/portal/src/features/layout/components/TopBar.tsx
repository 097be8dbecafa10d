// The top bar (spec §2): the design system's TopBar with the portal's data — breadcrumb Home +
// page, the 'Type here...' search as quick navigation to screens and recent transactions
// (ARCHITECTURE difference 8), settings, and the bell with the customer's notifications (loaded
// with the page for the unread badge, and again each time the list opens, which marks them read).
import type { Notification } from '@savewin/api';
import { humaniseLabel } from '@savewin/core';
import { TopBar as UITopBar, type NotificationsStatus, type QuickLink } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { recentHistoryList } from '../../../shared/data/account';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { cedis, dateText } from '../../../shared/format';
import { paths, routeForPathname } from '../../../shared/paths';
import { markNotificationRead, readNotifications } from '../api/notifications';

const screens = Object.values(paths).filter((r) => r.requiresSession && !r.path.includes(':'));

function useNotifications() {
  const [items, setItems] = useState<Notification[]>([]);
  const [status, setStatus] = useState<NotificationsStatus>('loading');
  const load = useCallback(async (): Promise<Notification[]> => {
    setStatus('loading');
    try {
      const answer = await readNotifications(20);
      const list = answer.isSuccess && answer.result ? answer.result : [];
      setItems(list);
      setStatus('loaded');
      return list;
    } catch {
      setStatus('failed');
      return [];
    }
  }, []);
  /** Opening the bell reads what it lists: each unread one is marked read, and the badge drops. */
  const open = useCallback(async () => {
    const unread = (await load()).filter((n) => !n.read);
    const marked = await Promise.all(
      unread.map((n) =>
        markNotificationRead(n.id).then(
          (answer) => (answer.isSuccess ? n.id : null),
          () => null,
        ),
      ),
    );
    const read = new Set(marked);
    setItems((list) => list.map((n) => (read.has(n.id) ? { ...n, read: true } : n)));
  }, [load]);
  useEffect(() => {
    void load();
  }, [load]);
  return { items, status, load, open };
}

export function TopBar({
  menuId,
  isMenuOpen,
  onToggleMenu,
}: {
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const history = useAtomValue(recentHistoryList.valueAtom);
  const openReceipt = useSetAtom(receiptAtom);
  const notifications = useNotifications();
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
      notifications={notifications.items.map((n) => ({
        id: n.id,
        title: n.title,
        body: n.message,
        time: dateText(n.createdAt),
        isUnread: !n.read,
      }))}
      notificationsStatus={notifications.status}
      onNotificationsOpenChange={(isOpen) => isOpen && void notifications.open()}
      onRetryNotifications={() => void notifications.load()}
      menu={{ isOpen: isMenuOpen, controls: menuId, onToggle: onToggleMenu }}
    />
  );
}
