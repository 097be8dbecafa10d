// Whether the browser has a network connection, as a hook that follows the online and offline
// events. The service worker lets the portal open without one; this says so on the page.
import { useSyncExternalStore } from 'react';

/** Said wherever a screen cannot load because the phone is offline. */
export const OFFLINE_MESSAGE =
  'You are offline. Your account and money actions need a connection; nothing is sent until you are back online.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
