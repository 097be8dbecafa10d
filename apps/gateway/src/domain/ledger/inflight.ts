// The ledger's calls to the outside world, as outbox calls (../outbox/outbox.ts): a collection
// (prompt on the payer's phone) and a payout (to a wallet or another bank). transfers.ts records
// each in the same transaction as its PENDING row or its reservation; these handlers send it
// (again, with the same reference, after a crash), ask the provider about it (reconciliation,
// callbacks) and record the outcome exactly once through completeCollection / completePayout.
import type { BankTransferRequest } from '../../adapters/bank/bank';
import { MomoRequestRefused, type MomoRequest, type RemoteStatus } from '../../adapters/momo/momo';
import type { CallHandler, OutboxCall } from '../outbox/outbox';
import { mismatchFigures as figuresOf, mismatchOf, type Asked } from '../outbox/settlement';

import { completeCollection, failCollection, recordCollectionPrompt } from './collections';
import type { LedgerContext } from './context';
import { creditWhatArrived } from './heldCredit';
import {
  correctionId,
  creditFailedCollection,
  latePaidAfterReversalNews,
  lateReversalNews,
} from './lateNews';
import { completePayout } from './payouts';
import { findTransaction } from './transactions';

export type PayoutCall =
  { kind: 'momo-payout'; request: MomoRequest } | { kind: 'bank-payout'; request: BankTransferRequest };

export interface CollectionCall {
  request: MomoRequest;
}

/** What a payout asked: the amount in GHS to this wallet or account. */
function askedOfPayout(call: PayoutCall): Asked {
  const { request } = call;
  return {
    transactionId: request.transactionId,
    amount: Number(request.amount),
    currency: 'GHS',
    party: call.kind === 'momo-payout' ? call.request.phoneNumber : call.request.accountNumber,
  };
}

/** What a collection asked: the amount in GHS from this wallet. */
function askedOfCollection(call: CollectionCall): Asked {
  const { request } = call;
  return {
    transactionId: request.transactionId,
    amount: Number(request.amount),
    currency: 'GHS',
    party: request.phoneNumber,
  };
}

/**
 * A final provider status applied to a payout once it matches the call (outbox.verify);
 * 'pending' / 'not-found' change nothing, and 'held' leaves the money in suspense for a person.
 */
async function applyPayoutStatus(
  ctx: LedgerContext,
  call: PayoutCall,
  status: RemoteStatus,
): Promise<'done' | 'pending' | 'not-found' | 'held'> {
  if (status.status === 'PENDING') return 'pending';
  if (status.status === 'NOT_FOUND') return 'not-found';
  const id = call.request.transactionId;
  if (!(await ctx.outbox.verify(id, askedOfPayout(call), status))) return 'held';
  await completePayout(ctx, id, status);
  return 'done';
}

export function payoutHandler(ctx: LedgerContext): CallHandler {
  const { deps } = ctx;
  const send = async (call: PayoutCall) =>
    call.kind === 'momo-payout' ? deps.momo.disburse(call.request) : deps.bank.transfer(call.request);
  const statusOf = async (call: PayoutCall): Promise<RemoteStatus> => {
    if (call.kind === 'momo-payout' && deps.momo.payoutStatus) return deps.momo.payoutStatus(call.request);
    if (call.kind === 'bank-payout' && deps.bank.transferStatus)
      return deps.bank.transferStatus(call.request);
    // No status enquiry: the same request again (the provider pays a reference once).
    const outcome = await send(call);
    return outcome.status === 'PENDING' ? { status: 'PENDING' } : outcome;
  };
  return {
    async send({ payload }: OutboxCall<PayoutCall>) {
      const outcome = await send(payload);
      if (!(await ctx.outbox.verify(payload.request.transactionId, askedOfPayout(payload), outcome)))
        return 'held';
      await completePayout(ctx, payload.request.transactionId, outcome);
      return outcome.status === 'PENDING' ? 'sent' : 'done';
    },
    async check({ payload }: OutboxCall<PayoutCall>) {
      return applyPayoutStatus(ctx, payload, await statusOf(payload));
    },
    async late({ payload }: OutboxCall<PayoutCall>) {
      // Only a status enquiry tells late news: a payout is never sent again to learn it.
      const enquiry = payload.kind === 'momo-payout' ? deps.momo.payoutStatus : deps.bank.transferStatus;
      const row = await findTransaction(ctx.db, payload.request.transactionId);
      if (!enquiry || !row) return null;
      const status = await statusOf(payload);
      // Each correction is written once (keyed by the payout's id); the words are the same each time.
      const id = payload.request.transactionId;
      if (row.status === 'SUCCESSFUL' && status.status === 'FAILED')
        return lateReversalNews(ctx, 'payout', id, status.reason);
      if (row.status === 'REVERSED' && status.status === 'SUCCESSFUL') {
        // A late success moves money only when it matches the call, like any other answer.
        const mismatch = mismatchOf(askedOfPayout(payload), status);
        if (mismatch)
          return `Late news: the provider reports this payout SUCCESSFUL after it was reversed to the customer, with other figures than asked (${figuresOf(mismatch)}); nothing was booked.`;
        return latePaidAfterReversalNews(ctx, 'payout', id);
      }
      return null;
    },
    async abandon({ payload }: OutboxCall<PayoutCall>, reason: string) {
      await completePayout(ctx, payload.request.transactionId, { status: 'FAILED', reason });
    },
  } as CallHandler;
}

