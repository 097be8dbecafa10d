// The PIN asked in a confirm dialog when the gateway wants it for this operation (spec style: the
// six PIN boxes of sign-in), with the cooling-off notice when one is in force. Keyboard: the boxes
// take focus when shown; the refusal of a wrong PIN is tied to them for screen readers.
import { Button, InlineMessage, Spinner } from '@savewin/ui';

import { SecretField } from '../components/SecretField';

import { PIN_LABEL, STEP_UP_MESSAGES, type StepUpCheck } from './stepUp';

export interface StepUpPinProps {
  check: StepUpCheck;
  pin: string;
  onPinChange: (pin: string) => void;
  error: string | null;
  /** Confirms with a passkey instead (shown when the customer has one). */
  onPasskey?: () => void;
}

export function StepUpPin({ check, pin, onPinChange, error, onPasskey }: StepUpPinProps) {
  if (check.status === 'checking') return <Spinner aria-label="Checking" />;
  if (check.status !== 'ready') return null;
  return (
    <>
      {check.coolingOff ? <InlineMessage tone="info">{check.coolingOff.notice}</InlineMessage> : null}
      {check.token ? (
        <>
          <p>{STEP_UP_MESSAGES.prompt}</p>
          <SecretField
            label={PIN_LABEL}
            value={pin}
            onChange={onPinChange}
            errorMessage={error}
            autoComplete="current-password"
          />
          {check.passkey && onPasskey ? (
            <Button variant="secondary" onPress={onPasskey}>
              Use passkey
            </Button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
