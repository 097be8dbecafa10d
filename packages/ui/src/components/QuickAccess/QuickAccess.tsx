// The dashboard's Quick Access: a card per shortcut with its glyph, its label and, where the
// shortcut has one, a figure (Target Save shows the summed balance of the customer's goals).
import { useId } from 'react';
import { Link } from 'react-aria-components';

import { Icon, type IconGlyph } from '../../primitives/Icon';
import * as shared from '../../private/componentStyles.css';
import { cx } from '../../private/cx';

import * as styles from './QuickAccess.css';

export interface QuickAccessLink {
  /** The destination's name, the link's accessible name. */
  label: string;
  /** Where the card leads. */
  href: string;
  /** The card's glyph (decorative). */
  icon: IconGlyph;
  /** A figure shown under the label, e.g. 'GH₵1,200.00'. */
  value?: string;
}

export interface QuickAccessProps {
  /** The shortcuts, in order. */
  links: readonly QuickAccessLink[];
  /** Heading of the section. */
  title?: string;
}

/** Shortcuts to the screens a customer uses most, as cards with an icon and an optional figure. */
export function QuickAccess({ links, title = 'Quick Access' }: QuickAccessProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.cardTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.card}>
              <span className={styles.badge}>
                <Icon icon={link.icon} size="large" />
              </span>
              <span className={styles.text}>
                <span className={styles.label}>{link.label}</span>
                {link.value ? <span className={cx(shared.muted, styles.value)}>{link.value}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
