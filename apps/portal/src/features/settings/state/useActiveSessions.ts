// The customer's active sessions (Security → Active sessions): read when the card opens and again
// after each sign-out, so the list shows what the server now holds. One sign-out at a time.
import { type components, SOMETHING_WENT_WRONG } from '@savewin/api';
import { useCallback, useEffect, useState } from 'react';

import { failureMessage } from '../../../shared/api/client';
import { useTimedMessage } from '../../../shared/feedback/useTimedMessage';
import { endOtherSessions, endSession, listActiveSessions } from '../api/sessions';

export type ActiveSession = components['schemas']['ActiveSession'];

/** What is being signed out: a session's id, or 'others' for every other device. */
type Pending = string | null;

export function useActiveSessions() {
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const { message, show, clear } = useTimedMessage();

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
    clear();
    try {
      const answer = await call();
      show(answer.isSuccess ? 'positive' : 'critical', answer.displayMessage || SOMETHING_WENT_WRONG);
      await load();
    } catch (error) {
      show('critical', failureMessage(error));
    } finally {
      setPending(null);
    }
  }

  return {
    sessions,
    pending,
    message,
    signOut: (sessionId: string) => run(sessionId, () => endSession(sessionId)),
    signOutOthers: () => run('others', () => endOtherSessions()),
  };
}
