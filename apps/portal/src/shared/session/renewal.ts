// Renewing the access credential, once at a time across every tab of this browser.
//
// Each refresh credential is single use and the gateway revokes the whole session when one is
// presented twice (a copied credential). Tabs duplicated from a signed-in tab share the same
// pair, so two tabs renewing at the same moment would present it twice and sign everyone out.
// Hence: one renewal at a time per origin (Web Locks), the new pair handed to the other tabs of
// the same session (BroadcastChannel, matched by the fingerprint of the credential it replaced),
// and a tab that finds its credential already rotated waits for the new pair instead of
// presenting the used one. Nothing here weakens the reuse rule: a credential that somebody else
// presents is still refused and still revokes the session.
//
// A tab can miss the broadcast pair: a page reloading (or still starting) while another tab
// renews has nobody listening yet, and keeps the used credential in its storage. While the
// rotation is announced it therefore asks for the pair ('wanted', again every second), and any
// tab that has moved past that credential answers with the pair it holds now. The tab that
// renewed may itself reload a moment later, which ends its Web Lock notice and its page's memory:
// the notice is therefore also kept in localStorage and the credentials a tab moved past in its
// sessionStorage, so the reloaded page still keeps the other tab from presenting the used
// credential (which would revoke the session for every tab) and still answers it.
//
// The pair another tab hands over is the one it holds at that moment, which may be about to end
// (that tab was about to renew it, or its timers are throttled in the background). A call resent
// with it could reach the gateway after it expired and be refused as if the session were revoked,
// so a pair adopted at or past its renewal moment is renewed at once, under the lock.
//
// A rotation whose answer is lost (the page reloads or navigates while the call is in flight,
// a dropped mobile connection) leaves this tab with the used credential. It is sent again with
// the random retry key kept beside it before the first try, which the gateway accepts once, as
// long as the pair it answered was never used.
import { CREDENTIAL_REFRESH_MS } from '@savewin/core';

import { isUnauthorized } from '../api/client';
import { refreshCredentials } from '../api/session';
import { store } from '../store';
import { timing } from '../testTimings';

import { fingerprint, lifeFrom, refreshDelay, type CredentialLife } from './refreshSchedule';
import {
  REFRESH_RETRY_KEY,
  RENEWAL_REPLACED_KEY,
  refreshTokenAtom,
  storeCredentials,
  tokenAtom,
  tokenLifeAtom,
} from './session';
import { readSession, writeSession } from './sessionStore';

export type RenewOutcome = 'renewed' | 'refused' | 'unreachable';

const LOCK = 'savewin:credential-renewal';
const ROTATED_PREFIX = 'savewin:rotated:';
/** localStorage: a refresh credential (by fingerprint) rotated, and when (epoch ms). */
const ROTATED_AT_PREFIX = 'savewin:rotated-at:';
/** localStorage: a refresh credential (by fingerprint) sent for rotation, and when (epoch ms). */
const SENT_PREFIX = 'savewin:rotation-sent:';
/** How long a rotation sent by a page that went away keeps the other tabs from presenting it. */
const SENT_NOTICE_MS = 30_000;
const CHANNEL = 'savewin:session';
/** How long a rotation is announced, and how long a tab waits for the pair it announces. */
const ROTATION_NOTICE_MS = 15_000;
const ADOPT_WAIT_MS = 5_000;
/** How often a tab waiting for the pair asks for it again (an answer may cross a page start). */
const ASK_AGAIN_MS = 1_000;
/** How many replaced credentials a tab answers for (rotations announced at the same time). */
const REPLACED_KEPT = 4;

interface RotatedMessage {
  type: 'rotated';
  previous: string;
  token: string;
  refreshToken: string;
  life: CredentialLife | null;
}

const locks: LockManager | undefined =
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

interface WantedMessage {
  type: 'wanted';
  previous: string;
}

let channel: BroadcastChannel | undefined;
const adoptionWaiters = new Set<() => void>();

