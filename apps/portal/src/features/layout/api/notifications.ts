// The customer's notifications behind the top bar's bell: the latest ones (for the list and the
// unread badge) and marking one read once the list has shown it.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function readNotifications(limit: number) {
  return readEnvelope(api.GET('/api/notifications', { params: { query: { limit } } }));
}

export function markNotificationRead(id: string) {
  return readEnvelope(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));
}
