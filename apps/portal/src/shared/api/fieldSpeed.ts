// The field-speed report (POST /api/field-speed): what this page's load and use measured, sent as
// the page is hidden or left. A plain keepalive fetch rather than the gateway client: the request
// must outlive the page, and it must carry no credential (the report holds nothing of the
// customer, and a renewal of the session for it would make no sense). A report that cannot be
// sent is a sample lost, never an error for the customer.
import { SUBSCRIPTION_KEY_HEADER, type components } from '@savewin/api';

import { SUBSCRIPTION_KEY } from './client';

export type FieldSpeedReport = components['schemas']['FieldSpeedReport'];

export function sendFieldSpeed(report: FieldSpeedReport): void {
  void fetch('/api/field-speed', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
