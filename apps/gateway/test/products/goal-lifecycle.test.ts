// The goal lifecycle: a goal matures at its due date (the
// job, with earnings, a notice and an SMS alert the customer may switch off), is broken early by
// the fee schedule's rule shown first, closes when empty, and is edited within its option's
// rules. Every release moves money once: replays, reruns and races included.
import { formatAmount, amountTextToPesewas } from '@savewin/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { goalBreakTerms } from '../../src/domain/fees/schedule';
import { accrueInterest } from '../../src/domain/ledger/index';
import { runGoalMaturity } from '../../src/jobs/goals';
import { ledgerProblems, setUpTestGateway } from '../support/server';

import { SETUP_TIMEOUT_MS, accountsOf, balanceOf, readyCustomer, type Customer } from './support';

const gateway = setUpTestGateway();
let ama: Customer;
let kofi: Customer;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway, '2000.00');
  kofi = await readyCustomer(gateway, '100.00');
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

function dayFromNow(days: number): string {
  return new Date(gateway.services.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

interface Goal {
  goalAccountNumber: string;
  goalName: string;
  targetAmount: string;
  paymentAmount: string;
  dueDate: string;
  goalType: string;
  reminder: boolean;
  autoFund: boolean;
}

async function createGoal(who: Customer, fund: string | null, overrides: Record<string, unknown> = {}) {
  const answer = await gateway.call<Goal>('POST', '/api/investment/create-goal', {
    token: who.token,
    body: {
      targetAmount: '1200.00',
      customerNumber: who.customerNumber,
      customerAccountNumber: who.accountNumber,
      goalName: 'School fees',
      dueDate: dayFromNow(40),
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
      goalOptionId: 'GO-EDU',
      ...overrides,
    },
  });
  if (!answer.body.isSuccess) throw new Error(answer.body.displayMessage);
  const goal = answer.body.result;
  if (fund) {
    const funded = await gateway.call('POST', '/api/transaction-service/transaction/transact', {
      token: who.token,
      body: {
        customerAccountNumber: who.accountNumber,
        transactionId: `fund-${goal.goalAccountNumber}`,
        amount: fund,
        narration: 'Education',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: goal.goalAccountNumber,
        destinationSortCode: '999999',
        sourceSystem: 'WEB APP',
      },
    });
    if (!funded.body.isSuccess) throw new Error(funded.body.displayMessage);
  }
  return goal;
}

const cedis = (text: string | undefined) => amountTextToPesewas(text ?? '') ?? Number.NaN;

async function notices(who: Customer) {
  const notes = await gateway.call<{ title: string; message: string }[]>(
    'GET',
    '/api/notifications?limit=100',
    { token: who.token },
  );
  return notes.body.result;
}

function breakGoal(who: Customer, goalAccountNumber: string, transactionId: string) {
  return gateway.call<{ amount: string; feeAmount: string } | null>(
    'POST',
    `/api/investment/goals/${goalAccountNumber}/break`,
    { token: who.token, body: { transactionId } },
  );
}

const mature = (at: Date) => runGoalMaturity({ db: gateway.db, ledger: gateway.services.ledger }, at);

describe('maturity', () => {
  it('moves the balance and the accrued interest to SAVE & WIN once, with a notice and an SMS', async () => {
    const goal = await createGoal(ama, '100.00');
    // Interest accrued on the goal (a generous rate so it is worth whole pesewas).
    expect(await accrueInterest(gateway.db, { day: dayFromNow(0), annualRateBps: 50_000 })).toBeGreaterThan(
      0,
    );
    const before = cedis(await balanceOf(gateway, ama));
    const dueDay = new Date(`${goal.dueDate}T08:00:00Z`);

    // The day before: nothing happens.
    expect((await mature(new Date(dueDay.getTime() - DAY_MS))).matured).toBe(0);
    // At the due date: twice at once and once more, the money moves once.
    const runs = await Promise.all([mature(dueDay), mature(dueDay)]);
    expect(runs.reduce((sum, run) => sum + run.matured, 0)).toBe(1);
    expect((await mature(dueDay)).matured).toBe(0);

    const after = cedis(await balanceOf(gateway, ama));
    const interest = after - before - 10_000;
    expect(interest).toBeGreaterThan(0);
    // The goal is closed: gone from the accounts and the goal list.
    expect((await accountsOf(gateway, ama)).some((a) => a.accountNumber === goal.goalAccountNumber)).toBe(
      false,
    );
    const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(goals.body.result.some((g) => g.goalAccountNumber === goal.goalAccountNumber)).toBe(false);
    const matured = (await notices(ama)).filter((n) => n.title === 'Goal matured');
    expect(matured).toHaveLength(1);
    expect(matured[0]!.message).toContain(`GH₵${formatAmount(10_000 + interest)}`);
    await gateway.services.settle();
    const inbox = await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${ama.mobileNumber}`);
    expect(inbox.body.result.filter((sms) => sms.text.includes('Goal matured'))).toHaveLength(1);
  });

  it('respects a customer who switched money-in alerts off (the bell still rings)', async () => {
    const set = await gateway.call('PUT', '/api/notifications/alert-preferences', {
      token: kofi.token,
      body: { moneyIn: false },
    });
    expect(set.status).toBe(200);
    const goal = await createGoal(kofi, '10.00', { goalName: 'Quiet goal' });
    expect((await mature(new Date(`${goal.dueDate}T08:00:00Z`))).matured).toBe(1);
    await gateway.services.settle();
    expect((await notices(kofi)).some((n) => n.title === 'Goal matured')).toBe(true);
    const inbox = await gateway.call<{ text: string }[]>(
      'GET',
      `/api/sandbox/sms-inbox/${kofi.mobileNumber}`,
    );
    expect(inbox.body.result.some((sms) => sms.text.includes('Goal matured'))).toBe(false);
    await gateway.call('PUT', '/api/notifications/alert-preferences', {
      token: kofi.token,
      body: { moneyIn: true },
    });
  });

  it('is offered to tests only in sandbox mode, as if at a given moment', async () => {
    const goal = await createGoal(ama, '5.00', { goalName: 'Sandbox clock' });
    const bad = await gateway.call('POST', '/api/sandbox/goals/maturity', { body: { at: 'tomorrow' } });
    expect(bad.status).toBe(400);
    const ran = await gateway.call<{ matured: number }>('POST', '/api/sandbox/goals/maturity', {
      body: { at: `${goal.dueDate}T09:00:00Z` },
    });
    expect(ran.body.result.matured).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(gateway, ama, goal.goalAccountNumber)).toBeUndefined();
  });
});

describe('breaking a goal', () => {
  it('shows the fee schedule rule first, then moves the balance less the fee, once per request id', async () => {
    const goal = await createGoal(ama, '400.00', { goalName: 'Break me' });
    const quote = await gateway.call<{
      currentAmount: string;
      fee: string;
      amountToReceive: string;
      rule: string;
    }>('GET', `/api/investment/goals/${goal.goalAccountNumber}/break-quote`, { token: ama.token });
    const terms = goalBreakTerms(40_000, 0, gateway.services.now());
    expect(quote.body.result).toMatchObject({
      currentAmount: '400.00',
      fee: formatAmount(terms.fee),
      amountToReceive: formatAmount(terms.payout),
      rule: terms.rule,
    });
    expect(terms.fee).toBe(400);
    expect(quote.body.result.rule).toContain('1.00%');

    const before = cedis(await balanceOf(gateway, ama));
    const [first, copy] = await Promise.all([
      breakGoal(ama, goal.goalAccountNumber, 'break-one-0001'),
      breakGoal(ama, goal.goalAccountNumber, 'break-one-0001'),
    ]);
    expect(first.body.isSuccess).toBe(true);
    expect(copy.body).toEqual(first.body);
    expect(first.body.result).toMatchObject({ amount: '396.00', feeAmount: '4.00' });
    expect(cedis(await balanceOf(gateway, ama)) - before).toBe(39_600);
    // Another id: the goal is closed already.
    const again = await breakGoal(ama, goal.goalAccountNumber, 'break-one-0002');
    expect(again.body).toMatchObject({
      isSuccess: false,
      displayMessage: 'This goal has already been closed.',
    });
    expect(cedis(await balanceOf(gateway, ama)) - before).toBe(39_600);
    expect((await notices(ama)).some((n) => n.title === 'Goal broken')).toBe(true);
  });

  it('two breaks with different ids at once, and a break racing the maturity job, move the money once', async () => {
    const goal = await createGoal(ama, '50.00', { goalName: 'Race' });
    const before = cedis(await balanceOf(gateway, ama));
    const answers = await Promise.all([
      breakGoal(ama, goal.goalAccountNumber, 'race-break-a'),
      breakGoal(ama, goal.goalAccountNumber, 'race-break-b'),
    ]);
    expect(answers.filter((a) => a.body.isSuccess)).toHaveLength(1);
    expect(cedis(await balanceOf(gateway, ama)) - before).toBe(5_000 - 50);

    const racing = await createGoal(ama, '20.00', { goalName: 'Race the job', dueDate: dayFromNow(31) });
    const middle = cedis(await balanceOf(gateway, ama));
    const [broken, job] = await Promise.all([
      breakGoal(ama, racing.goalAccountNumber, 'race-job-break'),
      mature(new Date(`${racing.dueDate}T08:00:00Z`)),
    ]);
    const gained = cedis(await balanceOf(gateway, ama)) - middle;
    if (broken.body.isSuccess) {
      expect(job.matured).toBe(0);
      expect(gained).toBe(2_000 - 20);
    } else {
      expect(job.matured).toBe(1);
      expect(gained).toBe(2_000);
    }
  });

  it("is refused on an empty goal, on someone else's goal and once the due date has come", async () => {
    const empty = await createGoal(ama, null, { goalName: 'Empty' });
    const refused = await breakGoal(ama, empty.goalAccountNumber, 'break-empty-01');
    expect(refused.body).toMatchObject({ isSuccess: false });
    expect(refused.body.displayMessage).toContain('empty');
    const stranger = await breakGoal(kofi, empty.goalAccountNumber, 'break-stranger');
    expect(stranger.status).toBe(403);
    const unknown = await breakGoal(ama, '7000000000009', 'break-unknown');
    expect(unknown.status).toBe(404);
  });
});

describe('closing an empty goal', () => {
  it('closes an empty goal and refuses one that holds money', async () => {
    const holding = await createGoal(ama, '1.00', { goalName: 'Holding' });
    const refused = await gateway.call('POST', `/api/investment/goals/${holding.goalAccountNumber}/close`, {
      token: ama.token,
    });
    expect(refused.body).toMatchObject({ isSuccess: false });
    expect(refused.body.displayMessage).toContain('GH₵1.00');
    expect(await balanceOf(gateway, ama, holding.goalAccountNumber)).toBe('1.00');

    const empty = await createGoal(ama, null, { goalName: 'Nothing here' });
    const closed = await gateway.call('POST', `/api/investment/goals/${empty.goalAccountNumber}/close`, {
      token: ama.token,
    });
    expect(closed.body).toMatchObject({ isSuccess: true, displayMessage: 'Your goal has been closed' });
    const twice = await gateway.call('POST', `/api/investment/goals/${empty.goalAccountNumber}/close`, {
      token: ama.token,
    });
    expect(twice.body).toMatchObject({
      isSuccess: false,
      displayMessage: 'This goal has already been closed.',
    });
  });
});

describe('editing a goal', () => {
  async function edit(who: Customer, goalAccountNumber: string, body: Record<string, unknown>) {
    return gateway.call<Goal | null>('PUT', `/api/investment/goals/${goalAccountNumber}`, {
      token: who.token,
      body,
    });
  }

  it('changes name, target, due date and assistant, and works the plan out again', async () => {
    const goal = await createGoal(ama, '10.00', { goalName: 'Laptop' });
    const answer = await edit(ama, goal.goalAccountNumber, {
      goalName: '  New laptop ',
      targetAmount: '2400.00',
      dueDate: dayFromNow(100),
      goalType: 'Weekly',
      reminder: true,
      autoFund: true,
    });
    expect(answer.body).toMatchObject({
      isSuccess: true,
      displayMessage: 'Your goal has been updated',
      result: {
        goalName: 'New laptop',
        targetAmount: '2400.00',
        dueDate: dayFromNow(100),
        goalType: 'Weekly',
        reminder: true,
        autoFund: true,
      },
    });
    expect(answer.body.result?.paymentAmount).not.toBe(goal.paymentAmount);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const goal = await createGoal(ama, '50.00', { goalName: 'Keep me' });
    const valid = {
      goalName: 'Keep me',
      targetAmount: '1200.00',
      dueDate: goal.dueDate,
      goalType: 'Monthly',
      reminder: false,
      autoFund: false,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ goalName: '   ' }, 'Please enter a title'],
      [{ targetAmount: '10.00' }, 'Your target cannot be less than what you have saved (GH₵50.00).'],
      [{ targetAmount: '0.00' }, 'Please enter a target amount'],
      [{ dueDate: dayFromNow(3) }, 'Please select a valid date minimum target date'],
      [{ dueDate: dayFromNow(2000) }, 'Please select a valid maximum target date'],
    ];
    for (const [change, message] of cases) {
      const answer = await edit(ama, goal.goalAccountNumber, { ...valid, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({
        isSuccess: false,
        displayMessage: message,
      });
    }
    // Several problems at once: the first in the order title, target, what is saved, due date,
    // plan is named (each step mends the one the previous answer named).
    const ladder: [Record<string, unknown>, string][] = [
      [{ goalName: ' ', targetAmount: '0.00', dueDate: dayFromNow(3) }, 'Please enter a title'],
      [{ targetAmount: '0.00', dueDate: dayFromNow(3) }, 'Please enter a target amount'],
      [
        { targetAmount: '10.00', dueDate: dayFromNow(3) },
        'Your target cannot be less than what you have saved (GH₵50.00).',
      ],
      [
        { targetAmount: '75000.01', dueDate: dayFromNow(3) },
        'Please select a valid date minimum target date',
      ],
      [{ targetAmount: '75000.01' }, 'Please enter a target amount of at most GHS75000.00'],
    ];
    for (const [change, message] of ladder) {
      const answer = await edit(ama, goal.goalAccountNumber, { ...valid, ...change });
      expect(answer.body, JSON.stringify(change)).toMatchObject({
        isSuccess: false,
        displayMessage: message,
      });
    }
    const shapeless = await edit(ama, goal.goalAccountNumber, { ...valid, goalType: 'Yearly' });
    expect(shapeless.status).toBe(400);
    const stranger = await edit(kofi, goal.goalAccountNumber, valid);
    expect(stranger.status).toBe(403);
    const goals = await gateway.call<Goal[]>('GET', `/api/investment/customer-goals/${ama.customerNumber}`, {
      token: ama.token,
    });
    expect(goals.body.result.find((g) => g.goalAccountNumber === goal.goalAccountNumber)).toMatchObject({
      goalName: 'Keep me',
      targetAmount: '1200.00',
      dueDate: goal.dueDate,
      paymentAmount: goal.paymentAmount,
    });
  });
});
