// Entry point: theme, the one jotai store, the gateway wired to the session, the router.
// The design system's stylesheet comes first, so the portal's own styles follow it.
import 'virtual:savewin-ui-css';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { paths } from './app/paths';
import { createRouter } from './app/router';
import { applyTheme } from './app/theme';
import { logout } from './features/session/state/logout';
import { renewCredential } from './features/session/state/renewal';
import { isLoggedInAtom, sessionClosingAtom, tokenAtom } from './features/session/state/session';
import { configureGateway } from './shared/api/client';
import { store } from './shared/store';

applyTheme();
const router = createRouter();

configureGateway({
  getToken: () => store.get(tokenAtom),
  renew: renewCredential,
  // Refused even after a renewal: the credential was revoked; the session is over on this tab too.
  onUnauthorized: () => {
    if (!store.get(isLoggedInAtom) || store.get(sessionClosingAtom)) return;
    void logout().then(() => router.navigate(paths.signIn.getHref()));
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