/** Fingerprints of the credentials this tab's session has moved past, newest last. */
function replaced(): string[] {
  try {
    const kept: unknown = JSON.parse(readSession(RENEWAL_REPLACED_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function movedPast(print: string): void {
  const kept = [...replaced().filter((p) => p !== print), print].slice(-REPLACED_KEPT);
  writeSession(RENEWAL_REPLACED_KEY, JSON.stringify(kept));
}

function isWanted(data: unknown): data is WantedMessage {
  const m = data as Partial<WantedMessage> | null;
  return !!m && m.type === 'wanted' && typeof m.previous === 'string';
}

/** Answers a tab still holding a credential this tab moved past with the pair it holds now. */
function answerWanted(previous: string): void {
  const token = store.get(tokenAtom);
  const refreshToken = store.get(refreshTokenAtom);
  if (!token || !refreshToken || !replaced().includes(previous)) return;
  channel?.postMessage({
    type: 'rotated',
    previous,
    token,
    refreshToken,
    life: store.get(tokenLifeAtom),
  } satisfies RotatedMessage);
}

function isRotated(data: unknown): data is RotatedMessage {
  const m = data as Partial<RotatedMessage> | null;
  return (
    !!m &&
    m.type === 'rotated' &&
    typeof m.previous === 'string' &&
    typeof m.token === 'string' &&
    typeof m.refreshToken === 'string'
  );
}

/** Listens for pairs renewed by other tabs of this session (idempotent). */
export function listenForRenewals(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isWanted(event.data)) {
      answerWanted(event.data.previous);
      return;
    }
    if (!isRotated(event.data)) return;
    const current = store.get(refreshTokenAtom);
    // Another customer's session in another tab, or a pair this tab already moved past.
    if (!current || fingerprint(current) !== event.data.previous) return;
    storeCredentials({
      token: event.data.token,
      refreshToken: event.data.refreshToken,
      life: event.data.life,
    });
    movedPast(event.data.previous);
    for (const wake of adoptionWaiters) wake();
  };
}

/**
 * Stops listening. The credentials this tab moved past stay in its sessionStorage: every signed-in
 * page stops and restarts the clocks as it starts (startSessionTimers), and a reloaded page must
 * still hand another tab the pair that replaced one (unanswered, that tab ends up presenting the
 * used credential, which revokes the session for every tab). The session's end forgets them.
 */
export function stopListeningForRenewals(): void {
  channel?.close();
  channel = undefined;
}

/**
 * Resolves true once this tab holds a refresh credential other than `stale`, false after `ms`;
 * meanwhile asks the other tabs for the pair that replaced it.
 */
function waitForAdoption(stale: string, ms: number): Promise<boolean> {
  if (store.get(refreshTokenAtom) !== stale) return Promise.resolve(true);
  listenForRenewals();
  const ask = () =>
    channel?.postMessage({ type: 'wanted', previous: fingerprint(stale) } satisfies WantedMessage);
  return new Promise((resolve) => {
    const check = () => {
      if (store.get(refreshTokenAtom) === stale) return;
      done(true);
    };
    const timer = setTimeout(() => done(false), ms);
    // Asked again: an answer sent while this page's channel was being replaced is lost.
    const asking = setInterval(ask, ASK_AGAIN_MS);
    function done(adopted: boolean) {
      clearTimeout(timer);
      clearInterval(asking);
      adoptionWaiters.delete(check);
      resolve(adopted);
    }
    adoptionWaiters.add(check);
    ask();
  });
}

/** True while another tab says it has just rotated the credential with this fingerprint. */
async function rotatedElsewhere(print: string): Promise<boolean> {
  if (noted(ROTATED_AT_PREFIX, print, ROTATION_NOTICE_MS)) return true;
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === ROTATED_PREFIX + print);
}

/**
 * Holds a lock named after the replaced credential for a while: the lock manager is one for the
 * whole origin, so a tab granted the renewal lock after this one sees the notice for certain,
 * even if the broadcast pair has not reached it yet.
 */
async function announceRotation(print: string): Promise<void> {
  if (!locks) return;
  await new Promise<void>((granted) => {
    void locks.request(ROTATED_PREFIX + print, { ifAvailable: true }, (lock) => {
      granted();
      return lock ? new Promise((release) => setTimeout(release, ROTATION_NOTICE_MS)) : undefined;
    });
  });
}

/** The retry key this tab kept for rotating the credential with this fingerprint, if any. */
function keptRetryKey(print: string): string | undefined {
  try {
    const saved = JSON.parse(readSession(REFRESH_RETRY_KEY) ?? 'null') as {
      for?: unknown;
      key?: unknown;
    } | null;
    if (saved && saved.for === print && typeof saved.key === 'string') return saved.key;
  } catch {
    // A damaged entry: a new key replaces it.
  }
  return undefined;
}

/** The retry key for rotating this credential: the one kept from an earlier try, else a new one. */
function retryKeyFor(print: string): string {
  const kept = keptRetryKey(print);
  if (kept) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeSession(REFRESH_RETRY_KEY, JSON.stringify({ for: print, key }));
  return key;
}

/**
 * The rotation notice (a Web Lock) ends with the page that holds it, and a page can go away while
 * its rotation is at the gateway (a reload, a navigation, a closed tab): the credential is used,
 * the answer lost, and the renewal lock passes to another tab of the session, which would present
 * the same credential with its own retry key and have the whole session revoked as a stolen copy.
 * So the rotation is also noted in localStorage (the origin's, surviving the page) until it is
 * answered. Another tab that finds the note waits for the pair instead (the page that sent it
 * tries again with its kept retry key when it starts, and answers the tabs asking); the page
 * holding the retry key presents it. After SENT_NOTICE_MS (the sender never came back) the
 * credential is presented, and the gateway decides.
 */
function noteSent(print: string, sending: boolean): void {
  writeNote(SENT_PREFIX, print, sending, SENT_NOTICE_MS);
}

/**
 * Sets (or clears) the origin-wide note `prefix + print` with the time now, first dropping the
 * notes of that kind older than `keepMs`.
 */
function writeNote(prefix: string, print: string, on: boolean, keepMs: number): void {
  try {
    const shared = window.localStorage;
    const now = Date.now();
    for (let i = shared.length - 1; i >= 0; i -= 1) {
      const key = shared.key(i);
      if (key?.startsWith(prefix) && !(now - Number(shared.getItem(key)) < keepMs)) {
        shared.removeItem(key);
      }
    }
    if (on) shared.setItem(prefix + print, String(now));
    else shared.removeItem(prefix + print);
  } catch {
    // No storage: the renewal lock and the rotation notice still order the tabs that stay.
  }
}

/** True while the note `prefix + print` is younger than `keepMs`. */
function noted(prefix: string, print: string, keepMs: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(prefix + print));
    return at > 0 && Date.now() - at < keepMs;
  } catch {
    return false;
  }
}

