// Select Purpose (spec §2 /create-target-save): the goal options as chips. The options come with
// the account data; when that list is empty they are fetched here (spec: fetched if empty).
import { type GoalOption } from '@savewin/api';
import { Button, ChoiceChips, ErrorState, Modal, Spinner } from '@savewin/ui';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../../../shared/api/client';
import { goalOptionList } from '../../../../shared/data/account';
import { ensureGoalOptions } from '../../state/goals';

export interface PurposeModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  value: GoalOption | null;
  onChange: (option: GoalOption) => void;
}

export function PurposeModal({ isOpen, onOpenChange, value, onChange }: PurposeModalProps) {
  const options = useAtomValue(goalOptionList.valueAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setFailure(null);
    setLoading(true);
    ensureGoalOptions()
      .catch((error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => {
    if (isOpen && options.length === 0) load();
    // Only opening the modal asks again; a failure waits for the customer's retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  let body;
  if (failure) body = <ErrorState message={failure} onRetry={load} isRetrying={loading} />;
  else if (options.length === 0) body = <Spinner aria-label="Loading purposes" />;
  else
    body = (
      <ChoiceChips
        label="Purpose"
        options={options.map((o) => ({ id: o.goalOptionId, label: o.name }))}
        value={value?.goalOptionId ?? null}
        onChange={(id) => {
          const chosen = options.find((o) => o.goalOptionId === id);
          if (chosen) onChange(chosen);
        }}
      />
    );

  return (
    <Modal
      title="Select Purpose"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button isDisabled={!value} onPress={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      {body}
    </Modal>
  );
}
