/** Favourites (saved beneficiaries): which form an entry opens and how much of the list shows (spec §2). */
import { OWN_BANK_SORT_CODE } from './transactions';
import type { PaymentMethod } from './transactions';

export interface SortCode {
  code: string;
  description: string;
  /** 'BANK' or 'TELCO'; for TELCO the description is the network name. */
  type: string;
}

export interface Favourite {
  favouriteType?: string | null;
  destinationAccountName?: string | null;
  destinationAccountNumber?: string | null;
  sortCode?: string | null;
}

export const FAVOURITE_KINDS = [
  'BILL PAYMENT',
  'SOLIS TRANSFER',
  'OTHER ACCOUNT TRANSFER',
  'MOBILE MONEY',
] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

export interface FavouritePayment {
  kind: FavouriteKind;
  paymentMethod: PaymentMethod;
  sortCode: string;
  /** The matching sort code's description ('' when none matches, e.g. a bill favourite). */
  description: string;
}

export const FAVOURITES_PREVIEW = 5;
export const FAVOURITES_PREVIEW_NARROW = 3;
export const NARROW_BREAKPOINT_PX = 480;

function clean(text: unknown): string {
  return typeof text === 'string' ? text.trim() : '';
}

export function findSortCode(
  code: string | null | undefined,
  sortCodes: readonly SortCode[],
): SortCode | null {
  const wanted = clean(code);
  if (wanted === '') return null;
  return sortCodes.find((s) => clean(s.code) === wanted) ?? null;
}

/** The description shown beside a favourite, or null when its sort code is unknown. */
export function sortCodeDescription(
  code: string | null | undefined,
  sortCodes: readonly SortCode[],
): string | null {
  return findSortCode(code, sortCodes)?.description ?? null;
}

/**
 * Which payment a favourite opens (spec §2): a BILL PAYMENT entry → the biller form; sort code
 * 999999 → SOLIS TRANSFER; a BANK sort code → OTHER ACCOUNT TRANSFER; a TELCO sort code →
 * MOBILE MONEY. Null when the sort code is unknown: better no form than the wrong one.
 */
export function favouritePaymentKind(
  fav: Favourite,
  sortCodes: readonly SortCode[],
): FavouritePayment | null {
  const sortCode = clean(fav.sortCode);
  const match = findSortCode(sortCode, sortCodes);
  const description = match?.description ?? '';
  if (clean(fav.favouriteType).toUpperCase() === 'BILL PAYMENT') {
    return { kind: 'BILL PAYMENT', paymentMethod: 'BILL', sortCode, description };
  }
  if (sortCode === OWN_BANK_SORT_CODE) {
    return { kind: 'SOLIS TRANSFER', paymentMethod: 'BANK_TRANSFER', sortCode, description };
  }
  const type = clean(match?.type).toUpperCase();
  if (type === 'BANK')
    return { kind: 'OTHER ACCOUNT TRANSFER', paymentMethod: 'BANK_TRANSFER', sortCode, description };
  if (type === 'TELCO') return { kind: 'MOBILE MONEY', paymentMethod: 'MOMO', sortCode, description };
  return null;
}

/** 5 entries, or 3 when the window is narrower than 480 px; an unknown width counts as wide. */
export function favouritesPreviewCount(windowWidth: number): number {
  return Number.isFinite(windowWidth) && windowWidth < NARROW_BREAKPOINT_PX
    ? FAVOURITES_PREVIEW_NARROW
    : FAVOURITES_PREVIEW;
}

/** The entries a trimmed favourites card shows. */
export function favouritesPreview<T>(favourites: readonly T[], windowWidth: number): T[] {
  return favourites.slice(0, favouritesPreviewCount(windowWidth));
}
