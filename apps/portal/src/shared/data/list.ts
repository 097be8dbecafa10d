// One list the gateway answers, in its own atom: read when a route first needs it, read again when
// a change touched it, when the customer comes back to a tab left long enough for it to be stale,
// or when the phone is back online after it failed; forgotten at sign-out. A read that fails for a
// passing reason (the network, a timeout, the gateway busy) is tried again by itself before the
// screen says it could not be read. Why this and not a query library: docs/adr/0008-data-path.md.
import { GatewayError } from '@savewin/api';
import { atom, type Atom } from 'jotai';

import { store } from '../store';

export type LoadState = 'idle' | 'loading' | 'loaded' | 'failed';

export interface List<T> {
  /** The list as last read (its empty value until then, and after a failed first read). */
  readonly valueAtom: Atom<T>;
  /**
   * 'loading' only until the first answer: a reload keeps 'loaded' or 'failed' until it answers,
   * so a page already on screen (a payment in progress) is never swapped for a spinner.
   */
  readonly stateAtom: Atom<LoadState>;
  /** Reads the list unless it has been read or is being read; never rejects. */
  ensure(): Promise<void>;
  /**
   * Reads the list again (a change touched it); concurrent calls share one read. Rejects with the
   * read's error, so a screen can say why; the last value stays.
   */
  reload(): Promise<void>;
  /** Loaded, and read longer ago than STALE_AFTER_MS. */
  isStale(): boolean;
}

/** Counts sign-outs: a read that started before one belongs to nobody when it answers. */
let generation = 0;
const resets: (() => void)[] = [];
/** Every list made, so that those that failed can be read again when the phone is back online. */
const everyList: List<unknown>[] = [];

/**
 * The pauses before a failed read is tried again: two more tries within two seconds, short enough
 * that a customer on a flaky connection sees the list rather than an error, and that one who is
 * really cut off hears so soon.
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [500, 1_500];

/**
 * Whether another try may succeed: the call never got an answer, or the gateway was busy or down
 * (429, 5xx). A refusal (a 4xx, or isSuccess false) would be answered the same way again; with the
 * browser offline the 'online' event reads again instead (reloadFailed).
 */
export function isPassingFailure(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  if (error.kind !== 'http') return true;
  return error.status === 429 || (error.status ?? 0) >= 500;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a list read is taken as current when the customer comes back to the tab. */
export const STALE_AFTER_MS = 60_000;

/** `read` answers the list, or rejects when it could not be read (the state becomes 'failed'). */
export function createList<T>(empty: T, read: () => Promise<T>): List<T> {
  const valueAtom = atom<T>(empty);
  const stateAtom = atom<LoadState>('idle');
  let running: Promise<void> | null = null;
  let readAt = 0;

  /** Reads, trying again after a passing failure while the same customer is signed in. */
  async function readWithRetries(started: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await read();
      } catch (error) {
        const delay = READ_RETRY_DELAYS_MS[attempt];
        if (delay === undefined || started !== generation || !isPassingFailure(error)) throw error;
        await pause(delay);
        // Signed out during the pause: the read is nobody's now.
        if (started !== generation) throw error;
      }
    }
  }

  function reload(): Promise<void> {
    if (running) return running;
    const started = generation;
    if (store.get(stateAtom) === 'idle') store.set(stateAtom, 'loading');
    const current: Promise<void> = readWithRetries(started)
      .then(
        (value) => {
          if (started !== generation) return;
          readAt = Date.now();
          store.set(valueAtom, value);
          store.set(stateAtom, 'loaded');
        },
        (error: unknown) => {
          if (started === generation) store.set(stateAtom, 'failed');
          throw error;
        },
      )
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  }

  resets.push(() => {
    running = null;
    readAt = 0;
    store.set(valueAtom, empty);
    store.set(stateAtom, 'idle');
  });

  const list: List<T> = {
    valueAtom,
    stateAtom,
    ensure: () =>
      (store.get(stateAtom) === 'idle' ? reload() : (running ?? Promise.resolve())).catch(() => undefined),
    reload,
    isStale: () => store.get(stateAtom) === 'loaded' && Date.now() - readAt >= STALE_AFTER_MS,
  };
  everyList.push(list as List<unknown>);
  return list;
}

/**
 * Reads a list another list's read depends on, and rejects when it could not be read: the
 * dependent list then fails too (and says so), instead of being read as empty for want of it.
 */
export async function required<T>(list: List<T>): Promise<T> {
  await list.ensure();
  if (store.get(list.stateAtom) !== 'loaded') throw new Error('A list this one needs could not be read.');
  return store.get(list.valueAtom);
}

/** Reads again those of `lists` not read yet (a retry after a failure); never rejects. */
export function reloadUnread(lists: readonly List<unknown>[]): Promise<void> {
  const unread = lists.filter((list) => store.get(list.stateAtom) !== 'loaded');
  return Promise.all(unread.map((list) => list.reload().catch(() => undefined))).then(() => undefined);
}

/**
 * Reads again every list whose last read failed (the phone came back online): what failed shows
 * its rows again without the customer asking; lists never read, or read, are left alone.
 */
export function reloadFailed(): Promise<void> {
  const failed = everyList.filter((list) => store.get(list.stateAtom) === 'failed');
  return Promise.all(failed.map((list) => list.reload().catch(() => undefined))).then(() => undefined);
}

/**
 * Reads again every list read longer ago than STALE_AFTER_MS (the customer is back on the tab): a
 * payment made from another tab or a phone meanwhile shows without a reload. The rows on screen
 * stay while the read travels.
 */
export function reloadStale(): Promise<void> {
  const stale = everyList.filter((list) => list.isStale());
  return Promise.all(stale.map((list) => list.reload().catch(() => undefined))).then(() => undefined);
}

/** Empties every list (sign-out): reads still travelling are dropped when they answer. */
export function forgetLists(): void {
  generation += 1;
  for (const reset of resets) reset();
}
