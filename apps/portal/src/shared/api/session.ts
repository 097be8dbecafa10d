// The signed-in session's own calls: whether it still stands, renewing its credential, and ending
// it here or everywhere. The rules around them (one renewal at a time across tabs, clearing the
// keys even without an answer) live in shared/session; these only reach the gateway.
import { readEnvelope } from '@savewin/api';

import { api } from './client';

/**
 * The customer's own session list, read only for its status: the lightest call that needs the
 * session to stand (a 401 takes the client's renewal and sign-out path). The raw call, unread.
 */
export function askSessionAlive() {
  return api.GET('/api/auth-service/auth/sessions');
}

/** Presents the refresh credential (with its retry key, for an answer that was lost) for a new pair. */
export function refreshCredentials(refreshToken: string, retryKey: string) {
  return readEnvelope(api.POST('/api/auth-service/auth/refresh', { body: { refreshToken, retryKey } }));
}

/** Revokes this session's refresh credential (the bearer the call carries says which). */
export function endThisSession() {
  return readEnvelope(api.POST('/api/auth-service/auth/logout'));
}

/** Ends every session of the customer, this one included. */
export function endEverySession() {
  return readEnvelope(api.POST('/api/auth-service/auth/logout-everywhere'));
}
