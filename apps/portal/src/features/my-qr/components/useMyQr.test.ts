// What the portal draws as the customer's own code: only an answer that says it is the one asked for.
import type { MyQrAnswer } from '@savewin/api';
import { formatAmount, writePaymentQr, type Pesewas } from '@savewin/core';
import { describe, expect, it } from 'vitest';

import { myQrCaption, myQrLabel, saysWhatWasAsked } from './useMyQr';

const ACCOUNT = '7010000000010';

function answer(amount: Pesewas | null, overrides: { amountField?: string | null } = {}): MyQrAnswer {
  return {
    payload: writePaymentQr({
      scheme: 'savewin',
      accountId: ACCOUNT,
      merchantName: 'Ama',
      merchantCity: 'Ghana',
      ...(amount === null ? {} : { amount }),
    }),
    accountNumber: ACCOUNT,
    name: 'Ama',
    city: 'Ghana',
    kind: amount === null ? 'static' : 'dynamic',
    amount:
      overrides.amountField !== undefined
        ? overrides.amountField
        : amount === null
          ? null
          : formatAmount(amount),
  };
}

describe('saysWhatWasAsked', () => {
  it('takes the static code of the own account, and a dynamic one for exactly the amount asked', () => {
    expect(saysWhatWasAsked(answer(null), null, ACCOUNT)).toBe(true);
    expect(saysWhatWasAsked(answer(5_000), 5_000, ACCOUNT)).toBe(true);
    // The account is checked against the screen's own when it knows it.
    expect(saysWhatWasAsked(answer(5_000), 5_000, null)).toBe(true);
  });

  it('refuses a code for another amount, a static code for an amount, and a dynamic one when none was asked', () => {
    expect(saysWhatWasAsked(answer(500), 5_000, ACCOUNT)).toBe(false);
    expect(saysWhatWasAsked(answer(null), 5_000, ACCOUNT)).toBe(false);
    expect(saysWhatWasAsked(answer(5_000), null, ACCOUNT)).toBe(false);
  });

  it('refuses an answer whose kind or amount is not the one asked', () => {
    expect(saysWhatWasAsked(answer(5_000, { amountField: '50.01' }), 5_000, ACCOUNT)).toBe(false);
    expect(saysWhatWasAsked({ ...answer(5_000), kind: 'static' }, 5_000, ACCOUNT)).toBe(false);
    expect(saysWhatWasAsked({ ...answer(null), kind: 'dynamic' }, null, ACCOUNT)).toBe(false);
  });

  it("refuses another customer's code when the screen knows the account", () => {
    expect(saysWhatWasAsked(answer(null), null, '7010000000036')).toBe(false);
  });
});

describe('the words around the code', () => {
  it('name the amount of a dynamic code in cedis, grouped', () => {
    expect(myQrLabel('Ama')).toBe('QR code to pay Ama into SAVE & WIN');
    expect(myQrLabel('Ama', 123_450)).toBe('QR code to pay Ama GH₵1,234.50 into SAVE & WIN');
    expect(myQrCaption()).toBe(
      'Another SAVE & WIN customer scans this with Pay with QR to pay into your SAVE & WIN account.',
    );
    expect(myQrCaption(5_000)).toBe(
      'Another SAVE & WIN customer scans this with Pay with QR to pay you GH₵50.00 into your SAVE & WIN account.',
    );
  });
});
