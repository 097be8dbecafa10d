import { describe, expect, it } from 'vitest';

import {
  SEND_MONEY_OPTIONS,
  destinationOrDefault,
  goalAccounts,
  mainAccount,
  targetSaveBalance,
} from './accounts';

const ACCOUNTS = [
  { productName: 'TARGET SAVE', accountNumber: '3001', currentAvailableBalance: '100.10' },
  { productName: 'SAVE & WIN', accountNumber: '1001', currentAvailableBalance: '5000.00' },
  { productName: 'TARGET SAVE', accountNumber: '3002', currentAvailableBalance: '0.20' },
];

describe('accounts', () => {
  it('finds the SAVE & WIN account', () => {
    expect(mainAccount(ACCOUNTS)?.accountNumber).toBe('1001');
    expect(mainAccount([])).toBeNull();
    expect(mainAccount(undefined)).toBeNull();
  });
  it('lists the goal accounts', () => {
    expect(goalAccounts(ACCOUNTS).map((a) => a.accountNumber)).toEqual(['3001', '3002']);
  });
  it('sums the goal balances exactly for the dashboard card', () => {
    expect(targetSaveBalance(ACCOUNTS)).toBe(10030);
    expect(targetSaveBalance([])).toBe(0);
    expect(targetSaveBalance(null)).toBe(0);
  });
  it('shows no goal total rather than a wrong one when a balance is unreadable', () => {
    expect(
      targetSaveBalance([{ productName: 'TARGET SAVE', accountNumber: '3', currentAvailableBalance: 'x' }]),
    ).toBeNull();
  });
});

describe('destination account', () => {
  it('defaults an empty destination to the signed-in mobile number', () => {
    expect(destinationOrDefault('', '233241234567')).toBe('0241234567');
    expect(destinationOrDefault('   ', '0241234567')).toBe('0241234567');
    expect(destinationOrDefault(null, '0241234567')).toBe('0241234567');
  });
  it('keeps a typed destination', () => {
    expect(destinationOrDefault(' 1002003 ', '0241234567')).toBe('1002003');
  });
});

describe('send money menu (spec §2)', () => {
  it('offers the own account with sort code 999999, a bank account and mobile money as a withdrawal', () => {
    expect(SEND_MONEY_OPTIONS.map((o) => [o.key, o.transactionType, o.sortCode])).toEqual([
      ['own', 'BANK_TRANSFER', '999999'],
      ['bank', 'BANK_TRANSFER', ''],
      ['momo', 'WITHDRAWAL', ''],
    ]);
  });
});