/**
 * What the payer's phone shows with the prompt (MTN's payerMessage and payeeNote): written by
 * the gateway with the product and the transaction's own reference, never the caller's narration
 * (which stays in the customer's statement).
 */
export function collectionMessage(reference: string): string {
  return `SAVE & WIN deposit ${reference}`;
}

export function collectionHandler(ctx: LedgerContext): CallHandler {
  const { deps } = ctx;
  return {
    async send({ payload }: OutboxCall<CollectionCall>) {
      const { request } = payload;
      try {
        // The payer's phone shows the gateway's text, whatever the call stored: calls queued (or
        // backfilled by migration 0880) before this rule carry the customer's narration.
        const { promptId } = await deps.momo.requestCollection({
          ...request,
          narration: collectionMessage(request.transactionId),
        });
        await recordCollectionPrompt(ctx, request.transactionId, promptId);
        return 'sent';
      } catch (error) {
        if (!(error instanceof MomoRequestRefused)) throw error;
        await failCollection(
          ctx,
          request.transactionId,
          error.customerMessage ??
            `The ${request.network} network refused the request for ${request.phoneNumber}.`,
        );
        return 'done';
      }
    },
    async check({ payload }: OutboxCall<CollectionCall>) {
      if (!deps.momo.collectionStatus) return 'pending';
      const status = await deps.momo.collectionStatus(payload.request);
      if (status.status === 'PENDING') return 'pending';
      if (status.status === 'NOT_FOUND') return 'not-found';
      // Credited only when what the network collected matches what was asked.
      if (!(await ctx.outbox.verify(payload.request.transactionId, askedOfCollection(payload), status)))
        return 'held';
      await completeCollection(
        ctx,
        payload.request.transactionId,
        status.status === 'SUCCESSFUL' ? 'APPROVED' : 'DECLINED',
      );
      return 'done';
    },
    async abandon({ payload }: OutboxCall<CollectionCall>, reason: string) {
      await failCollection(ctx, payload.request.transactionId, reason);
    },
    async credit({ payload }: OutboxCall<CollectionCall>, amount: number) {
      return creditWhatArrived(ctx, payload.request.transactionId, amount);
    },
    async late({ payload }: OutboxCall<CollectionCall>) {
      if (!deps.momo.collectionStatus) return null;
      const row = await findTransaction(ctx.db, payload.request.transactionId);
      if (row?.status !== 'FAILED') return null;
      const status = await deps.momo.collectionStatus(payload.request);
      if (status.status !== 'SUCCESSFUL') return null;
      const mismatch = mismatchOf(askedOfCollection(payload), status);
      if (mismatch)
        return `Late news: the provider reports this collection SUCCESSFUL after it was marked FAILED, with other figures than asked (${figuresOf(mismatch)}); nothing was credited.`;
      // The money arrived: credited once (keyed by the collection's id), unless the account closed.
      const id = payload.request.transactionId;
      await creditFailedCollection(ctx, id);
      const credited = await findTransaction(ctx.db, correctionId('LATE-CR', id));
      return credited
        ? `Late news: the provider reports this collection SUCCESSFUL after it was marked FAILED; the money was credited to the customer (${credited.transaction_id}).`
        : 'Late news: the provider reports this collection SUCCESSFUL after it was marked FAILED; nothing was credited (the account is closed).';
    },
  } as CallHandler;
}
