// One list the gateway answers, in its own atom: read when a route first needs it, read again only
// when a change touched it, and forgotten at sign-out.
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
}

/** Counts sign-outs: a read that started before one belongs to nobody when it answers. */
let generation = 0;
const resets: (() => void)[] = [];
/** Every list made, so that those that failed can be read again when the phone is back online. */
const everyList: List<unknown>[] = [];

/** `read` answers the list, or rejects when it could not be read (the state becomes 'failed'). */
export function createList<T>(empty: T, read: () => Promise<T>): List<T> {
  const valueAtom = atom<T>(empty);
  const stateAtom = atom<LoadState>('idle');
  let running: Promise<void> | null = null;

  function reload(): Promise<void> {
    if (running) return running;
    const started = generation;
    if (store.get(stateAtom) === 'idle') store.set(stateAtom, 'loading');
    const current: Promise<void> = read()
      .then(
        (value) => {
          if (started !== generation) return;
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
    store.set(valueAtom, empty);
    store.set(stateAtom, 'idle');
  });

  const list: List<T> = {
    valueAtom,
    stateAtom,
    ensure: () =>
      (store.get(stateAtom) === 'idle' ? reload() : (running ?? Promise.resolve())).catch(() => undefined),
    reload,
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

/** Empties every list (sign-out): reads still travelling are dropped when they answer. */
export function forgetLists(): void {
  generation += 1;
  for (const reset of resets) reset();
}
