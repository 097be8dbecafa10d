// The top bar (spec §2): the design system's TopBar with the portal's data — breadcrumb Home +
// page, the 'Type here...' search as quick navigation to screens and recent transactions
// (ARCHITECTURE difference 8), settings, and the bell with the customer's notifications (loaded
// with the page for the unread badge, and again each time the list opens).
import { type Notification, readEnvelope } from '@savewin/api';
import { humaniseLabel } from '@savewin/core';
import { TopBar as UITopBar, type NotificationsStatus, type QuickLink } from '@savewin/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths, routeForPathname } from '../../../app/paths';
import { api } from '../../../shared/api/client';
import { accountDataAtom } from '../../../shared/data/accountData';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { cedis, dateText } from '../../../shared/format';

const screens = Object.values(paths).filter((r) => r.requiresSession && !r.path.includes(':'));

function useNotifications() {
  const [items, setItems] = useState<Notification[]>([]);
  const [status, setStatus] = useState<NotificationsStatus>('loading');
  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const answer = await readEnvelope(api.GET('/api/notifications', { params: { query: { limit: 20 } } }));
      setItems(answer.isSuccess && answer.result ? answer.result : []);
      setStatus('loaded');
    } catch {
      setStatus('failed');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { items, status, load };
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
  const history = useAtomValue(accountDataAtom).transactionHistory;
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
      onNotificationsOpenChange={(open) => open && void notifications.load()}
      onRetryNotifications={() => void notifications.load()}
      menu={{ isOpen: isMenuOpen, controls: menuId, onToggle: onToggleMenu }}
    />
  );
}
