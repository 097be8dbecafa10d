import type { ReactNode } from 'react';

import * as styles from './Card.css';

export interface CardProps {
  /** Content of the card. */
  children: ReactNode;
  /** A landmark section (name it with aria-labelledby), or a plain block. Default 'section'. */
  as?: 'section' | 'div' | 'article';
  /** Id of the heading that names the card, for screen readers. */
  'aria-labelledby'?: string;
  /** Accessible name when the card has no visible heading. */
  'aria-label'?: string;
}

/** A raised surface that groups one topic of a screen: a form, a summary, a list. */
export function Card({ as: Element = 'section', children, ...aria }: CardProps) {
  return (
    <Element className={styles.card} {...aria}>
      {children}
    </Element>
  );
}