/** True while a page other than this tab's has sent this credential and no answer came back. */
function sentElsewhere(print: string): boolean {
  return !keptRetryKey(print) && noted(SENT_PREFIX, print, SENT_NOTICE_MS);
}

/**
 * True when the access credential in place is at or past the moment it should be renewed. A pair
 * another tab hands over is that tab's current one, which may be seconds from its end (that tab
 * was about to renew it, or its timers are throttled in the background): a call resent with it
 * would reach the gateway after it expired and be refused like a revoked one.
 */
function dueForRenewal(): boolean {
  const interval = timing('credentialRefresh', CREDENTIAL_REFRESH_MS);
  return refreshDelay(store.get(tokenLifeAtom), Date.now(), interval) === 0;
}

/** Rounds of 'adopt the pair another tab holds, find it due, renew it' before giving up. */
const MAX_ROUNDS = 3;

/** What a tab holding the renewal lock found: done, or its credential is another tab's to renew. */
type Step = RenewOutcome | { waitFor: string };

/**
 * Under the renewal lock: rotates the credential this tab holds, unless another tab has rotated
 * it or sent it for rotation, in which case the tab is to wait for the pair (outside the lock).
 */
async function stepHoldingLock(staleToken: string | null): Promise<Step> {
  const refreshToken = store.get(refreshTokenAtom);
  // A session opened by the DELETE_PROFILE deep link has only the link's access credential.
  if (!refreshToken) return 'refused';
  // Renewed while this tab waited (by this tab or another) with life left: nothing to do.
  if (staleToken !== null && store.get(tokenAtom) !== staleToken && !dueForRenewal()) return 'renewed';
  const print = fingerprint(refreshToken);
  if (!(await rotatedElsewhere(print)) && !sentElsewhere(print)) return rotate(refreshToken, print);
  return { waitFor: refreshToken };
}

