// Total Earnings and Total Balance over all goals, summed in pesewas by @savewin/core; a goal
// with an unreadable figure makes that total 'Unavailable' rather than wrong.
import { formatCedis, goalTotals } from '@savewin/core';

import type { Goal } from '../GoalCarousel/GoalCarousel';

import * as styles from './GoalHeaderCard.css';

export interface GoalHeaderCardProps {
  /** The goals to total (their current amounts and earnings). */
  goals: readonly Pick<Goal, 'earnings' | 'currentAmount'>[];
}

/** Totals across all goals: saved so far and interest earned. */
export function GoalHeaderCard({ goals }: GoalHeaderCardProps) {
  const { totalEarnings, totalBalance } = goalTotals(goals);
  const show = (value: number | null) => (value === null ? 'Unavailable' : formatCedis(value));
  return (
    <dl className={styles.root}>
      <div className={styles.item}>
        <dt className={styles.label}>Total Earnings</dt>
        <dd className={styles.value}>{show(totalEarnings)}</dd>
      </div>
      <div className={styles.item}>
        <dt className={styles.label}>Total Balance</dt>
        <dd className={styles.value}>{show(totalBalance)}</dd>
      </div>
    </dl>
  );
}
