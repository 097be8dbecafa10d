// Payouts (WITHDRAWAL, MOMO, BANK_TRANSFER to another bank): the reservation (amount + fee + levy
// moved from the customer to suspense, PROCESSING) and its outbox call are written by
// transfers.ts; the call is sent after that commit (inflight.ts), and its outcome settles (suspense → settlement,
// fee income, levy payable: SUCCESSFUL) or reverses (suspense → customer: REVERSED) it once. No
// outcome (timeout, crash) leaves it PROCESSING with the money in suspense for reconciliation:
// reversing blindly could pay twice.
import type { PayoutOutcome } from '../../adapters/momo/momo';
import { closeCalls } from '../outbox/outbox';

import { SYSTEM_ACCOUNTS } from './accounts';
import { finished, type LedgerContext } from './context';
import { voidPending, postPending } from './held';
import { findTransaction, type TransactionRow } from './transactions';

/**
 * A payout's outcome from the network or bank: settles or reverses the reservation once. A
 * PENDING outcome only records the reference; later outcomes for a finished payout change nothing.
 */
export async function completePayout(
  ctx: LedgerContext,
  transactionId: string,
  outcome: PayoutOutcome,
): Promise<TransactionRow | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    const now = ctx.deps.now();
    if (!row || row.direction !== 'DEBIT' || row.status !== 'PROCESSING') {
      await closeCalls(tx, transactionId, now);
      return row;
    }
    if (outcome.status === 'PENDING') {
      const [updated] = await tx.query<TransactionRow>(
        `UPDATE ledger_transactions SET external_reference = $2, updated_at = $3 WHERE transaction_id = $1 RETURNING *`,
        [transactionId, outcome.reference, now.toISOString()],
      );
      return updated ?? null;
    }
    await closeCalls(tx, transactionId, now);
    if (outcome.status === 'SUCCESSFUL') {
      const settlement =
        row.transaction_type === 'BANK_TRANSFER'
          ? SYSTEM_ACCOUNTS.bankClearing
          : SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN');
      return finished(ctx, tx, await postPending(tx, row, settlement, outcome.reference, now));
    }
    return finished(ctx, tx, await voidPending(tx, row, outcome.reason, now));
  });
}
