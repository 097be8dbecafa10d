// Bills through Hubtel's Commission Services API (airtime, data bundles, ECG/NEDCO electricity,
// Ghana Water, DStv, GOtv, StarTimes), paid from our Hubtel Prepaid Deposit account. Every call
// uses HTTP Basic (API id : API key) and names the deposit account and the biller's service id
// (from Hubtel, one per biller in our catalogue):
//   GET  {base}/{depositId}/{serviceId}?destination=…   account query (holder name, bundles)
//   POST {base}/{depositId}/{serviceId}                  { Destination, Amount (cedis), CallbackUrl,
//                                                          ClientReference, Extradata }
//   GET  {statusBase}/transactions/{depositId}/status?clientReference=…   status check
// Response codes: 0000 done, 0001 accepted (final state by callback), anything else refused.
// Hubtel does not sign its callbacks, so each CallbackUrl carries a token, an HMAC of the
// payment's ClientReference with our callback secret: a callback is believed only with the token
// of the reference it names.
import { createHash, createHmac } from 'node:crypto';

import type { Pesewas } from '@savewin/core';

import type { RemoteStatus, Reported } from '../momo/momo';
import {
  callProvider,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  describeAnswer,
  internationalGhana,
  missingVariables,
  ProviderUnavailable,
  signaturesMatch,
  timeoutFromEnv,
  type LiveFactoryResult,
  type ProviderAnswer,
} from '../providerHttp';

import {
  BillPaymentPending,
  normaliseReference,
  REFERENCE_MESSAGES,
  referenceKind,
  type BillerAdapter,
  type BillerInfo,
  type BillerPaymentOutcome,
  type BillerPaymentRequest,
} from './billers';

export { BillPaymentPending };

export const HUBTEL_BASE_URL = 'https://cs.hubtel.com/commissionservices';
export const HUBTEL_STATUS_BASE_URL = 'https://api-txnstatus.hubtel.com';

export interface HubtelBillerOptions {
  apiId: string;
  apiKey: string;
  prepaidDepositId: string;
  /** Hubtel's service id for each of our biller codes. */
  serviceIds: Readonly<Record<string, string>>;
  /** Where Hubtel POSTs final states, followed by /<transaction id>; a token is added per payment. */
  callbackUrl: string;
  callbackSecret: string;
  baseUrl?: string;
  statusBaseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type HubtelCallback =
  | {
      ok: true;
      clientReference: string;
      outcome: BillerPaymentOutcome;
      idempotencyKey: string;
    }
  | { ok: false; reason: 'bad-token' | 'malformed' };

export interface LiveBillerAdapter extends BillerAdapter {
  readonly kind: 'live';
  /** What became of a bill payment (reconciliation): NOT_FOUND when Hubtel never received it. */
  paymentStatus(input: Pick<BillerPaymentRequest, 'transactionId'>): Promise<RemoteStatus>;
  /** Verifies (token in the callback URL's query) and parses a Hubtel callback. */
  parseCallback(rawBody: string | Buffer, query: URLSearchParams | Record<string, unknown>): HubtelCallback;
}

/**
 * Hubtel's ClientReference for one of our transactions (at most 32 letters or digits, stable): a
 * UUID's 32 hex digits, else 'h' and 31 hex digits of a digest of the id.
 */
export function hubtelReference(transactionId: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(transactionId)) {
    return transactionId.replace(/-/g, '').toLowerCase();
  }
  // 'h' is not a hex digit: a digest is never taken for a UUID's digits.
  return `h${createHash('sha256').update(transactionId).digest('hex').slice(0, 31)}`;
}

/** The transaction id behind a ClientReference made from a UUID; null for a digest. */
export function transactionIdOfHubtelReference(clientReference: string): string | null {
  const m = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(clientReference);
  return m ? m.slice(1).join('-') : null;
}

export function callbackToken(secret: string, clientReference: string): string {
  return createHmac('sha256', secret).update(clientReference).digest('base64url');
}

const cedis = (amount: Pesewas | number) => Math.round(Number(amount)) / 100;

function codeOf(answer: ProviderAnswer): string | null {
  if (answer.kind !== 'answered') return null;
  const body = answer.body as { ResponseCode?: unknown; responseCode?: unknown } | null;
  const code = body?.ResponseCode ?? body?.responseCode;
  return typeof code === 'string' ? code : null;
}

