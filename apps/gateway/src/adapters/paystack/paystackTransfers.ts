// Sending money with Paystack (to a GhIPSS bank account or a mobile-money wallet), resolving an
// account's name, and asking what became of a transfer. A transfer is three calls: resolve the
// name, create the transfer recipient (Paystack answers the existing one for a known account),
// initiate the transfer with our reference. The reference makes a retry safe: Paystack refuses a
// second transfer with it, and we then ask for the first one's status instead of reporting a
// failure. No answer, a 5xx or a status we do not know is PENDING (ask again later), never a guess.
import type { Pesewas } from '@savewin/core';

import type { PayoutOutcome, RemoteStatus, Reported } from '../momo/momo';
import { ProviderUnavailable } from '../providerHttp';

import { paystackReference, settle, type PaystackClient } from './paystackClient';

export type RecipientType = 'ghipss' | 'mobile_money';

export interface PaystackTransfer {
  transactionId: string;
  type: RecipientType;
  bankCode: string;
  accountNumber: string;
  amount: Pesewas;
  narration: string;
}

const FAILED_STATUSES = new Set(['failed', 'reversed', 'rejected', 'blocked', 'abandoned']);

/** Paystack's refusal of a reference it already has ("Duplicate Transfer Reference", …). */
export const DUPLICATE = /duplicate/i;

/**
 * What a Paystack transfer (or charge) record says moved: its amount (pesewas), currency, our
 * reference (turned back into the transaction id when it is ours) and the recipient's account
 * when the record names it.
 */
export function reportedByPaystack(data: unknown, transactionId: string): Reported {
  const record = (data ?? {}) as {
    amount?: unknown;
    currency?: unknown;
    reference?: unknown;
    recipient?: unknown;
  };
  const details = (record.recipient as { details?: { account_number?: unknown } } | null | undefined)
    ?.details;
  return {
    ...(typeof record.reference === 'string'
      ? {
          transactionId:
            record.reference === paystackReference(transactionId) ? transactionId : record.reference,
        }
      : {}),
    amount: typeof record.amount === 'number' && Number.isInteger(record.amount) ? record.amount : null,
    currency: typeof record.currency === 'string' ? record.currency.toUpperCase() : null,
    ...(typeof details?.account_number === 'string' ? { party: details.account_number } : {}),
  };
}

/** A Paystack transfer status → the payout outcome (pending for every status not final). */
export function outcomeOfTransferStatus(
  status: string,
  reference: string,
  reason: string | null | undefined,
  reported?: Reported,
): PayoutOutcome {
  const normalised = status.toLowerCase();
  if (normalised === 'success')
    return reported ? { status: 'SUCCESSFUL', reference, reported } : { status: 'SUCCESSFUL', reference };
  if (FAILED_STATUSES.has(normalised)) {
    return {
      status: 'FAILED',
      reason:
        normalised === 'reversed'
          ? 'The receiving institution returned the transfer.'
          : 'The receiving institution rejected the transfer.',
    };
  }
  // pending, queued, processing, received, otp (transfer OTP left on in the dashboard): not final.
  void reason;
  return { status: 'PENDING', reference };
}

/** The holder's name, or null when Paystack cannot resolve the account. Throws when unreachable. */
export async function resolveAccountName(
  client: PaystackClient,
  bankCode: string,
  accountNumber: string,
): Promise<string | null> {
  const answer = await settle(
    client.GET('/bank/resolve', {
      params: { query: { account_number: accountNumber, bank_code: bankCode } },
    }),
  );
  if (answer.kind === 'ok') {
    const name = answer.data.data?.account_name;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  }
  if (answer.kind === 'refused' && answer.status !== 401 && answer.status !== 403) return null;
  // A refused key is not "no such account": say so, loudly, instead of blaming the customer.
  throw new ProviderUnavailable(
    'paystack',
    `account resolution: ${answer.kind === 'refused' ? `HTTP ${answer.status}: ${answer.message}` : answer.why}`,
  );
}

