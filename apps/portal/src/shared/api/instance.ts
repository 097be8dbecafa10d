// The single gateway every feature calls. The app wires it to the session at start-up
// (configureGateway), so this shared module needs no knowledge of where the credential lives.
// `gatewayWithBearer` serves the one step that must present a credential other than the
// session's: the OTP-stage credential of sign-in.
import { createClient, createPortalGateway } from './client';
import { isUnauthorized, type PortalGateway } from './gateway';

export interface GatewayWiring {
  /** The current access credential, read at every call. */
  getToken: () => string | null;
  /**
   * Renews the session's credential after a call made with `staleToken` answered 401: 'renewed'
   * when a fresh credential is in place (renewed here, by another call or by another tab),
   * 'refused' when the gateway refused the refresh credential, 'unreachable' when it could not
   * be asked (the session stays; the clock tries again).
   */
  renew?: (staleToken: string) => Promise<'renewed' | 'refused' | 'unreachable'>;
  /** The gateway refused the session's credential even after a renewal was tried. */
  onUnauthorized?: () => void;
}

let wiring: GatewayWiring = { getToken: () => null };

export function configureGateway(next: GatewayWiring): void {
  wiring = next;
}

/** Calls that must not be renewed and retried: they present no session credential, or end it. */
const NO_RETRY = new Set<keyof PortalGateway>(['login', 'refresh', 'logout']);

/**
 * A call refused with 401 renews the credential once and is retried once (an access credential
 * may expire between the clock's renewal and the call, e.g. on a throttled background tab); a
 * second refusal, or a refused renewal, ends the session. A 401 is answered before any work is
 * done, so the retry cannot do anything twice.
 */
function watching(inner: PortalGateway): PortalGateway {
  const wrapped = {} as Record<keyof PortalGateway, unknown>;
  for (const [name, call] of Object.entries(inner) as [
    keyof PortalGateway,
    (...a: unknown[]) => Promise<unknown>,
  ][]) {
    if (NO_RETRY.has(name)) {
      wrapped[name] = call;
      continue;
    }
    wrapped[name] = async (...args: unknown[]) => {
      const used = wiring.getToken();
      try {
        return await call(...args);
      } catch (error) {
        if (!isUnauthorized(error)) throw error;
        const renewal = used && wiring.renew ? await wiring.renew(used) : 'refused';
        if (renewal === 'unreachable') throw error;
        if (renewal === 'renewed') {
          try {
            return await call(...args);
          } catch (again) {
            if (isUnauthorized(again)) wiring.onUnauthorized?.();
            throw again;
          }
        }
        wiring.onUnauthorized?.();
        throw error;
      }
    };
  }
  return wrapped as PortalGateway;
}

export const gateway: PortalGateway = watching(createPortalGateway(createClient(() => wiring.getToken())));

/** The same calls, presenting `token` as the bearer instead of the session's. */
export function gatewayWithBearer(token: string): PortalGateway {
  return createPortalGateway(createClient(() => token));
}
