// The customer's notifications behind the top bar's bell: read with the page for the unread badge,
// and again each time the list opens, which marks them read.
import type { Notification } from '@savewin/api';
import type { NotificationsStatus } from '@savewin/ui';
import { useCallback, useEffect, useState } from 'react';

import { markNotificationRead, readNotifications } from '../api/notifications';

export function useNotifications() {
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
