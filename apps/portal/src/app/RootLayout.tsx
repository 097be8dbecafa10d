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

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
      <GlobalOverlays />
    </RouterProvider>
  );
}
