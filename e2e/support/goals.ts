// Goals set up and read through the API, for the specs that start from an existing goal (Target
// Save, the goal lifecycle), as the portal's own screens would have made them.
import { randomUUID } from 'node:crypto';

import { expect } from '@playwright/test';

import { apiSignIn, linkWallet, readyCustomer, type ReadyCustomer } from './customers';
import { call } from './gateway';

export interface Goal {
  goalName: string;
  goalOption: { goalOptionId: string; name: string };
  currentAmount: string;
  targetAmount: string;
  earnings: string;
  paymentAmount: string;
  goalAccountNumber: string;
  dueDate: string;
  goalType: string;
  reminder: boolean;
  autoFund: boolean;
}

const DAY_MS = 86_400_000;

/** The ISO day `days` whole days from today on the UTC calendar the gateway counts on. */
export function daysAhead(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** The customer's open goals, as the gateway lists them. */
export async function goalsOf(customer: ReadyCustomer): Promise<Goal[]> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const answer = await call<Goal[] | null>(
    'GET',
    `/api/investment/customer-goals/${customer.customerNumber}`,
    {
      token,
    },
  );
  return answer.body.result ?? [];
}

/** A GH₵900.00 monthly education goal named `goalName`, due `days` from today. */
export async function createGoal(customer: ReadyCustomer, goalName: string, days = 120): Promise<Goal> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const answer = await call<Goal>('POST', '/api/investment/create-goal', {
    token,
    body: {
      targetAmount: '900.00',
      customerNumber: customer.customerNumber,
      customerAccountNumber: customer.accountNumber,
      goalName,
      dueDate: daysAhead(days),
      goalType: 'Monthly',
      reminder: true,
      autoFund: false,
      goalOptionId: 'education',
    },
  });
  expect(answer.body.isSuccess, answer.body.displayMessage).toBe(true);
  return answer.body.result;
}

/** Moves money from the SAVE & WIN account into a goal, as the fund screen does. */
export async function fundGoal(customer: ReadyCustomer, goal: Goal, amount: string): Promise<void> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const answer = await call('POST', '/api/transaction-service/transaction/transact', {
    token,
    body: {
      customerAccountNumber: customer.accountNumber,
      transactionId: randomUUID(),
      amount,
      narration: goal.goalOption.name,
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: goal.goalAccountNumber,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
  });
  expect(answer.body.isSuccess, answer.body.displayMessage).toBe(true);
}

/**
 * A customer whose every screen has something on it (a long-named goal with GH₵100.00 in it, a
 * favourite, a linked wallet, some history); the balance ends at GH₵12,345.50.
 */
export async function livedInCustomer(): Promise<{
  customer: ReadyCustomer;
  goal: Pick<Goal, 'goalAccountNumber'>;
}> {
  const customer = await readyCustomer({ deposit: '12445.50' });
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const goal = await call<Pick<Goal, 'goalAccountNumber'>>('POST', '/api/investment/create-goal', {
    token,
    body: {
      targetAmount: '1500.00',
      customerNumber: customer.customerNumber,
      customerAccountNumber: customer.accountNumber,
      goalName: 'School fees for the twins',
      dueDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
      goalType: 'Monthly',
      reminder: true,
      autoFund: false,
      goalOptionId: 'education',
    },
  });
  expect(goal.body.isSuccess, goal.body.displayMessage).toBe(true);
  const funded = await call('POST', '/api/transaction-service/transaction/transact', {
    token,
    body: {
      customerAccountNumber: customer.accountNumber,
      transactionId: randomUUID(),
      amount: '100.00',
      narration: 'Education',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: goal.body.result.goalAccountNumber,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
  });
  expect(funded.body.isSuccess, funded.body.displayMessage).toBe(true);
  const favourite = await call('POST', '/api/favourite-service/favourites', {
    token,
    body: {
      customerNumber: customer.customerNumber,
      favouriteType: 'MOMO',
      destinationAccountName: 'Kwabena Owusu-Ansah',
      destinationAccountNumber: '0245551234',
      sortCode: '300591',
    },
  });
  expect(favourite.body.isSuccess, favourite.body.displayMessage).toBe(true);
  await linkWallet(customer, token, 'Salary');
  return { customer, goal: goal.body.result };
}
