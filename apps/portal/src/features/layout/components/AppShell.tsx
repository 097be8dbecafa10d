// The signed-in page frame (spec §2 common layout): side menu, top bar (with the bell's
// notifications, read here), summary row, the page, side panel and footer. Shows a spinner until
// the profile has loaded (the other lists show their own where they are drawn), and 'Something
// went wrong' with a retry when it could not be loaded (that the phone is offline, when it is: the
// service worker opens the frame without a connection). The footer waits for the profile too:
// under the spinner it would sit at the foot of the screen and be thrown below the fold when the
// page arrives, the one shift a repeat visit showed (CLS 0.13).
import { SOMETHING_WENT_WRONG } from '@savewin/api';
import { ErrorState, Spinner } from '@savewin/ui';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import type { LoadState } from '../../../shared/data/list';
import { OFFLINE_MESSAGE, useOnline } from '../../../shared/online';
import { paths } from '../../../shared/paths';
import { useNotifications } from '../state/useNotifications';

import { Footer } from './Footer';
import * as styles from './layout.css';
import { SideMenu } from './SideMenu';
import { SidePanel } from './SidePanel';
import { SummaryRow } from './SummaryRow';
import { TopBar } from './TopBar';

export function AppShell({
  children,
  loadState,
  onRetry,
}: {
  children: ReactNode;
  /** The state of the profile, which decides what the frame shows on every page. */
  loadState: LoadState;
  onRetry: () => void;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const online = useOnline();
  const notifications = useNotifications();
  const { pathname } = useLocation();
  // The dashboard and the send-money screen list every favourite (spec §2): the side panel's
  // list is the only one they show.
  const wholeFavourites = pathname === paths.home.path || pathname === paths.sendMoneyTransaction.path;
  // Choosing a page in the phone menu closes it.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  let body: ReactNode;
  if (loadState === 'failed') {
    body = <ErrorState message={online ? SOMETHING_WENT_WRONG : OFFLINE_MESSAGE} onRetry={onRetry} />;
  } else if (loadState !== 'loaded') {
    body = <Spinner aria-label="Loading your account" />;
  } else {
    body = (
      <div className={styles.content}>
        <div className={styles.screenColumn}>
          <SummaryRow />
          {children}
        </div>
        <SidePanel trimmedFavourites={!wholeFavourites} />
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <SideMenu id={menuId} isOpen={menuOpen} />
      <div className={styles.main}>
        <TopBar
          menuId={menuId}
          isMenuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((o) => !o)}
          notifications={notifications.items}
          notificationsStatus={notifications.status}
          onOpenNotifications={() => void notifications.open()}
          onRetryNotifications={() => void notifications.load()}
        />
        <main id="main" className={styles.grow}>
          {body}
        </main>
        {loadState === 'loaded' || loadState === 'failed' ? <Footer /> : null}
      </div>
    </div>
  );
}
