// The customer's lists of spec §3, one atom each. The profile is asked first only where its answer
// is needed to ask the next (spec §4): the SAVE & WIN history needs the account number, the
// favourites and goals the customer number; everything else is asked at once. Routes start the
// reads they need (app/router.tsx), so they travel while the route's code loads.
import {
  BusinessError,
  type Biller,
  type CustomerGoal,
  type CustomerSubscription,
  type Favourite,
  type GoalOption,
  type Lead,
  type SortCode,
  type StatementRow,
} from '@savewin/api';
import { MAIN_PRODUCT } from '@savewin/core';

import {
  readBillers,
  readCustomerDetails,
  readCustomerGoals,
  readFavourites,
  readGoalOptions,
  readLead,
  readSortCodes,
  readStatementPage,
} from '../api/account';

import { createList, required } from './list';

let ownerNumber: () => string | null = () => null;

/** Tells the lists whose they are: the signed-in customer's mobile number, read at every load. */
export function configureAccountData(mobileNumber: () => string | null): void {
  ownerNumber = mobileNumber;
}

export interface Profile {
  /** null: the customer has no subscription yet (partial registration). */
  subscription: CustomerSubscription | null;
  lead: Lead | null;
}

/**
 * The profile decides everything else: when it cannot be read (network, 5xx) the page shows
 * 'Something went wrong' with a retry. isSuccess false only means no subscription yet.
 */
export const profile = createList<Profile>({ subscription: null, lead: null }, async () => {
  const mobileNumber = ownerNumber();
  if (!mobileNumber) return { subscription: null, lead: null };
  const [details, lead] = await Promise.all([
    readCustomerDetails(mobileNumber),
    readLead(mobileNumber)
      .then((e) => (e.isSuccess ? e.result : null))
      .catch(() => null),
  ]);
  return { subscription: details.isSuccess ? details.result : null, lead };
});

/**
 * The subscription, once the profile has been read (null without one). Rejects when the profile
 * could not be read, so that a list read after it fails rather than being taken for empty.
 */
async function subscription(): Promise<CustomerSubscription | null> {
  return (await required(profile)).subscription;
}

export const sortCodeList = createList<SortCode[]>([], readSortCodes);

export const billerList = createList<Biller[]>([], readBillers);

export const goalOptionList = createList<GoalOption[]>([], readGoalOptions);

/** The latest 20 rows of the SAVE & WIN account's statement. */
export const recentHistoryList = createList<StatementRow[]>([], async () => {
  const main = (await subscription())?.accounts.find((a) => a.productName === MAIN_PRODUCT);
  if (!main) return [];
  const answer = await readStatementPage(main.accountNumber, 1, 20);
  if (!answer.isSuccess) throw new BusinessError(answer.displayMessage);
  return answer.result?.items ?? [];
});

/** A list of the customer's own, read once the profile names them (none without a subscription). */
function customerList<T>(read: (customerNumber: string) => Promise<T[]>) {
  return createList<T[]>([], async () => {
    const customerNumber = (await subscription())?.customerNumber;
    return customerNumber ? read(customerNumber) : [];
  });
}

export const favouriteList = customerList<Favourite>(readFavourites);

export const targetSaveList = customerList<CustomerGoal>(readCustomerGoals);

/** After money moved: the balances and the statement (favourites and goals only when touched). */
export function reloadBalances(): Promise<void> {
  return Promise.all([profile.reload(), recentHistoryList.reload()]).then(() => undefined);
}
