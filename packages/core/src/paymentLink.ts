/** The public payment-link page (spec §2, §7). */

/**
 * The hash arrives in the query string, where a '+' may have been decoded to a space: spaces
 * become '+' again. Null when there is no hash.
 */
export function normalisePaymentLinkHash(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return raw.replace(/ /g, '+');
}

export function paymentLinkRequestText(accountName: string, accountNumber: string): string {
  return `${accountName} has requested payment to ${accountNumber} from you. Enter your number and amount to complete the request.`;
}

export function paymentLinkProcessingText(accountName: string): string {
  return `Your payment to ${accountName} is being processed`;
}

export const PAYMENT_LINK_AMOUNT_TITLE = 'Enter amount and confirm';
