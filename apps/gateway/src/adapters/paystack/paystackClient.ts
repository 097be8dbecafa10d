// Paystack's API (https://api.paystack.co) as the gateway calls it: openapi-fetch typed by the
// types generated from the part of Paystack's published OpenAPI document we use
// (paystack.openapi.yaml → paystack.schema.d.ts). Every call carries the secret key as a bearer
// and a deadline; every answer is sorted into ok / refused (4xx: Paystack did not act) / unknown
// (no answer, 5xx, unreadable: Paystack may have acted, so ask again later).
import { createHash } from 'node:crypto';

import createClient from 'openapi-fetch';

import { DEFAULT_PROVIDER_TIMEOUT_MS, isTimeout, providerFetch } from '../providerHttp';

import type { paths } from './paystack.schema';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';

export interface PaystackOptions {
  /** sk_live_… (or sk_test_… against Paystack's test mode). Also signs webhooks. */
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Paystack charges need a customer e-mail: customers are named <local number>@this domain. */
  customerEmailDomain?: string;
}

export type PaystackResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unknown'; why: string };

export type PaystackClient = ReturnType<typeof createPaystackClient>;

export function createPaystackClient(options: PaystackOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const doFetch = providerFetch('paystack', options.fetch);
  return createClient<paths>({
    baseUrl: (options.baseUrl ?? PAYSTACK_BASE_URL).replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.secretKey}` },
    fetch: (request: Request) => doFetch(request, { signal: AbortSignal.timeout(timeoutMs) }),
  });
}

/** Runs one typed call and sorts its answer; never throws. */
export async function settle<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<PaystackResult<NonNullable<T>>> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch (error) {
    return { kind: 'unknown', why: isTimeout(error) ? 'timeout' : 'no answer' };
  }
  const status = answer.response.status;
  if (status >= 200 && status < 300 && answer.data) {
    const body = answer.data as { status?: unknown };
    if (body.status === true) return { kind: 'ok', data: answer.data };
  }
  const message = messageOf(answer.error ?? answer.data);
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'refused', status, message };
  }
  return { kind: 'unknown', why: `HTTP ${status}${message ? `: ${message}` : ''}` };
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 200) : '';
}

/**
 * The Paystack reference of one of our transactions: the id itself when Paystack accepts it
 * (lowercase letters, digits, - and _, 16 to 50 characters; our ids are UUIDs), else a stable
 * digest of it, so every retry, status check and webhook names the same transfer.
 */
export function paystackReference(transactionId: string): string {
  if (/^[a-z0-9_-]{16,50}$/.test(transactionId)) return transactionId;
  return `sw-${createHash('sha256').update(transactionId).digest('hex').slice(0, 40)}`;
}
