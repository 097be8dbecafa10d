// /settings/security (spec §2): the 'Change Passcode' card leading to /settings/change-pin, and
// the customer's active sessions (sign out one, or all others), and 'Sign out everywhere' for a
// lost phone or a sign-in the customer does not recognise.
import { Button, Card, Link } from '@savewin/ui';
import { useState } from 'react';

import { paths } from '../../../shared/paths';
import { useActiveSessions } from '../state/useActiveSessions';

import { ActiveSessions } from './ActiveSessions';
import { PasskeyCard } from './PasskeyCard';
import { SignOutEverywhereDialog } from './SignOutEverywhereDialog';

export function SecurityScreen() {
  const [everywhereOpen, setEverywhereOpen] = useState(false);
  const sessions = useActiveSessions();
  return (
    <>
      <h1>Security</h1>
      <Card as="div">
        <Link href={paths.changePin.getHref()}>Change Passcode</Link>
        <p>Set a 6-digit passcode</p>
      </Card>
      <PasskeyCard />
      <ActiveSessions
        sessions={sessions.sessions}
        pending={sessions.pending}
        message={sessions.message}
        onSignOut={(sessionId) => void sessions.signOut(sessionId)}
        onSignOutOthers={() => void sessions.signOutOthers()}
      />
      <Card as="div">
        <Button variant="ghost" onPress={() => setEverywhereOpen(true)}>
          Sign out everywhere
        </Button>
        <p>End your SAVE &amp; WIN sessions on every phone and browser, this one included.</p>
      </Card>
      <SignOutEverywhereDialog isOpen={everywhereOpen} onClose={() => setEverywhereOpen(false)} />
    </>
  );
}
