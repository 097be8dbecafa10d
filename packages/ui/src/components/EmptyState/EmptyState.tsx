// What a list or screen shows when there is nothing in it yet, with an optional next step.
import type { ReactNode } from 'react';

import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** Short heading: what is empty. */
  title: string;
  /** One sentence on how to fill it. */
  description?: string;
  /** A next step, e.g. an 'Add Wallet' link. */
  action?: ReactNode;
  /** Heading level inside the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet, with an optional action. */
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
