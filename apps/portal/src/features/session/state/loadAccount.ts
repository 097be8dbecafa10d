// The loading order after sign-in (spec §4): profile, then lead, customer details, sort codes,
// billers and draw winners; once the subscription is known, the SAVE & WIN history, favourites,
// goal options and the customer's target saves. Screens show a spinner until it is done.
import { MAIN_PRODUCT } from '@savewin/core';

import { unwrap, type Envelope } from '../../../shared/api/gateway';
import { gateway } from '../../../shared/api/instance';
import {
  accountDataAtom,
  emptyAccountData,
  loadStateAtom,
  type AccountData,
} from '../../../shared/data/accountData';
import { store } from '../../../shared/store';

import { leadIdAtom, mobileNumberAtom, profileNameAtom } from './session';

/** A list read that failed leaves the list empty; the screen that needs it offers a retry. */
async function listOrEmpty<T>(call: Promise<Envelope<T[]>>): Promise<T[]> {
  try {
    const result = unwrap(await call);
    return Array.isArray(result) ? result : [];
  } catch {
    return [];
  }
}

let running: Promise<void> | null = null;

/** Loads (or reloads) everything a signed-in screen reads. Concurrent calls share one load. */
export function loadAccountData(): Promise<void> {
  running ??= load().finally(() => {
    running = null;
  });
  return running;
}

async function load(): Promise<void> {
  const mobileNumber = store.get(mobileNumberAtom);
  if (!mobileNumber) return;
  if (store.get(loadStateAtom) !== 'loaded') store.set(loadStateAtom, 'loading');
  try {
    // The profile decides everything else: without it nothing can be shown, so its failure is
    // the one that turns the whole page into 'Something went wrong' with a retry.
    const profile = await gateway.customerDetails(mobileNumber);
    const subscription = profile.isSuccess ? profile.result : null;
    const [lead, sortCodes, billers, drawWinners] = await Promise.all([
      gateway
        .leadByNumber(mobileNumber)
        .then((e) => (e.isSuccess ? e.result : null))
        .catch(() => null),
      listOrEmpty(gateway.sortCodes()),
      listOrEmpty(gateway.billers()),
      listOrEmpty(gateway.drawWinners()),
    ]);
    const data: AccountData = { ...emptyAccountData, subscription, lead, sortCodes, billers, drawWinners };
    if (lead?.leadId) store.set(leadIdAtom, lead.leadId);
    if (subscription) {
      store.set(profileNameAtom, `${subscription.firstName} ${subscription.lastName}`.trim());
      const main = subscription.accounts.find((a) => a.productName === MAIN_PRODUCT);
      const [transactionHistory, favourites, goalOptions, customerTargetSaves] = await Promise.all([
        main ? listOrEmpty(gateway.transactionHistory(main.accountNumber)) : Promise.resolve([]),
        listOrEmpty(gateway.favourites(subscription.customerNumber)),
        listOrEmpty(gateway.goalOptions()),
        listOrEmpty(gateway.customerTargetSaves(subscription.customerNumber)),
      ]);
      Object.assign(data, { transactionHistory, favourites, goalOptions, customerTargetSaves });
    } else if (lead?.profileName) {
      store.set(profileNameAtom, lead.profileName);
    }
    store.set(accountDataAtom, data);
    store.set(loadStateAtom, 'loaded');
  } catch {
    store.set(loadStateAtom, 'failed');
  }
}
