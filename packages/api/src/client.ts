// The one configured gateway client (no second fetch helper): openapi-fetch typed by the generated
// contract, with middleware that adds the bearer, the subscription key and a request id, bounds
// every call by a timeout, and turns every transport failure or non-200 answer into GatewayError.
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';

import { GatewayError } from './errors.ts';
import type { paths } from './schema';

export const SUBSCRIPTION_KEY_HEADER = 'Ocp-Apim-Subscription-Key';
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const DEFAULT_TIMEOUT_MS = 30_000;

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface GatewayClientOptions {
  /** Origin of the gateway, e.g. '' (same origin) or 'http://localhost:8080'. Paths start with /api/. */
  baseUrl: string;
  /** Sent as Ocp-Apim-Subscription-Key on every call. */
  subscriptionKey: string;
  /**
   * The current bearer credential, read before every call; null/undefined/'' sends none. A call
   * given its own `Authorization` header sends that instead ('' for none).
   */
  getToken?: TokenSource;
  /** Milliseconds before a call is abandoned with GatewayError kind 'timeout'. Default 30 000. */
  timeoutMs?: number;
  /** A fetch to use instead of globalThis.fetch (tests, server-side callers). */
  fetch?: (input: Request) => Promise<Response>;
}

export type GatewayClient = Client<paths, 'application/json'>;

/** A random RFC 4122 v4 id; crypto.randomUUID is missing outside secure contexts. */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function displayMessageOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.clone().text());
    if (typeof body === 'object' && body !== null) {
      const message = (body as Record<string, unknown>).displayMessage;
      if (typeof message === 'string' && message.length > 0) return message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): there is no message to keep.
  }
  return undefined;
}

function requestIdOf(request: Request): string | undefined {
  return request.headers.get(REQUEST_ID_HEADER) ?? undefined;
}

/**
 * `fetch` bounded by a deadline. The race guarantees the call settles at the deadline even if the
 * underlying fetch ignores its signal; aborting our controller is what frees the connection.
 * (One controller of our own, held by this closure: a Request's signal that merely follows
 * another signal, or an AbortSignal.any composite, can be garbage-collected mid-call.)
 */
function withDeadline(
  baseFetch: (input: Request) => Promise<Response>,
  timeoutMs: number,
): (input: Request) => Promise<Response> {
  return async (request) => {
    const controller = new AbortController();
    // Settles the call as soon as the caller cancels or the deadline passes, whatever the
    // underlying fetch does with its signal.
    let rejectCancelled: (reason: unknown) => void = () => undefined;
    const cancelled = new Promise<never>((_resolve, reject) => {
      rejectCancelled = reject;
    });
    const forwardCancel = () => {
      controller.abort(request.signal.reason);
      rejectCancelled(request.signal.reason);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const timeout = new GatewayError({ kind: 'timeout', requestId: requestIdOf(request) });
        controller.abort(timeout);
        reject(timeout);
      }, timeoutMs);
    });
    if (request.signal.aborted) forwardCancel();
    else request.signal.addEventListener('abort', forwardCancel, { once: true });
    try {
      return await Promise.race([
        baseFetch(new Request(request, { signal: controller.signal })),
        deadline,
        cancelled,
      ]);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardCancel);
    }
  };
}

function gatewayMiddleware(subscriptionKey: string, getToken: TokenSource): Middleware {
  return {
    async onRequest({ request }) {
      const headers = new Headers(request.headers);
      headers.set(SUBSCRIPTION_KEY_HEADER, subscriptionKey);
      headers.set(REQUEST_ID_HEADER, newRequestId());
      // A call may present its own credential (sign-in's OTP stage) or, with '', none at all (a
      // public page opened in a signed-in tab); every other call presents the client's.
      const own = request.headers.get('Authorization');
      const token = own === null ? await getToken() : null;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else if (!own) headers.delete('Authorization');
      return new Request(request, { headers });
    },

    async onResponse({ response, request }) {
      if (response.status === 200) return undefined;
      throw new GatewayError({
        kind: 'http',
        status: response.status,
        displayMessage: await displayMessageOf(response),
        requestId: requestIdOf(request),
      });
    },

    onError({ error, request }) {
      if (error instanceof GatewayError) return error;
      // A cancellation the caller asked for (a screen left) is not a failure to report.
      if (request.signal.aborted && error instanceof Error && error.name === 'AbortError') return error;
      return new GatewayError({ kind: 'network', requestId: requestIdOf(request), cause: error });
    },
  };
}

/** The typed gateway client. Every non-200 answer, network failure or timeout rejects with GatewayError. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const { baseUrl, subscriptionKey, getToken = () => undefined, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError(`timeoutMs must be a positive number of milliseconds, got ${String(timeoutMs)}`);
  }
  if (typeof subscriptionKey !== 'string' || subscriptionKey.length === 0) {
    throw new TypeError('subscriptionKey is required');
  }
  const baseFetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths, 'application/json'>({
    baseUrl,
    fetch: withDeadline(baseFetch, timeoutMs),
  });
  client.use(gatewayMiddleware(subscriptionKey, getToken));
  return client;
}
