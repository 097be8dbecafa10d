// The session's two clocks (spec §4): the access credential is renewed through the refresh
// credential before it expires (ARCHITECTURE difference 1: never a re-login with a stored PIN),
// and 15 minutes without mouse move, key press or click signs the customer out.
//
// The renewal is timed from the credential's own life (refreshSchedule.ts), not from page load,
// and re-timed whenever the credential changes (a renewal here or in another tab).
import { CREDENTIAL_REFRESH_MS, INACTIVITY_LOGOUT_MS } from '@savewin/core';

import { store } from '../store';
import { timing } from '../testTimings';

import { refreshDelay } from './refreshSchedule';
import { listenForRenewals, renewCredential, stopListeningForRenewals } from './renewal';
import { refreshTokenAtom, tokenLifeAtom } from './session';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;
/** After a renewal failed for want of network, try again this soon (or at expiry, if sooner). */
const RETRY_UNREACHABLE_MS = 5_000;

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let onIdle: (() => void) | undefined;
let onRefused: (() => void) | undefined;
let unsubscribe: (() => void) | undefined;

function restartIdle(): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => onIdle?.(), timing('inactivityLogout', INACTIVITY_LOGOUT_MS));
}

function scheduleRenewal(delay?: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  // Only a session with a refresh credential can renew (not the DELETE_PROFILE deep link's).
  if (!onRefused || !store.get(refreshTokenAtom)) return;
  const wait =
    delay ??
    refreshDelay(store.get(tokenLifeAtom), Date.now(), timing('credentialRefresh', CREDENTIAL_REFRESH_MS));
  refreshTimer = setTimeout(() => {
    void renewCredential().then((outcome) => {
      if (outcome === 'refused') onRefused?.();
      else if (outcome === 'unreachable') scheduleRenewal(RETRY_UNREACHABLE_MS);
      // 'renewed': the credential changed, and the subscription below has re-timed the clock.
    });
  }, wait);
}

/** A background tab's timers are throttled: coming back, renew at once if the moment has passed. */
function onVisible(): void {
  if (document.visibilityState === 'visible') scheduleRenewal();
}

/**
 * Starts both clocks (idempotent). `expire` runs when the customer was idle too long or the
 * refresh credential was refused.
 */
export function startSessionTimers(expire: () => void): void {
  stopSessionTimers();
  onIdle = expire;
  onRefused = expire;
  restartIdle();
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restartIdle, { passive: true });
  document.addEventListener('visibilitychange', onVisible);
  listenForRenewals();
  unsubscribe = store.sub(tokenLifeAtom, () => scheduleRenewal());
  scheduleRenewal();
}

export function stopSessionTimers(): void {
  clearTimeout(refreshTimer);
  clearTimeout(idleTimer);
  refreshTimer = undefined;
  idleTimer = undefined;
  onIdle = undefined;
  onRefused = undefined;
  unsubscribe?.();
  unsubscribe = undefined;
  stopListeningForRenewals();
  for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restartIdle);
  document.removeEventListener('visibilitychange', onVisible);
}
