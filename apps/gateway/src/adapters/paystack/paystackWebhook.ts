// Paystack's webhooks: one POST per event to the URL set in the dashboard, with
// x-paystack-signature = hex HMAC-SHA512 of the raw body keyed with the secret key. Pure functions:
// the caller hands over the raw bytes and the header, and gets back either a refusal (answer 401,
// do nothing) or the event, with the idempotency key to record it under (Paystack retries until it
// gets a 200, so the same event can arrive many times, and after or instead of a status check).
import { createHmac } from 'node:crypto';

import type { PayoutOutcome } from '../momo/momo';
import { signaturesMatch } from '../providerHttp';

import { outcomeOfTransferStatus } from './paystackTransfers';

export type PaystackEvent =
  | {
      kind: 'transfer';
      /** Our Paystack reference (paystackReference of the transaction id). */
      reference: string;
      outcome: PayoutOutcome;
      idempotencyKey: string;
    }
  | {
      kind: 'charge';
      reference: string;
      status: 'SUCCESSFUL' | 'FAILED';
      /** Pesewas Paystack says it collected: compare with what was asked before crediting. */
      amount: number;
      idempotencyKey: string;
    }
  | { kind: 'ignored'; event: string; idempotencyKey: string };

export type PaystackWebhookResult =
  { ok: true; event: PaystackEvent } | { ok: false; reason: 'bad-signature' | 'malformed' };

export function signPaystackBody(rawBody: string | Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

export function verifyPaystackWebhook(
  rawBody: string | Buffer,
  signature: string | string[] | undefined,
  secretKey: string,
): PaystackWebhookResult {
  const received = Array.isArray(signature) ? signature[0] : signature;
  if (!signaturesMatch(received?.trim().toLowerCase(), signPaystackBody(rawBody, secretKey))) {
    return { ok: false, reason: 'bad-signature' };
  }
  let body: { event?: unknown; data?: Record<string, unknown> };
  try {
    body = JSON.parse(rawBody.toString()) as typeof body;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const event = body.event;
  const data = body.data;
  if (typeof event !== 'string' || !data || typeof data !== 'object')
    return { ok: false, reason: 'malformed' };
  const reference = typeof data.reference === 'string' ? data.reference : null;
  const id = typeof data.id === 'number' || typeof data.id === 'string' ? String(data.id) : reference;
  const idempotencyKey = `paystack:${event}:${id ?? 'none'}`;

  if (TRANSFER_EVENTS.has(event)) {
    if (!reference) return { ok: false, reason: 'malformed' };
    const status =
      event === 'transfer.success' ? 'success' : event === 'transfer.reversed' ? 'reversed' : 'failed';
    return {
      ok: true,
      event: {
        kind: 'transfer',
        reference,
        outcome: outcomeOfTransferStatus(status, reference, null),
        idempotencyKey,
      },
    };
  }
  if (event === 'charge.success') {
    if (!reference || typeof data.amount !== 'number') return { ok: false, reason: 'malformed' };
    const status = data.status === 'success' ? 'SUCCESSFUL' : 'FAILED';
    return { ok: true, event: { kind: 'charge', reference, status, amount: data.amount, idempotencyKey } };
  }
  return { ok: true, event: { kind: 'ignored', event, idempotencyKey } };
}
