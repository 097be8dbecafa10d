// /create-target-save (spec §2, §4, §5): purpose first (Select Purpose), then title, target
// amount and a due date inside the purpose's window; the assistant switch opens once date and
// amount are filled and asks for the reminder frequency and Set & Forget. The plan calculation
// suggests how much to save. Create Goal checks in spec order and shows the last failing message;
// on success the goals are refreshed and the customer is back on /target-save.
import type { GoalOption } from '@savewin/api';
import {
  DEFAULT_GOAL_FREQUENCY,
  canEnableAssistant,
  createGoalError,
  dueDateError,
  formatAmount,
  parseAmount,
  purposeFirstError,
  type GoalFrequency,
} from '@savewin/core';
import {
  AccountNumberCard,
  Button,
  Card,
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

import { mainAccountAtom, subscriptionAtom } from '../../../shared/data/selectors';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { paths } from '../../../shared/paths';
import { createGoal } from '../api/goals';
import { useGoalSave } from '../state/useGoalSave';
import { usePlanSuggestion } from '../state/usePlanSuggestion';

import { AssistantModal } from './goalForm/AssistantModal';
import { DueDateModal } from './goalForm/DueDateModal';
import { GoalFields } from './goalForm/GoalFields';
import { PurposeModal } from './goalForm/PurposeModal';

export function CreateTargetSaveScreen() {
  const navigate = useNavigate();
  const subscription = useAtomValue(subscriptionAtom);
  const account = useAtomValue(mainAccountAtom);
  const [purpose, setPurpose] = useState<GoalOption | null>(null);
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [assistantOn, setAssistantOn] = useState(false);
  const [frequency, setFrequency] = useState<GoalFrequency>(DEFAULT_GOAL_FREQUENCY);
  const [setAndForget, setSetAndForget] = useState(false);
  const [open, setOpen] = useState<'purpose' | 'date' | 'assistant' | null>(null);
  const { message, show, clear } = useTimedMessage();
  const { pending, save } = useGoalSave({ show, clear });

  const target = parseAmount(amount);
  const assistantAllowed = canEnableAssistant({ dueDate, targetAmount: amount });
  // Emptying the amount or losing the date turns the assistant off with the switch.
  const assistantEnabled = assistantOn && assistantAllowed;
  const plan = usePlanSuggestion(target, dueDate, frequency);

  function choosePurpose(option: GoalOption) {
    setPurpose(option);
    // A day chosen for the previous purpose may lie outside this one's window.
    const error = dueDate ? dueDateError(dueDate, option) : null;
    if (error) {
      setDueDate(null);
      show('critical', error);
    }
  }

  function openDatePicker() {
    const error = purposeFirstError(purpose);
    if (error) show('critical', error);
    else setOpen('date');
  }

  function create() {
    void save(
      () => {
        const error = createGoalError({ assistantEnabled, dueDate, targetAmount: amount, title });
        if (error) {
          show('critical', error);
          return null;
        }
        if (!purpose || !dueDate || target === null || !subscription || !account) return null;
        return () =>
          createGoal({
            targetAmount: formatAmount(target),
            customerNumber: subscription.customerNumber,
            customerAccountNumber: account.accountNumber,
            goalName: title.trim(),
            dueDate,
            goalType: frequency,
            reminder: true,
            autoFund: setAndForget,
            goalOptionId: purpose.goalOptionId,
          });
      },
      () => void navigate(paths.targetSave.getHref()),
    );
  }

  return (
    <Stack space="large">
      <h1>Create Target Savings</h1>
      <Card as="div">
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            create();
          }}
        >
          <Stack space="large">
            <Inline space="small">
              <TextField
                label="Purpose"
                value={purpose?.name ?? ''}
                placeholder="No purpose yet"
                isReadOnly
              />
              <Button variant="secondary" onPress={() => setOpen('purpose')}>
                Select Purpose
              </Button>
            </Inline>
            <GoalFields
              title={title}
              onTitleChange={setTitle}
              amount={amount}
              onAmountChange={setAmount}
              dueDate={dueDate}
              onSelectDate={openDatePicker}
            />
            <Switch
              isSelected={assistantEnabled}
              isDisabled={!assistantAllowed}
              onChange={(on) => {
                setAssistantOn(on);
                if (on) setOpen('assistant');
              }}
            >
              Enable Assistant
            </Switch>
            {plan.state === 'ready' ? <InlineMessage tone="info">{plan.text}</InlineMessage> : null}
            {plan.state === 'failed' ? <InlineMessage tone="warning">{plan.message}</InlineMessage> : null}
            {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
            <Button type="submit" isPending={pending} pendingLabel="Creating goal">
              Create Goal
            </Button>
          </Stack>
        </Form>
      </Card>
      {account ? (
        <AccountNumberCard accountNumber={account.accountNumber} productName={account.productName} />
      ) : null}
      <PurposeModal
        isOpen={open === 'purpose'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'purpose' : null)}
        value={purpose}
        onChange={choosePurpose}
      />
      {purpose ? (
        <DueDateModal
          isOpen={open === 'date'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'date' : null)}
          option={purpose}
          value={dueDate}
          onChange={(iso, error) => {
            setDueDate(iso);
            if (error) show('critical', error);
            else clear();
          }}
        />
      ) : null}
      <AssistantModal
        isOpen={open === 'assistant'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'assistant' : null)}
        frequency={frequency}
        onFrequencyChange={setFrequency}
        setAndForget={setAndForget}
        onSetAndForgetChange={setSetAndForget}
        savingsAccountNumber={account?.accountNumber ?? ''}
      />
    </Stack>
  );
}
