// What a list or screen shows when there is nothing in it yet, with an optional next step.
import type { ReactNode } from 'react';

import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A next step, e.g. an 'Add Wallet' link. */
  action?: ReactNode;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      <span className={styles.mark} aria-hidden="true" />
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
