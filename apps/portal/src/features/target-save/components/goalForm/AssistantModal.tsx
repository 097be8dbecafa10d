// The assistant modal (spec §2): how often to be reminded (Daily, Weekly, Monthly; Monthly by
// default) and the optional Set & Forget, which says it deducts automatically and from which
// savings account.
import { GOAL_FREQUENCIES, SET_AND_FORGET_NOTICE, type GoalFrequency } from '@savewin/core';
import { Button, ChoiceChips, InlineMessage, Modal, Stack, Switch } from '@savewin/ui';

export interface AssistantModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  frequency: GoalFrequency;
  onFrequencyChange: (frequency: GoalFrequency) => void;
  setAndForget: boolean;
  onSetAndForgetChange: (on: boolean) => void;
  savingsAccountNumber: string;
}

export function AssistantModal({
  isOpen,
  onOpenChange,
  frequency,
  onFrequencyChange,
  setAndForget,
  onSetAndForgetChange,
  savingsAccountNumber,
}: AssistantModalProps) {
  return (
    <Modal
      title="Savings Assistant"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={<Button onPress={() => onOpenChange(false)}>Done</Button>}
    >
      <Stack space="large">
        <ChoiceChips
          label="Reminder frequency"
          options={GOAL_FREQUENCIES.map((f) => ({ id: f, label: f }))}
          value={frequency}
          onChange={onFrequencyChange}
        />
        <Switch isSelected={setAndForget} onChange={onSetAndForgetChange}>
          Enable Set &amp; Forget
        </Switch>
        {setAndForget ? (
          <InlineMessage tone="info">
            {SET_AND_FORGET_NOTICE} Savings account number: {savingsAccountNumber}
          </InlineMessage>
        ) : null}
      </Stack>
    </Modal>
  );
}
