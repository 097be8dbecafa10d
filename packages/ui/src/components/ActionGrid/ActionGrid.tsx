// A grid of labelled icons, each a link to a task: what a customer's mobile-money wallet (MTN MoMo,
// Telecel Cash) shows for the same actions, within one thumb's reach on a phone. Three across on a
// 360 px phone, more on a wider screen. Each tile is a link whose accessible name is its label
// (the glyph is decoration), listed in a named list so a screen reader announces how many there
// are; Tab moves from tile to tile and Enter follows one, as with any link.
import { Link } from 'react-aria-components';

import { Icon, type IconGlyph } from '../../primitives/Icon';

import * as styles from './ActionGrid.css';

export interface ActionGridItem {
  /** What the tile does, its visible label and its link's accessible name. */
  label: string;
  /** Where the tile leads. */
  href: string;
  /** The tile's glyph (decorative). */
  icon: IconGlyph;
  /** A figure under the label, e.g. 'GH₵1,200.00' (read as part of the link's text). */
  value?: string;
}

export interface ActionGridProps {
  /** The tiles, in order. */
  items: readonly ActionGridItem[];
  /** Names the list for screen readers (use this or aria-labelledby). */
  'aria-label'?: string;
  /** The id of a visible heading that names the list. */
  'aria-labelledby'?: string;
}

/** Labelled icon tiles, each a link; a list named by `aria-label` or `aria-labelledby`. */
export function ActionGrid({ items, ...naming }: ActionGridProps) {
  return (
    <ul className={styles.grid} {...naming}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <Link href={item.href} className={styles.tile}>
            <span className={styles.badge}>
              <Icon icon={item.icon} size="large" />
            </span>
            <span className={styles.label}>{item.label}</span>
            {item.value ? <span className={styles.value}>{item.value}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
