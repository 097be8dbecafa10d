// The portal's one gateway client: the generated openapi-fetch client of @savewin/api (bearer,
// subscription key, request id, 30 s timeout, GatewayError for any failure), called only from
// api/ modules: each feature's own, and shared/api for calls several features share (ADR 8,
// checked by scripts/check-data-path.mjs). Same origin: the gateway serves the built portal, and
// Vite's dev server proxies /api to it. The app wires it to the session at start-up
// (configureGateway), so this shared module needs no knowledge of where the credential lives.
import {
  BusinessError,
  createGatewayClient,
  GatewayError,
  newRequestId,
  REQUEST_ID_HEADER,
  SOMETHING_WENT_WRONG,
  type GatewayClient,
  type Middleware,
} from '@savewin/api';
import { HTTP_TIMEOUT_MS } from '@savewin/core';

import { timing } from '../testTimings';

export const SUBSCRIPTION_KEY: string =
  (import.meta.env.VITE_SUBSCRIPTION_KEY as string | undefined) || 'sandbox-subscription-key';

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
const NO_RETRY = new Set([
  '/api/auth-service/auth/login',
  '/api/auth-service/auth/refresh',
  '/api/auth-service/auth/logout',
]);

/** The session calls in flight, by openapi-fetch's call id: the credential used, and what to resend. */
const inFlight = new Map<string, { token: string; request: Request; body: ArrayBuffer | undefined }>();

/** How many times a refused call is sent again, each time after a renewal the gateway accepted. */
const MAX_RESENDS = 2;

/**
 * A call refused with 401 renews the credential and is sent again (an access credential may expire
 * between the clock's renewal and the call, e.g. on a throttled background tab). Only the gateway's
 * answer to the refresh credential says the session is over: a refused renewal ends it. A resend
 * refused too is not proof of that (the credential in place may have expired on its way, as one
 * handed over by another tab late in its life on a busy machine): the credential is renewed again
 * and the call sent once more; refused after that, the session ends. A 401 is answered before any
 * work is done, so a resend cannot do anything twice. Calls presenting their own credential
 * (sign-in's OTP stage, a public page) are not the session's to renew.
 */
const renewOnUnauthorized: Middleware = {
  async onRequest({ request, schemaPath, id }) {
    const token = wiring.getToken();
    if (NO_RETRY.has(schemaPath) || !token) return undefined;
    if (request.headers.get('Authorization') !== `Bearer ${token}`) return undefined;
    // The body is read into bytes and the call sent with them: a cloned (teed) request would go out
    // as a streamed upload, which browsers refuse over HTTP/1.1 (Chromium's Request has no body
    // property to test, hence the method).
    const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
    const { url, method, headers, signal } = request;
    const sent = new Request(url, { method, headers, body, signal });
    inFlight.set(id, { token, request: sent, body });
    return sent;
  },

  // Registered after the client's own middleware, so it sees a 401 before that one rejects it.
  async onResponse({ response, id, options }) {
    const call = inFlight.get(id);
    inFlight.delete(id);
    if (!call || response.status !== 401) return undefined;
    let refusedWith = call.token;
    // The latest refusal, answered to the caller when the call is not sent again.
    let refusal: Response | undefined;
    for (let resends = 0; resends < MAX_RESENDS; resends += 1) {
      const renewal = wiring.renew ? await wiring.renew(refusedWith) : 'refused';
      if (renewal === 'unreachable') return refusal;
      const token = wiring.getToken();
      if (renewal === 'refused' || !token) {
        wiring.onUnauthorized?.();
        return refusal;
      }
      const headers = new Headers(call.request.headers);
      headers.set('Authorization', `Bearer ${token}`);
      headers.set(REQUEST_ID_HEADER, newRequestId());
      const { url, method, signal } = call.request;
      const again = await options.fetch(new Request(url, { method, headers, body: call.body, signal }));
      if (again.status !== 401) return again;
      refusal = again;
      refusedWith = token;
    }
    // Refused with credentials the gateway renewed just before: the session is over here.
    wiring.onUnauthorized?.();
    return refusal;
  },

  onError({ id }) {
    inFlight.delete(id);
    return undefined;
  },
};

export const api: GatewayClient = createGatewayClient({
  // The page's own origin ('' would do in a browser; tests have no page to be relative to).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  subscriptionKey: SUBSCRIPTION_KEY,
  getToken: () => wiring.getToken(),
  timeoutMs: timing('httpTimeout', HTTP_TIMEOUT_MS),
});
api.use(renewOnUnauthorized);

/** Per-call headers presenting `token` instead of the session's credential ('' presents none). */
export function withBearer(token: string): { Authorization: string } {
  return { Authorization: token ? `Bearer ${token}` : '' };
}

/** What a customer reads for any failure: the server's refusal, or 'Something went wrong'. */
export function failureMessage(error: unknown): string {
  if (error instanceof BusinessError) return error.displayMessage || SOMETHING_WENT_WRONG;
  return SOMETHING_WENT_WRONG;
}

/** True when the gateway answered 401: the credential expired or was revoked. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof GatewayError && error.status === 401;
}
