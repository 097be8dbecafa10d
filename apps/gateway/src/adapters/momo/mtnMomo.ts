// MTN MoMo Open API (momodeveloper.mtn.com), the live mobile-money adapter for MTN numbers:
//   Collections   POST /collection/v1_0/requesttopay (X-Reference-Id, X-Callback-Url), 202 Accepted;
//                 GET  /collection/v1_0/requesttopay/{referenceId} → PENDING | SUCCESSFUL | FAILED
//   Disbursements POST /disbursement/v1_0/transfer, GET /disbursement/v1_0/transfer/{referenceId}
//   Name look-up  GET  /collection/v1_0/accountholder/msisdn/{msisdn}/basicuserinfo
//   OAuth         POST /{product}/token/ (Basic API user:API key) → access_token, expires_in;
//                 kept until shortly before it expires, fetched again after a 401; one
//                 token request per product at a time, shared by every call waiting for it.
// Every call carries Ocp-Apim-Subscription-Key (the product's key) and X-Target-Environment.
// The reference (X-Reference-Id, a UUID v4) is the ledger's transaction id, so a retry is the
// same request: MTN answers 409 for a reference it has, and we then ask its status instead.
// Callbacks are not signed by MTN: each request names its own callback address with a secret
// path (see http/plugins/callbacks.ts), and a callback is only a reason to ask the status.
import { createHash } from 'node:crypto';

import type { Network } from '@savewin/core';

import { providerFetch } from '../providerHttp';

import {
  MomoRequestRefused,
  type MomoAdapter,
  type MomoRequest,
  type PayoutOutcome,
  type RemoteStatus,
  type Reported,
} from './momo';

export interface MtnProductCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface MtnMomoConfig {
  /** e.g. https://proxy.momoapi.mtn.com (production) or https://sandbox.momodeveloper.mtn.com */
  baseUrl: string;
  /** e.g. mtnghana (production) or sandbox */
  targetEnvironment: string;
  /** ISO 4217; GHS in Ghana (MTN's sandbox only takes EUR). */
  currency: string;
  collection: MtnProductCredentials;
  disbursement: MtnProductCredentials;
  /** Callback address prefix; each request appends /<reference>. None: status polling only. */
  callbackUrl?: string;
  /**
   * Per request (default 20 s; MTN_MOMO_TIMEOUT_MS): no answer by then is an unknown outcome,
   * sent again later.
   */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (token expiry). */
  now?: () => number;
}

