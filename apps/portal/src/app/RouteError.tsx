// What a page that could not be opened shows instead of React Router's developer page: most often
// its code did not arrive over a dropped mobile connection, so the customer is told to check the
// connection and offered a retry that loads the page afresh.
import { ErrorState } from '@savewin/ui';
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import * as layout from '../shared/layout.css';

/** The text for a page that could not be opened. */
export const PAGE_NOT_LOADED = 'This page could not be loaded. Check your connection and try again.';

export function RouteError() {
  const error = useRouteError();
  const [retrying, setRetrying] = useState(false);
  // A 404 has no page to retry: the route table sends unknown paths home before this is reached.
  const message =
    isRouteErrorResponse(error) && error.status === 404 ? 'This page does not exist.' : PAGE_NOT_LOADED;
  return (
    <main id="main" className={layout.pageMessage}>
      <ErrorState
        message={message}
        isRetrying={retrying}
        onRetry={() => {
          setRetrying(true);
          // A chunk that failed once is not asked for again by the router: load the page anew.
          window.location.reload();
        }}
      />
    </main>
  );
}
