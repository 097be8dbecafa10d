/// <reference lib="dom" />
// Every route and every kind of dialog at 360×740, as a phone shows them: no sideways scroll, nothing
// off screen, no amount broken inside its number, no controls on top of each other. The signed-in
// routes are seen by a customer with a five-figure balance, a goal, a favourite, a linked wallet
// and some history; a screenshot of each is attached to the test.
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { paths } from '../apps/portal/src/shared/paths';

import { PHONE } from './support/axe';
import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn, submitSignIn } from './support/flows';
import { inboxMark, nextOtp, transactWithPin } from './support/gateway';
import { livedInCustomer } from './support/goals';
import { expectPhoneLayout } from './support/layout';

test.use({ viewport: PHONE });

/** Waits until the route's screen has drawn its heading and no 'Loading...' placeholder is left. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

test('the public pages and the sign-in code dialog fit a 360 px phone', async ({ page }, testInfo) => {
  for (const route of [paths.signIn, paths.signUp, paths.paymentLink]) {
    await page.goto(route.getHref());
    await settle(page);
    await expectPhoneLayout(page, testInfo, route.path);
  }
  const customer = await readyCustomer();
  await page.goto(paths.signIn.getHref());
  const seen = await inboxMark(customer.mobileNumber);
  await submitSignIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
  await nextOtp(customer.mobileNumber, seen);
  await expectPhoneLayout(page, testInfo, 'the OTP dialog');
});

test('every signed-in route fits a 360 px phone', async ({ page }, testInfo) => {
  const { customer, goal } = await livedInCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  const goalQuery = { account: goal.goalAccountNumber };
  const withQuery: Partial<Record<keyof typeof paths, Record<string, string>>> = {
    viewTargetSave: goalQuery,
    fundTargetSave: goalQuery,
    editTargetSave: goalQuery,
    sendMoneyTransaction: { kind: 'own' },
    payBillersTransaction: { page: 'utilities', biller: 'ECG-PREPAID' },
  };
  for (const [key, route] of Object.entries(paths)) {
    if (!route.requiresSession) continue;
    const href = route.getHref(withQuery[key as keyof typeof paths]);
    await page.goto(href);
    await settle(page);
    await expectPhoneLayout(page, testInfo, href);
  }
  // The balance once, on one line in the summary strip (the balance card beside the form is for
  // wider screens: a phone shows the balance once).
  await page.goto(paths.sendMoneyTransaction.getHref({ kind: 'own' }));
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵12,345.50');
  await expect(page.getByRole('region', { name: 'SAVE & WIN balance' })).toBeHidden();
  await expectPhoneLayout(page, testInfo, 'the summary strip with GH₵12,345.50');
});

test('the dialogs fit a 360 px phone: receipt, date pickers, payment confirmation, log out', async ({
  page,
}, testInfo) => {
  const { customer } = await livedInCustomer();
  const recipient = await readyCustomer();
  // Paid once before: the large transfer below goes to a known payee, which the cooling-off of a
  // sign-in on a new device (this browser) does not cap; above GH₵100 the dialog asks for the PIN.
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const first = {
    customerAccountNumber: customer.accountNumber,
    transactionId: randomUUID(),
    amount: '1.00',
    narration: 'First',
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: recipient.accountNumber,
    destinationSortCode: '999999',
    sourceSystem: 'WEB APP',
  };
  const paid = await transactWithPin(token, first, customer.pin);
  expect(paid.body.isSuccess, paid.body.displayMessage).toBe(true);
  await signIn(page, customer.mobileNumber, customer.pin);

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await activity.getByRole('listitem').first().getByRole('button').click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(receipt).toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the receipt');
  await receipt.getByRole('button', { name: 'Ok' }).click();

  await page.goto(paths.transactionHistory.getHref());
  await page.getByRole('group', { name: 'From' }).getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the history date picker');
  await page.keyboard.press('Escape');

  await page.goto(paths.createTargetSave.getHref());
  await page.getByRole('button', { name: 'Select Purpose' }).click();
  const purposes = page.getByRole('dialog', { name: 'Select Purpose' });
  await purposes.getByText('Education', { exact: true }).click();
  await expectPhoneLayout(page, testInfo, 'the goal purpose dialog');
  await purposes.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Select Target Date' }).click();
  await expect(page.getByRole('dialog', { name: 'Select Target Date' })).toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the goal due-date dialog');
  await page.keyboard.press('Escape');

  await page.goto(paths.sendMoneyTransaction.getHref({ kind: 'own' }));
  await page.getByLabel('Amount').fill('12000.00');
  await page.getByLabel('Account Number').fill(recipient.accountNumber);
  await page.getByLabel('Reference').click();
  await expect(page.getByLabel('Name')).toHaveValue('Ama Mensah');
  await page.getByLabel('Reference').fill('School fees for the twins and their uniforms');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  await expect(review).toContainText('GH₵12,000.00');
  await expectPhoneLayout(page, testInfo, 'the fee confirmation');
  await review.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm.getByRole('group', { name: 'PIN', exact: true })).toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the payment confirmation dialog, asking for the PIN');
  await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'No' }).click();

  await page.goto(paths.settings.getHref());
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Log Out' })).toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the log-out dialog');
});

test('the price tables read as label and value on a phone, still tables to a screen reader', async ({
  page,
}, testInfo) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto(paths.prices.getHref());
  for (const name of ['Fees', 'Levies']) {
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('columnheader', { name: 'Rate' })).toHaveCount(1);
    await expect(table.getByRole('rowheader').first()).toBeVisible();
  }
  // Each value carries its column's name where the header row is out of sight.
  await expect(page.getByRole('table', { name: 'Fees' }).getByRole('cell').first()).toHaveAttribute(
    'data-label',
    'Rate',
  );
  await expectPhoneLayout(page, testInfo, 'the price tables');
});