export function createHubtelBillers(options: HubtelBillerOptions): LiveBillerAdapter {
  const base = (options.baseUrl ?? HUBTEL_BASE_URL).replace(/\/+$/, '');
  const statusBase = (options.statusBaseUrl ?? HUBTEL_STATUS_BASE_URL).replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.apiId}:${options.apiKey}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const call = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    callProvider({
      provider: 'hubtel',
      method,
      url,
      headers: { authorization },
      ...(body === undefined ? {} : { body }),
      timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const serviceUrl = (serviceId: string) =>
    `${base}/${encodeURIComponent(options.prepaidDepositId)}/${encodeURIComponent(serviceId)}`;
  /** Hubtel's destination: an international number for phones, the meter or card otherwise. */
  const destinationOf = (biller: BillerInfo, reference: string) =>
    referenceKind(biller) === 'PHONE' ? internationalGhana(reference) : reference;

  async function query(biller: BillerInfo, serviceId: string, reference: string) {
    const url = `${serviceUrl(serviceId)}?destination=${encodeURIComponent(destinationOf(biller, reference))}`;
    return call('GET', url);
  }

  function entries(answer: ProviderAnswer): { Display?: unknown; Value?: unknown; Amount?: unknown }[] {
    if (answer.kind !== 'answered') return [];
    const data = (answer.body as { Data?: unknown } | null)?.Data;
    return Array.isArray(data) ? (data as { Display?: unknown; Value?: unknown; Amount?: unknown }[]) : [];
  }

  async function paymentStatus({
    transactionId,
  }: Pick<BillerPaymentRequest, 'transactionId'>): Promise<RemoteStatus> {
    const clientReference = hubtelReference(transactionId);
    const answer = await call(
      'GET',
      `${statusBase}/transactions/${encodeURIComponent(options.prepaidDepositId)}/status?clientReference=${encodeURIComponent(clientReference)}`,
    );
    if (answer.kind === 'no-answer' || answer.status >= 500) {
      throw new ProviderUnavailable('hubtel', `status check: ${describeAnswer(answer)}`);
    }
    if (answer.status === 404) return { status: 'NOT_FOUND' };
    const data = (
      answer.body as {
        data?: { status?: unknown; transactionId?: unknown; clientReference?: unknown; amount?: unknown };
      } | null
    )?.data;
    const status = typeof data?.status === 'string' ? data.status.toLowerCase() : '';
    if (status === 'paid' || status === 'success') {
      return {
        status: 'SUCCESSFUL',
        reference: typeof data?.transactionId === 'string' ? data.transactionId : clientReference,
        reported: reportedByHubtel(data?.clientReference, data?.amount, transactionId),
      };
    }
    if (status === 'failed' || status === 'refunded' || status === 'unpaid') {
      return { status: 'FAILED', reason: 'The biller could not deliver this payment.' };
    }
    return { status: 'PENDING' };
  }

  return {
    kind: 'live',
    async validateReference(biller, reference) {
      const kind = referenceKind(biller);
      const normalised = normaliseReference(kind, reference);
      if (!normalised) return { ok: false, message: REFERENCE_MESSAGES[kind] };
      const serviceId = options.serviceIds[biller.billerCode];
      if (!serviceId) return { ok: false, message: `${biller.billerName} is not available just now.` };
      const answer = await query(biller, serviceId, normalised);
      const code = codeOf(answer);
      if (answer.kind === 'no-answer' || code === null || answer.status >= 500) {
        return { ok: false, message: `We could not reach ${biller.billerName} just now. Please try again.` };
      }
      if (code !== '0000') return { ok: false, message: REFERENCE_MESSAGES.unknown(biller) };
      const named = entries(answer).find((e) => typeof e.Display === 'string' && /name/i.test(e.Display));
      const holderName =
        typeof named?.Value === 'string' && named.Value.trim() ? named.Value.trim() : normalised;
      return { ok: true, reference: normalised, holderName: holderName.toUpperCase() };
    },
    async pay({ transactionId, biller, reference, amount }) {
      const serviceId = options.serviceIds[biller.billerCode];
      if (!serviceId) return { status: 'FAILED', reason: `${biller.billerName} is not available just now.` };
      const clientReference = hubtelReference(transactionId);
      let extradata: Record<string, string> = {};
      if (/DATA|BUNDLE|INTERNET/i.test(biller.category)) {
        // Data bundles are bought by bundle, not amount: the bundle that costs what was paid.
        const bundles = await query(biller, serviceId, reference);
        if (bundles.kind === 'no-answer' || codeOf(bundles) === null) {
          throw new ProviderUnavailable('hubtel', `bundle query: ${describeAnswer(bundles)}`);
        }
        const bundle = entries(bundles).find((e) => Math.round(Number(e.Amount) * 100) === Number(amount));
        if (typeof bundle?.Value !== 'string') {
          return { status: 'FAILED', reason: `${biller.billerName} has no bundle of that amount.` };
        }
        extradata = { bundle: bundle.Value };
      }
      const callbackUrl = new URL(
        `${options.callbackUrl.replace(/\/+$/, '')}/${encodeURIComponent(transactionId)}`,
      );
      callbackUrl.searchParams.set('token', callbackToken(options.callbackSecret, clientReference));
      const answer = await call('POST', serviceUrl(serviceId), {
        Destination: destinationOf(biller, reference),
        Amount: cedis(amount),
        CallbackUrl: callbackUrl.toString(),
        ClientReference: clientReference,
        Extradata: extradata,
      });
      const code = codeOf(answer);
      if (answer.kind === 'no-answer' || code === null || answer.status >= 500) {
        // Hubtel may have taken it: the status check or the callback decides, never a guess.
        throw new ProviderUnavailable('hubtel', `bill payment: ${describeAnswer(answer)}`);
      }
      if (code === '0000') {
        const data = (answer.body as { Data?: { ClientReference?: unknown; Amount?: unknown } } | null)?.Data;
        return {
          status: 'SUCCESSFUL',
          reference: transactionReference(answer) ?? clientReference,
          reported: reportedByHubtel(data?.ClientReference, data?.Amount, transactionId),
        };
      }
      if (code === '0001') throw new BillPaymentPending(clientReference);
      // Refused: a real refusal, or a retry of a reference Hubtel already took (after a lost
      // answer). Only Hubtel's record of the reference tells them apart.
      const earlier = await paymentStatus({ transactionId });
      if (earlier.status === 'SUCCESSFUL') return earlier;
      // Still being delivered: the outcome is not known yet (reconciliation asks again).
      if (earlier.status === 'PENDING') throw new BillPaymentPending(clientReference);
      // Refused as a duplicate yet not found: Hubtel has the first payment but its status does
      // not show it yet. Ambiguity is never failure (reversing could deliver twice): pending.
      if (earlier.status === 'NOT_FOUND' && /duplicate/i.test(messageOf(answer)))
        throw new BillPaymentPending(clientReference);
      return { status: 'FAILED', reason: `${biller.billerName} could not deliver this payment.` };
    },
    paymentStatus,
    parseCallback(rawBody, query) {
      let body: { ResponseCode?: unknown; Data?: { ClientReference?: unknown; TransactionId?: unknown } };
      try {
        body = JSON.parse(rawBody.toString()) as typeof body;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const clientReference = body?.Data?.ClientReference;
      if (typeof clientReference !== 'string' || typeof body.ResponseCode !== 'string') {
        return { ok: false, reason: 'malformed' };
      }
      const token = query instanceof URLSearchParams ? query.get('token') : query.token;
      if (
        !signaturesMatch(
          typeof token === 'string' ? token : null,
          callbackToken(options.callbackSecret, clientReference),
        )
      ) {
        return { ok: false, reason: 'bad-token' };
      }
      const transactionId =
        typeof body.Data?.TransactionId === 'string' ? body.Data.TransactionId : clientReference;
      const outcome: BillerPaymentOutcome =
        body.ResponseCode === '0000'
          ? { status: 'SUCCESSFUL', reference: transactionId }
          : { status: 'FAILED', reason: 'The biller could not deliver this payment.' };
      return {
        ok: true,
        clientReference,
        outcome,
        idempotencyKey: `hubtel:${clientReference}:${body.ResponseCode}`,
      };
    },
  };
}

/**
 * What a Hubtel answer says it paid: its amount (cedis → pesewas) and our reference (turned back
 * into the transaction id when it is ours). Hubtel names no currency (a GHS deposit account).
 */
function reportedByHubtel(clientReference: unknown, amount: unknown, transactionId: string): Reported {
  const cedisAmount = typeof amount === 'number' ? amount : typeof amount === 'string' ? Number(amount) : NaN;
  return {
    ...(typeof clientReference === 'string'
      ? {
          transactionId: clientReference === hubtelReference(transactionId) ? transactionId : clientReference,
        }
      : {}),
    amount: Number.isFinite(cedisAmount) && cedisAmount >= 0 ? Math.round(cedisAmount * 100) : null,
    currency: null,
  };
}

function messageOf(answer: ProviderAnswer): string {
  if (answer.kind !== 'answered') return '';
  const body = answer.body as { Message?: unknown; message?: unknown } | null;
  const message = body?.Message ?? body?.message;
  return typeof message === 'string' ? message : '';
}

function transactionReference(answer: ProviderAnswer): string | null {
  if (answer.kind !== 'answered') return null;
  const id = (answer.body as { Data?: { TransactionId?: unknown } } | null)?.Data?.TransactionId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export const HUBTEL_ENV = {
  apiId: 'HUBTEL_API_ID',
  apiKey: 'HUBTEL_API_KEY',
  prepaidDepositId: 'HUBTEL_PREPAID_DEPOSIT_ID',
  serviceIds: 'HUBTEL_SERVICE_IDS',
  baseUrl: 'HUBTEL_BASE_URL',
  statusBaseUrl: 'HUBTEL_STATUS_BASE_URL',
  timeoutMs: 'HUBTEL_TIMEOUT_MS',
} as const;

/** 'MTN-AIRTIME=abc,DSTV=def' → { 'MTN-AIRTIME': 'abc', DSTV: 'def' }; null when malformed. */
export function parseServiceIds(text: string): Record<string, string> | null {
  const map: Record<string, string> = {};
  for (const pair of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([A-Z0-9-]+)=([A-Za-z0-9]+)$/.exec(pair);
    if (!match?.[1] || !match[2]) return null;
    map[match[1]] = match[2];
  }
  return Object.keys(map).length > 0 ? map : null;
}

/**
 * The live biller adapter (Hubtel) from the environment, or what is missing or wrong. Hubtel's
 * results come to PUBLIC_URL/api/callbacks/hubtel/CALLBACK_SECRET/<transaction id> (live mode
 * requires both), each with a token made with CALLBACK_SECRET.
 */
export function liveFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<LiveBillerAdapter> {
  const missing = missingVariables(env, [
    HUBTEL_ENV.apiId,
    HUBTEL_ENV.apiKey,
    HUBTEL_ENV.prepaidDepositId,
    HUBTEL_ENV.serviceIds,
  ]);
  const serviceText = env[HUBTEL_ENV.serviceIds]?.trim() ?? '';
  const serviceIds = serviceText ? parseServiceIds(serviceText) : null;
  if (serviceText && !serviceIds) missing.push(`${HUBTEL_ENV.serviceIds} must be BILLER-CODE=serviceId,…`);
  const publicUrl = (env.PUBLIC_URL ?? '').trim().replace(/\/+$/, '');
  const secret = (env.CALLBACK_SECRET ?? '').trim();
  if (!URL.canParse(publicUrl) || !secret)
    missing.push('PUBLIC_URL and CALLBACK_SECRET must be set (where Hubtel sends its results)');
  if (missing.length > 0 || !serviceIds) return { missing };
  return {
    adapter: createHubtelBillers({
      apiId: (env[HUBTEL_ENV.apiId] ?? '').trim(),
      apiKey: (env[HUBTEL_ENV.apiKey] ?? '').trim(),
      prepaidDepositId: (env[HUBTEL_ENV.prepaidDepositId] ?? '').trim(),
      serviceIds,
      callbackUrl: `${publicUrl}/api/callbacks/hubtel/${secret}`,
      callbackSecret: secret,
      baseUrl: env[HUBTEL_ENV.baseUrl]?.trim() || HUBTEL_BASE_URL,
      statusBaseUrl: env[HUBTEL_ENV.statusBaseUrl]?.trim() || HUBTEL_STATUS_BASE_URL,
      timeoutMs: timeoutFromEnv(env[HUBTEL_ENV.timeoutMs]),
    }),
  };
}
