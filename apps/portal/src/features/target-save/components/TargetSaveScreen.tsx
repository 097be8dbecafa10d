// /target-save (spec §2): the header card (Total Earnings, Total Balance), New Goal, a refresh
// control with its 5-second spinner and the goals carousel. A slide opens the goal, Fund funds it.
import {
  Button,
  ButtonLink,
  EmptyState,
  GoalCarousel,
  GoalHeaderCard,
  InlineMessage,
  Inline,
  Plus,
  RotateCcw,
  Stack,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { failureMessage } from '../../../shared/api/client';
import { ListLoad } from '../../../shared/components/ListLoad';
import { targetSaveList } from '../../../shared/data/account';
import { useRefreshSpinner } from '../../../shared/feedback/useRefreshSpinner';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { goalQuery, refreshGoals } from '../state/goals';

/** The goals, read apart: a failed read says so with a retry, never 'No goals yet'. */
const goalLists = [targetSaveList];

export function TargetSaveScreen() {
  const goals = useAtomValue(targetSaveList.valueAtom);
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const { message, show } = useTimedMessage();
  const reload = useCallback(
    () => refreshGoals().catch((error: unknown) => show('critical', failureMessage(error))),
    [show],
  );
  const { isSpinning, refresh } = useRefreshSpinner(reload);

  return (
    <Stack space="large">
      <Inline justify="spaceBetween">
        <h1>{paths.targetSave.title}</h1>
        <Inline space="small">
          <Button
            variant="secondary"
            size="small"
            icon={RotateCcw}
            isPending={isSpinning}
            pendingLabel="Refreshing goals"
            onPress={() => void refresh()}
          >
            Refresh
          </Button>
          <ButtonLink href={paths.createTargetSave.getHref()} size="small" icon={Plus}>
            New Goal
          </ButtonLink>
        </Inline>
      </Inline>
      {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
      <ListLoad lists={goalLists} loadingLabel="Loading goals" rows="three">
        <GoalHeaderCard goals={goals} />
        {goals.length === 0 ? (
          <EmptyState
            title="No goals yet"
            description="Save towards something that matters: set a target and a date, and we remind you."
            action={<ButtonLink href={paths.createTargetSave.getHref()}>New Goal</ButtonLink>}
          />
        ) : (
          <GoalCarousel
            goals={goals}
            index={index}
            onIndexChange={setIndex}
            onOpen={(goal) => void navigate(paths.viewTargetSave.getHref(goalQuery(goal)))}
            onFund={(goal) => void navigate(paths.fundTargetSave.getHref(goalQuery(goal)))}
          />
        )}
      </ListLoad>
    </Stack>
  );
}
