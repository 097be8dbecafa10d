// Sign-up's own calls: whether the number is known already (a lead, with or without a
// subscription), and creating the lead once the OTP is verified. The OTP itself is shared
// (shared/api/otp.ts), as KYC and profile deletion send it too.
import { readEnvelope, type CreateLeadRequest, type MobileNumber } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** The lead registered with this number; isSuccess false means a new number, not a failure. */
export function findRegistration(mobileNumber: MobileNumber) {
  return readEnvelope(
    api.GET('/api/lead-service/lead/exists/{mobileNumber}', { params: { path: { mobileNumber } } }),
  );
}

/** Creates the lead; its result is the new lead id. */
export function createLead(lead: CreateLeadRequest) {
  return readEnvelope(api.POST('/api/lead-service/lead', { body: lead }));
}
