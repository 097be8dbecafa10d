// Step-up for money out: before a payout, a bill, a payment to a new payee or the
// deletion of the profile, the gateway wants the customer's PIN for that one operation. The
// portal asks whether it is needed (and gets a token bound to the operation), proves the token
// with the PIN typed in the confirm dialog, then sends the operation with the token (X-Step-Up).
// The gateway decides and checks everything; nothing here is trusted.
import type { CoolingOff, StepUpRequest } from '@savewin/api';
import { STEP_UP_MESSAGES, isSixDigitSecret } from '@savewin/core';

import { failureMessage } from '../api/client';
import { askStepUp, confirmStepUp, stepUpPasskeyOptions } from '../api/stepUp';
import { signWithPasskey } from '../passkeys/ceremony';

export type StepUpCheck =
  | { status: 'checking' }
  | { status: 'ready'; token: string | null; coolingOff: CoolingOff | null; passkey: boolean }
  | { status: 'refused'; message: string };

/** Whether the operation needs the PIN: a token to prove when it does, or the refusal to show. */
export async function checkStepUp(operation: StepUpRequest): Promise<StepUpCheck> {
  try {
    const answer = await askStepUp(operation);
    if (!answer.isSuccess || !answer.result)
      return { status: 'refused', message: answer.displayMessage || failureMessage(null) };
    return {
      status: 'ready',
      token: answer.result.required ? answer.result.stepUpToken : null,
      coolingOff: answer.result.coolingOff,
      passkey: answer.result.required && answer.result.passkey,
    };
  } catch (error) {
    return { status: 'refused', message: failureMessage(error) };
  }
}

/** Proves the token with the PIN: null when confirmed, else what to show under the PIN boxes. */
export async function proveStepUp(token: string, pin: string): Promise<string | null> {
  if (!isSixDigitSecret(pin)) return PIN_NEEDED;
  const answer = await confirmStepUp({ stepUpToken: token, pin });
  return answer.isSuccess ? null : answer.displayMessage || failureMessage(null);
}

export const PIN_NEEDED = 'Please enter your 6-digit PIN.';
export const PIN_LABEL = 'PIN';
export { STEP_UP_MESSAGES };

/** The header that carries a proved token to its operation (none when no proof was needed). */
export function stepUpHeader(token: string | null): { header: { 'X-Step-Up'?: string } } {
  return { header: token ? { 'X-Step-Up': token } : {} };
}

/**
 * Confirms with one of the customer's passkeys instead of the PIN: the gateway's challenge for
 * this token, answered by the phone (its lock verifies the customer). Null when confirmed.
 */
export async function proveStepUpWithPasskey(token: string): Promise<string | null> {
  const options = await stepUpPasskeyOptions(token);
  if (!options.isSuccess || !options.result) return options.displayMessage || failureMessage(null);
  const passkey = await signWithPasskey(options.result);
  if (!passkey) return PASSKEY_CANCELLED;
  const answer = await confirmStepUp({ stepUpToken: token, passkey });
  return answer.isSuccess ? null : answer.displayMessage || failureMessage(null);
}

export const PASSKEY_CANCELLED = 'The passkey was not used. Please try again or enter your PIN.';
