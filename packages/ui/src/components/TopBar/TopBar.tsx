// The bar above every signed-in page: breadcrumb (Home and the page), a quick-navigation search
// ('Type here...'), the settings link and the notification bell with its unread count.
import {
  Breadcrumb,
  Breadcrumbs,
  Button,
  ComboBox,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Link,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';

import { Button as UIButton } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';

import * as styles from './TopBar.css';

export interface QuickLink {
  id: string;
  label: string;
  href: string;
}

export interface TopBarNotification {
  id: string;
  title: string;
  body?: string;
  /** When it arrived, as the app words it ('2 hours ago'). */
  time?: string;
  isUnread?: boolean;
}

/** Where the notification list stands when the app loads it as the bell opens. */
export type NotificationsStatus = 'loaded' | 'loading' | 'failed';

export interface TopBarProps {
  /** The current page's name after 'Home'; leave out on the dashboard. */
  pageTitle?: string;
  /** Address the logo links to. */
  homeHref?: string;
  /** Screens and recent transactions the search box can jump to. */
  quickLinks: readonly QuickLink[];
  /** Called with the chosen entry; the app navigates. */
  onNavigate: (link: QuickLink) => void;
  /** Address of the settings link. */
  settingsHref?: string;
  /** The customer's notifications, newest first. */
  notifications: readonly TopBarNotification[];
  /** 'loading' shows a spinner in the list, 'failed' an error with a retry. Default 'loaded'. */
  notificationsStatus?: NotificationsStatus;
  /** The bell's list opened or closed (an app loads the list on opening). */
  onNotificationsOpenChange?: (isOpen: boolean) => void;
  /** Called when the customer retries loading notifications. */
  onRetryNotifications?: () => void;
  /**
   * A 'Menu' button that shows and hides the side menu on narrow screens; rendered when given.
   * `controls` is the id of the menu it opens.
   */
  menu?: { isOpen: boolean; controls: string; onToggle: () => void };
}

export function unreadLabel(count: number): string {
  return count === 0 ? 'Notifications' : `Notifications, ${count} unread`;
}

function GearIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      <path
        d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function BellIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The bar above every screen: page title, quick links and notifications. */
export function TopBar({
  pageTitle,
  homeHref = '/',
  quickLinks,
  onNavigate,
  settingsHref = '/settings',
  notifications,
  notificationsStatus = 'loaded',
  onNotificationsOpenChange,
  onRetryNotifications,
  menu,
}: TopBarProps) {
  const unread = notifications.filter((notification) => notification.isUnread).length;
  return (
    <header className={styles.root}>
      {menu ? (
        <Button
          className={styles.menuButton}
          aria-expanded={menu.isOpen}
          aria-controls={menu.controls}
          onPress={menu.onToggle}
        >
          Menu
        </Button>
      ) : null}
      <Breadcrumbs className={styles.breadcrumbs}>
        <Breadcrumb className={styles.crumb}>
          <Link href={homeHref} className={styles.crumbLink}>
            Home
          </Link>
        </Breadcrumb>
        {pageTitle ? (
          <Breadcrumb className={styles.crumb}>
            <Link className={styles.crumbLink}>{pageTitle}</Link>
          </Breadcrumb>
        ) : null}
      </Breadcrumbs>
      <div className={styles.tools}>
        <ComboBox
          aria-label="Search"
          className={styles.search}
          defaultItems={quickLinks}
          menuTrigger="focus"
          onSelectionChange={(key) => {
            const link = quickLinks.find((item) => item.id === key);
            if (link) onNavigate(link);
          }}
        >
          <Input className={styles.searchInput} placeholder="Type here..." />
          <Popover className={styles.popover} placement="bottom start">
            <ListBox
              className={styles.listBox}
              renderEmptyState={() => <p className={styles.emptyItem}>No matches</p>}
            >
              {(item: QuickLink) => (
                <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                  {item.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        <Link href={settingsHref} aria-label="Settings" className={styles.iconButton}>
          <GearIcon />
        </Link>
        <DialogTrigger onOpenChange={onNotificationsOpenChange}>
          <Button aria-label={unreadLabel(unread)} className={styles.iconButton}>
            <BellIcon />
            {unread > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Button>
          <Popover className={styles.popover} placement="bottom end">
            <Dialog className={styles.notifications}>
              <Heading slot="title" className={styles.notificationsTitle}>
                Notifications
              </Heading>
              {notificationsStatus === 'loading' ? (
                <Spinner aria-label="Loading notifications" />
              ) : notificationsStatus === 'failed' ? (
                <div className={styles.failed}>
                  <p role="alert" className={styles.emptyItem}>
                    Something went wrong
                  </p>
                  {onRetryNotifications ? (
                    <UIButton variant="secondary" size="small" onPress={onRetryNotifications}>
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
      </div>
    </header>
  );
}
