// Goal money coming back out: a TARGET SAVE account released to the customer's
// SAVE & WIN account and closed, in one database transaction that locks the customer's accounts.
//   maturity (the due-date job, a system movement keyed MAT-<goal>): the interest accrued and
//     not yet credited is credited first (INTEREST, keyed INT-MAT-<goal>), then the whole
//     balance moves to SAVE & WIN;
//   break (the customer, before the due date, keyed by the customer's own transactionId): the
//     break rule of the fee schedule applies (a fee to fee income; accrued interest forfeited);
//   close (an empty goal): no money moves, except accrued interest worth a pesewa or more,
//     which is credited to SAVE & WIN (INT-CLOSE-<goal>).
// Whichever comes first wins: the others find the goal closed and are refused, so a break racing
// the maturity job, or two breaks at once, move the money once. The same request id replays.

import { formatCedis, interestPesewas, type Pesewas } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { Refusal } from '../errors';
import { goalBreakTerms } from '../fees/schedule';
import type { Outcome } from '../outcome';

import { OWN_BANK_SORT_CODE, SYSTEM_ACCOUNTS, type LockedAccount } from './accounts';
import type { LedgerContext } from './context';
import { creditFromSystem } from './credit';
import {
  answer,
  claim,
  commit,
  hashOf,
  ledgerKey,
  lockAndCheck,
  type MovementChecks,
  type MovementKey,
} from './movement';

export const GOAL_RELEASE_MESSAGES = {
  closed: 'This goal has already been closed.',
  notGoal: 'This account is not a goal.',
  empty: 'This goal is empty. You can close it instead.',
  inFlight: 'A transaction on this goal is still being processed. Please try again when it has finished.',
  noMainAccount: 'Your SAVE & WIN account is not open.',
} as const;

export const GOAL_MATURED_NARRATION = 'TARGET SAVE MATURED';
export const GOAL_BROKEN_NARRATION = 'TARGET SAVE BROKEN';

export function maturityTransactionId(goalAccountNumber: string): string {
  return `MAT-${goalAccountNumber}`;
}

export interface GoalRelease {
  kind: 'MATURITY' | 'BREAK';
  customerNumber: string;
  goalAccountNumber: string;
  /** BREAK: the customer's own id (scoped to them); MATURITY: ignored, the job's key is used. */
  transactionId: string;
  /** Written in the same database transaction as the money (the notice, the alert). */
  alongside?(tx: Queryable, released: ReleasedGoal): Promise<void>;
}

export interface ReleasedGoal {
  kind: 'MATURITY' | 'BREAK';
  transactionId: string;
  goalAccountNumber: string;
  mainAccountNumber: string;
  /** What reached SAVE & WIN. */
  amount: Pesewas;
  fee: Pesewas;
  /** Interest credited at release (maturity). */
  interest: Pesewas;
  /** Interest given up (break), whole pesewas rounded down. */
  forfeitedInterest: Pesewas;
}

function releaseHash(identity: string, req: GoalRelease): string {
  return hashOf([identity, `GOAL_${req.kind}`, req.goalAccountNumber]);
}

async function accruedMicro(tx: Queryable, accountNumber: string): Promise<number> {
  const [row] = await tx.query<{ micro: number }>(
    `SELECT coalesce(sum(micro_pesewas), 0)::bigint AS micro FROM ledger_interest_accruals
      WHERE account_number = $1 AND credited_transaction_id IS NULL`,
    [accountNumber],
  );
  return Number(row?.micro ?? 0);
}

async function settleAccruals(tx: Queryable, accountNumber: string, transactionId: string): Promise<void> {
  await tx.query(
    `UPDATE ledger_interest_accruals SET credited_transaction_id = $2
      WHERE account_number = $1 AND credited_transaction_id IS NULL`,
    [accountNumber, transactionId],
  );
}

