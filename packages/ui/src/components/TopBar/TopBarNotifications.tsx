// The top bar's notification bell as react-aria's DialogTrigger and Popover. Loaded on demand (see
// TopBar): it takes over from the bar's plain bell, focused first when the customer pressed that
// one, then opened, so closing the list hands focus back to this bell.
import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';

import { Button as UIButton } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';

import type { NotificationsStatus, TopBarNotification } from './TopBar';
import * as styles from './TopBar.css';

/** What the plain bell had been through when this one replaced it. */
export interface BellHandoff {
  isFocused: boolean;
  /** The customer pressed the plain bell: the list opens as soon as this one is there. */
  isPressed: boolean;
}

export interface TopBarNotificationsProps {
  /** The bell's accessible name, with the unread count. */
  label: string;
  /** The bell itself (icon and badge), as the plain bell drew it. */
  children: React.ReactNode;
  /** The customer's notifications, newest first. */
  notifications: readonly TopBarNotification[];
  /** Where the list stands: 'loading' shows a spinner, 'failed' an error with a retry. */
  status: NotificationsStatus;
  /** The list opened or closed. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called when the customer retries loading notifications. */
  onRetry?: () => void;
  /** What the plain bell had been through before this one replaced it. */
  handoff: BellHandoff;
}

export function TopBarNotifications({
  label,
  children,
  notifications,
  status,
  onOpenChange,
  onRetry,
  handoff,
}: TopBarNotificationsProps) {
  const [isOpen, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    if (handoff.isFocused || handoff.isPressed) bell.current?.focus();
    if (handoff.isPressed) change(true);
    // Once, when this bell replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={change}>
      <Button ref={bell} aria-label={label} className={styles.iconButton}>
        {children}
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.notifications}>
          <Heading slot="title" className={styles.notificationsTitle}>
            Notifications
          </Heading>
          {status === 'loading' ? (
            <Spinner aria-label="Loading notifications" />
          ) : status === 'failed' ? (
            <div className={styles.failed}>
              <p role="alert" className={styles.emptyItem}>
                Something went wrong
              </p>
              {onRetry ? (
                <UIButton variant="secondary" size="small" onPress={onRetry}>
                  Try again
                </UIButton>
              ) : null}
            </div>
          ) : notifications.length === 0 ? (
            <p className={styles.emptyItem}>No notifications</p>
          ) : (
            <ul className={styles.notificationList}>
              {notifications.map((notification) => (
                <li
                  key={notification.id}
                  className={styles.notification}
                  data-unread={notification.isUnread || undefined}
                >
                  <span className={styles.notificationTitle}>
                    {notification.isUnread ? <span className={styles.hidden}>Unread: </span> : null}
                    {notification.title}
                  </span>
                  {notification.body ? (
                    <span className={styles.notificationBody}>{notification.body}</span>
                  ) : null}
                  {notification.time ? (
                    <span className={styles.notificationTime}>{notification.time}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
