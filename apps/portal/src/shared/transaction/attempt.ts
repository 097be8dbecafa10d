// One transactionId per payment attempt (the gateway's idempotency key). An attempt whose outcome
// is unknown — the request may have reached the ledger — is remembered, so trying the same
// payment again sends the same id and the gateway answers the first outcome instead of paying
// twice. A definite answer (accepted, refused, or a request the gateway rejected outright) ends
// the attempt: the next one gets a new id.
import { GatewayError } from '@savewin/api';

export interface UnknownAttempt {
  /** The payment as posted, serialised. */
  key: string;
  transactionId: string;
}

/** A fresh id; getRandomValues works where randomUUID does not (plain http). */
export function newTransactionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when a failed post may nevertheless have been booked: no answer, or a server fault. */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return false;
  return error.kind !== 'http' || error.status === undefined || error.status >= 500;
}

/** The id for an attempt at `key`: the unknown attempt's id for the same payment, else a new one. */
export function attemptId(key: string, unknown: UnknownAttempt | null): string {
  return unknown?.key === key ? unknown.transactionId : newTransactionId();
}
