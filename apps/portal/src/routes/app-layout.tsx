// The guarded layout of every signed-in page: starts the session clocks and frames the page; the
// frame shows a spinner until the profile has been read (it decides what the frame draws); the
// other lists it starts are drawn where shown, each with its own spinner.
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { frameLists, startFrameReads } from '../app/data';
import { AppShell } from '../features/layout/components/AppShell';
import { profile } from '../shared/data/account';
import { reloadFailed, reloadStale, reloadUnread } from '../shared/data/list';
import { paths } from '../shared/paths';
import { confirmSessionAlive } from '../shared/session/liveness';
import { logout } from '../shared/session/logout';
import { isLoggedInAtom, sessionClosingAtom } from '../shared/session/session';
import { startSessionTimers, stopSessionTimers } from '../shared/session/timers';
import { store } from '../shared/store';

export function Component() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const loadState = useAtomValue(profile.stateAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoggedIn) return undefined;
    startSessionTimers(() => {
      // A flow that ends the session on its own clock (Delete Profile) decides when to leave.
      if (store.get(sessionClosingAtom)) return;
      void logout().then(() => navigate(paths.signIn.getHref()));
    });
    return stopSessionTimers;
  }, [isLoggedIn, navigate]);

  // Each navigation after the first asks whether the session still stands (liveness.ts): one
  // signed out from another device leaves the screen now. The first page's own reads already ask.
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (isLoggedIn && key !== firstKey.current) confirmSessionAlive();
  }, [isLoggedIn, key]);

  // Back online, or back to this tab: what failed to load is read again, so a list that could not
  // be read is never left on screen in place of the customer's rows; back to a tab left for a
  // while, what is stale is read again too (money may have moved from elsewhere meanwhile).
  useEffect(() => {
    if (!isLoggedIn) return undefined;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void reloadFailed();
      void reloadStale();
    };
    const onOnline = () => void reloadFailed();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isLoggedIn]);

  // Signed in on this page (sign-in navigates here), or the lists were forgotten: read them.
  useEffect(() => {
    if (isLoggedIn && loadState === 'idle') startFrameReads();
  }, [isLoggedIn, loadState]);

  if (!isLoggedIn) return <Navigate to={paths.signIn.getHref()} replace />;
  return (
    <AppShell loadState={loadState} onRetry={() => void reloadUnread(frameLists)}>
      <Outlet />
    </AppShell>
  );
}
