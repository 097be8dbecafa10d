// The reads behind the customer's lists of spec §3 (profile, sort codes, billers, goal options,
// statement, favourites, goals). shared/data keeps each list once for every screen (when it is
// read, read again, forgotten); this module is how each one is asked for.
import { readEnvelope, unwrapList } from '@savewin/api';

import { api } from './client';

/** The customer's subscription (isSuccess false: none yet) and, beside it, their lead. */
export function readCustomerDetails(mobile: string) {
  return readEnvelope(api.GET('/api/customer-details/{mobile}', { params: { path: { mobile } } }));
}

export function readLead(mobileNumber: string) {
  return readEnvelope(
    api.GET('/api/lead-service/lead/{mobileNumber}', { params: { path: { mobileNumber } } }),
  );
}

export function readSortCodes() {
  return unwrapList(api.GET('/api/account-service/sort-codes'));
}

export function readBillers() {
  return unwrapList(api.GET('/api/bill-service/billers'));
}

export function readGoalOptions() {
  return unwrapList(api.GET('/api/investment/goal-options'));
}

/** One page of an account's statement, newest first. */
export function readStatementPage(accountNumber: string, page: number, pageSize: number) {
  return readEnvelope(
    api.GET('/api/transaction-service/statement/{accountNumber}', {
      params: { path: { accountNumber }, query: { page, pageSize } },
    }),
  );
}

export function readFavourites(customerNumber: string) {
  return unwrapList(
    api.GET('/api/favourite-service/favourites/{customerNumber}', { params: { path: { customerNumber } } }),
  );
}

export function readCustomerGoals(customerNumber: string) {
  return unwrapList(
    api.GET('/api/investment/customer-goals/{customerNumber}', { params: { path: { customerNumber } } }),
  );
}
