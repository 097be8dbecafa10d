/** Biller lists of the Transact hub and the biller pages (spec §2, §5). */
import type { SortCode } from './favourites';
import { parseNetwork } from './network';

export interface Biller {
  billerName: string;
  billerCode: string;
  category: string;
}

function upper(text: unknown): string {
  return typeof text === 'string' ? text.toUpperCase() : '';
}

const isUtilities = (b: Biller) => upper(b.category).includes('UTILITIES');
const namesTv = (b: Biller) => upper(b.billerName).includes('TV');

/**
 * Category contains AIRTIME, newest first. Billers carry no date, and the server lists them in
 * the order they were added, so "newest first" is the list order reversed.
 */
export function airtimeBillers(list: readonly Biller[]): Biller[] {
  return list.filter((b) => upper(b.category).includes('AIRTIME')).reverse();
}

/**
 * Category contains DATA or BUNDLE; INTERNET too, because the hub shows Buy Data for an INTERNET
 * category (spec §2) and the page it opens must then list those billers.
 */
export function dataBillers(list: readonly Biller[]): Biller[] {
  return list.filter((b) => /DATA|BUNDLE|INTERNET/.test(upper(b.category)));
}

/** UTILITIES billers whose name does not contain TV. */
export function utilityBillers(list: readonly Biller[]): Biller[] {
  return list.filter((b) => isUtilities(b) && !namesTv(b));
}

/**
 * UTILITIES billers whose name contains TV, plus billers whose category itself contains TV
 * (the hub shows Pay TV for those), each with category forced to 'TV'.
 */
export function tvBillers(list: readonly Biller[]): Biller[] {
  return list
    .filter((b) => (isUtilities(b) && namesTv(b)) || upper(b.category).includes('TV'))
    .map((b) => ({ ...b, category: 'TV' }));
}

export interface TransactHubEntries {
  airtime: boolean;
  data: boolean;
  utilities: boolean;
  tv: boolean;
}

/** An entry shows exactly when its page would list at least one biller. */
export function transactHubEntries(billers: readonly Biller[]): TransactHubEntries {
  return {
    airtime: airtimeBillers(billers).length > 0,
    data: dataBillers(billers).length > 0,
    utilities: utilityBillers(billers).length > 0,
    tv: tvBillers(billers).length > 0,
  };
}

export const BILLER_PAGES = ['airtime', 'data', 'utilities', 'tv'] as const;
export type BillerPage = (typeof BILLER_PAGES)[number];

export interface BillerPageRoute {
  /** Page heading. */
  title: string;
  /** Label of the destination field on the payment form. */
  labelTitle: 'Phone Number' | 'Account Number';
  /** True on the airtime and data pages (spec §2). */
  flag: boolean;
  /** Hub and page path. */
  path: string;
}

const PAGES: Readonly<Record<BillerPage, BillerPageRoute>> = {
  airtime: { title: 'Buy Airtime', labelTitle: 'Phone Number', flag: true, path: '/transact/buy-airtime' },
  data: { title: 'Buy Data', labelTitle: 'Account Number', flag: true, path: '/transact/buy-data' },
  utilities: {
    title: 'Pay For Utilities',
    labelTitle: 'Account Number',
    flag: false,
    path: '/transact/pay-utilities',
  },
  tv: { title: 'Pay TV', labelTitle: 'Account Number', flag: false, path: '/transact/pay-tv' },
};

export function billerPageRoute(page: BillerPage): BillerPageRoute {
  return PAGES[page];
}

export function billersForPage(page: BillerPage, list: readonly Biller[]): Biller[] {
  if (page === 'airtime') return airtimeBillers(list);
  if (page === 'data') return dataBillers(list);
  if (page === 'utilities') return utilityBillers(list);
  return tvBillers(list);
}

/** Route data for /pay-billers-transaction: the title is the biller's name (spec §2). */
export function billerRouteData(page: BillerPage, biller: Biller) {
  const { labelTitle, flag } = PAGES[page];
  return {
    title: biller.billerName,
    billerName: biller.billerName,
    billerCode: biller.billerCode,
    categoryType: biller.category,
    labelTitle,
    flag,
    paymentMethod: 'BILL' as const,
  };
}

// Spec §5 names these four; 'AT' alone is not looked for, as it occurs inside words like DATA.
const TELCO_KEYWORDS = ['AIRTELTIGO', 'TELECEL', 'MTN', 'GLO'] as const;

function sameTelco(description: string, keyword: string): boolean {
  const d = description.trim().toUpperCase();
  if (d === keyword) return true;
  const network = parseNetwork(keyword);
  return network !== null && parseNetwork(d) === network;
}

/**
 * For airtime and internet the sort code is the TELCO whose description matches MTN, TELECEL,
 * AIRTELTIGO or GLO in the page title (spec §5). Null when the title names none or no TELCO
 * sort code matches.
 */
export function telcoSortCodeForTitle(title: string, sortCodes: readonly SortCode[]): SortCode | null {
  const heading = upper(title);
  const keyword = TELCO_KEYWORDS.find((k) => new RegExp(`(^|[^A-Z])${k}([^A-Z]|$)`).test(heading));
  if (!keyword) return null;
  return (
    sortCodes.find(
      (s) => upper(s.type).trim() === 'TELCO' && sameTelco(String(s.description ?? ''), keyword),
    ) ?? null
  );
}

/**
 * A BILL PAYMENT favourite keeps the biller code in its sortCode (contract); it opens the biller
 * form for that biller, labelled 'Account Number' (spec §2). Null when no biller has that code.
 */
export function favouriteBillerRoute(
  fav: { sortCode?: string | null; destinationAccountNumber?: string | null },
  billers: readonly Biller[],
) {
  const code = typeof fav.sortCode === 'string' ? fav.sortCode.trim() : '';
  const biller = code === '' ? undefined : billers.find((b) => b.billerCode === code);
  if (!biller) return null;
  const page: BillerPage = tvBillers([biller]).length > 0 ? 'tv' : 'utilities';
  const category = page === 'tv' ? 'TV' : biller.category;
  return {
    ...billerRouteData(page, { ...biller, category }),
    labelTitle: 'Account Number' as const,
    destinationAccountNumber: fav.destinationAccountNumber ?? '',
  };
}
