// Security → Active sessions: where (browser and system) and when each session of the
// customer was signed in and last used; sign one out, or every other device at once. 'Sign out
// everywhere' (this one included) stays its own card.
import { type components, SOMETHING_WENT_WRONG } from '@savewin/api';
import { formatDate, timeAgo } from '@savewin/core';
import { Button, Card, InlineMessage, Spinner } from '@savewin/ui';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import * as layout from '../../../shared/layout.css';
import { endOtherSessions, endSession, listActiveSessions } from '../api/sessions';

type ActiveSession = components['schemas']['ActiveSession'];

export function ActiveSessions() {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const message = useTimedMessage();
  const { show } = message;

  const load = useCallback(async () => {
    try {
      const answer = await listActiveSessions();
      if (!answer.isSuccess) show('critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      setSessions(answer.result ?? []);
    } catch (error) {
      setSessions([]);
      show('critical', failureMessage(error));
    }
  }, [show]);

  useEffect(() => {
    void load();
  }, [load]);

  async function run(key: string, call: () => Promise<{ isSuccess: boolean; displayMessage: string }>) {
    if (pending) return;
    setPending(key);
    message.clear();
    try {
      const answer = await call();
      message.show(answer.isSuccess ? 'positive' : 'critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      await load();
    } catch (error) {
      message.show('critical', failureMessage(error));
    } finally {
      setPending(null);
    }
  }

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
                  onPress={() => void run(s.sessionId, () => endSession(s.sessionId))}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message.message ? (
        <InlineMessage tone={message.message.tone}>{message.message.text}</InlineMessage>
      ) : null}
      {others.length > 0 ? (
        <Button
          variant="ghost"
          isPending={pending === 'others'}
          onPress={() => void run('others', () => endOtherSessions())}
        >
          Sign out all other devices
        </Button>
      ) : (
        <p>This is the only device signed in.</p>
      )}
    </Card>
  );
}
