// The global overlays of the common layout (spec §2): a notification area, a loading overlay and
// the receipt (invoice) modal. Any screen raises them through these atoms.
import { type StatementRow, type TransactionSummary } from '@savewin/api';
import { MESSAGE_TIMEOUT_MS } from '@savewin/core';
import { atom } from 'jotai';

import { store } from '../store';
import { timing } from '../testTimings';

export interface Notification {
  id: number;
  tone: 'critical' | 'positive' | 'info';
  text: string;
}

export const notificationsAtom = atom<Notification[]>([]);
/** How many operations want the loading overlay shown. */
export const loadingOverlayAtom = atom(0);
/** The statement row whose receipt is open, if any. */
export const receiptAtom = atom<StatementRow | null>(null);
/** The receipt (transaction summary) of a payment just made, if open. */
export const paymentReceiptAtom = atom<TransactionSummary | null>(null);

let nextId = 1;

/** Shows a message in the notification area for `ms` (5 s by default, spec §8). */
export function notify(
  tone: Notification['tone'],
  text: string,
  ms = timing('message', MESSAGE_TIMEOUT_MS),
): void {
  const id = nextId++;
  store.set(notificationsAtom, (list) => [...list, { id, tone, text }]);
  setTimeout(() => store.set(notificationsAtom, (list) => list.filter((n) => n.id !== id)), ms);
}

/** Runs `work` with the loading overlay shown. */
export async function withLoadingOverlay<T>(work: () => Promise<T>): Promise<T> {
  store.set(loadingOverlayAtom, (n) => n + 1);
  try {
    return await work();
  } finally {
    store.set(loadingOverlayAtom, (n) => Math.max(0, n - 1));
  }
}
