// The one-time codes of the portal's flows: asking the gateway to text one (the first step of
// sign-up, KYC, profile deletion and linking a wallet), checking one the customer typed, and
// sending it again. The OTP modal presents them; this module is how they travel.
import { readEnvelope } from '@savewin/api';

import { api } from './client';

/** The credential a code travels with when it is not the session's (sign-in's OTP stage, a payer's none). */
type OtpHeaders = { Authorization: string } | undefined;

export function sendOtp(mobileNumber: string) {
  return readEnvelope(
    api.POST('/api/otp-service/otp/send/{mobileNumber}', { params: { path: { mobileNumber } } }),
  );
}

/** Checks a typed code; its result is sign-in's session or a payer's credential, when the flow gives one. */
export function validateOtp(mobileNumber: string, code: string, headers: OtpHeaders) {
  return readEnvelope(api.POST('/api/otp-service/otp/validate', { body: { mobileNumber, code }, headers }));
}

export function resendOtp(mobileNumber: string, headers: OtpHeaders) {
  return readEnvelope(
    api.POST('/api/otp-service/otp/resend/{mobileNumber}', { params: { path: { mobileNumber } }, headers }),
  );
}
