// The holder's name of an account number on a sort code (result.accountName), looked up by the
// payment forms before money is sent so the customer sees whom they are paying.
import { readEnvelope } from '@savewin/api';

import { api } from './client';

export function lookUpAccountHolder(accountNumber: string, sortCode: string) {
  return readEnvelope(api.POST('/api/transaction/verify-account', { body: { accountNumber, sortCode } }));
}
