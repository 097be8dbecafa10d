// The dashboard's Quick Access: a grid of labelled icons, one per shortcut, with a figure where the
// shortcut has one (Target Save shows the summed balance of the customer's goals).
import { useId } from 'react';

import type { IconGlyph } from '../../primitives/Icon';
import * as shared from '../../private/componentStyles.css';
import { ActionGrid } from '../ActionGrid';

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

/** Shortcuts to the screens a customer uses most, as a grid of labelled icons (ActionGrid). */
export function QuickAccess({ links, title = 'Quick Access' }: QuickAccessProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.cardTitle}>
        {title}
      </h2>
      <ActionGrid items={links} aria-labelledby={headingId} />
    </section>
  );
}
