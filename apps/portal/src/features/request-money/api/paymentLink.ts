// Creating the customer's payment link (replacing any earlier one), valid for the given days, for
// Request Money's 'send a link'.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function createPaymentLink(expiresInDays: number) {
  return readEnvelope(api.POST('/api/payment-link', { body: { expiresInDays } }));
}
