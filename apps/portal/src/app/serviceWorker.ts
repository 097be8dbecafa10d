// Registers the service worker vite-plugin-pwa builds (apps/portal/vite.config.ts): it precaches
// the app shell (the page, its scripts and styles) so a repeat visit paints from the phone and the
// portal opens offline. It handles no /api address: customer data is never cached and a money
// action is never queued or replayed. Registered after the page has loaded, so installing it
// never competes with the first paint; only in a build (the dev server has no worker).
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, a test that blocks workers) just has no offline copy.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
