// A goal's interest: what the goal shows as earned (its earnings, page and API)
// is what it pays at maturity, to the pesewa, whatever the balance, rate and number of days, and
// whether part of it was already credited by a monthly credit. One rounding rule (interestPesewas,
// half up, once per credit; see ledger/interest.ts): showing accruals rounded down while paying
// them rounded half up paid a pesewa more than the page showed.
import { amountTextToPesewas, formatAmount } from '@savewin/core';
import fc from 'fast-check';
import { afterEach, beforeAll, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { accrueInterest, creditInterest, monthKey } from '../../src/domain/ledger/index';
import { runGoalMaturity } from '../../src/jobs/goals';
import { engine } from '../support/database';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;

const DAY_MS = 86_400_000;
const cedis = (text: string | undefined) => amountTextToPesewas(text ?? '') ?? Number.NaN;
const dayFromNow = (days: number) =>
  new Date(gateway.services.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '9000.00');
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Goal {
  goalAccountNumber: string;
  dueDate: string;
  earnings: string;
  currentAmount: string;
}

async function fundedGoal(amount: number, serial: number): Promise<Goal> {
  const created = await gateway.call<Goal>('POST', '/api/investment/create-goal', {
    token: ama.token,
    body: {
      targetAmount: '9000.00',
      customerNumber: ama.customerNumber,
      customerAccountNumber: ama.accountNumber,
      goalName: `Goal ${serial}`,
      dueDate: dayFromNow(40),
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
      goalOptionId: 'GO-EDU',
    },
  });
  if (!created.body.isSuccess) throw new Error(created.body.displayMessage);
  const goal = created.body.result;
  const funded = await gateway.call('POST', '/api/transaction-service/transaction/transact', {
    token: ama.token,
    body: {
      customerAccountNumber: ama.accountNumber,
      transactionId: `fund-${goal.goalAccountNumber}`,
      amount: formatAmount(amount),
      narration: 'Education',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: goal.goalAccountNumber,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
  });
  if (!funded.body.isSuccess) throw new Error(funded.body.displayMessage);
  return goal;
}

async function shown(goalAccountNumber: string): Promise<Goal> {
  const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
    token: ama.token,
  });
  const goal = goals.body.result.find((g) => g.goalAccountNumber === goalAccountNumber);
  if (!goal) throw new Error(`goal ${goalAccountNumber} is not listed`);
  return goal;
}

it(`pays at maturity exactly the earnings the goal showed, on ${engine}`, async () => {
  let serial = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        amount: fc.integer({ min: 100, max: 50_000 }),
        annualRateBps: fc.integer({ min: 100, max: 50_000 }),
        days: fc.integer({ min: 1, max: 4 }),
        creditedMonthly: fc.boolean(),
      }),
      async ({ amount, annualRateBps, days, creditedMonthly }) => {
        serial += 1;
        const goal = await fundedGoal(amount, serial);
        for (let d = 0; d < days; d += 1) {
          await accrueInterest(gateway.db, { day: dayFromNow(d), annualRateBps });
        }
        // Part of it credited first, as the monthly credit does; the rest is credited at maturity.
        if (creditedMonthly) {
          await creditInterest(gateway.db, {
            month: monthKey(gateway.services.now()),
            at: gateway.services.now(),
          });
        }
        const before = await shown(goal.goalAccountNumber);
        const mainBefore = cedis(await balanceOf(gateway, ama));
        const report = await runGoalMaturity(
          { db: gateway.db, ledger: gateway.services.ledger },
          new Date(`${goal.dueDate}T08:00:00Z`),
        );
        expect(report.matured).toBe(1);
        // SAVE & WIN receives the savings and every pesewa of interest not yet in them.
        const received = cedis(await balanceOf(gateway, ama)) - mainBefore;
        const paid = received - amount;
        expect(paid, `${formatAmount(amount)} at ${annualRateBps} bps for ${days} days`).toBe(
          cedis(before.earnings),
        );
      },
    ),
    { numRuns: 12 },
  );
}, 300_000);

it('accrues one account’s day through the sandbox operation once, and no other account', async () => {
  const goal = await fundedGoal(36_500, 99);
  const day = dayFromNow(1);
  const accruedThatDay = async () =>
    new Map(
      (
        await gateway.db.query<{ account_number: string; micro_pesewas: string }>(
          'SELECT account_number, micro_pesewas FROM ledger_interest_accruals WHERE day = $1',
          [day],
        )
      ).map((r) => [r.account_number, Number(r.micro_pesewas)]),
    );
  const before = await accruedThatDay();
  const accrue = (body: Record<string, unknown>) =>
    gateway.call<{ accruals: number } | null>('POST', '/api/sandbox/interest/accrue', { body });
  expect((await accrue({ accountNumber: goal.goalAccountNumber, day })).body.result).toEqual({ accruals: 1 });
  expect((await accrue({ accountNumber: goal.goalAccountNumber, day })).body.result).toEqual({ accruals: 0 });
  expect((await accrue({ accountNumber: goal.goalAccountNumber, day: '2026-02-30' })).body.isSuccess).toBe(
    false,
  );
  const added = [...(await accruedThatDay())].filter(([account]) => !before.has(account));
  expect(added).toEqual([[goal.goalAccountNumber, 10_000_000]]);
  expect((await shown(goal.goalAccountNumber)).earnings).toBe('0.10');
});
