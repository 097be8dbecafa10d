// An operator's "credit what arrived" for a collection the settlement check held: the network
// reported collecting another amount than was asked (../outbox/decisions.ts). The collection as
// asked never happened, so it is marked FAILED with the figures in its reason, and what the network
// did collect is credited beside it as `OPS-CR-<id>` (corrections.ts), in one transaction, once.
// The customer is told of both; the statement shows the asked deposit failed and the credit made.
import { formatCedis, type Pesewas } from '@savewin/core';

import { closeCalls } from '../outbox/outbox';

import { lockCustomerAccounts, SYSTEM_ACCOUNTS } from './accounts';
import { finished, type LedgerContext } from './context';
import { writeCorrection } from './corrections';
import { findTransaction, type TransactionRow } from './transactions';

/** Credits `amount` pesewas (GHS) of a held collection; answers what it did, in words. */
export async function creditWhatArrived(
  ctx: LedgerContext,
  transactionId: string,
  amount: number,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'CREDIT') return 'Nothing moved: no such collection.';
    if (row.status !== 'PENDING' && row.status !== 'PROCESSING')
      return `Nothing moved: the collection was ${row.status} already.`;
    const locked = await lockCustomerAccounts(tx, [row.account_number]);
    if (locked.get(row.account_number)?.status !== 'ACTIVE') return 'Nothing moved: the account is closed.';
    const now = ctx.deps.now();
    const asked = formatCedis(Number(row.amount) as Pesewas);
    const arrived = formatCedis(amount as Pesewas);
    const [failed] = await tx.query<TransactionRow>(
      `UPDATE ledger_transactions SET status = 'FAILED', failure_reason = $2, updated_at = $3
        WHERE transaction_id = $1 RETURNING *`,
      [
        transactionId,
        `The network collected ${arrived}, not ${asked}: ${arrived} was credited to your account.`,
        now.toISOString(),
      ],
    );
    await closeCalls(tx, transactionId, now);
    await finished(ctx, tx, failed);
    const credit = await writeCorrection(ctx, tx, row, {
      prefix: 'OPS-CR',
      fields: {
        status: 'SUCCESSFUL',
        amount,
        fee_amount: 0,
        elevy_amount: 0,
        narration: `Credited as collected (${asked} asked): ${row.narration}`,
        failure_reason: null,
      },
      kind: 'CREDIT',
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN'), amount: -amount },
        { accountNumber: row.account_number, amount },
      ],
      at: now,
      tell: true,
    });
    return credit
      ? `Credited ${arrived} (what arrived; ${asked} was asked) as ${credit.transaction_id}; the collection as asked is marked FAILED.`
      : 'Nothing moved: it was credited already.';
  });
}
