// The outermost layout: react-aria links route through React Router (client-side, no reload),
// dates and numbers in react-aria components follow Ghana's English (dd/mm/yyyy) whatever the
// browser's language, a bar shows while the next page loads, a banner says when the phone is
// offline or a new version is ready, and the global overlays sit above every page.
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';

import { GlobalOverlays } from '../shared/feedback/GlobalOverlays';

import { NavigationProgress } from './NavigationProgress';
import { OfflineNotice } from './OfflineNotice';
import { waitingWorkerAtom } from './updateState';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** Ghana's English: dates read day/month/year. */
export const PORTAL_LOCALE = 'en-GH';

const EXTERNAL = /^[a-z][a-z\d+.-]*:/i;

/**
 * react-aria's links ask the router for their href; React Router would turn an outside address
 * ('https://…') into a path under the portal, so those pass through unchanged.
 */
function useLinkHref(href: string): string {
  const external = EXTERNAL.test(href);
  const internal = useHref(external ? '/' : href);
  return external ? href : internal;
}

// Drawn only when a new version waits, so its code stays out of every first load.
const UpdateNotice = lazy(() => import('./UpdateNotice').then((m) => ({ default: m.UpdateNotice })));

export function RootLayout() {
  const navigate = useNavigate();
  const updateWaiting = useAtomValue(waitingWorkerAtom) !== null;
  return (
    <I18nProvider locale={PORTAL_LOCALE}>
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
        <NavigationProgress />
        <OfflineNotice />
        {updateWaiting ? (
          <Suspense fallback={null}>
            <UpdateNotice />
          </Suspense>
        ) : null}
        <Outlet />
        <GlobalOverlays />
      </RouterProvider>
    </I18nProvider>
  );
}
