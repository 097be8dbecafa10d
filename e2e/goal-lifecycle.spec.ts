/// <reference lib="dom" />
// The goal lifecycle: a goal broken early after reading what
// it costs (the gateway's break rule), a goal matured by the job (its clock moved through the
// sandbox-only operation), a goal edited (a bad target refused, nothing written), an empty goal
// closed. Balances are checked through the API and read off the screen. The maturity job acts on
// every goal due by the date it is given, so this file runs with the specs that reach every customer.
import type { Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { balanceOf, readyCustomer, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';
import { createGoal, daysAhead, fundGoal, goalsOf, type Goal } from './support/goals';
import { expectPhoneLayout } from './support/layout';

async function goalWith(customer: ReadyCustomer, goalName: string, fund: string | null, days = 120) {
  const goal = await createGoal(customer, goalName, days);
  if (fund) await fundGoal(customer, goal, fund);
  return goal;
}

async function openGoal(page: Page, goal: Goal): Promise<void> {
  await page.goto(`/view-target-save?account=${goal.goalAccountNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: goal.goalName })).toBeVisible();
}

async function expectBalanceOnScreen(page: Page, cedis: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText(`GH₵${cedis}`);
}

test('a goal broken early: what it costs is shown first, then the balance less the fee reaches SAVE & WIN once', async ({
  page,
}, testInfo) => {
  const customer = await readyCustomer({ deposit: '500.00' });
  const goal = await goalWith(customer, 'Laptop', '200.00');
  await signIn(page, customer.mobileNumber, customer.pin);
  await openGoal(page, goal);
  await expect(page.getByRole('button', { name: 'Close Goal' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Break Goal' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Break Goal' });
  await expect(dialog).toContainText("You are about to break 'Laptop' before its due date.");
  await expect(dialog).toContainText('1.00% of the goal');
  await expect(dialog).toContainText('Goal balanceGH₵200.00');
  await expect(dialog).toContainText('Break feeGH₵2.00');
  await expect(dialog).toContainText('You receive in SAVE & WINGH₵198.00');
  await expectAccessible(page, 'the break-goal dialog');
  await expectPhoneLayout(page, testInfo, 'the break-goal dialog');

  // Keep Saving leaves everything as it was.
  await dialog.getByRole('button', { name: 'Keep Saving' }).click();
  await expect(dialog).toBeHidden();
  expect(await balanceOf(customer)).toBe('300.00');

  await page.getByRole('button', { name: 'Break Goal' }).click();
  await dialog.getByRole('button', { name: 'Break Goal' }).dblclick();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your goal has been broken. GH₵198.00 was moved to your SAVE & WIN account.',
  );
  await expect(page).toHaveURL(/\/target-save$/);

  expect(await balanceOf(customer)).toBe('498.00');
  expect(await goalsOf(customer)).toEqual([]);
  await expectBalanceOnScreen(page, '498.00');
});

test('a goal matured by the job (its clock moved to the due date): balance and earnings reach SAVE & WIN with a notice', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '300.00' });
  const goal = await goalWith(customer, 'Rent', '100.00', 30);
  expect(await balanceOf(customer)).toBe('200.00');

  // The day before the due date nothing matures; on it, the goal does, once.
  const before = await call<{ matured: number }>('POST', '/api/sandbox/goals/maturity', {
    body: { at: `${daysAhead(29)}T08:00:00Z` },
  });
  expect(before.body.isSuccess).toBe(true);
  expect((await goalsOf(customer)).map((g) => g.goalAccountNumber)).toEqual([goal.goalAccountNumber]);
  const ran = await call<{ matured: number }>('POST', '/api/sandbox/goals/maturity', {
    body: { at: `${goal.dueDate}T08:00:00Z` },
  });
  expect(ran.body.result.matured).toBeGreaterThanOrEqual(1);
  await call('POST', '/api/sandbox/goals/maturity', { body: { at: `${goal.dueDate}T09:00:00Z` } });

  expect(await balanceOf(customer)).toBe('300.00');
  expect(await goalsOf(customer)).toEqual([]);
  await signIn(page, customer.mobileNumber, customer.pin);
  await expectBalanceOnScreen(page, '300.00');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(/Your goal 'Rent' has reached its due date\. GH₵100\.00/)).toHaveCount(1);
});

test('a goal edited: a target below the savings is refused and nothing changes; then name, target and assistant are saved', async ({
  page,
}, testInfo) => {
  const customer = await readyCustomer({ deposit: '300.00' });
  const goal = await goalWith(customer, 'School fees', '50.00');
  await signIn(page, customer.mobileNumber, customer.pin);
  await openGoal(page, goal);
  await page.getByRole('link', { name: 'Edit Goal' }).click();
  await expect(page).toHaveURL(/\/edit-target-save\?account=/);
  await expect(page.getByRole('heading', { name: 'Edit Goal' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('School fees');
  await expectAccessible(page, '/edit-target-save');
  await expectPhoneLayout(page, testInfo, '/edit-target-save');

  await page.getByLabel('Target Amount').fill('20');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your target cannot be less than what you have saved (GH₵50.00).' }),
  ).toBeVisible();
  expect((await goalsOf(customer))[0]).toMatchObject({ goalName: 'School fees', targetAmount: '900.00' });

  await page.getByLabel('Title').fill('University fees');
  await page.getByLabel('Target Amount').fill('1500');
  await page.getByText('Weekly', { exact: true }).click();
  await page.getByText('Enable Set & Forget', { exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).dblclick();
  await expect(page).toHaveURL(/\/view-target-save\?account=/);
  await expect(page.getByRole('heading', { level: 1, name: 'University fees' })).toBeVisible();
  await expect(page.getByText('GH₵1,500.00').first()).toBeVisible();
  expect(await goalsOf(customer)).toEqual([
    expect.objectContaining({
      goalName: 'University fees',
      targetAmount: '1500.00',
      goalType: 'Weekly',
      autoFund: true,
      currentAmount: '50.00',
      dueDate: goal.dueDate,
    }),
  ]);
});

test('an empty goal is closed after confirming', async ({ page }) => {
  const customer = await readyCustomer({ deposit: '50.00' });
  const goal = await goalWith(customer, 'Someday', null);
  await signIn(page, customer.mobileNumber, customer.pin);
  await openGoal(page, goal);
  await expect(page.getByRole('button', { name: 'Break Goal' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close Goal' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close Goal' });
  await expect(dialog).toContainText("You are about to close 'Someday'. It holds no money.");
  await expectAccessible(page, 'the close-goal dialog');
  await dialog.getByRole('button', { name: 'Close Goal' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Your goal has been closed',
  );
  await expect(page).toHaveURL(/\/target-save$/);
  expect(await goalsOf(customer)).toEqual([]);
  expect(await balanceOf(customer)).toBe('50.00');
});

test('a matured goal pays exactly the earnings its page showed, to the pesewa', async ({ page }) => {
  const customer = await readyCustomer({ deposit: '500.00' });
  const goal = await goalWith(customer, 'Wedding', '400.00', 30);
  // Four days of interest on GH₵400.00 at the gateway's 10% (10.96 pesewas a day): whole pesewas
  // and a fraction, which is where showing and paying used to round differently.
  for (let day = 0; day < 4; day += 1) {
    const accrued = await call<{ accruals: number }>('POST', '/api/sandbox/interest/accrue', {
      body: { accountNumber: goal.goalAccountNumber, day: daysAhead(day) },
    });
    expect(accrued.body.result.accruals).toBe(1);
  }

  await signIn(page, customer.mobileNumber, customer.pin);
  await openGoal(page, goal);
  const earnings = page.getByText('Earnings', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(earnings).toHaveText(/^GH₵0\.\d\d$/);
  const shown = (await earnings.innerText()).replace('GH₵', '');
  expect(shown).not.toBe('0.00');
  // The API says the same.
  expect((await goalsOf(customer))[0]?.earnings).toBe(shown);

  const ran = await call<{ matured: number }>('POST', '/api/sandbox/goals/maturity', {
    body: { at: `${goal.dueDate}T08:00:00Z` },
  });
  expect(ran.body.result.matured).toBeGreaterThanOrEqual(1);
  // SAVE & WIN received the savings and exactly the earnings shown.
  const expected = (10_000 + 40_000 + Math.round(Number(shown) * 100)) / 100;
  expect(await balanceOf(customer)).toBe(expected.toFixed(2));
  await expectBalanceOnScreen(page, expected.toFixed(2));
});
