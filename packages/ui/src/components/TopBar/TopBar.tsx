// The bar above every signed-in page: breadcrumb (Home and the page), a quick-navigation search
// ('Type here...'), the settings link and the notification bell with its unread count.
//
// The search (react-aria's ComboBox and ListBox) and the bell's list (Dialog, Popover, FocusScope)
// are about 20 kB brotli that the page's first paint does not need: the bar draws a plain field
// and a plain bell of the same look, name and role, and fetches the real ones the first time the
// customer points at, focuses or presses either. The real one then takes the plain one's place,
// with what was typed there, the focus, and a press still to answer, so no keystroke or tap is lost.
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';

import * as styles from './TopBar.css';
import type { BellHandoff, TopBarNotificationsProps } from './TopBarNotifications';
import type { SearchHandoff } from './TopBarSearch';

/** The last crumb: the page the customer is on (not a link anywhere). */
const currentCrumb = { 'aria-current': 'page', isDisabled: true } as const;

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

/**
 * A module fetched the first time it is wanted: `want()` starts the fetch (once; again after a
 * failure, say offline), and the component re-renders with the module once it has arrived.
 */
function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return function useModule(): [M | undefined, () => void] {
    const [module, setModule] = useState(() => loaded);
    const want = () => {
      if (!module) start().then(setModule, () => undefined);
    };
    return [module, want];
  };
}

const useSearchModule = onDemand(() => import('./TopBarSearch'));
const useBellModule = onDemand(() => import('./TopBarNotifications'));

function Search({ quickLinks, onNavigate }: Pick<TopBarProps, 'quickLinks' | 'onNavigate'>) {
  const [module, want] = useSearchModule();
  const [handoff, setHandoff] = useState<SearchHandoff>({ text: '', isFocused: false });
  if (module)
    return <module.TopBarSearch quickLinks={quickLinks} onNavigate={onNavigate} handoff={handoff} />;
  return (
    <div className={styles.search}>
      <input
        className={styles.searchInput}
        // Closed, it controls no list yet: react-aria's own field leaves aria-controls out too.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="combobox"
        aria-label="Search"
        aria-expanded="false"
        aria-autocomplete="list"
        autoComplete="off"
        autoCorrect="off"
        spellCheck="false"
        placeholder="Type here..."
        value={handoff.text}
        data-focused={handoff.isFocused || undefined}
        onChange={(event) => setHandoff({ text: event.target.value, isFocused: true })}
        onFocus={() => {
          setHandoff((h) => ({ ...h, isFocused: true }));
          want();
        }}
        onBlur={() => setHandoff((h) => ({ ...h, isFocused: false }))}
        onPointerEnter={want}
      />
    </div>
  );
}

function Bell({
  unread,
  ...props
}: { unread: number } & Omit<TopBarNotificationsProps, 'label' | 'children' | 'handoff'>) {
  const [module, want] = useBellModule();
  const [handoff, setHandoff] = useState<BellHandoff>({ isFocused: false, isPressed: false });
  const face = (
    <>
      <BellIcon />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
  if (module) {
    return (
      <module.TopBarNotifications label={unreadLabel(unread)} handoff={handoff} {...props}>
        {face}
      </module.TopBarNotifications>
    );
  }
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={unreadLabel(unread)}
      aria-haspopup="dialog"
      aria-expanded="false"
      onPointerEnter={want}
      onFocus={() => {
        setHandoff((h) => ({ ...h, isFocused: true }));
        want();
      }}
      onBlur={() => setHandoff((h) => ({ ...h, isFocused: false }))}
      // The press counts from the moment it starts: when the module arrives between pointer down
      // and up, this button is replaced mid-press and its click never comes, so waiting for the
      // click lost the tap (the bell focused, its list not opened).
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        setHandoff({ isFocused: true, isPressed: true });
        want();
      }}
      onClick={() => {
        setHandoff({ isFocused: true, isPressed: true });
        want();
      }}
    >
      {face}
    </button>
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
      {/* A plain list, as react-aria's Breadcrumbs draws it: that component would bring its
          collection code into every signed-in page's first load. */}
      <ol aria-label="Breadcrumbs" className={styles.breadcrumbs}>
        <li className={styles.crumb}>
          <Link href={homeHref} className={styles.crumbLink} {...(pageTitle ? {} : currentCrumb)}>
            Home
          </Link>
        </li>
        {pageTitle ? (
          <li className={styles.crumb}>
            <Link className={styles.crumbLink} {...currentCrumb}>
              {pageTitle}
            </Link>
          </li>
        ) : null}
      </ol>
      <div className={styles.tools}>
        <Search quickLinks={quickLinks} onNavigate={onNavigate} />
        <Link href={settingsHref} aria-label="Settings" className={styles.iconButton}>
          <GearIcon />
        </Link>
        <Bell
          unread={unread}
          notifications={notifications}
          status={notificationsStatus}
          onOpenChange={onNotificationsOpenChange}
          onRetry={onRetryNotifications}
        />
      </div>
    </header>
  );
}
