// A goal (TARGET SAVE) account is never the source of a transact or a bill payment:
// its money leaves only by 'Break Goal' (with the break fee and the interest given up) or at its
// due date. Every way of sending money out of one is refused with the same message, writes
// nothing and leaves both balances as they were; money still goes into the goal, and the goal's
// own operations still release it.
import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { GOAL_SOURCE_MESSAGE } from '../../src/domain/ledger/index';
import { runGoalMaturity } from '../../src/jobs/goals';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

const TRANSACT = '/api/transaction-service/transaction/transact';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '500.00');
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

function dayFromNow(days: number): string {
  return new Date(gateway.services.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function transact(who: Customer, body: Record<string, string>) {
  return gateway.call<{ status: string; promptId?: string } | null>('POST', TRANSACT, {
    token: who.token,
    body: {
      transactionId: randomUUID(),
      narration: 'Goal money',
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
      ...body,
    },
  });
}

/** A goal of `who` holding `fund`, funded from SAVE & WIN as the portal funds it. */
async function fundedGoal(who: Customer, fund: string, goalName: string) {
  const created = await gateway.call<{ goalAccountNumber: string; dueDate: string }>(
    'POST',
    '/api/investment/create-goal',
    {
      token: who.token,
      body: {
        targetAmount: '1000.00',
        customerNumber: who.customerNumber,
        customerAccountNumber: who.accountNumber,
        goalName,
        dueDate: dayFromNow(40),
        goalType: 'Monthly',
        reminder: false,
        autoFund: false,
        goalOptionId: 'GO-EDU',
      },
    },
  );
  expect(created.body.isSuccess).toBe(true);
  const goal = created.body.result;
  const funded = await transact(who, {
    customerAccountNumber: who.accountNumber,
    amount: fund,
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: goal.goalAccountNumber,
    destinationSortCode: '999999',
  });
  expect(funded.body.isSuccess).toBe(true);
  return goal;
}

async function rowsFor(clientTransactionId: string): Promise<number> {
  const [row] = await gateway.db.query<{ n: number }>(
    `SELECT count(*)::bigint AS n FROM ledger_transactions WHERE client_transaction_id = $1`,
    [clientTransactionId],
  );
  return Number(row?.n);
}

describe('a goal account as the source', () => {
  it('is refused for every kind of transact and for a bill; nothing is written, no balance moves', async () => {
    const goal = await fundedGoal(ama, '100.00', 'Rent');
    const from = { customerAccountNumber: goal.goalAccountNumber };
    const attempts: Record<string, Record<string, string>> = {
      'own-bank transfer to SAVE & WIN': {
        ...from,
        amount: '10.00',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: ama.accountNumber,
        destinationSortCode: '999999',
      },
      'transfer to another customer': {
        ...from,
        amount: '10.00',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: kofi.accountNumber,
        destinationSortCode: '999999',
      },
      'transfer to another bank': {
        ...from,
        amount: '10.00',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: '1234567890',
        destinationSortCode: '130100',
      },
      'mobile-money send': {
        ...from,
        amount: '10.00',
        transactionType: 'MOMO',
        destinationAccountNumber: '0241234567',
      },
      withdrawal: {
        ...from,
        amount: '10.00',
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: ama.mobileNumber,
      },
    };
    const before = {
      goal: await balanceOf(gateway, ama, goal.goalAccountNumber),
      main: await balanceOf(gateway, ama),
      kofi: await balanceOf(gateway, kofi),
    };
    expect(before.goal).toBe('100.00');

    for (const [what, body] of Object.entries(attempts)) {
      const transactionId = `goal-out-${randomUUID()}`;
      const answer = await transact(ama, { ...body, transactionId });
      expect({ what, status: answer.status, body: answer.body }).toEqual({
        what,
        status: 200,
        body: { isSuccess: false, displayMessage: GOAL_SOURCE_MESSAGE, result: null },
      });
      expect(await rowsFor(transactionId)).toBe(0);
    }
    const billId = randomUUID();
    const bill = await gateway.call('POST', '/api/bill-service/bill/pay', {
      token: ama.token,
      body: {
        customerAccountNumber: goal.goalAccountNumber,
        transactionId: billId,
        amount: '10.00',
        billerReference: '0244123456',
        billerCode: 'MTN-AIRTIME',
        sourceSystem: 'WEB APP',
        narration: 'Airtime',
      },
    });
    expect(bill.status).toBe(200);
    expect(bill.body).toEqual({ isSuccess: false, displayMessage: GOAL_SOURCE_MESSAGE, result: null });
    expect(await rowsFor(billId)).toBe(0);

    expect({
      goal: await balanceOf(gateway, ama, goal.goalAccountNumber),
      main: await balanceOf(gateway, ama),
      kofi: await balanceOf(gateway, kofi),
    }).toEqual(before);
  });

  it('still takes money in, and the goal is still released by a break and at maturity', async () => {
    const broken = await fundedGoal(ama, '50.00', 'Broken early');
    // A deposit straight into a goal's account is money in, not out.
    const deposit = await transact(ama, {
      customerAccountNumber: broken.goalAccountNumber,
      amount: '5.00',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: ama.mobileNumber,
    });
    expect(deposit.body.isSuccess).toBe(true);
    const promptId = deposit.body.result?.promptId;
    const approved = await gateway.call('POST', `/api/sandbox/momo/prompts/${promptId}/approve`);
    expect(approved.body.isSuccess).toBe(true);
    expect(await balanceOf(gateway, ama, broken.goalAccountNumber)).toBe('55.00');
    const refused = await transact(ama, {
      customerAccountNumber: broken.goalAccountNumber,
      amount: '1.00',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: ama.accountNumber,
      destinationSortCode: '999999',
    });
    expect(refused.body.displayMessage).toBe(GOAL_SOURCE_MESSAGE);

    const main = Number(await balanceOf(gateway, ama));
    const released = await gateway.call<{ amount: string; feeAmount: string }>(
      'POST',
      `/api/investment/goals/${broken.goalAccountNumber}/break`,
      { token: ama.token, body: { transactionId: randomUUID() } },
    );
    expect(released.body.isSuccess).toBe(true);
    expect(Number(await balanceOf(gateway, ama))).toBeCloseTo(main + Number(released.body.result.amount), 2);
    expect(await balanceOf(gateway, ama, broken.goalAccountNumber)).toBeUndefined();

    const matured = await fundedGoal(ama, '20.00', 'Kept to the end');
    const beforeMaturity = Number(await balanceOf(gateway, ama));
    const ran = await runGoalMaturity(
      { db: gateway.db, ledger: gateway.services.ledger },
      new Date(`${matured.dueDate}T08:00:00Z`),
    );
    // The first test's goal falls due the same day and matures with it.
    expect(ran.matured).toBeGreaterThanOrEqual(1);
    expect(Number(await balanceOf(gateway, ama))).toBeGreaterThanOrEqual(beforeMaturity + 20);
    expect(await balanceOf(gateway, ama, matured.goalAccountNumber)).toBeUndefined();
  });
});
