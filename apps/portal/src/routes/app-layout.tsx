// The guarded layout of every signed-in page: starts the session clocks and frames the page; the
// frame shows a spinner until what it draws on every page has been read (spec §4 dataLoaded).
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';

import { frameLists, startFrameReads } from '../app/data';
import { AppShell } from '../features/layout/components/AppShell';
import { logout } from '../features/session/state/logout';
import { isLoggedInAtom, sessionClosingAtom } from '../features/session/state/session';
import { startSessionTimers, stopSessionTimers } from '../features/session/state/timers';
import type { LoadState } from '../shared/data/list';
import { paths } from '../shared/paths';
import { store } from '../shared/store';

/** Failed when the profile could not be read; loaded once every frame list has answered. */
const frameStateAtom = atom((get): LoadState => {
  const [profileState, ...others] = frameLists.map((list) => get(list.stateAtom));
  if (profileState === 'failed') return 'failed';
  if (profileState !== 'loaded') return profileState ?? 'idle';
  return others.some((s) => s === 'idle' || s === 'loading') ? 'loading' : 'loaded';
});

export function Component() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const loadState = useAtomValue(frameStateAtom);
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

  // Signed in on this page (sign-in navigates here), or the lists were forgotten: read them.
  useEffect(() => {
    if (isLoggedIn && loadState === 'idle') startFrameReads();
  }, [isLoggedIn, loadState]);

  if (!isLoggedIn) return <Navigate to={paths.signIn.getHref()} replace />;
  return (
    <AppShell
      loadState={loadState}
      onRetry={() => {
        for (const list of frameLists) {
          if (store.get(list.stateAtom) !== 'loaded') void list.reload().catch(() => undefined);
        }
      }}
    >
      <Outlet />
    </AppShell>
  );
}
