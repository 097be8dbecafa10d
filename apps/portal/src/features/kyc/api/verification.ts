// Identity verification: the Ghana Card number and the customer's photo, which the gateway
// matches against the card. The OTP sent before it is shared (shared/api/otp.ts).
import { readEnvelope, type KycRequest } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function requestVerification(request: KycRequest) {
  return readEnvelope(api.POST('/api/kyc-service/kyc/request', { body: request }));
}
