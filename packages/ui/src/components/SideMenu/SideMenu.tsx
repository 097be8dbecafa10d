// The portal's side navigation: the active page is marked, entries that need a subscription
// (Target Save, Transact) are left out without one (and keep their place, unseen, while it is not
// known yet, so the entries below them do not move when it is), and a 'Need help?' card leads to
// support.
import { Link } from 'react-aria-components';

import { Icon, type IconGlyph } from '../../primitives/Icon';

import * as styles from './SideMenu.css';

export interface SideMenuItem {
  label: string;
  href: string;
  /** A glyph drawn before the label (decorative: the label names the entry). */
  icon?: IconGlyph;
  /** Shown only when the customer has a subscription. */
  requiresSubscription?: boolean;
}

export interface SideMenuProps {
  /** The menu entries: label, address and whether it needs a subscription. */
  items: readonly SideMenuItem[];
  /** The current path; the entry with this href (or the longest prefix of it) is active. */
  currentPath: string;
  /**
   * Whether the customer has a SAVE & WIN subscription; entries marked requiresSubscription show
   * only then. `undefined` while it is not known yet: those entries keep their place, unseen.
   */
  hasSubscription: boolean | undefined;
  /** Address of the support link at the bottom. */
  supportHref?: string;
  /** The provider's FAQs page (external). */
  faqsHref: string;
}

/** The item whose href is the current path, or the longest one the path starts with. */
export function activeItem(items: readonly SideMenuItem[], currentPath: string): SideMenuItem | undefined {
  const exact = items.find((item) => item.href === currentPath);
  if (exact) return exact;
  return items
    .filter((item) => item.href !== '/' && currentPath.startsWith(`${item.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** The portal's navigation: links to every main screen, the current one marked. */
export function SideMenu({
  items,
  currentPath,
  hasSubscription,
  supportHref = '/settings/support',
  faqsHref,
}: SideMenuProps) {
  const visible = items.filter((item) => hasSubscription === true || !item.requiresSubscription);
  const active = activeItem(visible, currentPath);
  return (
    <div className={styles.root}>
      <nav aria-label="Main">
        <ul className={styles.list}>
          {items.map((item) => {
            if (visible.includes(item)) {
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className={styles.item}
                    aria-current={item === active ? 'page' : undefined}
                  >
                    {item.icon ? <Icon icon={item.icon} /> : null}
                    {item.label}
                  </Link>
                </li>
              );
            }
            if (hasSubscription !== undefined) return null;
            return (
              <li key={item.href} className={styles.reserved} aria-hidden="true">
                <span className={styles.item}>
                  {item.icon ? <Icon icon={item.icon} /> : null}
                  {item.label}
                </span>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.help} aria-label="Need help?">
        <p className={styles.helpTitle}>Need help?</p>
        <p className={styles.helpText}>Our team is here for you.</p>
        <Link href={supportHref} className={styles.supportButton}>
          Support
        </Link>
        <Link href={faqsHref} target="_blank" rel="noopener noreferrer" className={styles.faqs}>
          FAQs
        </Link>
      </section>
    </div>
  );
}
