// Security → Active sessions: where (browser and system) and when each session of the
// customer was signed in and last used; sign one out, or every other device at once. 'Sign out
// everywhere' (this one included) stays its own card.
import { formatDate, timeAgo } from '@savewin/core';
import { Button, Card, InlineMessage, Spinner } from '@savewin/ui';

import type { TimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import type { ActiveSession } from '../state/useActiveSessions';

export function ActiveSessions({
  sessions,
  pending,
  message,
  onSignOut,
  onSignOutOthers,
}: {
  /** The sessions, or null until they have been read (empty when reading them failed). */
  sessions: ActiveSession[] | null;
  /** The session being signed out, 'others' for every other device, or null. */
  pending: string | null;
  /** What the last read or sign-out said, while it shows. */
  message: TimedMessage | null;
  onSignOut: (sessionId: string) => void;
  onSignOutOthers: () => void;
}) {
  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <Card as="section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Active sessions</h2>
      {sessions === null ? (
        <Spinner aria-label="Loading your sessions" />
      ) : (
        <ul className={layout.plainList}>
          {sessions.map((s) => (
            <li key={s.sessionId} className={layout.column}>
              <strong>
                {s.device}
                {s.current ? ' (this device)' : ''}
              </strong>
              <span>
                Signed in {formatDate(s.signedInAt)} · Last used: {timeAgo(s.lastUsedAt)}
              </span>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  isPending={pending === s.sessionId}
                  aria-label={`Sign out ${s.device}, last used: ${timeAgo(s.lastUsedAt)}`}
                  onPress={() => onSignOut(s.sessionId)}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message ? <InlineMessage tone={message.tone}>{message.text}</InlineMessage> : null}
      {others.length > 0 ? (
        <Button variant="ghost" isPending={pending === 'others'} onPress={onSignOutOthers}>
          Sign out all other devices
        </Button>
      ) : (
        <p>This is the only device signed in.</p>
      )}
    </Card>
  );
}
