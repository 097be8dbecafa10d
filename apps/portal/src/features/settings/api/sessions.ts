// Security → Active sessions: the customer's sessions (device, when signed in and last used),
// ending one of them, or every one but this device's. Ending every session, this one included,
// is the session feature's (logoutEverywhere), as it also clears this device's keys.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function listActiveSessions() {
  return readEnvelope(api.GET('/api/auth-service/auth/sessions'));
}

export function endSession(sessionId: string) {
  return readEnvelope(
    api.DELETE('/api/auth-service/auth/sessions/{sessionId}', { params: { path: { sessionId } } }),
  );
}

export function endOtherSessions() {
  return readEnvelope(
    api.POST('/api/auth-service/auth/logout-everywhere', { params: { query: { keepThisSession: true } } }),
  );
}
