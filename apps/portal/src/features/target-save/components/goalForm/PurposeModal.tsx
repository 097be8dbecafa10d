// Select Purpose (spec §2 /create-target-save): the goal options as chips, read by
// usePurposeOptions (with the account data, or fetched on opening when that list is empty).
import { type GoalOption } from '@savewin/api';
import { Button, ChoiceChips, ErrorState, Modal, Spinner } from '@savewin/ui';

import { usePurposeOptions } from '../../state/usePurposeOptions';

export interface PurposeModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  value: GoalOption | null;
  onChange: (option: GoalOption) => void;
}

export function PurposeModal({ isOpen, onOpenChange, value, onChange }: PurposeModalProps) {
  const { options, failure, loading, load } = usePurposeOptions(isOpen);

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
