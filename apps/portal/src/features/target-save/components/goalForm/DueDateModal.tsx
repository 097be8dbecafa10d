// The due-date modal (spec §2): a calendar limited to the purpose's minDays…maxDays; a picked day
// is still checked against the window (spec §5), which also guards a day chosen for another purpose.
import { dueDateError, type DueDateOption } from '@savewin/core';
import { Button, Calendar, Modal, calendarDay } from '@savewin/ui';

import { dueDateWindow } from '../../state/dueDate';

export interface DueDateModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  option: DueDateOption;
  value: string | null;
  /** An ISO day the window accepts, or the §5 message for one it refuses. */
  onChange: (isoDate: string | null, error: string | null) => void;
}

export function DueDateModal({ isOpen, onOpenChange, option, value, onChange }: DueDateModalProps) {
  const { min, max } = dueDateWindow(option);
  return (
    <Modal
      title="Select Target Date"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <Button isDisabled={!value} onPress={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      <Calendar
        aria-label="Target date"
        value={value ? calendarDay(value) : null}
        minValue={calendarDay(min)}
        maxValue={calendarDay(max)}
        onChange={(day) => {
          const iso = day.toString();
          const error = dueDateError(iso, option);
          onChange(error ? null : iso, error);
        }}
      />
    </Modal>
  );
}