/** A refusal or failure MTN answered (HTTP status and its code), kept for the operator's log. */
export class MtnError extends Error {
  override name = 'MtnError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Product = 'collection' | 'disbursement';

/** The deadline of each call unless MTN_MOMO_TIMEOUT_MS says otherwise. */
export const MTN_DEFAULT_TIMEOUT_MS = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** MTN needs a UUID v4 reference: ours when it is one, else a stable one derived from it. */
export function mtnReference(transactionId: string): string {
  if (UUID.test(transactionId)) return transactionId.toLowerCase();
  const hex = createHash('sha256').update(transactionId).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** 0241234567 → 233241234567 (MSISDN as MTN wants it). */
export function msisdn(phoneNumber: string): string {
  return phoneNumber.startsWith('0') ? `233${phoneNumber.slice(1)}` : phoneNumber.replace(/^\+/, '');
}

function cedis(pesewas: number): string {
  return (pesewas / 100).toFixed(2);
}

const FAILED_STATUSES = new Set(['FAILED', 'REJECTED', 'TIMEOUT', 'EXPIRED', 'CANCELLED']);

function reasonOf(body: { reason?: unknown }): string {
  const reason = body.reason;
  if (typeof reason === 'string') return reason;
  if (reason && typeof reason === 'object') {
    const { message, code } = reason as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string') return code;
  }
  return 'The network did not complete the transaction.';
}

/** MTN's cedis string ("10.10") in pesewas; null when it is not a plain amount. */
function pesewasOf(amount: unknown): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount;
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 233241234567 → 0241234567 (a party as the ledger names it). */
function localNumber(partyId: string): string {
  return /^233\d{9}$/.test(partyId) ? `0${partyId.slice(3)}` : partyId;
}

/**
 * What MTN's status body says it moved. `askedCurrency` is the currency we ask MTN in
 * (MTN_MOMO_CURRENCY: GHS, or EUR in MTN's sandbox), which is the ledger's GHS.
 */
function reportedOf(body: Record<string, unknown>, askedCurrency: string): Reported {
  const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : null;
  const party = (body.payer ?? body.payee) as { partyId?: unknown } | undefined;
  return {
    ...(typeof body.externalId === 'string' ? { transactionId: body.externalId } : {}),
    amount: pesewasOf(body.amount),
    currency: currency === askedCurrency.toUpperCase() ? 'GHS' : currency,
    ...(typeof party?.partyId === 'string' ? { party: localNumber(party.partyId) } : {}),
  };
}

/** MTN's status body → our RemoteStatus, with what MTN says it moved. */
export function statusOf(
  body: {
    status?: unknown;
    financialTransactionId?: unknown;
    reason?: unknown;
    [field: string]: unknown;
  },
  askedCurrency = 'GHS',
): RemoteStatus {
  const status = String(body.status ?? '').toUpperCase();
  if (status === 'SUCCESSFUL') {
    return {
      status: 'SUCCESSFUL',
      reference: String(body.financialTransactionId ?? '') || 'MTN',
      reported: reportedOf(body, askedCurrency),
    };
  }
  if (FAILED_STATUSES.has(status)) return { status: 'FAILED', reason: reasonOf(body) };
  return { status: 'PENDING' };
}

export function createMtnMomo(config: MtnMomoConfig): MomoAdapter & { readonly kind: 'live' } {
  const doFetch = providerFetch('mtn-momo', config.fetch);
  const now = config.now ?? Date.now;
  const timeoutMs = config.timeoutMs ?? MTN_DEFAULT_TIMEOUT_MS;
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = new Map<Product, { token: string; expiresAt: number }>();
  // The token fetch under way per product: one at a time, shared by every call waiting for it
  // (after a 401 or an expiry, calls in flight would otherwise each fetch their own).
  const fetching = new Map<Product, Promise<string>>();

  /**
   * The product's token: the one kept until shortly before it expires, else one fetch shared
   * by every call that needs it. `refused` is a token MTN just answered 401 to: it is never
   * answered again, but a newer one another call fetched meanwhile is.
   */
  function token(product: Product, refused?: string): Promise<string> {
    const kept = tokens.get(product);
    if (kept && kept.token !== refused && kept.expiresAt > now()) return Promise.resolve(kept.token);
    if (refused !== undefined && kept?.token === refused) tokens.delete(product);
    let shared = fetching.get(product);
    if (!shared) {
      shared = fetchToken(product).finally(() => fetching.delete(product));
      fetching.set(product, shared);
    }
    return shared;
  }

  async function fetchToken(product: Product): Promise<string> {
    const credentials = config[product];
    const response = await doFetch(`${base}/${product}/token/`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64')}`,
        'ocp-apim-subscription-key': credentials.subscriptionKey,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      throw new MtnError(
        response.status,
        'TOKEN',
        `MTN ${product} token request failed (${response.status})`,
      );
    }
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token)
      throw new MtnError(response.status, 'TOKEN', `MTN ${product} token answer has no token`);
    // Renewed a minute early (half its life for a token shorter than two minutes), so a token
    // never expires on its way to MTN.
    const seconds = Number(body.expires_in) || 3600;
    const lifetime = (seconds - Math.min(60, seconds / 2)) * 1000;
    tokens.set(product, { token: body.access_token, expiresAt: now() + lifetime });
    return body.access_token;
  }

  async function call(
    product: Product,
    method: 'GET' | 'POST',
    path: string,
    options: { reference?: string; body?: unknown } = {},
    refused?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const bearer = await token(product, refused);
    const headers: Record<string, string> = {
      authorization: `Bearer ${bearer}`,
      'ocp-apim-subscription-key': config[product].subscriptionKey,
      'x-target-environment': config.targetEnvironment,
    };
    if (options.reference) {
      headers['x-reference-id'] = options.reference;
      if (config.callbackUrl) headers['x-callback-url'] = `${config.callbackUrl}/${options.reference}`;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await doFetch(`${base}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 && refused === undefined) {
      // Fetched again once (shared with the other calls MTN refused the same token to).
      await response.body?.cancel();
      return call(product, method, path, options, bearer);
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    return { status: response.status, body };
  }

  /** 5xx, 429 and a lost token are unknown outcomes (thrown: sent again); other 4xx are refusals. */
  function unknownOutcome(status: number, body: Record<string, unknown>, what: string): MtnError | null {
    if (status >= 500 || status === 429 || status === 401) {
      return new MtnError(status, String(body.code ?? 'UNAVAILABLE'), `MTN ${what} answered ${status}`);
    }
    return null;
  }

  async function statusAt(product: Product, path: string): Promise<RemoteStatus> {
    const answer = await call(product, 'GET', path);
    if (answer.status === 404) return { status: 'NOT_FOUND' };
    const unknown = unknownOutcome(answer.status, answer.body, 'status');
    if (unknown || answer.status !== 200) {
      throw (
        unknown ??
        new MtnError(answer.status, String(answer.body.code ?? ''), `MTN status answered ${answer.status}`)
      );
    }
    return statusOf(answer.body, config.currency);
  }

  const onlyMtn = (network: Network) => network === 'MTN';

  return {
    kind: 'live',
    async requestCollection(request: MomoRequest) {
      if (!onlyMtn(request.network)) {
        throw new MomoRequestRefused(`${request.network} numbers are not collected through MTN MoMo`);
      }
      const reference = mtnReference(request.transactionId);
      const answer = await call('collection', 'POST', '/collection/v1_0/requesttopay', {
        reference,
        body: {
          amount: cedis(request.amount),
          currency: config.currency,
          externalId: request.transactionId,
          payer: { partyIdType: 'MSISDN', partyId: msisdn(request.phoneNumber) },
          payerMessage: request.narration.slice(0, 160),
          payeeNote: request.narration.slice(0, 160),
        },
      });
      // 202: accepted; 409: this reference was accepted before (a retry): the same prompt.
      if (answer.status === 202 || answer.status === 409) return { promptId: reference };
      const unknown = unknownOutcome(answer.status, answer.body, 'request to pay');
      if (unknown) throw unknown;
      throw new MomoRequestRefused(
        `MTN refused the request to pay (${answer.status} ${String(answer.body.code ?? '')})`.trim(),
      );
    },
    async collectionStatus(request: MomoRequest) {
      return statusAt('collection', `/collection/v1_0/requesttopay/${mtnReference(request.transactionId)}`);
    },
    async disburse(request: MomoRequest): Promise<PayoutOutcome> {
      if (!onlyMtn(request.network)) {
        return { status: 'FAILED', reason: `${request.network} wallets are not paid through MTN MoMo.` };
      }
      const reference = mtnReference(request.transactionId);
      const answer = await call('disbursement', 'POST', '/disbursement/v1_0/transfer', {
        reference,
        body: {
          amount: cedis(request.amount),
          currency: config.currency,
          externalId: request.transactionId,
          payee: { partyIdType: 'MSISDN', partyId: msisdn(request.phoneNumber) },
          payerMessage: request.narration.slice(0, 160),
          payeeNote: request.narration.slice(0, 160),
        },
      });
      if (answer.status === 202) return { status: 'PENDING', reference };
      if (answer.status === 409) {
        // Sent before (a retry after a crash or timeout): what became of it.
        const status = await statusAt('disbursement', `/disbursement/v1_0/transfer/${reference}`);
        if (status.status === 'SUCCESSFUL' || status.status === 'FAILED') return status;
        return { status: 'PENDING', reference };
      }
      const unknown = unknownOutcome(answer.status, answer.body, 'transfer');
      if (unknown) throw unknown;
      // Refused before it was queued: no money left the account.
      return {
        status: 'FAILED',
        reason: `The network refused the transfer (${String(answer.body.code ?? answer.status)}).`,
      };
    },
    async payoutStatus(request: MomoRequest) {
      return statusAt('disbursement', `/disbursement/v1_0/transfer/${mtnReference(request.transactionId)}`);
    },
    async lookupName(phoneNumber: string, network: Network) {
      if (!onlyMtn(network)) return null;
      const answer = await call(
        'collection',
        'GET',
        `/collection/v1_0/accountholder/msisdn/${msisdn(phoneNumber)}/basicuserinfo`,
      );
      if (answer.status === 404 || answer.status === 400) return null;
      const unknown = unknownOutcome(answer.status, answer.body, 'name look-up');
      if (unknown) throw unknown;
      const { given_name: given, family_name: family, name } = answer.body as Record<string, unknown>;
      const full = [given, family].filter((part) => typeof part === 'string' && part).join(' ');
      return full || (typeof name === 'string' && name) || null;
    },
  };
}
