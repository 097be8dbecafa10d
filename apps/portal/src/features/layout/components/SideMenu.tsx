// The side menu (spec §2) from the design system, fed with the portal's routes; on a phone it
// sits behind the top bar's Menu button.
import {
  ArrowLeftRight,
  LayoutDashboard,
  Settings,
  SideMenu as UISideMenu,
  Target,
  Trophy,
  Wallet,
  type SideMenuItem,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';

import { profile } from '../../../shared/data/account';
import { subscriptionAtom } from '../../../shared/data/selectors';
import { externalLinks } from '../../../shared/externalLinks';
import { paths } from '../../../shared/paths';

import * as styles from './layout.css';

const items: readonly SideMenuItem[] = [
  { label: 'Dashboard', href: paths.home.getHref(), icon: LayoutDashboard },
  { label: 'Target Save', href: paths.targetSave.getHref(), requiresSubscription: true, icon: Target },
  { label: 'Transact', href: paths.transact.getHref(), requiresSubscription: true, icon: ArrowLeftRight },
  { label: 'Payment Methods', href: paths.linkedWallets.getHref(), icon: Wallet },
  { label: 'Prizes', href: paths.prizes.getHref(), icon: Trophy },
  { label: 'Settings', href: paths.settings.getHref(), icon: Settings },
];

export function SideMenu({ id, isOpen }: { id: string; isOpen: boolean }) {
  const { pathname } = useLocation();
  const subscription = useAtomValue(subscriptionAtom);
  // Not known until the profile is in: the menu keeps the subscriber's entries' places meanwhile.
  const profileRead = useAtomValue(profile.stateAtom) === 'loaded';
  const hasSubscription = profileRead ? subscription !== null : undefined;
  return (
    <div id={id} className={`${styles.sideMenu} ${isOpen ? styles.sideMenuOpen : ''}`}>
      <UISideMenu
        items={items}
        currentPath={pathname}
        hasSubscription={hasSubscription}
        supportHref={paths.support.getHref()}
        faqsHref={externalLinks.faqs}
      />
    </div>
  );
}
