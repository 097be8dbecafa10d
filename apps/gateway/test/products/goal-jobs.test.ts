// Set & forget and reminders: one deduction per goal and period whatever the number of runs,
// short funds skip the period with a notification, reminders arrive once per period.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { periodOf, runGoalJobs } from '../../src/jobs/goals';
import { runProductJobs } from '../../src/jobs/products';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

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

async function createGoal(who: Customer, overrides: Record<string, unknown>) {
  const due = new Date(gateway.services.now().getTime() + 365 * 86_400_000).toISOString().slice(0, 10);
  const answer = await gateway.call<{ goalAccountNumber: string; paymentAmount: string }>(
    'POST',
    '/api/investment/create-goal',
    {
      token: who.token,
      body: {
        targetAmount: '1200.00',
        customerNumber: who.customerNumber,
        customerAccountNumber: who.accountNumber,
        goalName: 'School fees',
        dueDate: due,
        goalType: 'Monthly',
        reminder: true,
        autoFund: true,
        goalOptionId: 'GO-EDU',
        ...overrides,
      },
    },
  );
  if (!answer.body.isSuccess) throw new Error(answer.body.displayMessage);
  return answer.body.result;
}

const run = () => runGoalJobs({ db: gateway.db, ledger: gateway.services.ledger }, gateway.services.now());

async function titles(who: Customer): Promise<string[]> {
  const notes = await gateway.call<{ title: string }[]>('GET', '/api/notifications?limit=100', {
    token: who.token,
  });
  return notes.body.result.map((n) => n.title);
}

describe('periods', () => {
  it('names the day, the ISO week by its Monday and the month', () => {
    const at = new Date('2026-11-22T10:00:00Z'); // a Sunday
    expect(periodOf('Daily', at)).toBe('2026-11-22');
    expect(periodOf('Weekly', at)).toBe('W2026-11-16');
    expect(periodOf('Weekly', new Date('2026-11-23T00:00:00Z'))).toBe('W2026-11-23');
    expect(periodOf('Monthly', at)).toBe('2026-11');
  });
});

describe('set & forget', () => {
  it('deducts the payment amount once per period, however often the job runs', async () => {
    const goal = await createGoal(ama, {});
    expect(goal.paymentAmount).toBe('100.00');
    const first = await run();
    expect(first.funded).toBe(1);
    await Promise.all([run(), run()]);
    expect(await balanceOf(gateway, ama, goal.goalAccountNumber)).toBe('100.00');
    expect(await balanceOf(gateway, ama)).toBe('200.00');
    expect((await titles(ama)).filter((t) => t === 'Goal funded')).toHaveLength(1);
  });

  it('skips a period without enough money, tells the customer, and moves nothing', async () => {
    const goal = await createGoal(kofi, { goalName: 'Rent' });
    const report = await run();
    expect(report.skipped).toBe(1);
    expect(await balanceOf(gateway, kofi, goal.goalAccountNumber)).toBe('0.00');
    expect(await balanceOf(gateway, kofi)).toBe('0.00');
    expect(await titles(kofi)).toContain('Goal funding skipped');
    await run();
    expect((await titles(kofi)).filter((t) => t === 'Goal funding skipped')).toHaveLength(1);
  });

  it('reminds a goal without set & forget once per period', async () => {
    await createGoal(ama, {
      autoFund: false,
      goalName: 'Holiday',
      goalOptionId: 'GO-TRAVEL',
      goalType: 'Weekly',
      dueDate: new Date(gateway.services.now().getTime() + 200 * 86_400_000).toISOString().slice(0, 10),
    });
    await run();
    await run();
    expect((await titles(ama)).filter((t) => t === 'Time to fund your goal')).toHaveLength(1);
  });
});

describe('the product job schedule', () => {
  it('opens the week’s prize draw on its first run, and running it again adds nothing', async () => {
    await runProductJobs(gateway.services);
    await runProductJobs(gateway.services);
    const draws = await gateway.db.query<{ status: string }>(`SELECT status FROM draws`);
    expect(draws).toEqual([{ status: 'OPEN' }]);
  });
});
