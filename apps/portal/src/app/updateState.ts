// The new version of the portal that waits for the customer's go-ahead (serviceWorker.ts sets it,
// UpdateNotice offers it). Apart from the worker's code, which loads after the page.
import { atom } from 'jotai';

/** The new version waiting for the customer's go-ahead, or null. */
export const waitingWorkerAtom = atom<ServiceWorker | null>(null);
