// The side menu (spec §2): the active page highlighted, Target Save and Transact only with a
// subscription, and the 'Need help?' card.
import { useAtomValue } from 'jotai';
import { Link } from 'react-aria-components';
import { useLocation } from 'react-router-dom';

import { paths, type RouteInfo } from '../../../app/paths';
import { subscriptionAtom } from '../../../shared/data/selectors';
import { externalLinks } from '../../../shared/externalLinks';
import { Card, LinkButton, TextLink } from '../../../shared/ui-pending';

import * as styles from './layout.css';

interface Entry {
  route: RouteInfo;
  label: string;
  needsSubscription?: boolean;
}

const entries: Entry[] = [
  { route: paths.home, label: 'Dashboard' },
  { route: paths.targetSave, label: 'Target Save', needsSubscription: true },
  { route: paths.transact, label: 'Transact', needsSubscription: true },
  { route: paths.linkedWallets, label: 'Payment Methods' },
  { route: paths.prizes, label: 'Prizes' },
  { route: paths.settings, label: 'Settings' },
];

function isActive(route: RouteInfo, pathname: string): boolean {
  if (route.path === '/') return pathname === '/';
  return pathname === route.path || pathname.startsWith(`${route.path}/`);
}

export function SideMenu({
  id,
  isOpen,
  onNavigate,
}: {
  id: string;
  isOpen: boolean;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const hasSubscription = useAtomValue(subscriptionAtom) !== null;
  return (
    <nav id={id} aria-label="Main" className={`${styles.sideMenu} ${isOpen ? styles.sideMenuOpen : ''}`}>
      <strong>SAVE &amp; WIN</strong>
      <ul className={styles.menuList}>
        {entries
          .filter((e) => !e.needsSubscription || hasSubscription)
          .map((e) => (
            <li key={e.route.path}>
              <Link
                href={e.route.getHref()}
                className={styles.menuLink}
                aria-current={isActive(e.route, pathname) ? 'page' : undefined}
                onPress={onNavigate}
              >
                {e.label}
              </Link>
            </li>
          ))}
      </ul>
      <Card aria-labelledby="need-help">
        <h2 id="need-help">Need help?</h2>
        <LinkButton href={paths.support.getHref()} variant="secondary" onPress={onNavigate}>
          Support
        </LinkButton>
        <TextLink href={externalLinks.faqs} target="_blank" rel="noreferrer">
          FAQs
        </TextLink>
      </Card>
    </nav>
  );
}
