// Savings goals (Target Save) over HTTP: options, the plan, creating a goal that opens a TARGET
// SAVE account, funding it by an own-bank transfer through transact, and its statement.
import { randomUUID } from 'node:crypto';

import { MAX_DUE_DATE_MESSAGE, MIN_DUE_DATE_MESSAGE } from '@savewin/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { calculatePlan } from '../../src/domain/goals/plan';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, accountsOf, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '300.00');
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface Goal {
  goalName: string;
  goalOption: { goalOptionId: string; name: string };
  currentAmount: string;
  targetAmount: string;
  paymentAmount: string;
  earnings: string;
  goalAccountNumber: string;
  dueDate: string;
  goalType: string;
  reminder: boolean;
  autoFund: boolean;
}

function daysFromNow(days: number): string {
  return new Date(gateway.services.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function goalRequest(who: Customer, overrides: Record<string, unknown> = {}) {
  return {
    targetAmount: '1200.00',
    customerNumber: who.customerNumber,
    customerAccountNumber: who.accountNumber,
    goalName: 'New laptop',
    dueDate: daysFromNow(365),
    goalType: 'Monthly',
    reminder: true,
    autoFund: false,
    goalOptionId: 'GO-EDU',
    ...overrides,
  };
}

describe('the plan', () => {
  it('splits the target into payments per period that never fall short, rounded up to the pesewa', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const plan = calculatePlan({ target: 500_000, dueDate: '2027-09-30', goalType: 'Monthly' }, now);
    expect(plan).toEqual({
      goalType: 'Monthly',
      paymentAmount: 45_455,
      numberOfPayments: 11,
      suggestedPlan: 'Save GH₵454.55 every month for 11 months to reach GH₵5,000.00 by 30 September 2027.',
    });
    const weekly = calculatePlan({ target: 10_000, dueDate: '2026-12-04', goalType: 'Weekly' }, now);
    expect(weekly).toMatchObject({ numberOfPayments: 2, paymentAmount: 5_000 });
    const daily = calculatePlan({ target: 1_000, dueDate: '2026-11-23', goalType: 'Daily' }, now);
    expect(daily).toMatchObject({ numberOfPayments: 3, paymentAmount: 334 });
    expect(calculatePlan({ target: 1_000, dueDate: '2026-11-20', goalType: 'Daily' }, now)).toBe(
      'Please select a due date in the future.',
    );
  });

  it('answers the plan over HTTP and refuses a date in the past', async () => {
    const plan = await gateway.call<{ numberOfPayments: number; paymentAmount: string }>(
      'POST',
      '/api/investment/calculate-plan',
      { token: ama.token, body: { targetAmount: '700.00', dueDate: daysFromNow(70), goalType: 'Weekly' } },
    );
    expect(plan.body.isSuccess).toBe(true);
    expect(plan.body.result).toMatchObject({ numberOfPayments: 10, paymentAmount: '70.00' });
    const past = await gateway.call('POST', '/api/investment/calculate-plan', {
      token: ama.token,
      body: { targetAmount: '700.00', dueDate: daysFromNow(-1), goalType: 'Weekly' },
    });
    expect(past.body).toEqual({
      isSuccess: false,
      displayMessage: 'Please select a due date in the future.',
      result: null,
    });
  });
});

describe('goals', () => {
  it('lists the goal options with their day windows', async () => {
    const options = await gateway.call<{ goalOptionId: string; minDays: number; maxDays: number }[]>(
      'GET',
      '/api/investment/goal-options',
      { token: ama.token },
    );
    expect(options.body.result.find((o) => o.goalOptionId === 'GO-EDU')).toMatchObject({
      minDays: 30,
      maxDays: 1095,
    });
  });

  it('refuses a due date outside the option’s minDays/maxDays with the spec’s words', async () => {
    const early = await gateway.call('POST', '/api/investment/create-goal', {
      token: ama.token,
      body: goalRequest(ama, { dueDate: daysFromNow(29) }),
    });
    expect(early.body).toEqual({ isSuccess: false, displayMessage: MIN_DUE_DATE_MESSAGE, result: null });
    const late = await gateway.call('POST', '/api/investment/create-goal', {
      token: ama.token,
      body: goalRequest(ama, { dueDate: daysFromNow(1096) }),
    });
    expect(late.body).toEqual({ isSuccess: false, displayMessage: MAX_DUE_DATE_MESSAGE, result: null });
    expect((await accountsOf(gateway, ama)).filter((a) => a.productName === 'TARGET SAVE')).toHaveLength(0);
  });

  it('creates a goal on a new TARGET SAVE account, funds it by transfer and shows it in goal and statement', async () => {
    const created = await gateway.call<Goal>('POST', '/api/investment/create-goal', {
      token: ama.token,
      body: goalRequest(ama),
    });
    expect(created.body.isSuccess).toBe(true);
    const goal = created.body.result;
    expect(goal).toMatchObject({
      currentAmount: '0.00',
      targetAmount: '1200.00',
      paymentAmount: '100.00',
      earnings: '0.00',
    });
    const accounts = await accountsOf(gateway, ama);
    expect(accounts.find((a) => a.accountNumber === goal.goalAccountNumber)?.productName).toBe('TARGET SAVE');

    const funded = await gateway.call<{ status: string }>(
      'POST',
      '/api/transaction-service/transaction/transact',
      {
        token: ama.token,
        body: {
          customerAccountNumber: ama.accountNumber,
          transactionId: randomUUID(),
          amount: '150.00',
          narration: 'SOLIS TRANSFER TARGET SAVE',
          transactionType: 'BANK_TRANSFER',
          destinationAccountNumber: goal.goalAccountNumber,
          destinationSortCode: '999999',
          sourceSystem: 'WEB APP',
        },
      },
    );
    expect(funded.body.isSuccess).toBe(true);

    const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(goals.body.result.find((g) => g.goalAccountNumber === goal.goalAccountNumber)?.currentAmount).toBe(
      '150.00',
    );
    expect(await balanceOf(gateway, ama, goal.goalAccountNumber)).toBe('150.00');

    const statement = await gateway.call<{ debitAmount: string; creditAmount: string; narration: string }[]>(
      'GET',
      `/api/investment/goal-statement/${goal.goalAccountNumber}`,
      { token: ama.token },
    );
    expect(statement.body.result).toEqual([
      expect.objectContaining({
        debitAmount: '0.00',
        creditAmount: '150.00',
        narration: 'SOLIS TRANSFER TARGET SAVE',
      }),
    ]);
  });

  it("keeps one customer out of another's goals and refuses a goal on someone else's account", async () => {
    const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
      token: ama.token,
    });
    const account = goals.body.result[0]?.goalAccountNumber ?? '';
    expect(
      (
        await gateway.call('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
          token: kofi.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await gateway.call('GET', `/api/investment/goal-statement/${account}`, { token: kofi.token })).status,
    ).toBe(403);
    expect(
      (await gateway.call('GET', '/api/investment/goal-statement/7000000000000', { token: kofi.token }))
        .status,
    ).toBe(404);
    const foreign = await gateway.call('POST', '/api/investment/create-goal', {
      token: kofi.token,
      body: goalRequest(kofi, { customerAccountNumber: ama.accountNumber }),
    });
    expect(foreign.status).toBe(403);
  });

  it('names the first of several problems, in the order title, target, purpose, due date, plan', async () => {
    // Each step mends the problem the previous answer named; the rest stay wrong.
    const ladder: [Record<string, unknown>, string][] = [
      [
        { goalName: '  ', targetAmount: '0.00', goalOptionId: 'GO-NOPE', dueDate: daysFromNow(3) },
        'Please enter a title',
      ],
      [
        { targetAmount: '0.00', goalOptionId: 'GO-NOPE', dueDate: daysFromNow(3) },
        'Please enter a target amount',
      ],
      [
        { targetAmount: '75000.01', goalOptionId: 'GO-NOPE', dueDate: daysFromNow(3) },
        'Please choose a purpose for your goal.',
      ],
      [{ targetAmount: '75000.01', dueDate: daysFromNow(3) }, MIN_DUE_DATE_MESSAGE],
      [{ targetAmount: '75000.01' }, 'Please enter a target amount of at most GHS75000.00'],
    ];
    for (const [change, message] of ladder) {
      const answer = await gateway.call('POST', '/api/investment/create-goal', {
        token: kofi.token,
        body: goalRequest(kofi, change),
      });
      expect(answer.body, JSON.stringify(change)).toEqual({
        isSuccess: false,
        displayMessage: message,
        result: null,
      });
    }
    expect((await accountsOf(gateway, kofi)).filter((a) => a.productName === 'TARGET SAVE')).toHaveLength(0);
  });

  it('refuses an unknown purpose and needs a credential', async () => {
    const unknown = await gateway.call('POST', '/api/investment/create-goal', {
      token: ama.token,
      body: goalRequest(ama, { goalOptionId: 'GO-NOPE' }),
    });
    expect(unknown.body.displayMessage).toBe('Please choose a purpose for your goal.');
    expect(
      (await gateway.call('POST', '/api/investment/create-goal', { body: goalRequest(ama) })).status,
    ).toBe(401);
  });
});
