// Logout (spec §4): revoke the refresh credential, clear the session keys, stop the timers.
// The caller navigates to /sign-in. Clearing happens even when the gateway cannot be reached:
// a customer who asked to leave must never stay signed in on this device.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';
import { store } from '../../../shared/store';

import { clearSession, sessionClosingAtom, tokenAtom } from './session';
import { stopSessionTimers } from './timers';

export async function logout(): Promise<true> {
  // The request takes the bearer when it starts, so it is sent before the keys are cleared.
  const revoking = store.get(tokenAtom)
    ? readEnvelope(api.POST('/api/auth-service/auth/logout'))
    : Promise.resolve(null);
  stopSessionTimers();
  clearSession();
  store.set(sessionClosingAtom, false);
  try {
    await revoking;
  } catch {
    // Already signed out locally; the gateway expires the credential on its own.
  }
  return true;
}
