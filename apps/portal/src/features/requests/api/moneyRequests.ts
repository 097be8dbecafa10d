// Requests between customers (ask a SAVE & WIN customer for an amount, pay or decline what one asks
// of you, cancel what you asked): the gateway calls. Paying goes through the transaction flow
// (shared/api/transactions payMoneyRequest), with the PIN, like every payment.
import { type MoneyRequest, type MoneyRequestCreate, readEnvelope, unwrap, unwrapList } from '@savewin/api';

import { api } from '../../../shared/api/client';

/** The customer's requests, sent and received, newest first; throws when they cannot be read. */
export function readMoneyRequests(): Promise<MoneyRequest[]> {
  return unwrapList(api.GET('/api/money-requests'));
}

/**
 * Asks a customer for an amount. Answers the envelope: a refusal (not a customer, oneself, too
 * many waiting) is `isSuccess: false` with the gateway's words; no answer at all rejects.
 */
export function askForMoney(request: MoneyRequestCreate) {
  return readEnvelope(api.POST('/api/money-requests', { body: request }));
}

/** Declines a request one was asked to pay; resolves with it as declined, or rejects with why not. */
export function declineMoneyRequest(requestId: string): Promise<MoneyRequest> {
  return unwrap(api.POST('/api/money-requests/{requestId}/decline', { params: { path: { requestId } } }));
}

/** Cancels a request one sent; resolves with it as cancelled, or rejects with why not. */
export function cancelMoneyRequest(requestId: string): Promise<MoneyRequest> {
  return unwrap(api.POST('/api/money-requests/{requestId}/cancel', { params: { path: { requestId } } }));
}
