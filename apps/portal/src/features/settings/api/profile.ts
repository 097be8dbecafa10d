// Profile changes from Settings: the e-mail address (a code to the new address proves it before
// it changes), the PIN (the current one confirmed, then the lead saved with the new one) and
// deleting the profile (with a step-up token proved by the PIN).
import {
  readEnvelope,
  type Email,
  type MobileNumber,
  type OtpCode,
  type Pin,
  type UpdateLeadRequest,
} from '@savewin/api';

import { api } from '../../../shared/api/client';
import { stepUpHeader } from '../../../shared/stepUp/stepUp';

/** E-mails a code to `email`; the pin is the customer's current one. */
export function requestEmailChange(email: Email, pin: Pin) {
  return readEnvelope(api.POST('/api/lead-service/lead/email-change', { body: { email, pin } }));
}

/** The code from that e-mail: the address on the profile changes when it is accepted. */
export function confirmEmailChange(code: OtpCode) {
  return readEnvelope(api.POST('/api/lead-service/lead/email-change/confirm', { body: { code } }));
}

/** Whether `pin` is this number's current PIN. */
export function confirmCurrentPin(mobileNumber: MobileNumber, pin: Pin) {
  return readEnvelope(api.POST('/api/lead-service/lead/confirm-pin', { body: { mobileNumber, pin } }));
}

/** Saves the lead as given (Change Pin sends it with the new PIN). */
export function updateLead(lead: UpdateLeadRequest) {
  return readEnvelope(api.PUT('/api/lead-service/lead', { body: lead }));
}

/** Deletes the profile; `stepUpToken` is the proved token (null when no proof was asked for). */
export function deleteProfile(leadId: string, stepUpToken: string | null) {
  return readEnvelope(
    api.DELETE('/api/lead-service/lead/id/{leadId}', {
      params: { path: { leadId }, ...stepUpHeader(stepUpToken) },
    }),
  );
}
