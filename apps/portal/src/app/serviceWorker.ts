// Registers the service worker vite-plugin-pwa builds (apps/portal/vite.config.ts): it precaches
// the app shell (the page, its scripts and styles) so a repeat visit paints from the phone and the
// portal opens offline. It handles no /api address: customer data is never cached and a money
// action is never queued or replayed. Loaded and registered after the page has loaded (main.tsx),
// so neither its code nor its install competes with the first paint; only in a build.
//
// A new version never takes over by itself: it installs beside the running one and waits, the page
// offers 'Reload' (UpdateNotice), and only the customer's press swaps the versions and reloads, so
// a form half filled in is never reloaded under the customer's fingers.
import { store } from '../shared/store';

import { waitingWorkerAtom } from './updateState';

/** What the worker built by vite-plugin-pwa (workbox, skipWaiting off) listens for to take over. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

function offerWhenInstalled(worker: ServiceWorker | null): void {
  if (!worker) return;
  const offer = () => {
    // Without a controller this is the first install: nothing to replace, nothing to ask.
    if (worker.state === 'installed' && navigator.serviceWorker.controller)
      store.set(waitingWorkerAtom, worker);
  };
  offer();
  worker.addEventListener('statechange', offer);
}

/** Swaps in the waiting version and reloads once it controls the page (the customer asked). */
export function applyUpdate(): void {
  const waiting = store.get(waitingWorkerAtom);
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage(SKIP_WAITING);
}

/** Registers the worker and watches for a next version (main.tsx loads this after the page). */
export function registerServiceWorker(): void {
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      offerWhenInstalled(registration.waiting);
      registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
    })
    // A browser that refuses (private mode, a test that blocks workers) just has no offline copy.
    .catch(() => undefined);
}
