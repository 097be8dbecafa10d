// /edit-target-save (issue 23 item 5): a goal's title, target amount, due date (inside its
// purpose's window, the same calendar as creating one) and assistant (reminder frequency,
// reminders, Set & Forget). The gateway checks everything again and works the plan out anew; a
// refusal is shown and nothing changes. On success the goals are reloaded and the goal page shows.
import { BusinessError, readEnvelope } from '@savewin/api';
import {
  GOAL_FREQUENCIES,
  SET_AND_FORGET_NOTICE,
  formatAmount,
  formatDate,
  parseAmount,
  type GoalFrequency,
} from '@savewin/core';
import {
  AmountField,
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
import { useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';

import { api, failureMessage } from '../../../shared/api/client';
import { goalOptionList } from '../../../shared/data/account';
import { notify } from '../../../shared/feedback/feedback';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { goalQuery, refreshGoals, useGoalFromQuery } from '../state/goals';

import { DueDateModal } from './create/DueDateModal';

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
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);
  const { message, show, clear } = useTimedMessage();

  async function save() {
    if (submitting.current) return;
    const target = parseAmount(amount);
    if (title.trim() === '') return show('critical', 'Please enter a title');
    if (target === null || target <= 0) return show('critical', 'Please enter a target amount');
    if (!dueDate) return show('critical', 'Please select a due date');
    submitting.current = true;
    setPending(true);
    clear();
    try {
      const answer = await readEnvelope(
        api.PUT('/api/investment/goals/{goalAccountNumber}', {
          params: { path: { goalAccountNumber: goal.goalAccountNumber } },
          body: {
            goalName: title.trim(),
            targetAmount: formatAmount(target),
            dueDate,
            goalType: frequency,
            reminder,
            autoFund: setAndForget,
          },
        }),
      );
      if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
      await refreshGoals().catch(() => undefined);
      if (answer.displayMessage) notify('positive', answer.displayMessage);
      void navigate(paths.viewTargetSave.getHref(goalQuery(goal)));
    } catch (failure) {
      show('critical', failureMessage(failure));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return (
    <Stack space="large">
      <h1>{paths.editTargetSave.title}</h1>
      <Card as="div">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack space="large">
            <TextField label="Purpose" value={goal.goalOption.name} isReadOnly />
            <TextField label="Title" value={title} onChange={setTitle} maxLength={60} />
            <AmountField label="Target Amount" value={amount} onChange={setAmount} />
            <Inline space="small">
              <TextField
                label="Target Date"
                value={dueDate ? formatDate(dueDate) : ''}
                placeholder="No date yet"
                isReadOnly
              />
              <Button variant="secondary" isDisabled={!option} onPress={() => setDateOpen(true)}>
                Select Target Date
              </Button>
            </Inline>
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
