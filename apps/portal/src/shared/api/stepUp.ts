// Step-up's three calls (ask whether an operation needs the PIN, its passkey challenge, prove the
// token): shared/stepUp decides what the customer sees; this module is how it asks.
import { readEnvelope, type components, type StepUpRequest } from '@savewin/api';

import { api } from './client';

export function askStepUp(operation: StepUpRequest) {
  return readEnvelope(api.POST('/api/auth-service/auth/step-up', { body: operation }));
}

/** Proves a step-up token with the PIN or a passkey's signed answer. */
export function confirmStepUp(proof: components['schemas']['StepUpConfirmRequest']) {
  return readEnvelope(api.POST('/api/auth-service/auth/step-up/confirm', { body: proof }));
}

export function stepUpPasskeyOptions(stepUpToken: string) {
  return readEnvelope(api.POST('/api/auth-service/auth/step-up/passkey-options', { body: { stepUpToken } }));
}
