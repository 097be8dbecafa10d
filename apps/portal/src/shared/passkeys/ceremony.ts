// The phone's side of a passkey, in one place: the gateway's options handed to the
// browser's WebAuthn through @simplewebauthn/browser, which is fetched only when a passkey is
// used (most customers never load it). The phone's lock verifies the customer; the gateway checks
// the answer. Null when the customer cancelled or the phone could not.
import type { WebAuthnResponse } from '@savewin/api';
import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';

type SignOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
type CreateOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** Signs the gateway's challenge (`options`: its passkey-options answer) with a passkey of this phone. */
export async function signWithPasskey(options: unknown): Promise<WebAuthnResponse | null> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const signed = await startAuthentication({ optionsJSON: options as SignOptions });
    return signed as unknown as WebAuthnResponse;
  } catch {
    return null;
  }
}

/** Creates a passkey on this phone for the gateway's registration `options`. */
export async function createPasskey(options: unknown): Promise<WebAuthnResponse | null> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const created = await startRegistration({ optionsJSON: options as CreateOptions });
    return created as unknown as WebAuthnResponse;
  } catch {
    return null;
  }
}
