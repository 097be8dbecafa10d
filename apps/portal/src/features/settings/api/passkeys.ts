// Adding a passkey from Security: the gateway's registration challenge (asked with the PIN, so a
// copied credential cannot add a passkey of its own), then the phone's new passkey to register.
import { readEnvelope, type Pin, type WebAuthnResponse } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function startPasskeyRegistration(pin: Pin) {
  return readEnvelope(api.POST('/api/auth-service/passkeys/options', { body: { pin } }));
}

export function registerPasskey(response: WebAuthnResponse) {
  return readEnvelope(api.POST('/api/auth-service/passkeys', { body: { response } }));
}
