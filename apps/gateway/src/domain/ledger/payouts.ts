// Payouts (WITHDRAWAL, MOMO, BANK_TRANSFER to another bank): the reservation (amount + fee + levy
// moved from the customer to suspense, PROCESSING) is written by transfers.ts; here the money is
// sent to the network or bank after that commit, and its outcome settles (suspense → settlement,
// fee income, levy payable: SUCCESSFUL) or reverses (suspense → customer: REVERSED) it once. No
// outcome (timeout, crash) leaves it PROCESSING with the money in suspense for reconciliation:
// reversing blindly could pay twice.
import type { Pesewas } from '@savewin/core';

import type { PayoutOutcome } from '../../adapters/momo/momo';

import { SYSTEM_ACCOUNTS } from './accounts';
import { finished, type LedgerContext } from './context';
import { reverseHeld, settleHeld } from './held';
import type { Plan } from './plan';
import { findTransaction, type TransactionRow } from './transactions';

/** Sends a reserved payout to the network or bank and records the outcome it answers, if any. */
export async function sendPayout(
  ctx: LedgerContext,
  planned: Extract<Plan, { kind: 'momo-payout' | 'bank-payout' }>,
  payout: { transactionId: string; amount: Pesewas; narration: string },
): Promise<void> {
  const { deps } = ctx;
  let outcome: PayoutOutcome | null = null;
  try {
    outcome =
      planned.kind === 'momo-payout'
        ? await deps.momo.disburse({ ...payout, phoneNumber: planned.phone, network: planned.network })
        : await deps.bank.transfer({
            ...payout,
            sortCode: planned.sortCode,
            accountNumber: planned.accountNumber,
          });
  } catch (error) {
    deps.onAdapterError?.(error, { transactionId: payout.transactionId });
  }
  if (outcome) await completePayout(ctx, payout.transactionId, outcome);
}

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
    if (!row || row.direction !== 'DEBIT' || row.status !== 'PROCESSING') return row;
    const now = ctx.deps.now();
    if (outcome.status === 'PENDING') {
      const [updated] = await tx.query<TransactionRow>(
        `UPDATE ledger_transactions SET external_reference = $2, updated_at = $3 WHERE transaction_id = $1 RETURNING *`,
        [transactionId, outcome.reference, now.toISOString()],
      );
      return updated ?? null;
    }
    if (outcome.status === 'SUCCESSFUL') {
      const settlement =
        row.transaction_type === 'BANK_TRANSFER'
          ? SYSTEM_ACCOUNTS.bankClearing
          : SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN');
      return finished(ctx, tx, await settleHeld(tx, row, settlement, outcome.reference, now));
    }
    return finished(ctx, tx, await reverseHeld(tx, row, outcome.reason, now));
  });
}
