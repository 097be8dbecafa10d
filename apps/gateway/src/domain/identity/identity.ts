// Identity rules: leads (registrations), one-time codes, PINs with lock-out, sign-in sessions and
// their credentials. Knows nothing of HTTP: refusals are thrown as Refusal / NotYours /
// Unauthenticated and the HTTP layer turns them into the envelope. Every time comes from `now()`
// (never the database clock) so tests can move time.
import { createEmailChanges } from './emailChange';
import { createLeads } from './leads';
import { createOtp } from './otp';
import { createPasskeys, type WebAuthnConfig } from './passkeys';
import { createPins } from './pin';
import { createPinResets } from './pinReset';
import { createSessions } from './sessions';
import type { IdentityDeps } from './shared';
import { createStepUp } from './stepUp';

export type { IdentityDeps } from './shared';

export function createIdentity(
  deps: IdentityDeps,
  options: { stepUp?: boolean; webauthn?: WebAuthnConfig } = {},
) {
  const otp = createOtp(deps);
  const pins = createPins(deps);
  const leads = createLeads(deps);
  const sessions = createSessions(deps, otp, pins);
  const resets = createPinResets(deps, otp, pins, sessions.openSession);
  const emailChanges = createEmailChanges(deps, otp, pins);
  const passkeys = createPasskeys(
    deps,
    pins,
    options.webauthn ?? { rpId: 'localhost', origins: ['http://localhost:5173'], rpName: 'SAVE & WIN' },
    sessions.openSession,
  );
  const stepUp = createStepUp(deps, pins, passkeys, { enforced: options.stepUp ?? true });
  return {
    stepUp,
    passkeys,
    ...resets,
    ...emailChanges,
    sendOtp: otp.sendOtp,
    validateOtp: otp.validateOtp,
    ...leads,
    confirmOldPin: pins.confirmOldPin,
    ...sessions,
  };
}

export type Identity = ReturnType<typeof createIdentity>;
