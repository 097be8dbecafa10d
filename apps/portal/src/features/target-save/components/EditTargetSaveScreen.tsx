// /edit-target-save: a goal's title, target amount, due date (inside its
// purpose's window, the same calendar as creating one) and assistant (reminder frequency,
// reminders, Set & Forget). The gateway checks everything again and works the plan out anew; a
// refusal is shown and nothing changes. On success the goals are reloaded and the goal page shows.
import {
  GOAL_FREQUENCIES,
  SET_AND_FORGET_NOTICE,
  formatAmount,
  parseAmount,
  type GoalFrequency,
} from '@savewin/core';
import {
  Button,
  ButtonLink,
  Card,
  ChoiceChips,
  EmptyState,
  InlineMessage,
  Inline,
  Stack,
  Switch,
  TextField,
} from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { goalOptionList } from '../../../shared/data/account';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { updateGoal } from '../api/goals';
import { goalQuery, useGoalFromQuery } from '../state/goals';
import { useGoalSave } from '../state/useGoalSave';

import { DueDateModal } from './goalForm/DueDateModal';
import { GoalFields } from './goalForm/GoalFields';

export function EditTargetSaveScreen() {
  const goal = useGoalFromQuery();
  const options = useAtomValue(goalOptionList.valueAtom);
  if (!goal) {
    return (
      <Stack space="large">
        <h1>{paths.editTargetSave.title}</h1>
        <EmptyState
          title="We could not find that goal"
          action={<ButtonLink href={paths.targetSave.getHref()}>Back to Target Save</ButtonLink>}
        />
      </Stack>
    );
  }
  const option = options.find((o) => o.goalOptionId === goal.goalOption.goalOptionId) ?? null;
  return <EditGoalForm goal={goal} option={option} />;
}

function EditGoalForm({
  goal,
  option,
}: {
  goal: NonNullable<ReturnType<typeof useGoalFromQuery>>;
  option: { minDays: number; maxDays: number } | null;
}) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(goal.goalName);
  const [amount, setAmount] = useState(goal.targetAmount);
  const [dueDate, setDueDate] = useState<string | null>(goal.dueDate);
  const [frequency, setFrequency] = useState<GoalFrequency>(goal.goalType);
  const [reminder, setReminder] = useState(goal.reminder);
  const [setAndForget, setSetAndForget] = useState(goal.autoFund);
  const [dateOpen, setDateOpen] = useState(false);
  const { message, show, clear } = useTimedMessage();
  const { pending, save } = useGoalSave({ show, clear });

  function saveChanges() {
    void save(
      () => {
        const target = parseAmount(amount);
        if (title.trim() === '') {
          show('critical', 'Please enter a title');
          return null;
        }
        if (target === null || target <= 0) {
          show('critical', 'Please enter a target amount');
          return null;
        }
        if (!dueDate) {
          show('critical', 'Please select a due date');
          return null;
        }
        return () =>
          updateGoal(goal.goalAccountNumber, {
            goalName: title.trim(),
            targetAmount: formatAmount(target),
            dueDate,
            goalType: frequency,
            reminder,
            autoFund: setAndForget,
          });
      },
      () => void navigate(paths.viewTargetSave.getHref(goalQuery(goal))),
    );
  }

  return (
    <Stack space="large">
      <h1>{paths.editTargetSave.title}</h1>
      <Card as="div">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            saveChanges();
          }}
        >
          <Stack space="large">
            <TextField label="Purpose" value={goal.goalOption.name} isReadOnly />
            <GoalFields
              title={title}
              onTitleChange={setTitle}
              amount={amount}
              onAmountChange={setAmount}
              dueDate={dueDate}
              isDateDisabled={!option}
              onSelectDate={() => setDateOpen(true)}
            />
            <ChoiceChips
              label="Reminder frequency"
              options={GOAL_FREQUENCIES.map((f) => ({ id: f, label: f }))}
              value={frequency}
              onChange={setFrequency}
            />
            <Switch isSelected={reminder} onChange={setReminder}>
              Remind me to save
            </Switch>
            <Switch isSelected={setAndForget} onChange={setSetAndForget}>
              Enable Set &amp; Forget
            </Switch>
            {setAndForget ? <InlineMessage tone="info">{SET_AND_FORGET_NOTICE}</InlineMessage> : null}
            {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
            <Inline space="small">
              <Button type="submit" isPending={pending} pendingLabel="Saving changes">
                Save Changes
              </Button>
              <ButtonLink variant="secondary" href={paths.viewTargetSave.getHref(goalQuery(goal))}>
                Cancel
              </ButtonLink>
            </Inline>
          </Stack>
        </Form>
      </Card>
      {option ? (
        <DueDateModal
          isOpen={dateOpen}
          onOpenChange={setDateOpen}
          option={option}
          value={dueDate}
          onChange={(iso, error) => {
            setDueDate(iso);
            if (error) show('critical', error);
            else clear();
          }}
        />
      ) : null}
    </Stack>
  );
}
