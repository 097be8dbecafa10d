// Late news moved into money, by rule. A provider may contradict an outcome the ledger already
// recorded: a payout or bill payment returned after it was settled, a collection approved after
// it was failed, a payout or bill payment completed after it was reversed. The recorded movement
// is left as it was and a linked correcting movement is written beside it (corrections.ts), once
// per original, however often the news repeats and however many instances receive it at once.
import { lockCustomerAccounts, SYSTEM_ACCOUNTS } from './accounts';
import type { LedgerContext } from './context';
import { correctionId, settlementOf, writeCorrection } from './corrections';
import { findTransaction } from './transactions';

export { correctionId } from './corrections';

/** What a late reversal's row says in source_system: the notice and the statement tell it apart. */
export const LATE_REVERSAL_SOURCE = 'LATE REVERSAL';

/** What a late reversal did: returned to the customer, or (account closed) owed to a former customer. */
export type LateReversal = 'returned' | 'unclaimed' | false;

/**
 * A payout or bill payment settled SUCCESSFUL that the provider now reports returned: what the
 * customer paid (amount, fee and levy) comes back to us (settlement, fee income and levy payable
 * give back what the settlement gave them) as `LATE-REV-<id>`. It goes to the customer's account,
 * and the customer is told ('returned'); when that account has been closed meanwhile it is never
 * posted there: it goes to SYS-LATE-UNCLAIMED, money owed to a former customer that a person pays
 * back ('unclaimed', on the operator report). False when it was written already, or the movement
 * is not a settled debit.
 */
export async function reverseSettledPayout(
  ctx: LedgerContext,
  transactionId: string,
  reason: string,
): Promise<LateReversal> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'DEBIT' || row.status !== 'SUCCESSFUL') return false;
    const amount = Number(row.amount);
    const fee = Number(row.fee_amount);
    const levy = Number(row.elevy_amount);
    const locked = await lockCustomerAccounts(tx, [row.account_number]);
    const open = locked.get(row.account_number)?.status === 'ACTIVE';
    const payee = open ? row.account_number : SYSTEM_ACCOUNTS.lateUnclaimed;
    const written = await writeCorrection(ctx, tx, row, {
      prefix: 'LATE-REV',
      fields: {
        direction: 'CREDIT',
        status: 'SUCCESSFUL',
        amount: amount + fee + levy,
        fee_amount: 0,
        elevy_amount: 0,
        ...(open
          ? { narration: `Returned after it was completed: ${row.narration}` }
          : {
              customer_number: null,
              account_number: payee,
              narration: `Returned after it was completed, account ${row.account_number} closed (${transactionId}, customer ${row.customer_number ?? ''})`,
            }),
        source_system: LATE_REVERSAL_SOURCE,
        failure_reason: reason,
      },
      kind: 'CREDIT',
      lines: [
        { accountNumber: settlementOf(row), amount: -amount },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: -fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: -levy },
        { accountNumber: payee, amount: amount + fee + levy },
      ],
      at: ctx.deps.now(),
      tell: open,
    });
    return written ? (open ? 'returned' : 'unclaimed') : false;
  });
}

/**
 * A collection marked FAILED that the network now reports approved: the money arrived, so it is
 * credited (net of fee and levy, as an approval would have) as `LATE-CR-<id>`, and the customer is
 * told. Not when the account has closed meanwhile: that stays on the operator report for a person.
 */
export async function creditFailedCollection(ctx: LedgerContext, transactionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'CREDIT' || row.status !== 'FAILED') return false;
    const locked = await lockCustomerAccounts(tx, [row.account_number]);
    if (locked.get(row.account_number)?.status !== 'ACTIVE') return false;
    const amount = Number(row.amount);
    const fee = Number(row.fee_amount);
    const levy = Number(row.elevy_amount);
    const written = await writeCorrection(ctx, tx, row, {
      prefix: 'LATE-CR',
      fields: {
        status: 'SUCCESSFUL',
        narration: `Approved after it was marked failed: ${row.narration}`,
        failure_reason: null,
      },
      kind: 'CREDIT',
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.momoSettlement(row.network ?? 'MTN'), amount: -amount },
        { accountNumber: row.account_number, amount: amount - fee - levy },
        { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
        { accountNumber: SYSTEM_ACCOUNTS.levyPayable, amount: levy },
      ],
      at: ctx.deps.now(),
      tell: true,
    });
    return written !== null;
  });
}

/**
 * A payout or bill payment reversed to the customer that the provider now reports completed: the
 * money went out and came back. The customer is not debited again without a person deciding; the
 * amount is booked from the losses account to the settlement account (as a settlement would have)
 * as `LATE-LOSS-<id>`, a movement of the losses account that no customer's statement shows.
 */
export async function recordPaidAfterReversal(ctx: LedgerContext, transactionId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const row = await findTransaction(tx, transactionId, true);
    if (!row || row.direction !== 'DEBIT' || row.status !== 'REVERSED') return false;
    const amount = Number(row.amount);
    const written = await writeCorrection(ctx, tx, row, {
      prefix: 'LATE-LOSS',
      fields: {
        customer_number: null,
        account_number: SYSTEM_ACCOUNTS.lateLosses,
        status: 'SUCCESSFUL',
        fee_amount: 0,
        elevy_amount: 0,
        narration: `Completed after it was reversed (${row.transaction_type === 'BILL_PAYMENT' ? 'bill payment' : 'payout'} ${transactionId}, customer ${row.customer_number ?? ''})`,
        failure_reason: null,
      },
      kind: 'SETTLE',
      lines: [
        { accountNumber: SYSTEM_ACCOUNTS.lateLosses, amount: -amount },
        { accountNumber: settlementOf(row), amount },
      ],
      at: ctx.deps.now(),
      tell: false,
    });
    return written !== null;
  });
}

/** What moves money out of an account: the words of the operator report's late news. */
export type OutgoingKind = 'payout' | 'bill payment';

/**
 * Late news that a settled payout or bill payment was returned: the reversal by rule (once), and
 * its words for the operator report (the same every time the news repeats).
 */
export async function lateReversalNews(
  ctx: LedgerContext,
  what: OutgoingKind,
  transactionId: string,
  reason: string,
): Promise<string> {
  await reverseSettledPayout(ctx, transactionId, reason);
  const id = correctionId('LATE-REV', transactionId);
  const correction = await findTransaction(ctx.db, id);
  const said = `Late news: the provider reports this ${what} failed or returned (${reason}) after it was settled SUCCESSFUL`;
  return correction?.account_number === SYSTEM_ACCOUNTS.lateUnclaimed
    ? `${said}; the customer's account is closed, so the money was booked to ${SYSTEM_ACCOUNTS.lateUnclaimed} for a person to pay back (${id}).`
    : `${said}; the money was returned to the customer (${id}).`;
}

/** Late news that a reversed payout or bill payment was completed: the loss by rule (once), and its words. */
export async function latePaidAfterReversalNews(
  ctx: LedgerContext,
  what: OutgoingKind,
  transactionId: string,
): Promise<string> {
  await recordPaidAfterReversal(ctx, transactionId);
  return `Late news: the provider reports this ${what} SUCCESSFUL after it was reversed to the customer: paid out and refunded, booked as a loss to recover (${correctionId('LATE-LOSS', transactionId)}); the customer was not debited again.`;
}
