// Account Settings → SMS alerts: which texts the customer gets besides the bell, read and changed
// one kind at a time (the answer is the whole set as saved).
import { readEnvelope, type components } from '@savewin/api';

import { api } from '../../../shared/api/client';

export type AlertChoices = components['schemas']['AlertPreferences'];

export function readAlertChoices() {
  return readEnvelope(api.GET('/api/notifications/alert-preferences'));
}

export function saveAlertChoice(change: components['schemas']['AlertPreferencesUpdate']) {
  return readEnvelope(api.PUT('/api/notifications/alert-preferences', { body: change }));
}
