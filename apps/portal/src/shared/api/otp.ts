// Asking the gateway to text a one-time code: the first step of sign-up, KYC, profile deletion and
// linking a wallet (the OTP modal asks for resends itself).
import { readEnvelope } from '@savewin/api';

import { api } from './client';

export function sendOtp(mobileNumber: string) {
  return readEnvelope(
    api.POST('/api/otp-service/otp/send/{mobileNumber}', { params: { path: { mobileNumber } } }),
  );
}
