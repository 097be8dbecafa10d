// Where choosing a favourite leads (spec §2 Favourites): a BILL PAYMENT entry to its biller's
// form labelled 'Account Number'; 999999 to the own-provider transfer; a BANK sort code to the
// other-bank transfer; a TELCO sort code to mobile money. Each form opens pre-filled.
import { type Biller, type Favourite, type SortCode } from '@savewin/api';
import { favouriteBillerRoute, favouritePaymentKind, type FavouriteKind } from '@savewin/core';

import { billPaymentHref, sendMoneyHref, type SendMoneyKind } from '../../../shared/payment/paymentRoutes';

const SEND_MONEY_KIND: Readonly<Record<Exclude<FavouriteKind, 'BILL PAYMENT'>, SendMoneyKind>> = {
  'SOLIS TRANSFER': 'own',
  'OTHER ACCOUNT TRANSFER': 'bank',
  'MOBILE MONEY': 'momo',
};

/** The pre-filled form of a favourite, or null when its sort code or biller is unknown. */
export function favouriteHref(
  favourite: Favourite,
  sortCodes: readonly SortCode[],
  billers: readonly Biller[],
): string | null {
  const payment = favouritePaymentKind(favourite, sortCodes);
  if (!payment) return null;
  const prefill = {
    accountNumber: favourite.destinationAccountNumber,
    accountName: favourite.destinationAccountName,
  };
  if (payment.kind === 'BILL PAYMENT') {
    const route = favouriteBillerRoute(favourite, billers);
    if (!route) return null;
    // The favourites' biller form reads 'Account Number' (spec §2): the utilities/TV label.
    return billPaymentHref(route.categoryType === 'TV' ? 'tv' : 'utilities', route.billerCode, prefill);
  }
  return sendMoneyHref(SEND_MONEY_KIND[payment.kind], { ...prefill, sortCode: payment.sortCode });
}
