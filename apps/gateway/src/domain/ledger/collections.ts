// Collections (DEPOSIT, REQUEST MONEY, a payment link paid): money asked from a mobile-money
// number. The PENDING row is written first; then the prompt is raised on the payer's phone
// (PROCESSING) or refused (FAILED). Only the payer's approval credits the account (the CREDIT
// posting, net of fee and levy, and the loyalty points); a decline or an expired prompt fails
// it, and nothing was ever credited.
import type { PromptDecision, SandboxMomo, SandboxPrompt } from '../../adapters/momo/sandboxMomo';
import type { Queryable } from '../../db/database';
import { closeCalls } from '../outbox/outbox';

import { SYSTEM_ACCOUNTS, lockCustomerAccounts } from './accounts';
import { finished, type LedgerContext } from './context';
import { post } from './posting';
import { findTransaction, summaryOf, type TransactionRow } from './transactions';
import type { CollectionDecisionResult } from './types';

/** The network raised the prompt: the collection waits for the payer (PROCESSING). */
export async function recordCollectionPrompt(
  ctx: LedgerContext,
  transactionId: string,
  promptId: string,
): Promise<void> {
  await ctx.db.query(
    `UPDATE ledger_transactions SET status = 'PROCESSING', external_reference = $2, updated_at = $3
      WHERE transaction_id = $1 AND status = 'PENDING'`,
    [transactionId, promptId, ctx.deps.now().toISOString()],
  );
}

/** The network refused the prompt, or never received it: the collection fails (nothing was credited). */
export async function failCollection(
  ctx: LedgerContext,
  transactionId: string,
  reason: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.deps.now();
    await tx.query(
      `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
        WHERE transaction_id = $1 AND status IN ('PENDING', 'PROCESSING')`,
      [transactionId, reason, now.toISOString()],
    );
    await closeCalls(tx, transactionId, now);
  });
}

/**
 * The payer's answer to a collection (network callback, or the sandbox approve/decline). Only
 * an approval credits; answering a finished collection again changes nothing.
 */
export async function completeCollection(
  ctx: LedgerContext,
  transactionId: string,
  decision: 'APPROVED' | 'DECLINED' | 'EXPIRED',
): Promise<TransactionRow | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    const now = ctx.deps.now();
    await closeCalls(tx, transactionId, now);
    if (!row || row.direction !== 'CREDIT' || (row.status !== 'PENDING' && row.status !== 'PROCESSING'))
      return row;
    if (decision !== 'APPROVED') {
      const reason =
        decision === 'DECLINED'
          ? 'The payer declined the request.'
          : 'The request expired before it was approved.';
      const [updated] = await tx.query<TransactionRow>(
        `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
          WHERE transaction_id = $1 RETURNING *`,
        [transactionId, reason, now.toISOString()],
      );
      return finished(ctx, tx, updated);
    }
    const locked = await lockCustomerAccounts(tx, [row.account_number]);
    if (locked.get(row.account_number)?.status !== 'ACTIVE') {
      const [failed] = await tx.query<TransactionRow>(
        `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
          WHERE transaction_id = $1 RETURNING *`,
        [transactionId, 'The account was closed.', now.toISOString()],
      );
      return finished(ctx, tx, failed);
    }
    const amount = Number(row.amount);
    const fee = Number(row.fee_amount);
    const levy = Number(row.elevy_amount);
    await post(tx, {
      transactionId,
      kind: 'CREDIT',
      effectiveAt: now,
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN'), amount: -amount },
        { accountNumber: row.account_number, amount: amount - fee - levy },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: levy },
      ],
    });
    await awardLoyalty(ctx, tx, row, now);
    const [updated] = await tx.query<TransactionRow>(
      `UPDATE ledger_transactions SET status = 'SUCCESSFUL', updated_at = $2 WHERE transaction_id = $1 RETURNING *`,
      [transactionId, now.toISOString()],
    );
    return finished(ctx, tx, updated);
  });
}

async function awardLoyalty(ctx: LedgerContext, tx: Queryable, row: TransactionRow, at: Date): Promise<void> {
  const points = Math.floor(Number(row.amount) / ctx.config.pesewasPerLoyaltyPoint);
  if (points <= 0) return;
  await tx.query(
    `INSERT INTO ledger_loyalty_points (transaction_id, account_number, points, earned_at)
     VALUES ($1, $2, $3, $4) ON CONFLICT (transaction_id) DO NOTHING`,
    [row.transaction_id, row.account_number, points, at.toISOString()],
  );
}

/**
 * The sandbox network's prompts (sandbox mode only): expiring unanswered ones fails their
 * collections, and a payer's approve/decline completes one.
 */
export function sandboxCollections(ctx: LedgerContext) {
  const momo = ctx.deps.momo;
  const sandboxMomo = 'sandbox' in momo && momo.sandbox ? (momo as SandboxMomo) : null;

  /** Fails every collection whose prompt expired unanswered. Safe to run at any time. */
  async function expireCollections(): Promise<number> {
    if (!sandboxMomo) return 0;
    const expired = await sandboxMomo.expirePrompts();
    for (const prompt of expired) await completeCollection(ctx, prompt.transactionId, 'EXPIRED');
    return expired.length;
  }

  const sandbox = sandboxMomo && {
    async listPrompts(phoneNumber?: string): Promise<SandboxPrompt[]> {
      await expireCollections();
      return sandboxMomo.listPrompts(phoneNumber);
    },
    /** The payer approves or declines: the prompt is marked, then the collection completes. */
    async decidePrompt(
      promptId: string,
      decision: PromptDecision,
    ): Promise<
      | { kind: 'not-found' }
      | { kind: 'already'; prompt: SandboxPrompt }
      | ({ kind: 'decided' } & CollectionDecisionResult)
    > {
      await expireCollections();
      const result = await sandboxMomo.decide(promptId, decision);
      if (result.kind !== 'decided') return result;
      // The payer's answer settles as a network's callback does: through the outbox, which asks
      // the network and checks its answer against the call (a payer ending 3333 or 4444 is
      // reported with other figures: held for an operator, nothing credited).
      const id = result.prompt.transactionId;
      const settled = await ctx.outbox.confirm(id, ['COLLECTION']);
      const row =
        settled === 'unknown'
          ? await completeCollection(ctx, id, decision)
          : await findTransaction(ctx.db, id);
      return { kind: 'decided', prompt: result.prompt, transaction: row ? summaryOf(row) : null };
    },
  };

  return { expireCollections, sandbox };
}
