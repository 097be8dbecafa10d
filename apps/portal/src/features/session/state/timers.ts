// The session's two clocks (spec §4): the access credential is renewed every CREDENTIAL_REFRESH_MS
// through the refresh credential (ARCHITECTURE difference 1: never a re-login with a stored PIN),
// and 15 minutes without mouse move, key press or click signs the customer out.
import { CREDENTIAL_REFRESH_MS, INACTIVITY_LOGOUT_MS } from '@savewin/core';

import { isUnauthorized } from '../../../shared/api/gateway';
import { gateway } from '../../../shared/api/instance';
import { store } from '../../../shared/store';
import { timing } from '../../../shared/testTimings';

import { refreshTokenAtom, tokenAtom } from './session';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

let refreshTimer: ReturnType<typeof setInterval> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let onIdle: (() => void) | undefined;

function restartIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => onIdle?.(), timing('inactivityLogout', INACTIVITY_LOGOUT_MS));
}

/** Exchanges the refresh credential for a new access credential; false when it was refused. */
export async function refreshCredential(): Promise<boolean> {
  const refreshToken = store.get(refreshTokenAtom);
  // A session opened by the DELETE_PROFILE deep link has only the link's access credential: it
  // lasts as long as that credential, and the gateway's 401 ends it.
  if (!refreshToken) return true;
  try {
    const answer = await gateway.refresh(refreshToken);
    // The session may have ended (logout) or moved on while the answer travelled: an answer for
    // a credential that is no longer ours must never bring the keys back.
    if (store.get(refreshTokenAtom) !== refreshToken) return true;
    if (!answer.isSuccess || !answer.result) return false;
    store.set(tokenAtom, answer.result.token);
    store.set(refreshTokenAtom, answer.result.refreshToken);
    return true;
  } catch (error) {
    if (store.get(refreshTokenAtom) !== refreshToken) return true;
    // A network blip must not sign the customer out (the next tick tries again); a 401 means
    // the refresh credential expired or was revoked.
    return !isUnauthorized(error);
  }
}

/**
 * Starts both clocks (idempotent). `expire` runs when the customer was idle too long or the
 * refresh credential was refused.
 */
export function startSessionTimers(expire: () => void): void {
  stopSessionTimers();
  onIdle = expire;
  restartIdle();
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restartIdle, { passive: true });
  refreshTimer = setInterval(
    () => {
      void refreshCredential().then((ok) => {
        if (!ok) expire();
      });
    },
    timing('credentialRefresh', CREDENTIAL_REFRESH_MS),
  );
}

export function stopSessionTimers(): void {
  clearInterval(refreshTimer);
  clearTimeout(idleTimer);
  refreshTimer = undefined;
  idleTimer = undefined;
  onIdle = undefined;
  for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restartIdle);
}
