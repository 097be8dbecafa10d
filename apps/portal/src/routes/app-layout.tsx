// The guarded layout of every signed-in page: starts the session clocks, loads the account data
// (spec §4) and frames the page.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';

import { paths } from '../app/paths';
import { AppShell } from '../features/layout/components/AppShell';
import { loadAccountData } from '../features/session/state/loadAccount';
import { logout } from '../features/session/state/logout';
import { isLoggedInAtom, sessionClosingAtom } from '../features/session/state/session';
import { startSessionTimers, stopSessionTimers } from '../features/session/state/timers';
import { loadStateAtom } from '../shared/data/accountData';
import { store } from '../shared/store';

export function Component() {
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const loadState = useAtomValue(loadStateAtom);
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

  useEffect(() => {
    if (isLoggedIn && loadState === 'idle') void loadAccountData();
  }, [isLoggedIn, loadState]);

  if (!isLoggedIn) return <Navigate to={paths.signIn.getHref()} replace />;
  return (
    <AppShell onRetry={() => void loadAccountData()}>
      <Outlet />
    </AppShell>
  );
}
