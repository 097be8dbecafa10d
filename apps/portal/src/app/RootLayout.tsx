// The outermost layout: react-aria links route through React Router (client-side, no reload),
// and the global overlays sit above every page.
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

import { GlobalOverlays } from '../shared/feedback/GlobalOverlays';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

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

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      <Outlet />
      <GlobalOverlays />
    </RouterProvider>
  );
}
