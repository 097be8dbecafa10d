// Entry point: theme, the one jotai store, the gateway wired to the session, the router.
// The design system's stylesheet comes first, so the portal's own styles follow it.
import 'virtual:savewin-ui-css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { createRouter } from './app/router';
import { applyTheme } from './app/theme';
import { configureGateway } from './shared/api/client';
import { configureAccountData } from './shared/data/account';
import { paths } from './shared/paths';
import { logout } from './shared/session/logout';
import { keepProfileKeys } from './shared/session/profileKeys';
import { renewCredential } from './shared/session/renewal';
import { isLoggedInAtom, mobileNumberAtom, sessionClosingAtom, tokenAtom } from './shared/session/session';
import { store } from './shared/store';

applyTheme();

// Wired before the router exists: creating it runs the first page's loaders, which read lists.
configureGateway({
  getToken: () => store.get(tokenAtom),
  renew: renewCredential,
  // Refused even after a renewal: the credential was revoked; the session is over on this tab too.
  onUnauthorized: () => {
    if (!store.get(isLoggedInAtom) || store.get(sessionClosingAtom)) return;
    void logout().then(() => router.navigate(paths.signIn.getHref()));
  },
});

configureAccountData(() => store.get(mobileNumberAtom));
keepProfileKeys();
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// The service worker (offline copy, updates on the customer's word) loads after the page, only in
// a build (the dev server has none), and out of the first load's bytes.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/serviceWorker').then((worker) => worker.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
// Field speed (Core Web Vitals to the gateway's metrics), a build only: the reporter (web-vitals,
// 3.4 kB) is fetched at the customer's first tap or key press, never with the page, so no first
// load carries it. The browser keeps what it measured before (buffered entries), so LCP, CLS,
// TTFB, FCP and any slow interaction are still reported; a visit with no interaction reports
// nothing. The page is the one this load opened, read now, before any navigation.
if (import.meta.env.PROD) {
  const opened = location.pathname;
  const measure = () => {
    for (const type of ['pointerdown', 'keydown'] as const) removeEventListener(type, measure, true);
    void import('./app/measureFieldSpeed').then((field) => field.startFieldSpeed(opened));
  };
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, measure, true);
}
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
