// Choosing a new PIN, as signing up, resetting a forgotten PIN and changing it all ask: the PIN and
// the same PIN again, each in six masked boxes offered to the password manager as a new password.
// The labels stay each screen's own (the spec words them differently), so they are passed in.
import { PINS_DO_NOT_MATCH_MESSAGE, isSixDigitSecret } from '@savewin/core';

import { SecretField } from '../components/SecretField';

interface NewPinFieldsProps {
  /** The new PIN's label, then its repeat's. */
  labels: readonly [string, string];
  pin: string;
  onPinChange: (pin: string) => void;
  confirmPin: string;
  onConfirmPinChange: (pin: string) => void;
}

export function NewPinFields({
  labels,
  pin,
  onPinChange,
  confirmPin,
  onConfirmPinChange,
}: NewPinFieldsProps) {
  return (
    <>
      <SecretField label={labels[0]} value={pin} onChange={onPinChange} autoComplete="new-password" />
      <SecretField
        label={labels[1]}
        value={confirmPin}
        onChange={onConfirmPinChange}
        autoComplete="new-password"
      />
    </>
  );
}

/**
 * Why a new PIN and its repeat cannot be sent yet: `incomplete` (the screen's own words) until
 * both are six digits, then the spec's mismatch message; null once they can.
 */
export function newPinError(pin: string, confirmPin: string, incomplete: string): string | null {
  if (!isSixDigitSecret(pin) || !isSixDigitSecret(confirmPin)) return incomplete;
  if (pin !== confirmPin) return PINS_DO_NOT_MATCH_MESSAGE;
  return null;
}
