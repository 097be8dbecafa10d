// Forgot PIN's steps, each proving the reset a little further with the reset's own credential
// (resetToken, answered to the first step): the texted code, the Ghana Card number on file, a
// selfie matched against the identity verification photo, then the new PIN, which answers a
// full session.
import { readEnvelope, type MobileNumber, type OtpCode, type Pin } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** Texts a code for a reset of this number; an unregistered number is answered the same way. */
export function requestPinReset(mobileNumber: MobileNumber) {
  return readEnvelope(api.POST('/api/lead-service/lead/forgot-pin', { body: { mobileNumber } }));
}

export function confirmResetCode(resetToken: string, code: OtpCode) {
  return readEnvelope(api.POST('/api/lead-service/lead/forgot-pin/code', { body: { resetToken, code } }));
}

export function confirmResetCard(resetToken: string, ghanaCardNumber: string) {
  return readEnvelope(
    api.POST('/api/lead-service/lead/forgot-pin/card', { body: { resetToken, ghanaCardNumber } }),
  );
}

/** `image` is the selfie as a data URL. */
export function confirmResetSelfie(resetToken: string, image: string) {
  return readEnvelope(api.POST('/api/lead-service/lead/forgot-pin/selfie', { body: { resetToken, image } }));
}

/** Sets the new PIN; every other session ends and the answer is this device's new session. */
export function setNewPin(resetToken: string, pin: Pin, confirmPin: Pin) {
  return readEnvelope(
    api.POST('/api/lead-service/lead/reset-pin', { body: { resetToken, pin, confirmPin } }),
  );
}
