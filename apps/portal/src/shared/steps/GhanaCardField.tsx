// The Ghana Card number, as verifying an identity and resetting a forgotten PIN both ask for it: the
// spec's label, the card's pattern as the placeholder, and no autofill (no saved value is a card).
import { GHANA_CARD_HINT, GHANA_CARD_PLACEHOLDER } from '@savewin/core';
import { TextField } from '@savewin/ui';

interface GhanaCardFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Spells out the pattern under the field: verification asks for a card not given before. */
  withHint?: boolean;
  isRequired?: boolean;
  name?: string;
}

export function GhanaCardField({ value, onChange, withHint = false, isRequired, name }: GhanaCardFieldProps) {
  return (
    <TextField
      label="Ghana Card Number"
      value={value}
      onChange={onChange}
      placeholder={GHANA_CARD_PLACEHOLDER}
      description={withHint ? GHANA_CARD_HINT : undefined}
      autoComplete="off"
      isRequired={isRequired}
      name={name}
    />
  );
}
