// After a successful payment: save the recipient as a favourite when the customer asked to, then
// reload what the payment changed (balance, statement) and the favourites only if one was saved.
import type { CreateFavouriteRequest } from '@savewin/api';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

import { saveFavourite } from '../api/favourites';
import { favouriteList, reloadBalances } from '../data/account';
import { subscriptionAtom } from '../data/selectors';
import { notify } from '../feedback/feedback';

export interface FavouriteWish {
  saveFavourite: boolean;
  destination: string;
  name: string;
}

export function useSaveFavourite() {
  const customerNumber = useAtomValue(subscriptionAtom)?.customerNumber ?? '';
  return useCallback(
    async (
      wish: FavouriteWish | null,
      favouriteType: CreateFavouriteRequest['favouriteType'] | 'BILL',
      sortCode: string,
    ) => {
      if (wish?.saveFavourite && wish.name && customerNumber) {
        try {
          const saved = await saveFavourite({
            customerNumber,
            favouriteType: favouriteType === 'BILL' ? 'BILL PAYMENT' : favouriteType,
            destinationAccountName: wish.name,
            destinationAccountNumber: wish.destination,
            sortCode,
          });
          if (saved.isSuccess) {
            notify('positive', `${wish.name} was added to your favourites.`);
            void favouriteList.reload().catch(() => undefined);
          } else notify('critical', saved.displayMessage || 'The favourite could not be saved.');
        } catch {
          // The payment went through; only the favourite is missing, and the customer is told.
          notify('critical', 'The favourite could not be saved.');
        }
      }
      await reloadBalances();
    },
    [customerNumber],
  );
}
