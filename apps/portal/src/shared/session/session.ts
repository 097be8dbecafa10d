// The signed-in session: jotai atoms mirrored to the sessionStorage keys of spec §3, so a reload
// keeps the customer signed in. The PIN is never stored (ARCHITECTURE difference 1).
//
// The refresh credential is kept in memory and under sessionStorage key `refreshToken`. That is
// acceptable because sessionStorage is scoped to this tab and emptied when it closes; the
// gateway expires the credential after 15 minutes without use and revokes it at logout or
// profile deletion; and a script able to read sessionStorage could already read the access
// token there (spec §3 keeps `token` in it). Without it a reload would sign the customer out.
import { isLoggedInValue, returnPathAfterLogin, returnPathToSave } from '@savewin/core';
import { atom, type WritableAtom } from 'jotai';

import { forgetLists } from '../data/list';
import { store } from '../store';

import { lifeFrom, type CredentialLife } from './refreshSchedule';
import { readSession, writeSession } from './sessionStore';

export const SESSION_KEYS = {
  isLoggedIn: 'isLoggedIn',
  mobileNumber: 'mobileNumber',
  profileName: 'profileName',
  leadId: 'leadId',
  url: 'url',
  token: 'token',
  hash: 'hash',
} as const;
export const REFRESH_KEY = 'refreshToken';
/** When the access credential was issued and expires, on this device's clock (JSON). */
export const TOKEN_LIFE_KEY = 'tokenLife';
/**
 * The random key sent with the refresh credential now being rotated (JSON: the credential's
 * fingerprint and the key). If that answer is lost, the same credential is presented again with
 * the same key, which the gateway accepts once instead of taking it for a stolen copy.
 */
export const REFRESH_RETRY_KEY = 'refreshRetry';
/**
 * The fingerprints of the refresh credentials this tab's session renewed past (JSON list), so its
 * page, reloaded, still hands another tab the pair that replaced one (renewal.ts). They belong to
 * the session, not to a page: only the session's end forgets them.
 */
export const RENEWAL_REPLACED_KEY = 'renewalReplaced';

type Mirrored = WritableAtom<string | null, [string | null], void>;

function mirrored(key: string): Mirrored {
  const base = atom<string | null>(readSession(key));
  return atom(
    (get) => get(base),
    (_get, set, value: string | null) => {
      writeSession(key, value);
      set(base, value);
    },
  );
}

export const isLoggedInRawAtom = mirrored(SESSION_KEYS.isLoggedIn);
export const mobileNumberAtom = mirrored(SESSION_KEYS.mobileNumber);
export const profileNameAtom = mirrored(SESSION_KEYS.profileName);
export const leadIdAtom = mirrored(SESSION_KEYS.leadId);
export const tokenAtom = mirrored(SESSION_KEYS.token);
export const hashAtom = mirrored(SESSION_KEYS.hash);
export const refreshTokenAtom = mirrored(REFRESH_KEY);
const tokenLifeRawAtom = mirrored(TOKEN_LIFE_KEY);

/** The access credential's life, or null when unknown (a deep-link credential, an older tab). */
export const tokenLifeAtom = atom(
  (get): CredentialLife | null => {
    try {
      const value = JSON.parse(get(tokenLifeRawAtom) ?? 'null') as Partial<CredentialLife> | null;
      if (value && typeof value.issuedAt === 'number' && typeof value.expiresAt === 'number') {
        return { issuedAt: value.issuedAt, expiresAt: value.expiresAt };
      }
    } catch {
      // A damaged value counts as unknown: the credential is renewed at once.
    }
    return null;
  },
  (_get, set, life: CredentialLife | null) => set(tokenLifeRawAtom, life ? JSON.stringify(life) : null),
);

export interface CredentialPair {
  token: string;
  refreshToken: string;
  life: CredentialLife | null;
}

/** Puts a renewed pair in place (this tab's renewal or another tab's, same session). */
export function storeCredentials(pair: CredentialPair): void {
  store.set(tokenLifeAtom, pair.life);
  store.set(refreshTokenAtom, pair.refreshToken);
  store.set(tokenAtom, pair.token);
}

/** Spec §4: a customer is logged in only if isLoggedIn equals true. */
export const isLoggedInAtom = atom((get) => isLoggedInValue(get(isLoggedInRawAtom)));

/**
 * True while a flow that ends the session on its own clock runs (Delete Profile shows its notice
 * for 10 s, spec §4): the gateway has already revoked the credential, and a 401 from a background
 * call in that window must not cut the notice short. Cleared by logout.
 */
export const sessionClosingAtom = atom(false);

export interface StartSession {
  mobileNumber: string;
  token: string;
  refreshToken: string;
  /** Seconds the access credential lives, as the gateway answered. */
  expiresIn?: number | null;
  profileName?: string | null;
  leadId?: string | null;
}

export function startSession(session: StartSession): void {
  store.set(mobileNumberAtom, session.mobileNumber);
  storeCredentials({
    token: session.token,
    refreshToken: session.refreshToken,
    life: lifeFrom(session.expiresIn, Date.now()),
  });
  if (session.profileName) store.set(profileNameAtom, session.profileName);
  if (session.leadId) store.set(leadIdAtom, session.leadId);
  store.set(isLoggedInRawAtom, 'true');
}

/** Clears every session key and the loaded lists. Timers are stopped by the caller (logout). */
export function clearSession(): void {
  for (const a of [
    mobileNumberAtom,
    profileNameAtom,
    leadIdAtom,
    tokenAtom,
    hashAtom,
    refreshTokenAtom,
    tokenLifeRawAtom,
  ]) {
    store.set(a, null);
  }
  store.set(isLoggedInRawAtom, 'false');
  writeSession(SESSION_KEYS.url, null);
  writeSession(REFRESH_RETRY_KEY, null);
  writeSession(RENEWAL_REPLACED_KEY, null);
  forgetLists();
}

/** The return path saved by the guard, or '/' (spec §4). */
export function takeReturnPath(): string {
  const saved = readSession(SESSION_KEYS.url);
  writeSession(SESSION_KEYS.url, null);
  return returnPathAfterLogin(saved);
}

/** The guard's memory of where a visitor wanted to go, unless the path is a sign-in page. */
export function saveReturnPath(path: string): void {
  const safe = returnPathToSave(path);
  if (safe) writeSession(SESSION_KEYS.url, safe);
}
