// Money out and in through the gateway's two posting operations (a transfer of any kind, a bill)
// and the fee quote before them. shared/transaction runs the steps a customer sees (quote, confirm,
// exactly one post per attempt); this module is how each step travels. The transactionId in the
// body is the gateway's idempotency key: the caller keeps it for an attempt whose outcome is unknown.
import {
  readEnvelope,
  type BillPaymentRequest,
  type components,
  type MoneyRequestStepUp,
  type QrPaymentRequest,
  type TransactionRequest,
} from '@savewin/api';

import { api } from './client';

/** The X-Step-Up header of a proved step-up token (empty when none was needed). */
type StepUpParams = { header: { 'X-Step-Up'?: string } };

export function postTransaction(request: TransactionRequest, params: StepUpParams) {
  return readEnvelope(api.POST('/api/transaction-service/transaction/transact', { params, body: request }));
}

export function payBill(request: BillPaymentRequest, params: StepUpParams) {
  return readEnvelope(api.POST('/api/bill-service/bill/pay', { params, body: request }));
}

/** Pays a scanned GhQR code: a merchant's till, or another customer's own code. */
export function payQr(request: QrPaymentRequest, params: StepUpParams) {
  return readEnvelope(api.POST('/api/qr-service/qr/pay', { params, body: request }));
}

/**
 * Pays a request another customer sent, from the given account: the request's id is the
 * payment's, so a second try answers the first answer and never pays twice.
 */
export function payMoneyRequest(
  { requestId, customerAccountNumber }: MoneyRequestStepUp,
  params: StepUpParams,
) {
  return readEnvelope(
    api.POST('/api/money-requests/{requestId}/pay', {
      params: { ...params, path: { requestId } },
      body: { customerAccountNumber },
    }),
  );
}

/** The charges a transfer would bear, quoted for this attempt's transactionId. */
export function lookUpCharges(request: components['schemas']['ChargeLookupRequest']) {
  return readEnvelope(api.POST('/api/transaction/charge-lookup', { body: request }));
}
