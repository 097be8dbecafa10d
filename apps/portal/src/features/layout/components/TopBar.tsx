// The top bar (spec §2): breadcrumb Home + page, the 'Type here...' search as quick navigation to
// screens and recent transactions (ARCHITECTURE difference 8), settings icon and the bell.
import { humaniseLabel } from '@savewin/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, ComboBox, Input, Label, Link, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';

import { paths, routeForPathname } from '../../../app/paths';
import { accountDataAtom } from '../../../shared/data/accountData';
import { receiptAtom } from '../../../shared/feedback/feedback';
import { cedis } from '../../../shared/format';
import { pendingStyles } from '../../../shared/ui-pending';

import * as styles from './layout.css';
import { NotificationBell } from './NotificationBell';

interface SearchItem {
  id: string;
  label: string;
  go: () => void;
}

const screenNames = Object.values(paths).filter((r) => r.requiresSession && !r.path.includes(':'));

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
  const page = routeForPathname(pathname);

  const items: SearchItem[] = [
    ...screenNames.map((r) => ({
      id: `screen:${r.path}`,
      label: r.title,
      go: () => void navigate(r.getHref()),
    })),
    ...history.slice(0, 20).map((row, i) => ({
      id: `tx:${i}`,
      label: `${humaniseLabel(row.transactionType)} ${cedis(row.amount)} ${row.narration}`,
      go: () => openReceipt(row),
    })),
  ];

  return (
    <header className={styles.topBar}>
      <Button
        className={pendingStyles.button.quiet}
        aria-expanded={isMenuOpen}
        aria-controls={menuId}
        onPress={onToggleMenu}
      >
        Menu
      </Button>
      <nav aria-label="Breadcrumb" style={{ flex: 1, minWidth: 0 }}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link href={paths.home.getHref()} className={pendingStyles.link}>
              Home
            </Link>
          </li>
          {page && page !== paths.home ? (
            <li aria-current="page">
              <span aria-hidden="true">/ </span>
              {page.title}
            </li>
          ) : null}
        </ol>
      </nav>
      <ComboBox
        aria-label="Search"
        items={items}
        menuTrigger="focus"
        onSelectionChange={(key) => items.find((i) => i.id === key)?.go()}
        className={pendingStyles.field}
      >
        <Label className={pendingStyles.visuallyHidden}>Search</Label>
        <div className={pendingStyles.inputGroup}>
          <Input className={pendingStyles.input} placeholder="Type here..." />
        </div>
        <Popover className={pendingStyles.modal}>
          <ListBox style={{ padding: 8 }}>
            {(item: SearchItem) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.menuLink}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <Link href={paths.settings.getHref()} aria-label="Settings" className={pendingStyles.button.quiet}>
        <span aria-hidden="true">⚙</span>
      </Link>
      <NotificationBell />
    </header>
  );
}
