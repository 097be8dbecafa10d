// The ledger service: every operation on money the gateway offers, put together from the parts
// that do the work. Reading order for a newcomer:
//   transfers.ts    transact: who may move what, the locked database work, the posting
//   plan.ts         where a request sends money (collection, payout, internal transfer)
//   idempotency.ts  the transactionId as a per-requester idempotency key; first answers replayed
//   collections.ts  money in from a mobile-money number: prompt → approval credits
//   payouts.ts      money out: reservation → network or bank → settle or reverse
//   inflight.ts     the outside calls as outbox calls: sent after commit, retried, reconciled
//   enquiries.ts    charges, one transaction, account and wallet names, sort codes
// Status flow: PENDING → PROCESSING → SUCCESSFUL | FAILED | REVERSED (see README.md).
import type { PayoutOutcome } from '../../adapters/momo/momo';
import type { Caller } from '../caller';

import { completeCollection, sandboxCollections } from './collections';
import { ledgerContext } from './context';
import { chargeLookup, getSortCodes, getTransaction, validateName, verifyAccount } from './enquiries';
import { closeEmptyGoal, goalBreakQuote, releaseGoal, type GoalRelease } from './goals';
import { collectionHandler, payoutHandler } from './inflight';
import { latePaidAfterReversalNews, lateReversalNews, type OutgoingKind } from './lateNews';
import { completePayout } from './payouts';
import { transact, transactForCustomer } from './transfers';
import type { ChargeLookupRequest, LedgerDeps, TransactRequest } from './types';

export type LedgerService = ReturnType<typeof createLedgerService>;

export function createLedgerService(deps: LedgerDeps) {
  const ctx = ledgerContext(deps);
  const { expireCollections, sandbox } = sandboxCollections(ctx);
  ctx.outbox.register('COLLECTION', collectionHandler(ctx));
  ctx.outbox.register('PAYOUT', payoutHandler(ctx));
  return {
    config: ctx.config,
    outbox: ctx.outbox,
    transact: (auth: Caller | null, req: TransactRequest) => transact(ctx, auth, req),
    transactForCustomer: (job: string, customerNumber: string, req: TransactRequest) =>
      transactForCustomer(ctx, job, customerNumber, req),
    completeCollection: (transactionId: string, decision: 'APPROVED' | 'DECLINED' | 'EXPIRED') =>
      completeCollection(ctx, transactionId, decision),
    completePayout: (transactionId: string, outcome: PayoutOutcome) =>
      completePayout(ctx, transactionId, outcome),
    expireCollections,
    chargeLookup: (auth: Caller | null, req: ChargeLookupRequest) => chargeLookup(ctx, auth, req),
    getTransaction: (auth: Caller | null, transactionId: string) => getTransaction(ctx, auth, transactionId),
    verifyAccount: (auth: Caller | null, req: { accountNumber: string; sortCode: string }) =>
      verifyAccount(ctx, auth, req),
    validateName: (phoneNumber: string, network: string) => validateName(ctx, phoneNumber, network),
    getSortCodes: () => getSortCodes(ctx),
    sandbox,
    /** Goal money back out: maturity (the job) or a break (the customer); see goals.ts. */
    releaseGoal: (req: GoalRelease) => releaseGoal(ctx, req),
    closeEmptyGoal: (req: Parameters<typeof closeEmptyGoal>[1]) => closeEmptyGoal(ctx, req),
    goalBreakQuote: (goalAccountNumber: string) => goalBreakQuote(ctx, goalAccountNumber),
    /** Late news moved into money by rule (lateNews.ts), for the outgoing calls of other modules (bills). */
    lateNews: {
      reversal: (what: OutgoingKind, transactionId: string, reason: string) =>
        lateReversalNews(ctx, what, transactionId, reason),
      paidAfterReversal: (what: OutgoingKind, transactionId: string) =>
        latePaidAfterReversalNews(ctx, what, transactionId),
    },
  };
}
