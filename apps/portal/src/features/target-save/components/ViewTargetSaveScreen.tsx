// /view-target-save (spec §2): the goal's image with Fund, its name and purpose, progress, the
// payment, target and earnings, and Recent Activity from the goal account's full statement
// (5 rows, 20 with 'See more'; '+' when nothing was debited); below the figures, edit, break
// (before the due date) or close (when empty) the goal.
import { formatDate, goalProgress, toPesewas } from '@savewin/core';
import { ButtonLink, Card, EmptyState, ErrorState, ProgressBar, Stack, TransactionList } from '@savewin/ui';
import { useState } from 'react';

import { cedis } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { goalQuery, useGoalFromQuery } from '../state/goals';
import { useGoalStatement } from '../state/useGoalStatement';

import { GoalActions } from './GoalActions';
import * as styles from './targetSave.css';

export function ViewTargetSaveScreen() {
  const goal = useGoalFromQuery();
  const { statement, retry } = useGoalStatement(goal?.goalAccountNumber ?? null);
  const [expanded, setExpanded] = useState(false);

  if (!goal) {
    return (
      <Stack space="large">
        <h1>{paths.viewTargetSave.title}</h1>
        <EmptyState
          title="We could not find that goal"
          action={<ButtonLink href={paths.targetSave.getHref()}>Back to Target Save</ButtonLink>}
        />
      </Stack>
    );
  }

  const current = toPesewas(goal.currentAmount) ?? 0;
  const target = toPesewas(goal.targetAmount) ?? 0;
  const figures: [string, string][] = [
    ['Payment Amount', cedis(goal.paymentAmount)],
    ['Target Amount', cedis(goal.targetAmount)],
    ['Earnings', cedis(goal.earnings)],
  ];

  return (
    <Stack space="large">
      <Card as="div">
        <Stack space="medium">
          {/* The goal's name first: the screen's heading, then its picture and Fund. */}
          <h1>{goal.goalName}</h1>
          <img className={styles.heroImage} src={goal.goalOption.image} alt="" width={320} height={180} />
          <ButtonLink
            href={paths.fundTargetSave.getHref(goalQuery(goal))}
            aria-label={`Fund ${goal.goalName}`}
          >
            Fund
          </ButtonLink>
          <p>{goal.goalOption.name}</p>
          <ProgressBar
            label="Progress"
            value={goalProgress(current, target) * 100}
            valueLabel={`${cedis(goal.currentAmount)} of ${cedis(goal.targetAmount)}`}
          />
          <dl className={styles.figures}>
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd className={styles.figureValue}>{value}</dd>
              </div>
            ))}
          </dl>
          <p>Due date: {formatDate(goal.dueDate)}</p>
          <GoalActions goal={goal} />
        </Stack>
      </Card>
      {statement.state === 'failed' ? (
        <ErrorState message={statement.message} onRetry={retry} />
      ) : (
        <TransactionList
          rows={statement.state === 'loaded' ? statement.rows : []}
          isLoading={statement.state === 'loading'}
          isExpanded={expanded}
          onExpandedChange={setExpanded}
          emptyText="No activity on this goal yet"
        />
      )}
    </Stack>
  );
}
