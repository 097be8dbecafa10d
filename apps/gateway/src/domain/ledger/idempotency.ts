// A customer's transactionId is an idempotency key scoped to the requester. The request hash
// covers who asks and every field; the same id with the same request answers the first answer
// again (a copy arriving while the first is still talking to the network waits for it), the same
// id with another request is a conflict (409), and a refusal rolls everything back so the id
// stays free for a retry. The claim, the check under the lock and the first answer are the one
// path's (movement.ts); this is the hash of a transact request.
import type { Pesewas } from '@savewin/core';

import { hashOf } from './movement';
import type { TransactRequest } from './types';

export function requestHash(identity: string, req: TransactRequest, amount: Pesewas): string {
  return hashOf([
    identity,
    req.customerAccountNumber,
    amount,
    req.narration ?? '',
    req.transactionType,
    req.destinationAccountNumber ?? '',
    req.destinationSortCode ?? '',
    req.sourceSystem ?? '',
  ]);
}
