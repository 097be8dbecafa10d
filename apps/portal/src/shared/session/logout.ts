// Logout (spec §4): revoke the refresh credential, clear the session keys, stop the timers; and
// 'sign out everywhere', which ends every session of the customer first.
// The caller navigates to /sign-in. Clearing happens even when the gateway cannot be reached:
// a customer who asked to leave must never stay signed in on this device.
import { BusinessError } from '@savewin/api';

import { endEverySession, endThisSession } from '../api/session';
import { store } from '../store';

import { clearSession, sessionClosingAtom, tokenAtom } from './session';
import { stopSessionTimers } from './timers';

export async function logout(): Promise<true> {
  // The request takes the bearer when it starts, so it is sent before the keys are cleared.
  const revoking = store.get(tokenAtom) ? endThisSession() : Promise.resolve(null);
  endLocally();
  try {
    await revoking;
  } catch {
    // Already signed out locally; the gateway expires the credential on its own.
  }
  return true;
}

/**
 * 'Sign out everywhere': the gateway revokes every session of the customer, this one included;
 * then this device clears its keys like a logout. A refusal (or no answer) throws and leaves the
 * customer signed in here: the other sessions may still be alive, so the customer must know.
 */
export async function logoutEverywhere(): Promise<void> {
  const answer = await endEverySession();
  if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
  endLocally();
}

function endLocally(): void {
  stopSessionTimers();
  clearSession();
  store.set(sessionClosingAtom, false);
}
