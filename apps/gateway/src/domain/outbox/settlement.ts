// The one check between a provider's answer and the call it answers, before anything moves. A
// provider outcome (a callback's confirmation, a status request, the answer to a send) names what
// the provider says it moved (adapters/momo/momo.ts Reported); the call names what we asked. A
// final SUCCESSFUL outcome settles only when our reference, the amount and the currency agree, and
// the payer or payee too when the provider names one. Otherwise it is held: the money stays in
// flight (the hold or the PENDING collection is kept), and the call goes on the operator report
// with both figures (outbox.hold) until a person decides.
import { formatAmount, type Pesewas } from '@savewin/core';

import type { Reported } from '../../adapters/momo/momo';

/** What a call asked the provider to move. */
export interface Asked {
  transactionId: string;
  /** Pesewas. */
  amount: number;
  currency: 'GHS';
  /** The payer's or payee's number or account (a wallet, a bank account, a meter). */
  party?: string;
}

/** A provider outcome as the check sees it: only a SUCCESSFUL one moves money to settlement. */
export type CheckedOutcome = { status: string; reported?: Reported };

export interface Mismatch {
  /** The fields that disagree: transactionId, amount, currency, party. */
  fields: string[];
  asked: Asked;
  reported: Reported;
}

/** A Ghana number in the ledger's form (0241234567), whatever form the provider wrote it in. */
function sameParty(asked: string, reported: string): boolean {
  const form = (value: string) => {
    const digits = value.replace(/[^0-9A-Za-z]/g, '');
    return /^233\d{9}$/.test(digits) ? `0${digits.slice(3)}` : digits;
  };
  return form(asked) === form(reported);
}

/**
 * Null when the outcome may settle the call; else what disagrees. Outcomes that move nothing
 * (FAILED, PENDING) and outcomes of an adapter that reports nothing are not compared. A
 * SUCCESSFUL answer that names no readable amount is a mismatch: the amount is never assumed.
 */
export function mismatchOf(asked: Asked, outcome: CheckedOutcome): Mismatch | null {
  const reported = outcome.reported;
  if (outcome.status !== 'SUCCESSFUL' || !reported) return null;
  const fields: string[] = [];
  if (reported.transactionId !== undefined && reported.transactionId !== asked.transactionId)
    fields.push('transactionId');
  if (reported.amount === null || reported.amount !== Number(asked.amount)) fields.push('amount');
  if (reported.currency !== null && reported.currency !== asked.currency) fields.push('currency');
  if (asked.party !== undefined && reported.party !== undefined && !sameParty(asked.party, reported.party))
    fields.push('party');
  return fields.length === 0 ? null : { fields, asked, reported };
}

/** The operator note of a held call: both figures, in words. */
export function heldNote(mismatch: Mismatch): string {
  const { asked, reported } = mismatch;
  const said = (label: string, askedText: string, reportedText: string) =>
    `${label}: asked ${askedText}, the provider reported ${reportedText}`;
  const parts = mismatch.fields.map((field) => {
    switch (field) {
      case 'amount':
        return said(
          'amount',
          `${asked.currency} ${formatAmount(asked.amount as Pesewas)}`,
          reported.amount === null
            ? 'no amount'
            : `${reported.currency ?? ''} ${formatAmount(reported.amount as Pesewas)}`.trim(),
        );
      case 'currency':
        return said('currency', asked.currency, reported.currency ?? 'none');
      case 'party':
        return said('payer/payee', asked.party ?? '', reported.party ?? '');
      default:
        return said('reference', asked.transactionId, reported.transactionId ?? '');
    }
  });
  return `Held, nothing settled: the provider's answer does not match the request (${parts.join('; ')}).`;
}

/** Both figures of a mismatch in words, without the held note's frame (late news). */
export function mismatchFigures(mismatch: Mismatch): string {
  return heldNote(mismatch)
    .replace(/^Held, nothing settled: /, '')
    .replace(/\.$/, '');
}
