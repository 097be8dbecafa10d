// What every product operation shares: who the caller is, ownership of the customer number a
// request names, opaque ids, and the notice a flow leaves in the customer's notifications.
import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db/database';

import type { Caller } from './caller';
import { DomainError, NotYours, Refusal, Unauthenticated } from './errors';
import { KYC_REQUIRED_MESSAGE } from './ledger/index';

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';

export interface ProductCaller {
  customerNumber: string;
  mobileNumber: string;
  leadId: string;
}

/**
 * A signed-in customer with a subscription. No credential (or a payer's) is 401; a customer
 * without KYC yet is a readable refusal.
 */
export function requireCustomer(auth: Caller | null): ProductCaller {
  if (!auth || auth.kind !== 'customer') throw new Unauthenticated(SIGN_IN_MESSAGE);
  if (!auth.customerNumber) throw new Refusal(KYC_REQUIRED_MESSAGE);
  return { customerNumber: auth.customerNumber, mobileNumber: auth.mobileNumber, leadId: auth.leadId };
}

/** The customer number a request names must be the caller's own (403 otherwise). */
export function requireOwnCustomerNumber(caller: ProductCaller, customerNumber: string, what: string): void {
  if (customerNumber !== caller.customerNumber)
    throw new NotYours(`You can only see or change your own ${what}.`);
}

/** An unguessable id of the contract's Identifier shape, with a readable prefix. */
export function newId(prefix: string, bytes = 12): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function notFound(message: string): DomainError {
  return new DomainError('NOT_FOUND', message);
}

/** Writes a notification; with a dedupe key it is written at most once. */
export async function notify(
  q: Queryable,
  input: {
    customerNumber: string;
    title: string;
    message: string;
    link?: string | null;
    at: Date;
    dedupeKey?: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO notifications (notification_id, customer_number, title, message, link, created_at, dedupe_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING`,
    [
      newId('N'),
      input.customerNumber,
      input.title,
      input.message,
      input.link ?? null,
      input.at.toISOString(),
      input.dedupeKey ?? null,
    ],
  );
}
