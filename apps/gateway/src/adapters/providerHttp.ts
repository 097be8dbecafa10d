// What every live provider adapter shares: one JSON call with a deadline that tells "the provider
// answered" from "no answer" (timeout, connection refused, not JSON), the timing-safe comparison of
// callback signatures, and the errors adapters throw. Nothing here logs, and no message carries a
// key, a secret, a token, a code or a request body: only the provider, the path and what went wrong.
// Every provider's HTTP goes through providerFetch (callProvider uses it too): it sends the id of
// the gateway request being served (X-Request-Id), so a provider's support can find our call, and
// reports each call's latency and outcome on a diagnostics channel (the metrics listen there).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export type ProviderAnswer =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'no-answer'; reason: 'timeout' | 'unreachable' | 'unreadable' };

export interface ProviderCall {
  /** Who is called ('arkesel', 'hubtel'…): the metrics' label, never a customer's data. */
  provider: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** Serialised as JSON when an object; sent as is when a string. */
  body?: unknown;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** One call to a provider. Never throws: a call that got no usable answer says why. */
export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  const doFetch = providerFetch(call.provider, call.fetch);
  let response: Response;
  try {
    response = await doFetch(call.url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined
        ? {}
        : { body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body) }),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    return { kind: 'no-answer', reason: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { kind: 'no-answer', reason: isTimeout(error) ? 'timeout' : 'unreachable' };
  }
  if (text.trim() === '') return { kind: 'answered', status: response.status, body: null };
  try {
    return { kind: 'answered', status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    // A proxy's HTML error page is not the provider's answer: the outcome is unknown.
    return { kind: 'no-answer', reason: 'unreadable' };
  }
}

/** How a call to a provider ended, as the metrics count it. */
export type ProviderOutcome = 'success' | 'client_error' | 'server_error' | 'timeout' | 'unreachable';

export interface ProviderCallReport {
  provider: string;
  outcome: ProviderOutcome;
  /** From the call until the answer's status and headers arrived. */
  seconds: number;
}

/** Every provider call's report (see providerFetch); metrics.ts subscribes. */
export const providerCalls = diagnostics.channel('savewin:provider-call');

const requestIds = new AsyncLocalStorage<string>();

/** Runs fn as work for the gateway request `requestId`: provider calls made from it carry that id. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestIds.run(requestId, fn);
}

/**
 * fetch for calls to one provider: the same calls, with X-Request-Id set to the gateway request
 * they serve (when there is one and the caller set none), and each call's latency and outcome
 * reported on `providerCalls`.
 */
export function providerFetch(provider: string, doFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const requestId = requestIds.getStore();
    let args: [typeof input, typeof init] = [input, init];
    if (requestId !== undefined) {
      if (input instanceof Request && init?.headers === undefined) {
        if (!input.headers.has('x-request-id')) input.headers.set('x-request-id', requestId);
      } else if (init?.headers instanceof Headers || Array.isArray(init?.headers)) {
        const headers = new Headers(init.headers);
        if (!headers.has('x-request-id')) headers.set('x-request-id', requestId);
        args = [input, { ...init, headers }];
      } else {
        // A plain object stays one (the adapters' own tests read their headers that way).
        const headers = { ...init?.headers } as Record<string, string>;
        if (!Object.keys(headers).some((name) => name.toLowerCase() === 'x-request-id'))
          headers['x-request-id'] = requestId;
        args = [input, { ...init, headers }];
      }
    }
    const started = performance.now();
    const report = (outcome: ProviderOutcome) => {
      if (providerCalls.hasSubscribers) {
        const seconds = (performance.now() - started) / 1000;
        providerCalls.publish({ provider, outcome, seconds } satisfies ProviderCallReport);
      }
    };
    try {
      const response = await doFetch(...args);
      report(response.status >= 500 ? 'server_error' : response.status >= 400 ? 'client_error' : 'success');
      return response;
    } catch (error) {
      report(isTimeout(error) ? 'timeout' : 'unreachable');
      throw error;
    }
  };
}

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Compares a received signature with the expected one in constant time (both hashed first, so
 * neither their lengths nor their first differing byte shows in the timing).
 */
export function signaturesMatch(received: string | undefined | null, expected: string): boolean {
  if (typeof received !== 'string' || received === '') return false;
  const a = createHash('sha256').update(received, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

/** The provider gave no usable answer: whether it acted is unknown, so ask it again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
  constructor(
    readonly provider: string,
    what: string,
  ) {
    super(`${provider}: ${what}`);
  }
}

/** The provider refused the request: nothing happened there. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
  constructor(
    readonly provider: string,
    what: string,
  ) {
    super(`${provider}: ${what}`);
  }
}

/** A short, secret-free description of an answer for error messages. */
export function describeAnswer(answer: ProviderAnswer): string {
  if (answer.kind === 'no-answer') return `no answer (${answer.reason})`;
  const message = (answer.body as { message?: unknown } | null)?.message;
  return `HTTP ${answer.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`;
}

/** Reads a positive whole number of milliseconds from the environment, or the default. */
export function timeoutFromEnv(value: string | undefined, fallback = DEFAULT_PROVIDER_TIMEOUT_MS): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** What a live factory answers: a ready adapter, or the environment variables it still needs. */
export type LiveFactoryResult<A> = { adapter: A } | { missing: string[] };

/** "NAME is not set" for each name in `required` that is unset or blank in `env` (as config.ts says it). */
export function missingVariables(env: NodeJS.ProcessEnv, required: readonly string[]): string[] {
  return required.filter((name) => !env[name]?.trim()).map((name) => `${name} is not set`);
}

/** Ghana's international form of a local 10-digit number: 0241234567 → 233241234567. */
export function internationalGhana(localNumber: string): string {
  return localNumber.startsWith('0') ? `233${localNumber.slice(1)}` : localNumber;
}
