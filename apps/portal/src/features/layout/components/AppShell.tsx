// The signed-in page frame (spec §2 common layout): side menu, top bar, summary row, the page,
// side panel and footer. Shows a spinner until the account data has loaded, and
// 'Something went wrong' with a retry when it could not be loaded.
import { useAtomValue } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { loadStateAtom } from '../../../shared/data/accountData';
import { Button, Notice, Spinner } from '../../../shared/ui-pending';

import { Footer } from './Footer';
import * as styles from './layout.css';
import { SideMenu } from './SideMenu';
import { SidePanel } from './SidePanel';
import { SummaryRow } from './SummaryRow';
import { TopBar } from './TopBar';

export function AppShell({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const loadState = useAtomValue(loadStateAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const isDashboard = pathname === paths.home.path;

  let body: ReactNode;
  if (loadState === 'failed') {
    body = (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Notice tone="critical">Something went wrong</Notice>
        <Button onPress={onRetry}>Try again</Button>
      </div>
    );
  } else if (loadState !== 'loaded') {
    body = <Spinner label="Loading your account" />;
  } else {
    body = (
      <div className={styles.content}>
        <div style={{ display: 'grid', gap: 16, alignContent: 'start', minWidth: 0 }}>
          <SummaryRow />
          {children}
        </div>
        <SidePanel trimmedFavourites={!isDashboard} />
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <SideMenu id={menuId} isOpen={menuOpen} onNavigate={() => setMenuOpen(false)} />
      <div className={styles.main}>
        <TopBar menuId={menuId} isMenuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} />
        <main id="main" style={{ flex: 1 }}>
          {body}
        </main>
        <Footer />
      </div>
    </div>
  );
}
