import { describe, expect, it } from 'vitest';

import {
  FAVOURITES_PREVIEW,
  FAVOURITES_PREVIEW_NARROW,
  NARROW_BREAKPOINT_PX,
  favouritePaymentKind,
  favouritesPreview,
  favouritesPreviewCount,
  findSortCode,
  sortCodeDescription,
} from './favourites';
import type { SortCode } from './favourites';

const SORT_CODES: SortCode[] = [
  { code: '999999', description: 'SOLIS', type: 'BANK' },
  { code: '300302', description: 'GCB BANK', type: 'BANK' },
  { code: 'MTN01', description: 'MTN', type: 'TELCO' },
  { code: 'ATL01', description: 'AIRTELTIGO', type: 'telco' },
];

describe('favouritePaymentKind opens the matching form (spec §2)', () => {
  it('a BILL PAYMENT entry goes to the biller form', () => {
    expect(favouritePaymentKind({ favouriteType: 'BILL PAYMENT', sortCode: 'ECG' }, SORT_CODES)).toEqual({
      kind: 'BILL PAYMENT',
      paymentMethod: 'BILL',
      sortCode: 'ECG',
      description: '',
    });
  });
  it('sort code 999999 is SOLIS TRANSFER by bank transfer', () => {
    expect(favouritePaymentKind({ favouriteType: 'TRANSFER', sortCode: '999999' }, SORT_CODES)).toMatchObject(
      {
        kind: 'SOLIS TRANSFER',
        paymentMethod: 'BANK_TRANSFER',
      },
    );
    expect(favouritePaymentKind({ sortCode: '999999' }, [])).toMatchObject({ kind: 'SOLIS TRANSFER' });
  });
  it('a BANK sort code is OTHER ACCOUNT TRANSFER by bank transfer', () => {
    expect(favouritePaymentKind({ sortCode: '300302' }, SORT_CODES)).toEqual({
      kind: 'OTHER ACCOUNT TRANSFER',
      paymentMethod: 'BANK_TRANSFER',
      sortCode: '300302',
      description: 'GCB BANK',
    });
  });
  it('a TELCO sort code is MOBILE MONEY by MOMO, whatever its case', () => {
    expect(favouritePaymentKind({ sortCode: 'MTN01' }, SORT_CODES)).toMatchObject({
      kind: 'MOBILE MONEY',
      paymentMethod: 'MOMO',
      description: 'MTN',
    });
    expect(favouritePaymentKind({ sortCode: ' ATL01 ' }, SORT_CODES)).toMatchObject({ kind: 'MOBILE MONEY' });
  });
  it('an unknown or missing sort code opens nothing rather than the wrong form', () => {
    expect(favouritePaymentKind({ sortCode: '123' }, SORT_CODES)).toBeNull();
    expect(favouritePaymentKind({ sortCode: null }, SORT_CODES)).toBeNull();
    expect(favouritePaymentKind({}, SORT_CODES)).toBeNull();
  });
});

describe('sort code description', () => {
  it('shows the description of the matching code', () => {
    expect(sortCodeDescription('300302', SORT_CODES)).toBe('GCB BANK');
    expect(sortCodeDescription('nope', SORT_CODES)).toBeNull();
    expect(sortCodeDescription('', SORT_CODES)).toBeNull();
    expect(findSortCode(undefined, SORT_CODES)).toBeNull();
  });
});

describe('favourites preview', () => {
  it('shows 5, or 3 under 480 px', () => {
    expect(FAVOURITES_PREVIEW).toBe(5);
    expect(FAVOURITES_PREVIEW_NARROW).toBe(3);
    expect(NARROW_BREAKPOINT_PX).toBe(480);
    expect(favouritesPreviewCount(479)).toBe(3);
    expect(favouritesPreviewCount(480)).toBe(5);
    expect(favouritesPreviewCount(1280)).toBe(5);
    expect(favouritesPreviewCount(NaN)).toBe(5);
  });
  it('trims the list to the preview count', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(favouritesPreview(list, 320)).toEqual(['a', 'b', 'c']);
    expect(favouritesPreview(list, 1024)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
