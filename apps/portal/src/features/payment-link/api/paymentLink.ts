// The public payment-link page's gateway calls. The visitor has no session, so every call carries
// no bearer (whoever else is signed in on this tab) except those that present a credential of
// their own: the link's (to look up the payer's name) and the payer's from the OTP step (the only
// one that may collect from the payer's number).
import {
  readEnvelope,
  type MobileNumber,
  type Network,
  type PaymentLinkHash,
  type TransactionRequest,
} from '@savewin/api';

import { api, withBearer } from '../../../shared/api/client';

/** The visitor has no session: these calls carry no bearer, whoever else is signed in on this tab. */
const PUBLIC = { headers: withBearer('') };

/** Whom the link pays (name, account, amount asked) and the link's own credential. */
export function readLinkAccount(hash: PaymentLinkHash) {
  return readEnvelope(api.GET('/api/payment-link/account-info', { params: { query: { hash } }, ...PUBLIC }));
}

export function loadSortCodes() {
  return readEnvelope(api.GET('/api/account-service/sort-codes', PUBLIC));
}

/** The registered name of the number on the network, answered only to the link's credential. */
export function lookUpPayerName(linkToken: string, phoneNumber: MobileNumber, network: Network) {
  return readEnvelope(
    api.GET('/api/account-service/name-validation', {
      params: { query: { phoneNumber, network } },
      headers: withBearer(linkToken),
    }),
  );
}

/** Texts the payer the code whose verification answers the payer's credential. */
export function sendPayerCode(mobileNumber: MobileNumber) {
  return readEnvelope(
    api.POST('/api/otp-service/otp/send/{mobileNumber}', {
      params: { path: { mobileNumber } },
      ...PUBLIC,
    }),
  );
}

/** The mobile-money collection from the payer into the customer's account. */
export function collectPayment(payerToken: string, transaction: TransactionRequest) {
  return readEnvelope(
    api.POST('/api/transaction-service/transaction/transact', {
      body: transaction,
      headers: withBearer(payerToken),
    }),
  );
}