/** What Paystack says became of the transfer for our transaction; null when it has none. */
export async function verifyTransfer(
  client: PaystackClient,
  transactionId: string,
): Promise<PayoutOutcome | null> {
  const reference = paystackReference(transactionId);
  const answer = await settle(
    client.GET('/transfer/verify/{reference}', { params: { path: { reference } } }),
  );
  if (answer.kind === 'ok') {
    const data = answer.data.data;
    if (!data || typeof data.status !== 'string') return { status: 'PENDING', reference };
    return outcomeOfTransferStatus(
      data.status,
      reference,
      data.reason,
      reportedByPaystack(data, transactionId),
    );
  }
  if (answer.kind === 'refused' && (answer.status === 404 || /not found/i.test(answer.message))) return null;
  throw new ProviderUnavailable(
    'paystack',
    `transfer verification: ${answer.kind === 'refused' ? answer.message : answer.why}`,
  );
}

/** verifyTransfer as the status enquiry reconciliation and callbacks use. */
export async function transferStatus(client: PaystackClient, transactionId: string): Promise<RemoteStatus> {
  const outcome = await verifyTransfer(client, transactionId);
  if (!outcome) return { status: 'NOT_FOUND' };
  return outcome.status === 'PENDING' ? { status: 'PENDING' } : outcome;
}

export async function sendTransfer(
  client: PaystackClient,
  transfer: PaystackTransfer,
): Promise<PayoutOutcome> {
  const reference = paystackReference(transfer.transactionId);
  const pending: PayoutOutcome = { status: 'PENDING', reference };

  /**
   * A refusal before the transfer: this call started nothing, but an earlier attempt with this
   * reference may have (a retry): only when Paystack has no transfer under it is it a failure.
   */
  const refusedUnlessSent = async (reason: string): Promise<PayoutOutcome> => {
    try {
      return (await verifyTransfer(client, transfer.transactionId)) ?? { status: 'FAILED', reason };
    } catch {
      return pending;
    }
  };

  let name: string | null;
  try {
    name = await resolveAccountName(client, transfer.bankCode, transfer.accountNumber);
  } catch {
    // No transfer was started by this call, but an earlier attempt with this reference may have
    // been: the outcome stays open until the status check answers.
    return pending;
  }
  if (!name) return refusedUnlessSent('Unknown account.');

  const recipient = await settle(
    client.POST('/transferrecipient', {
      body: {
        type: transfer.type,
        name,
        account_number: transfer.accountNumber,
        bank_code: transfer.bankCode,
        currency: 'GHS',
      },
    }),
  );
  if (recipient.kind === 'unknown') return pending;
  if (recipient.kind === 'refused') return refusedUnlessSent('The receiving account cannot be paid.');
  const recipientCode = recipient.data.data.recipient_code;

  const initiated = await settle(
    client.POST('/transfer', {
      body: {
        source: 'balance',
        currency: 'GHS',
        amount: transfer.amount,
        recipient: recipientCode,
        reference,
        reason: transfer.narration.slice(0, 100),
      },
    }),
  );
  if (initiated.kind === 'ok') {
    return outcomeOfTransferStatus(
      initiated.data.data?.status ?? 'pending',
      reference,
      initiated.data.data?.reason,
      reportedByPaystack(initiated.data.data, transfer.transactionId),
    );
  }
  if (initiated.kind === 'unknown') return pending;
  // Refused: either a real refusal (balance, recipient) or a retry of a reference Paystack already
  // has. Only Paystack's record of the reference tells them apart.
  let existing: PayoutOutcome | null;
  try {
    existing = await verifyTransfer(client, transfer.transactionId);
  } catch {
    return pending;
  }
  if (existing) return existing;
  // Refused as a duplicate, yet not found: Paystack has the first transfer but has not indexed it
  // yet. Ambiguity is never failure (reversing could pay twice): pending until the status says.
  if (DUPLICATE.test(initiated.message)) return pending;
  return { status: 'FAILED', reason: 'The transfer was refused by the payment provider.' };
}
