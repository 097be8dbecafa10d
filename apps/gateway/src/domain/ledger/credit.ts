// Credits from a system account (interest expense, prize expense) to a customer: a system
// movement, keyed by the job's own id in the namespace no request reaches, written once however
// often the job runs.
import type { Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';

import { lockCustomerAccounts } from './accounts';
import { write } from './movement';

export interface SystemCredit {
  /** The job's id for this credit (`INT-…`, `prize-…`): a second run with it writes nothing. */
  transactionId: string;
  customerNumber: string;
  accountNumber: string;
  type: 'INTEREST' | 'PRIZE';
  /** The system account the money comes from. */
  from: string;
  amount: Pesewas;
  narration: string;
  sourceSystem: string;
  at: Date;
}

/** Inside the caller's transaction; true when written, false when this credit already was. */
export async function creditFromSystem(tx: Queryable, credit: SystemCredit): Promise<boolean> {
  // The one path's lock and write (movement.ts): a system credit counts against no limit and is
  // keyed by the job's id, so a second run finds the key taken and writes nothing.
  await lockCustomerAccounts(tx, [credit.accountNumber]);
  return writeCredit(tx, credit);
}

/** A system credit the customer asked to have saved into one of their goals (a prize). */
export interface SystemCreditToGoal extends Omit<SystemCredit, 'accountNumber'> {
  /** The customer's SAVE & WIN account: where the money goes when the goal cannot take it. */
  mainAccountNumber: string;
  /** The goal chosen; null for SAVE & WIN. */
  goalAccountNumber: string | null;
}

/**
 * Inside the caller's transaction: the credit into the chosen goal while it is the customer's and
 * open, else into SAVE & WIN. Decided under the lock of both accounts, so a goal closing (a break,
 * maturity) at the same moment either finishes first, and the money goes to SAVE & WIN, or waits
 * and then moves this credit out with the rest of the goal: none is left behind in a closed account.
 */
export async function creditFromSystemToGoal(
  tx: Queryable,
  credit: SystemCreditToGoal,
): Promise<{ written: boolean; accountNumber: string; intoGoal: boolean }> {
  const { mainAccountNumber, goalAccountNumber, ...rest } = credit;
  const locked = await lockCustomerAccounts(
    tx,
    goalAccountNumber ? [mainAccountNumber, goalAccountNumber] : [mainAccountNumber],
  );
  const goal = goalAccountNumber ? locked.get(goalAccountNumber) : undefined;
  const intoGoal =
    goal !== undefined &&
    goal.customer_number === credit.customerNumber &&
    goal.product_name === 'TARGET SAVE' &&
    goal.status === 'ACTIVE';
  const accountNumber = intoGoal ? goal.account_number : mainAccountNumber;
  const written = await writeCredit(tx, { ...rest, accountNumber });
  return { written, accountNumber, intoGoal };
}

/** The credit's row and posting, once (the caller holds the account's lock). */
function writeCredit(tx: Queryable, credit: SystemCredit): Promise<boolean> {
  return write(tx, {
    row: {
      transactionId: credit.transactionId,
      requester: null,
      clientTransactionId: null,
      hash: credit.transactionId,
      customerNumber: credit.customerNumber,
      accountNumber: credit.accountNumber,
      type: credit.type,
      direction: 'CREDIT',
      status: 'SUCCESSFUL',
      amount: credit.amount,
      narration: credit.narration,
      sourceSystem: credit.sourceSystem,
      at: credit.at,
    },
    posting: {
      kind: 'CREDIT',
      lines: [
        { accountNumber: credit.accountNumber, amount: credit.amount },
        { accountNumber: credit.from, amount: -credit.amount },
      ],
    },
  });
}
