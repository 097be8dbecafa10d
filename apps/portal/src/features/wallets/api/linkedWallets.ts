// The customer's linked wallets on the gateway: read the list, look a number's holder up before
// linking it, link it once its OTP is accepted, remove one. The wallet screens (and Deposit's
// 'Use Linked Wallet') call these rather than the gateway client, so each call is written once.
import { type CreateLinkedWalletRequest, type LinkedWallet, readEnvelope } from '@savewin/api';

import { api } from '../../../shared/api/client';

export function readLinkedWallets(customerNumber: string) {
  return readEnvelope(
    api.GET('/api/account-service/account/linked-wallets/{customerNumber}', {
      params: { path: { customerNumber } },
    }),
  );
}

/** The holder's name of a wallet number on its network's sort code (result.accountName). */
export function lookUpWalletHolder(phoneNumber: string, sortCode: string) {
  return readEnvelope(
    api.POST('/api/transaction/verify-account', { body: { accountNumber: phoneNumber, sortCode } }),
  );
}

export function linkWallet(body: CreateLinkedWalletRequest) {
  return readEnvelope(api.POST('/api/account-service/account/linked-wallets', { body }));
}

export function removeLinkedWallet(id: LinkedWallet['id']) {
  return readEnvelope(api.DELETE('/api/delete-linked-wallet/{id}', { params: { path: { id } } }));
}
