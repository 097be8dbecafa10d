import { describe, expect, it } from 'vitest';

import {
  PAYMENT_LINK_AMOUNT_TITLE,
  normalisePaymentLinkHash,
  paymentLinkProcessingText,
  paymentLinkRequestText,
} from './paymentLink';

describe('payment link', () => {
  it('turns spaces in the hash back into plus signs', () => {
    expect(normalisePaymentLinkHash('ab c d==')).toBe('ab+c+d==');
    expect(normalisePaymentLinkHash('abc+/=')).toBe('abc+/=');
    expect(normalisePaymentLinkHash(' ab')).toBe('+ab');
  });
  it('has no hash for a missing or blank value', () => {
    expect(normalisePaymentLinkHash(null)).toBeNull();
    expect(normalisePaymentLinkHash(undefined)).toBeNull();
    expect(normalisePaymentLinkHash('')).toBeNull();
    expect(normalisePaymentLinkHash('   ')).toBeNull();
  });
  it('says who requested payment, word for word', () => {
    expect(paymentLinkRequestText('Ama Mensah', '1001234567')).toBe(
      'Ama Mensah has requested payment to 1001234567 from you. Enter your number and amount to complete the request.',
    );
  });
  it('says the payment is being processed', () => {
    expect(paymentLinkProcessingText('Ama Mensah')).toBe('Your payment to Ama Mensah is being processed');
    expect(PAYMENT_LINK_AMOUNT_TITLE).toBe('Enter amount and confirm');
  });
});