async function inFlight(tx: Queryable, accountNumber: string): Promise<boolean> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM ledger_transactions
      WHERE (account_number = $1 OR counterparty_account_number = $1) AND status IN ('PENDING', 'PROCESSING')`,
    [accountNumber],
  );
  return Number(row?.n ?? 0) > 0;
}

/** The goal's own checks under the lock, after the path's: SAVE & WIN to pay into, nothing in flight. */
async function mainAccountFor(
  tx: Queryable,
  goal: LockedAccount,
  locked: Map<string, LockedAccount>,
): Promise<LockedAccount> {
  const main = [...locked.values()].find(
    (account) => account.product_name === 'SAVE & WIN' && account.status === 'ACTIVE',
  );
  if (!main) throw new Refusal(GOAL_RELEASE_MESSAGES.noMainAccount);
  if (await inFlight(tx, goal.account_number)) throw new Refusal(GOAL_RELEASE_MESSAGES.inFlight);
  return main;
}

/** What the path checks of a goal before it is released or closed. */
function goalChecks(customerNumber: string, goalAccountNumber: string): MovementChecks {
  return {
    customerNumber,
    account: goalAccountNumber,
    product: { name: 'TARGET SAVE', refusal: GOAL_RELEASE_MESSAGES.notGoal },
    closedMessage: GOAL_RELEASE_MESSAGES.closed,
  };
}

async function closeAccount(tx: Queryable, accountNumber: string): Promise<void> {
  await tx.query(`UPDATE ledger_accounts SET status = 'CLOSED' WHERE account_number = $1`, [accountNumber]);
}

/**
 * Matures or breaks a goal: the answer is the release's transaction (as transact answers), a
 * refusal (closed, empty, in flight), or the first answer again for the same request.
 */
export async function releaseGoal(ctx: LedgerContext, req: GoalRelease): Promise<Outcome<unknown>> {
  const system = req.kind === 'MATURITY';
  const key: MovementKey = {
    requester: system ? null : req.customerNumber,
    clientId: system ? maturityTransactionId(req.goalAccountNumber) : req.transactionId,
    hash: releaseHash(system ? 'system:goal-maturity' : req.customerNumber, req),
  };
  // A customer's break: the same request again answers the first answer. The job's maturity is
  // decided under the lock (a goal released already is simply closed), so a rerun is refused.
  if (!system) {
    const prior = await claim(ctx, key);
    if (prior) return prior;
  }
  const ref = ledgerKey(key);
  const now = ctx.deps.now();
  let interest = 0;
  let forfeitedInterest = 0;

  const committed = await commit(ctx, {
    key,
    replays: !system,
    lock: { accounts: [req.goalAccountNumber], customers: [req.customerNumber] },
    checks: goalChecks(req.customerNumber, req.goalAccountNumber),
    async plan(tx, locked) {
      const goal = locked.get(req.goalAccountNumber)!;
      const main = await mainAccountFor(tx, goal, locked);
      const micro = await accruedMicro(tx, goal.account_number);
      let balance = goal.balance;
      let fee = 0;
      if (system) {
        interest = interestPesewas(micro);
        if (interest > 0) {
          const interestId = `INT-MAT-${goal.account_number}`;
          await creditFromSystem(tx, {
            transactionId: interestId,
            customerNumber: req.customerNumber,
            accountNumber: goal.account_number,
            type: 'INTEREST',
            from: SYSTEM_ACCOUNTS.interestExpense,
            amount: interest,
            narration: 'Interest at maturity',
            sourceSystem: 'GOAL MATURITY',
            at: now,
          });
          await settleAccruals(tx, goal.account_number, interestId);
          balance += interest;
        }
        if (balance === 0) {
          // Nothing to move: the goal simply closes (no transaction, so a rerun finds it closed).
          await closeAccount(tx, goal.account_number);
          return null;
        }
      } else {
        if (balance === 0) throw new Refusal(GOAL_RELEASE_MESSAGES.empty);
        const terms = goalBreakTerms(balance, micro, now);
        fee = terms.fee;
        forfeitedInterest = terms.forfeitedInterest;
      }
      const amount = balance - fee;
      return {
        row: {
          transactionId: ref,
          requester: key.requester,
          clientTransactionId: system ? null : req.transactionId,
          hash: key.hash,
          customerNumber: req.customerNumber,
          accountNumber: goal.account_number,
          type: 'BANK_TRANSFER',
          direction: 'DEBIT',
          status: 'SUCCESSFUL',
          amount,
          fee,
          narration: system ? GOAL_MATURED_NARRATION : GOAL_BROKEN_NARRATION,
          sourceSystem: system ? 'GOAL MATURITY' : 'GOAL BREAK',
          destinationAccountNumber: main.account_number,
          destinationSortCode: OWN_BANK_SORT_CODE,
          destinationName: 'SAVE & WIN',
          counterpartyAccountNumber: main.account_number,
          at: now,
        },
        posting: {
          kind: 'TRANSFER',
          lines: [
            { accountNumber: goal.account_number, amount: -balance },
            { accountNumber: main.account_number, amount },
            { accountNumber: SYSTEM_ACCOUNTS.feeIncome, amount: fee },
          ],
        },
      };
    },
    async alongside(tx, { row }) {
      // Interest accrued and not credited is given up with the break: settled by this release.
      if (!system) await settleAccruals(tx, row.accountNumber, ref);
      await closeAccount(tx, row.accountNumber);
      await req.alongside?.(tx, {
        kind: req.kind,
        transactionId: ref,
        goalAccountNumber: row.accountNumber,
        mainAccountNumber: row.destinationAccountNumber!,
        amount: row.amount,
        fee: row.fee ?? 0,
        interest,
        forfeitedInterest,
      });
    },
  });
  if ('refusal' in committed) return committed.refusal;
  if ('replay' in committed) {
    const first = await claim(ctx, key);
    if (!first) throw new Error(`transaction ${key.clientId} vanished`);
    return first;
  }
  if (!committed.written) {
    return { isSuccess: true, displayMessage: 'Your goal has matured and been closed.', result: null };
  }
  return answer(ctx, ref);
}

/**
 * Closes an empty goal. Interest accrued on it worth a pesewa or more is credited to SAVE & WIN
 * (keyed INT-CLOSE-<goal>, so it is paid once). Refused while the goal holds money.
 */
export async function closeEmptyGoal(
  ctx: LedgerContext,
  req: { customerNumber: string; goalAccountNumber: string; alongside?(tx: Queryable): Promise<void> },
): Promise<{ closed: true; interest: Pesewas } | { closed: false; reason: string }> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { account: goal, locked } = await lockAndCheck(
        tx,
        { accounts: [req.goalAccountNumber], customers: [req.customerNumber] },
        goalChecks(req.customerNumber, req.goalAccountNumber),
      );
      const main = await mainAccountFor(tx, goal, locked);
      if (goal.balance > 0) {
        throw new Refusal(
          `This goal still holds ${formatCedis(goal.balance)}. Please break it or wait for its due date first.`,
        );
      }
      const micro = await accruedMicro(tx, goal.account_number);
      const interest = interestPesewas(micro);
      if (interest > 0) {
        const interestId = `INT-CLOSE-${goal.account_number}`;
        await creditFromSystem(tx, {
          transactionId: interestId,
          customerNumber: req.customerNumber,
          accountNumber: main.account_number,
          type: 'INTEREST',
          from: SYSTEM_ACCOUNTS.interestExpense,
          amount: interest,
          narration: 'Interest earned on a closed goal',
          sourceSystem: 'GOAL CLOSE',
          at: ctx.deps.now(),
        });
        await settleAccruals(tx, goal.account_number, interestId);
      }
      await closeAccount(tx, goal.account_number);
      await req.alongside?.(tx);
      return { closed: true as const, interest };
    });
  } catch (error) {
    if (error instanceof Refusal) return { closed: false, reason: error.message };
    throw error;
  }
}

/** What breaking a goal now would cost (the portal shows it before the customer confirms). */
export async function goalBreakQuote(
  ctx: LedgerContext,
  goalAccountNumber: string,
): Promise<ReturnType<typeof goalBreakTerms> | null> {
  const q = ctx.db;
  const [row] = await q.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts
      WHERE account_number = $1 AND kind = 'CUSTOMER' AND product_name = 'TARGET SAVE' AND status = 'ACTIVE'`,
    [goalAccountNumber],
  );
  if (!row) return null;
  return goalBreakTerms(Number(row.balance), await accruedMicro(q, goalAccountNumber), ctx.deps.now());
}
