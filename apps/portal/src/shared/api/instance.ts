// The single gateway every feature calls. The app wires it to the session at start-up
// (configureGateway), so this shared module needs no knowledge of where the credential lives.
// `gatewayWithBearer` serves the one step that must present a credential other than the
// session's: the OTP-stage credential of sign-in.
import { createClient, createPortalGateway } from './client';
import { isUnauthorized, type PortalGateway } from './gateway';

export interface GatewayWiring {
  /** The current access credential, read at every call. */
  getToken: () => string | null;
  /** The gateway answered 401 to a call made with the session's credential. */
  onUnauthorized?: () => void;
}

let wiring: GatewayWiring = { getToken: () => null };

export function configureGateway(next: GatewayWiring): void {
  wiring = next;
}

/** Reports a 401 to the session, then lets the caller handle the failure as any other. */
function watching(inner: PortalGateway): PortalGateway {
  const wrapped = {} as Record<keyof PortalGateway, unknown>;
  for (const [name, call] of Object.entries(inner) as [
    keyof PortalGateway,
    (...a: unknown[]) => Promise<unknown>,
  ][]) {
    wrapped[name] = (...args: unknown[]) =>
      call(...args).catch((error: unknown) => {
        if (isUnauthorized(error) && name !== 'login' && name !== 'refresh') wiring.onUnauthorized?.();
        throw error;
      });
  }
  return wrapped as PortalGateway;
}

export const gateway: PortalGateway = watching(createPortalGateway(createClient(() => wiring.getToken())));

/** The same calls, presenting `token` as the bearer instead of the session's. */
export function gatewayWithBearer(token: string): PortalGateway {
  return createPortalGateway(createClient(() => token));
}
