/**
 * Step-up for money out: what needs a fresh proof of the customer (the PIN in the
 * confirm dialog) bound to one operation and usable once, and the cooling-off that follows a PIN
 * reset or a sign-in from a new device. The gateway enforces these figures; the portal shows them.
 */
import { formatCedis, type Pesewas } from './money';

export const STEP_UP = {
  /**
   * A transfer to a known payee (the customer's own number, accounts and linked wallets, or a
   * destination they have paid successfully before) of at most this much stays one tap: GH₵100.
   * Anything to a new payee, anything above this, every bill payment and profile deletion asks.
   */
  oneTapLimit: 10_000 as Pesewas,
  /** A payment link asking for more than this (GH₵1,000) needs the proof to be created. */
  paymentLinkAbove: 100_000 as Pesewas,
  /** How long a confirmation may wait between the PIN and the operation it confirms (5 minutes). */
  proofLifeMs: 5 * 60_000,
  /** After a PIN reset or a sign-in from a new device: 24 hours of cooling-off. */
  coolingOffMs: 24 * 60 * 60_000,
  /** During cooling-off, payments to new payees together may reach at most GH₵100. */
  coolingOffNewPayeeCap: 10_000 as Pesewas,
} as const;

/** The request header that carries a step-up proof to the operation it confirms. */
export const STEP_UP_HEADER = 'X-Step-Up';

export type StepUpOperationKind =
  'TRANSACT' | 'BILL_PAYMENT' | 'QR_PAYMENT' | 'PAYMENT_LINK' | 'DELETE_PROFILE';

export const STEP_UP_MESSAGES = {
  required: 'Please enter your PIN to confirm.',
  prompt: 'Enter your PIN to confirm',
  invalid: 'This confirmation has expired or was already used. Please confirm again.',
  confirmed: 'Confirmed.',
} as const;

/** When cooling-off ends, as the customer reads it (Accra is UTC all year). */
function untilText(until: Date): string {
  const d = new Date(until);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day} at ${hh}:${mm}`;
}

/** The notice on the payment screens while cooling-off lasts. */
export function coolingOffNotice(until: Date, left: Pesewas): string {
  return `For your security, after a PIN reset or a sign-in on a new device, payments to new recipients are limited to ${formatCedis(STEP_UP.coolingOffNewPayeeCap)} in total until ${untilText(until)}. You can still send ${formatCedis(left)} to new recipients.`;
}

/** The refusal of a payment to a new payee beyond the cooling-off cap. */
export function coolingOffRefusal(until: Date, left: Pesewas): string {
  return `For your security, after a PIN reset or a sign-in on a new device, payments to new recipients are limited to ${formatCedis(STEP_UP.coolingOffNewPayeeCap)} in total until ${untilText(until)}. You can send ${formatCedis(left)} to new recipients now, or any amount to recipients you have paid before.`;
}
