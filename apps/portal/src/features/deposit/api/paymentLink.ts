// The customer's active payment link, read by Deposit to point 'request money via link' at it
// (isSuccess false or no result: none yet). Kept here so the screen never calls the gateway itself.
import { readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function readMyPaymentLink() {
  return readEnvelope(api.GET('/api/payment-link'));
}
