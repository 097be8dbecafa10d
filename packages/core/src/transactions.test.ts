import { describe, expect, it } from 'vitest';

import {
  DEPOSIT_REFERENCE,
  GOAL_FUNDING_NARRATION,
  GOAL_PRODUCT,
  MAIN_PRODUCT,
  OWN_BANK_SORT_CODE,
  PAYMENT_LINK_NARRATION,
  RECEIPT_STATUS_PROCESSING,
  RECENT_ACTIVITY_EXPANDED_ROWS,
  RECENT_ACTIVITY_ROWS,
  REQUEST_MONEY_LABEL,
  SORT_CODE_TYPES,
  SOURCE_SYSTEMS,
  TRANSACTION_TYPES,
  WITHDRAW_REFERENCE,
  chargeLookupType,
  confirmBillText,
  confirmQrText,
  confirmDepositText,
  confirmFundText,
  confirmRequestText,
  confirmSendText,
  confirmWithdrawText,
  directionSign,
  goalRowAmount,
  humaniseLabel,
  paymentButtonLabel,
  recentActivityRows,
  settledSign,
} from './transactions';

describe('directionSign: + for money into the account shown, - for money out', () => {
  it.each([
    ['CREDIT', '+'],
    ['DEBIT', '-'],
  ] as const)('%s → %s', (direction, sign) => {
    expect(directionSign(direction)).toBe(sign);
  });
});

describe('settledSign: money in is signed only once it arrived', () => {
  it.each([
    ['CREDIT', 'SUCCESSFUL', '+'],
    ['CREDIT', 'PROCESSING', null],
    ['CREDIT', 'PENDING', null],
    ['CREDIT', 'FAILED', null],
    ['DEBIT', 'SUCCESSFUL', '-'],
    ['DEBIT', 'PROCESSING', '-'],
    ['DEBIT', 'REVERSED', '-'],
    ['DEBIT', 'FAILED', '-'],
    ['CREDIT', undefined, '+'],
    ['DEBIT', null, '-'],
  ] as const)('%s %s → %s', (direction, status, sign) => {
    expect(settledSign(direction, status)).toBe(sign);
  });
});

describe('labels', () => {
  it('shows underscores as spaces', () => {
    expect(humaniseLabel('BANK_TRANSFER')).toBe('BANK TRANSFER');
    expect(humaniseLabel('PENDING_APPROVAL_X')).toBe('PENDING APPROVAL X');
    expect(humaniseLabel('DEPOSIT')).toBe('DEPOSIT');
    expect(humaniseLabel(undefined as unknown as string)).toBe('');
  });
});

describe('goalRowAmount shows the side that moved', () => {
  it('a credit shows what came in, a debit what went out', () => {
    expect(goalRowAmount({ direction: 'CREDIT', debitAmount: '0.00', creditAmount: '100.00' })).toBe(
      '100.00',
    );
    expect(goalRowAmount({ direction: 'DEBIT', debitAmount: '20.00', creditAmount: '0.00' })).toBe('20.00');
  });
});

describe('charge lookup and payment button', () => {
  it('prices MOMO as WITHDRAWAL and leaves other types alone', () => {
    expect(chargeLookupType('MOMO')).toBe('WITHDRAWAL');
    expect(chargeLookupType('momo')).toBe('WITHDRAWAL');
    expect(chargeLookupType('BANK_TRANSFER')).toBe('BANK_TRANSFER');
    expect(chargeLookupType('WITHDRAWAL')).toBe('WITHDRAWAL');
  });
  it.each([
    ['BANK_TRANSFER', 'Transfer'],
    ['MOMO', 'Transfer'],
    ['BILL', 'Buy'],
    ['', 'Buy'],
  ])('%j button reads %s', (method, label) => {
    expect(paymentButtonLabel(method)).toBe(label);
  });
});

describe('confirm texts are the spec wording with a 2-decimal amount', () => {
  it('deposit', () => {
    expect(confirmDepositText(1250)).toBe('You are about to deposit GHS12.50. Please confirm.');
  });
  it('request money uses the deposit wording', () => {
    expect(confirmRequestText(100)).toBe('You are about to deposit GHS1.00. Please confirm.');
  });
  it('withdraw', () => {
    expect(confirmWithdrawText(500000)).toBe('You are about to withdraw GHS5000.00. Please confirm.');
  });
  it('send', () => {
    expect(confirmSendText(5, 'Ama Mensah')).toBe(
      'You are about to send GHS0.05 to Ama Mensah. Please confirm.',
    );
  });
  it('bill', () => {
    expect(confirmBillText(2000, '0241234567')).toBe(
      'You are about to pay GHS20.00 for 0241234567. Please confirm.',
    );
  });
  it('a scanned code names the payee and, for a merchant, the till', () => {
    expect(confirmQrText(2000, 'Auntie Akos Chop Bar', 'TILL-02')).toBe(
      'You are about to pay GHS20.00 to Auntie Akos Chop Bar (till TILL-02). Please confirm.',
    );
    expect(confirmQrText(5000, 'A*** M***', null)).toBe(
      'You are about to pay GHS50.00 to A*** M***. Please confirm.',
    );
  });
  it('fund', () => {
    expect(confirmFundText(10000)).toBe('You are about to fund GHS100.00. Please confirm.');
  });
  it('refuses a fraction of a pesewa rather than confirm a wrong amount', () => {
    expect(() => confirmDepositText(12.5)).toThrow(RangeError);
  });
});

describe('constants of spec §9', () => {
  it('transaction types and labels', () => {
    expect(TRANSACTION_TYPES).toEqual({
      DEPOSIT: 'DEPOSIT',
      WITHDRAWAL: 'WITHDRAWAL',
      MOMO: 'MOMO',
      BANK_TRANSFER: 'BANK_TRANSFER',
      REQUEST_MONEY: 'REQUEST MONEY',
    });
    expect(REQUEST_MONEY_LABEL).toBe('Request Money');
    expect(GOAL_FUNDING_NARRATION).toBe('SOLIS TRANSFER TARGET SAVE');
    expect(PAYMENT_LINK_NARRATION).toBe('Payment link');
    expect(RECEIPT_STATUS_PROCESSING).toBe('PROCESSING');
  });
  it('source systems', () => {
    expect(SOURCE_SYSTEMS).toEqual({
      webApp: 'WEB APP',
      webPortal: 'WEB PORTAL',
      paymentLink: 'PAYMENT LINK',
    });
  });
  it('products, sort codes and references', () => {
    expect(OWN_BANK_SORT_CODE).toBe('999999');
    expect(SORT_CODE_TYPES).toEqual(['BANK', 'TELCO']);
    expect(MAIN_PRODUCT).toBe('SAVE & WIN');
    expect(GOAL_PRODUCT).toBe('TARGET SAVE');
    expect(DEPOSIT_REFERENCE).toBe('Deposit');
    expect(WITHDRAW_REFERENCE).toBe('Withdraw');
  });
  it('Recent Activity shows 5 rows, expandable to 20', () => {
    expect(RECENT_ACTIVITY_ROWS).toBe(5);
    expect(RECENT_ACTIVITY_EXPANDED_ROWS).toBe(20);
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(recentActivityRows(rows, false)).toEqual([0, 1, 2, 3, 4]);
    expect(recentActivityRows(rows, true)).toHaveLength(20);
    expect(recentActivityRows([1, 2], true)).toEqual([1, 2]);
  });
});
