import type { ReactNode } from 'react';

import * as styles from './Card.css';

export interface CardProps {
  children: ReactNode;
  /** A landmark section (name it with aria-labelledby), or a plain block. Default 'section'. */
  as?: 'section' | 'div' | 'article';
  'aria-labelledby'?: string;
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
