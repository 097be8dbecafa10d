// Which form a favourite opens (spec §2 Favourites), and that the form reads back what it was given.
import { type Biller, type Favourite, type SortCode } from '@savewin/api';
import { describe, expect, it } from 'vitest';

import { readBillerPage, readPrefill, readSendMoneyKind } from '../../../shared/payment/paymentRoutes';

import { favouriteHref } from './favouriteHref';

const sortCodes: SortCode[] = [
  { code: '999999', description: 'SAVE & WIN', type: 'BANK' },
  { code: '300591', description: 'MTN', type: 'TELCO' },
  { code: '130100', description: 'ECOBANK GHANA', type: 'BANK' },
];
const billers: Biller[] = [
  { billerName: 'ECG PREPAID ELECTRICITY', billerCode: 'ECG-PREPAID', category: 'UTILITIES' },
  { billerName: 'DSTV', billerCode: 'DSTV', category: 'UTILITIES' },
];

function favourite(
  favouriteType: string,
  sortCode: string,
  destinationAccountNumber = '0245551234',
): Favourite {
  return { id: '1', favouriteType, destinationAccountName: 'Ama Mensah', destinationAccountNumber, sortCode };
}

function opened(href: string | null) {
  expect(href).not.toBeNull();
  const url = new URL(href ?? '', 'http://portal');
  return { path: url.pathname, params: url.searchParams };
}

describe('favouriteHref', () => {
  it('opens a BILL PAYMENT entry on its biller form, labelled like utilities (Account Number)', () => {
    const { path, params } = opened(
      favouriteHref(favourite('BILL PAYMENT', 'ECG-PREPAID', '12345678'), sortCodes, billers),
    );
    expect(path).toBe('/pay-billers-transaction');
    expect(params.get('biller')).toBe('ECG-PREPAID');
    expect(readBillerPage(params.get('page'))).toBe('utilities');
    expect(readPrefill(params)).toEqual({
      accountNumber: '12345678',
      accountName: 'Ama Mensah',
      sortCode: undefined,
    });
  });

  it('keeps a TV biller on the TV page', () => {
    const { params } = opened(
      favouriteHref(favourite('BILL PAYMENT', 'DSTV', '1234567890'), sortCodes, billers),
    );
    expect(params.get('page')).toBe('tv');
  });

  it('opens 999999 as the own-provider transfer, a BANK code as other bank, a TELCO code as mobile money', () => {
    const kinds = [
      ['999999', 'own'],
      ['130100', 'bank'],
      ['300591', 'momo'],
    ] as const;
    for (const [code, kind] of kinds) {
      const { path, params } = opened(favouriteHref(favourite('BANK_TRANSFER', code), sortCodes, billers));
      expect(path).toBe('/send-money-transaction');
      expect(readSendMoneyKind(params.get('kind'))).toBe(kind);
      expect(readPrefill(params).sortCode).toBe(code);
    }
  });

  it('opens nothing for an unknown sort code or biller, rather than the wrong form', () => {
    expect(favouriteHref(favourite('BANK_TRANSFER', '123456'), sortCodes, billers)).toBeNull();
    expect(favouriteHref(favourite('BILL PAYMENT', 'GONE'), sortCodes, billers)).toBeNull();
  });
});
