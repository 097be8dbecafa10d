// What creating and editing a goal both ask, in the same words and order: its title, target
// amount and target date (the calendar itself is the screen's DueDateModal, opened by onSelectDate).
import { AmountField, TextField } from '@savewin/ui';

import { TargetDateField } from './TargetDateField';

export function GoalFields({
  title,
  onTitleChange,
  amount,
  onAmountChange,
  dueDate,
  onSelectDate,
  isDateDisabled,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  /** The target amount as typed. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The chosen ISO day, or null before one is chosen. */
  dueDate: string | null;
  onSelectDate: () => void;
  /** True while the calendar cannot open (the goal's purpose is not known). */
  isDateDisabled?: boolean;
}) {
  return (
    <>
      <TextField label="Title" value={title} onChange={onTitleChange} maxLength={60} />
      <AmountField label="Target Amount" value={amount} onChange={onAmountChange} />
      <TargetDateField value={dueDate} isDisabled={isDateDisabled} onSelect={onSelectDate} />
    </>
  );
}
