// A goal form's target date (creating and editing): the chosen day, read only, and the button
// that opens the calendar.
import { formatDate } from '@savewin/core';
import { Button, Inline, TextField } from '@savewin/ui';

export function TargetDateField({
  value,
  onSelect,
  isDisabled,
}: {
  /** The chosen ISO day, or null before one is chosen. */
  value: string | null;
  /** Opens the calendar. */
  onSelect: () => void;
  /** True while the calendar cannot open (the goal's purpose is not known). */
  isDisabled?: boolean;
}) {
  return (
    <Inline space="small">
      <TextField
        label="Target Date"
        value={value ? formatDate(value) : ''}
        placeholder="No date yet"
        isReadOnly
      />
      <Button variant="secondary" isDisabled={isDisabled} onPress={onSelect}>
        Select Target Date
      </Button>
    </Inline>
  );
}
