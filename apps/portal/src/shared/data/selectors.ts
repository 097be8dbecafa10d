// Derived reads of the shared lists every screen uses the same way.
import { GOAL_PRODUCT, MAIN_PRODUCT, sumPesewas, formatCedis } from '@savewin/core';
import { atom } from 'jotai';

import { pesewasOrZero } from '../format';

import { profile } from './account';

export const subscriptionAtom = atom((get) => get(profile.valueAtom).subscription);

/** The SAVE & WIN account, if the customer has a subscription. */
export const mainAccountAtom = atom(
  (get) => get(subscriptionAtom)?.accounts.find((a) => a.productName === MAIN_PRODUCT) ?? null,
);

/** Spec §2 Quick Access: the summed currentAvailableBalance of the TARGET SAVE accounts. */
export const targetSaveTotalAtom = atom((get) => {
  const accounts = get(subscriptionAtom)?.accounts ?? [];
  return formatCedis(
    sumPesewas(
      accounts
        .filter((a) => a.productName === GOAL_PRODUCT)
        .map((a) => pesewasOrZero(a.currentAvailableBalance)),
    ),
  );
});