async function renewInTurn(staleToken: string | null): Promise<RenewOutcome> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const step = locks
      ? await locks.request(LOCK, () => stepHoldingLock(staleToken))
      : await stepHoldingLock(staleToken);
    if (typeof step === 'string') return step;
    // Waited for with the lock released: the pair may have to come from a page that needs the
    // lock first (one that reloaded while its rotation was at the gateway sends the credential
    // again with its retry key). Holding the lock would keep that page, and with it every call of
    // both tabs, waiting until this tab gave up.
    if (!(await waitForAdoption(step.waitFor, ADOPT_WAIT_MS))) return 'unreachable';
    if (!dueForRenewal()) return 'renewed';
    // The pair handed over is due: renewed in the next round, under the lock, unless another tab
    // has rotated it by then (its notice says so).
    staleToken = store.get(tokenAtom);
  }
  return 'unreachable';
}

/** Presents the refresh credential (this tab holds the renewal lock) and puts the answer in place. */
async function rotate(refreshToken: string, print: string): Promise<RenewOutcome> {
  const retryKey = retryKeyFor(print);
  noteSent(print, true);
  // The new credential's life starts when the gateway issued it, somewhere between this moment
  // and the answer: counted from here, a slow answer shortens the life this tab plans with, never
  // lengthens it past the gateway's (which would send calls with an expired credential).
  const sentAt = Date.now();
  try {
    const answer = await refreshCredentials(refreshToken, retryKey);
    noteSent(print, false);
    // Signed out (or moved on) while the answer travelled: it must never bring the keys back.
    if (store.get(refreshTokenAtom) !== refreshToken) return 'renewed';
    // Answered: a retry key is good for one lost answer only.
    writeSession(REFRESH_RETRY_KEY, null);
    if (!answer.isSuccess || !answer.result) return 'refused';
    const pair = {
      token: answer.result.token,
      refreshToken: answer.result.refreshToken,
      life: lifeFrom(answer.result.expiresIn, sentAt),
    };
    storeCredentials(pair);
    movedPast(print);
    writeNote(ROTATED_AT_PREFIX, print, true, ROTATION_NOTICE_MS);
    await announceRotation(print);
    channel?.postMessage({ type: 'rotated', previous: print, ...pair } satisfies RotatedMessage);
    return 'renewed';
  } catch (error) {
    // Refused: answered. No answer: the rotation may have happened; the note stays.
    if (isUnauthorized(error)) noteSent(print, false);
    if (store.get(refreshTokenAtom) !== refreshToken) return 'renewed';
    // A 401 means the refresh credential expired or was revoked; anything else (a network blip)
    // is tried again later and must not sign the customer out.
    return isUnauthorized(error) ? 'refused' : 'unreachable';
  }
}

let inFlight: Promise<RenewOutcome> | undefined;

/**
 * Renews the access credential unless it already changed from `staleToken` (the one a call was
 * refused with; null: renew regardless). One renewal per tab at a time, one per browser where
 * the Web Locks API exists (secure contexts).
 */
export function renewCredential(staleToken: string | null = null): Promise<RenewOutcome> {
  inFlight ??= (async () => {
    try {
      return await renewInTurn(staleToken);
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}
