// The loading order after sign-in (spec §4): profile, then lead, sort codes, billers and draw
// winners; once the subscription is known, the SAVE & WIN history, favourites, goal options and
// the customer's target saves. Screens show a spinner until it is done.
import { readEnvelope, type Envelope } from '@savewin/api';
import { MAIN_PRODUCT } from '@savewin/core';

import { api } from '../../../shared/api/client';
import {
  accountDataAtom,
  emptyAccountData,
  loadStateAtom,
  type AccountData,
} from '../../../shared/data/accountData';
import { store } from '../../../shared/store';

import { leadIdAtom, mobileNumberAtom, profileNameAtom } from './session';

/** A list read that failed leaves the list empty; the screen that needs it offers a retry. */
async function listOrEmpty<T>(call: Promise<Envelope<T[] | null>>): Promise<T[]> {
  try {
    const answer = await call;
    return answer.isSuccess && Array.isArray(answer.result) ? answer.result : [];
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
    // The profile decides everything else: when it cannot be read (network, 5xx) the page shows
    // 'Something went wrong' with a retry. isSuccess false only means no subscription yet.
    const profile = await readEnvelope(
      api.GET('/api/customer-details/{mobile}', { params: { path: { mobile: mobileNumber } } }),
    );
    const subscription = profile.isSuccess ? profile.result : null;
    const [lead, sortCodes, billers, drawWinners] = await Promise.all([
      readEnvelope(api.GET('/api/lead-service/lead/{mobileNumber}', { params: { path: { mobileNumber } } }))
        .then((e) => (e.isSuccess ? e.result : null))
        .catch(() => null),
      listOrEmpty(readEnvelope(api.GET('/api/account-service/sort-codes'))),
      listOrEmpty(readEnvelope(api.GET('/api/bill-service/billers'))),
      listOrEmpty(readEnvelope(api.GET('/api/loyalty/previous-winners'))),
    ]);
    const data: AccountData = { ...emptyAccountData, subscription, lead, sortCodes, billers, drawWinners };
    const leadId = subscription?.customer.leadId ?? lead?.leadId;
    if (subscription) {
      const main = subscription.accounts.find((a) => a.productName === MAIN_PRODUCT);
      const [history, favourites, goalOptions, customerTargetSaves] = await Promise.all([
        main
          ? readEnvelope(
              api.GET('/api/transaction-service/statement/{accountNumber}', {
                params: { path: { accountNumber: main.accountNumber }, query: { page: 1, pageSize: 20 } },
              }),
            )
              .then((e) => (e.isSuccess && e.result ? e.result.items : []))
              .catch(() => [])
          : Promise.resolve([]),
        listOrEmpty(
          readEnvelope(
            api.GET('/api/favourite-service/favourites/{customerNumber}', {
              params: { path: { customerNumber: subscription.customerNumber } },
            }),
          ),
        ),
        listOrEmpty(readEnvelope(api.GET('/api/investment/goal-options'))),
        listOrEmpty(
          readEnvelope(
            api.GET('/api/investment/customer-goals/{customerNumber}', {
              params: { path: { customerNumber: subscription.customerNumber } },
            }),
          ),
        ),
      ]);
      Object.assign(data, { transactionHistory: history, favourites, goalOptions, customerTargetSaves });
    }
    const profileName = subscription
      ? `${subscription.firstName} ${subscription.lastName}`.trim()
      : (lead?.profileName ?? null);
    // Signed out (or another customer signed in) meanwhile: these lists belong to nobody now.
    if (store.get(mobileNumberAtom) !== mobileNumber) return;
    if (leadId) store.set(leadIdAtom, leadId);
    if (profileName) store.set(profileNameAtom, profileName);
    store.set(accountDataAtom, data);
    store.set(loadStateAtom, 'loaded');
  } catch {
    if (store.get(mobileNumberAtom) === mobileNumber) store.set(loadStateAtom, 'failed');
  }
}
