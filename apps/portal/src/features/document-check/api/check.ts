// The public document check: whether the gateway issued the receipt or statement carrying this
// verification code, and its key figures. Needs no session.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function checkDocument(code: string) {
  return readEnvelope(api.POST('/api/documents/check', { body: { code } }));
}
