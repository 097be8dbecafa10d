// Billers (airtime, data, utilities, TV) as the gateway sees them: check a customer's reference
// at the biller (phone number, meter or smartcard number) and answer the holder's name, then
// deliver a paid amount. The sandbox below works offline and deterministically.
import { createHash } from 'node:crypto';

import { normaliseMobileNumber, type Pesewas } from '@savewin/core';

import type { RemoteStatus, Reported } from '../momo/momo';

export interface BillerInfo {
  billerCode: string;
  billerName: string;
  category: string;
}

export type ReferenceKind = 'PHONE' | 'METER' | 'SMARTCARD';

export type ReferenceCheck =
  { ok: true; reference: string; holderName: string } | { ok: false; message: string };

export type BillerPaymentOutcome =
  { status: 'SUCCESSFUL'; reference: string; reported?: Reported } | { status: 'FAILED'; reason: string };

export interface BillerPaymentRequest {
  transactionId: string;
  biller: BillerInfo;
  reference: string;
  amount: Pesewas;
}

/**
 * The biller accepted the payment but has not finished it (or its status does not show it yet):
 * the callback or status check will tell. Thrown by pay(); the call is then accepted, never failed.
 */
export class BillPaymentPending extends Error {
  override name = 'BillPaymentPending';
  constructor(readonly clientReference: string) {
    super(`hubtel: bill payment ${clientReference} is pending`);
  }
}

export interface BillerAdapter {
  /** Checks the reference's shape for the biller, then whether the biller knows it. */
  validateReference(biller: BillerInfo, reference: string): Promise<ReferenceCheck>;
  /**
   * Delivers a payment already taken from the customer. A retry after a crash or timeout sends
   * the same transactionId again: the biller delivers it once. Throws BillPaymentPending when the
   * biller has it but no outcome yet, anything else when the answer is unknown.
   */
  pay(input: BillerPaymentRequest): Promise<BillerPaymentOutcome>;
  /** What became of a payment (reconciliation); without it, the same request is sent again. */
  paymentStatus?(input: BillerPaymentRequest): Promise<RemoteStatus>;
}

/** What a biller's customer reference is: a line for airtime and data, a smartcard for TV, else a meter. */
export function referenceKind(biller: BillerInfo): ReferenceKind {
  const category = biller.category.toUpperCase();
  if (/AIRTIME|DATA|BUNDLE|INTERNET/.test(category)) return 'PHONE';
  if (category === 'TV' || /\bTV\b|DSTV|GOTV|STARTIMES/i.test(biller.billerName)) return 'SMARTCARD';
  return 'METER';
}

export const REFERENCE_MESSAGES = {
  PHONE: 'Please enter a valid phone number.',
  METER: 'Please enter a valid meter or account number (8 to 13 digits).',
  SMARTCARD: 'Please enter a valid smartcard number (10 or 11 digits).',
  unknown: (biller: BillerInfo) => `${biller.billerName} does not know this number. Please check it.`,
} as const;

/** The reference in the form the biller keeps it, or null when its shape is wrong. */
export function normaliseReference(kind: ReferenceKind, reference: string): string | null {
  const compact = reference.replace(/[\s-]/g, '');
  if (kind === 'PHONE') return normaliseMobileNumber(compact);
  if (!/^\d+$/.test(compact)) return null;
  if (kind === 'SMARTCARD') return compact.length === 10 || compact.length === 11 ? compact : null;
  return compact.length >= 8 && compact.length <= 13 ? compact : null;
}

const FIRST = ['Ama', 'Kofi', 'Akosua', 'Kwame', 'Abena', 'Yaw', 'Efua', 'Kojo', 'Adwoa', 'Kwesi'];
const LAST = ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Addo', 'Ofori', 'Appiah', 'Darko', 'Quaye', 'Tetteh'];

/**
 * The sandbox biller. Documented test references: one ending in 0000 is unknown to the biller;
 * one ending in 9999 is known, but the biller fails to deliver the payment (so it is reversed).
 */
export function createSandboxBillers(): BillerAdapter & { readonly sandbox: true } {
  return {
    sandbox: true,
    async validateReference(biller, reference) {
      const kind = referenceKind(biller);
      const normalised = normaliseReference(kind, reference);
      if (!normalised) return { ok: false, message: REFERENCE_MESSAGES[kind] };
      if (normalised.endsWith('0000')) return { ok: false, message: REFERENCE_MESSAGES.unknown(biller) };
      const digest = createHash('sha256').update(`${biller.billerCode}:${normalised}`).digest();
      const holderName = `${FIRST[digest[0]! % FIRST.length]} ${LAST[digest[1]! % LAST.length]}`;
      return { ok: true, reference: normalised, holderName: holderName.toUpperCase() };
    },
    async pay({ transactionId, reference, amount }) {
      if (reference.endsWith('9999')) {
        return { status: 'FAILED', reason: 'The biller could not deliver this payment.' };
      }
      return {
        status: 'SUCCESSFUL',
        reference: `SBX-${transactionId.slice(0, 24)}`,
        reported: { transactionId, amount: Number(amount), currency: 'GHS', party: reference },
      };
    },
  };
}
