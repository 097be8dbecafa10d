// Signing in: with the PIN (the gateway then texts the OTP and answers an OTP-stage credential) or
// with a passkey on this phone (challenge, then the phone's answer, which opens the session at
// once). The screens decide what each answer means; these calls only reach the gateway.
import { readEnvelope, type MobileNumber, type Pin, type WebAuthnResponse } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** The PIN sign-in; also the new customer's first sign-in right after sign-up. */
export function signInWithPin(mobileNumber: MobileNumber, pin: Pin) {
  return readEnvelope(
    api.POST('/api/auth-service/auth/login', { body: { mobileNumber, pin, isBiometric: false } }),
  );
}

/** The gateway's challenge for a passkey sign-in. */
export function startPasskeySignIn() {
  return readEnvelope(api.POST('/api/auth-service/auth/passkey/options'));
}

/** The phone's answer to that challenge: a full session when the gateway accepts it. */
export function finishPasskeySignIn(response: WebAuthnResponse) {
  return readEnvelope(api.POST('/api/auth-service/auth/passkey', { body: { response } }));
}
