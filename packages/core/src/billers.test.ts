import { describe, expect, it } from 'vitest';

import {
  BILLER_PAGES,
  airtimeBillers,
  billerPageRoute,
  billerRouteData,
  billersForPage,
  dataBillers,
  favouriteBillerRoute,
  telcoSortCodeForTitle,
  transactHubEntries,
  tvBillers,
  utilityBillers,
} from './billers';
import type { Biller } from './billers';
import type { SortCode } from './favourites';

const b = (billerName: string, category: string, billerCode = billerName): Biller => ({
  billerName,
  billerCode,
  category,
});

const BILLERS: Biller[] = [
  b('MTN AIRTIME', 'AIRTIME'),
  b('MTN DATA', 'DATA'),
  b('ECG PREPAID', 'UTILITIES'),
  b('DSTV', 'UTILITIES'),
  b('TELECEL AIRTIME', 'Airtime'),
  b('AIRTELTIGO BUNDLE', 'BUNDLE'),
  b('GOtv', 'UTILITIES'),
  b('SURFLINE', 'INTERNET'),
  b('GHANA WATER', 'UTILITIES'),
  b('STARTIMES', 'PAY TV'),
];

const names = (list: Biller[]) => list.map((x) => x.billerName);

describe('biller pages list the billers of spec §2', () => {
  it('airtime: category contains AIRTIME, newest (last added) first', () => {
    expect(names(airtimeBillers(BILLERS))).toEqual(['TELECEL AIRTIME', 'MTN AIRTIME']);
  });
  it('does not reorder the list it was given', () => {
    const list = [b('A', 'AIRTIME'), b('B', 'AIRTIME')];
    airtimeBillers(list);
    expect(names(list)).toEqual(['A', 'B']);
  });
  it('data: DATA, BUNDLE or INTERNET', () => {
    expect(names(dataBillers(BILLERS))).toEqual(['MTN DATA', 'AIRTELTIGO BUNDLE', 'SURFLINE']);
  });
  it('utilities: UTILITIES whose name has no TV', () => {
    expect(names(utilityBillers(BILLERS))).toEqual(['ECG PREPAID', 'GHANA WATER']);
  });
  it('tv: UTILITIES named TV and TV categories, category forced to TV', () => {
    const tv = tvBillers(BILLERS);
    expect(names(tv)).toEqual(['DSTV', 'GOtv', 'STARTIMES']);
    expect(tv.every((x) => x.category === 'TV')).toBe(true);
    expect(BILLERS[3]?.category).toBe('UTILITIES');
  });
  it('billersForPage picks the same lists', () => {
    expect(billersForPage('airtime', BILLERS)).toEqual(airtimeBillers(BILLERS));
    expect(billersForPage('data', BILLERS)).toEqual(dataBillers(BILLERS));
    expect(billersForPage('utilities', BILLERS)).toEqual(utilityBillers(BILLERS));
    expect(billersForPage('tv', BILLERS)).toEqual(tvBillers(BILLERS));
  });
});

describe('transactHubEntries shows an entry only when its page has billers', () => {
  it('all four with a full list', () => {
    expect(transactHubEntries(BILLERS)).toEqual({ airtime: true, data: true, utilities: true, tv: true });
  });
  it('none with no billers', () => {
    expect(transactHubEntries([])).toEqual({ airtime: false, data: false, utilities: false, tv: false });
  });
  it.each([
    [[b('X', 'AIRTIME')], { airtime: true, data: false, utilities: false, tv: false }],
    [[b('X', 'INTERNET')], { airtime: false, data: true, utilities: false, tv: false }],
    [[b('ECG', 'UTILITIES')], { airtime: false, data: false, utilities: true, tv: false }],
    [[b('DSTV', 'UTILITIES')], { airtime: false, data: false, utilities: false, tv: true }],
    [[b('X', 'TV')], { airtime: false, data: false, utilities: false, tv: true }],
  ])('%j → %j', (list, entries) => {
    expect(transactHubEntries(list)).toEqual(entries);
  });
});

describe('biller page route data', () => {
  it.each([
    ['airtime', 'Buy Airtime', 'Phone Number', true],
    ['data', 'Buy Data', 'Account Number', true],
    ['utilities', 'Pay For Utilities', 'Account Number', false],
    ['tv', 'Pay TV', 'Account Number', false],
  ] as const)('%s: %s, label %s, flag %s', (page, title, labelTitle, flag) => {
    expect(billerPageRoute(page)).toMatchObject({ title, labelTitle, flag });
  });
  it('covers the four pages', () => {
    expect(BILLER_PAGES).toEqual(['airtime', 'data', 'utilities', 'tv']);
  });
  it('titles the payment form with the biller name', () => {
    expect(billerRouteData('tv', { billerName: 'DSTV', billerCode: 'D1', category: 'TV' })).toEqual({
      title: 'DSTV',
      billerName: 'DSTV',
      billerCode: 'D1',
      categoryType: 'TV',
      labelTitle: 'Account Number',
      flag: false,
      paymentMethod: 'BILL',
    });
  });
});

describe('telcoSortCodeForTitle finds the network sort code named in the title (spec §5)', () => {
  const codes: SortCode[] = [
    { code: '300302', description: 'MTN BANK', type: 'BANK' },
    { code: 'M1', description: 'MTN', type: 'TELCO' },
    { code: 'T1', description: 'Vodafone', type: 'TELCO' },
    { code: 'A1', description: 'AT', type: 'TELCO' },
    { code: 'G1', description: 'GLO', type: 'TELCO' },
  ];
  it.each([
    ['MTN AIRTIME', 'M1'],
    ['mtn data', 'M1'],
    ['TELECEL AIRTIME', 'T1'],
    ['AIRTELTIGO BUNDLE', 'A1'],
    ['GLO DATA', 'G1'],
    ['SURFLINE DATA', null],
    ['GLOBAL DATA', null],
    ['', null],
  ])('%j → %s', (title, code) => {
    expect(telcoSortCodeForTitle(title, codes)?.code ?? null).toBe(code);
  });
  it('ignores BANK sort codes and answers null when no TELCO matches', () => {
    expect(telcoSortCodeForTitle('MTN AIRTIME', [codes[0] as SortCode])).toBeNull();
  });
});

describe('a BILL PAYMENT favourite opens the form of its biller', () => {
  it('resolves the biller by the code kept in sortCode, labelled Account Number', () => {
    expect(
      favouriteBillerRoute({ sortCode: 'ECG PREPAID', destinationAccountNumber: 'M-1' }, BILLERS),
    ).toMatchObject({
      title: 'ECG PREPAID',
      billerName: 'ECG PREPAID',
      categoryType: 'UTILITIES',
      labelTitle: 'Account Number',
      destinationAccountNumber: 'M-1',
    });
  });
  it('gives a TV biller the TV category', () => {
    expect(favouriteBillerRoute({ sortCode: 'DSTV' }, BILLERS)).toMatchObject({
      categoryType: 'TV',
      destinationAccountNumber: '',
    });
  });
  it('an airtime biller is labelled Account Number too, as the spec says for favourites', () => {
    expect(favouriteBillerRoute({ sortCode: 'MTN AIRTIME' }, BILLERS)?.labelTitle).toBe('Account Number');
  });
  it('opens nothing for an unknown or missing code', () => {
    expect(favouriteBillerRoute({ sortCode: 'NOPE' }, BILLERS)).toBeNull();
    expect(favouriteBillerRoute({ sortCode: null }, BILLERS)).toBeNull();
  });
});
