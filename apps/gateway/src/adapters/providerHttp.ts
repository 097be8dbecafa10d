// What every live provider adapter shares: one JSON call with a deadline that tells "the provider
// answered" from "no answer" (timeout, connection refused, not JSON), the timing-safe comparison of
// callback signatures, and the errors adapters throw. Nothing here logs, and no message carries a
// key, a secret, a token, a code or a request body: only the provider, the path and what went wrong.
import { createHash, timingSafeEqual } from 'node:crypto';

export const DEFAULT_PROVIDER_TIMEOUT_MS = 15_000;

export type ProviderAnswer =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'no-answer'; reason: 'timeout' | 'unreachable' | 'unreadable' };

export interface ProviderCall {
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
  const doFetch = call.fetch ?? fetch;
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
