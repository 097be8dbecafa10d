/// <reference lib="dom" />
// The public payment-link page (spec §2, §4, §5, §7): an outside payer opens a customer's link,
// picks a network, has their name looked up, proves their number by OTP, enters an amount and
// approves the mobile-money prompt; the customer's balance and statement show the payment once.
import type { Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, lookedUpName, signIn } from './support/flows';
import { call, freshNumber, inboxMark } from './support/gateway';

interface Link {
  hash: string;
  url: string;
}

interface Prompt {
  promptId: string;
  amount: string;
  narration: string;
  status: string;
}

interface Row {
  transactionType: string;
  amount: string;
  status: string;
  narration: string;
}

async function createLink(customer: ReadyCustomer, body: { amount?: string } = {}): Promise<Link> {
  const created = await call<Link>('POST', '/api/payment-link', { token: customer.token, body });
  expect(created.body.isSuccess, created.body.displayMessage).toBe(true);
  return created.body.result;
}

async function promptsFor(phoneNumber: string): Promise<Prompt[]> {
  return (await call<Prompt[]>('GET', `/api/sandbox/momo/prompts?phoneNumber=${phoneNumber}`)).body.result;
}

async function statementOf(customer: ReadyCustomer): Promise<Row[]> {
  const answer = await call<{ items: Row[] }>(
    'GET',
    `/api/transaction-service/statement/${customer.accountNumber}`,
    // A fresh session: balanceOf signs in again, which ends the earlier one.
    { token: await apiSignIn(customer.mobileNumber, customer.pin) },
  );
  return answer.body.result.items;
}

/** The chip's label covers its radio input, as for a finger: the label is what is pressed. */
async function pickNetwork(page: Page, name: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Network' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

async function ownerName(link: Link): Promise<string> {
  const info = await call<{ accountName: string }>('GET', `/api/payment-link/account-info?hash=${link.hash}`);
  return info.body.result.accountName;
}

test('a payer pays a link from another number: one prompt, the customer is credited once', async ({
  page,
}) => {
  const customer = await readyCustomer();
  const link = await createLink(customer);
  const name = await ownerName(link);
  const masked = `${customer.accountNumber.slice(0, 3)}****${customer.accountNumber.slice(-3)}`;
  const payer = freshNumber();

  await page.goto(`/payment-link?hash=${link.hash}`);
  await expect(
    page.getByText(
      `${name} has requested payment to ${masked} from you. Enter your number and amount to complete the request.`,
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('hash'))).toBe(link.hash);
  await expectAccessible(page, 'the payment-link page');

  // Spec §5: a network is required before the name lookup.
  await page.getByLabel('Mobile Number').fill(payer);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Please select a network')).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toHaveValue(payer);

  await pickNetwork(page, 'MTN');
  await page.getByRole('button', { name: 'Done' }).click();
  await lookedUpName(page.getByLabel('Name'));

  const seen = await inboxMark(payer);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await enterOtp(page, payer, seen);

  const amountDialog = page.getByRole('dialog', { name: 'Enter amount and confirm' });
  await expect(amountDialog).toBeVisible();
  await amountDialog.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(amountDialog.getByText('Please enter an amount!')).toBeVisible();
  await expectAccessible(page, 'the amount dialog of the payment link');

  await amountDialog.getByLabel('Amount').fill('25.00');
  // A double click and a repeated Enter must post once.
  await amountDialog.getByRole('button', { name: 'CONFIRM' }).dblclick();
  await page.keyboard.press('Enter').catch(() => undefined);
  await expect(page.getByText(`Your payment to ${name} is being processed`)).toBeVisible();

  const prompts = await promptsFor(payer);
  expect(prompts).toHaveLength(1);
  expect(prompts[0]).toMatchObject({ amount: '25.00', status: 'PENDING' });
  const approved = await call('POST', `/api/sandbox/momo/prompts/${prompts[0]?.promptId}/approve`);
  expect(approved.body.isSuccess, approved.body.displayMessage).toBe(true);

  await expect.poll(() => balanceOf(customer)).toBe('25.00');
  const rows = (await statementOf(customer)).filter((r) => r.transactionType === 'DEPOSIT');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ amount: '25.00', status: 'SUCCESSFUL', narration: 'Payment link' });
});

test('an unknown number keeps what was typed; a revoked link says so', async ({ page }) => {
  const customer = await readyCustomer();
  const link = await createLink(customer);

  await page.goto(`/payment-link?hash=${link.hash}`);
  await pickNetwork(page, 'Telecel');
  await page.getByLabel('Mobile Number').fill('0201230000');

  // Spec §4: missing sort codes are reloaded up to 4 times, then the lookup gives up.
  let sortCodeLoads = 0;
  await page.route('**/api/account-service/sort-codes', (route) => {
    sortCodeLoads += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ isSuccess: true, displayMessage: '', result: [] }),
    });
  });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  expect(sortCodeLoads).toBe(4);
  await page.unroute('**/api/account-service/sort-codes');

  // The sandbox has no wallet for numbers ending 0000: the gateway's refusal is shown.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/could not find a TELECEL mobile-money wallet/)).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toHaveValue('0201230000');
  await expect(page.getByRole('radio', { name: 'Telecel' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Proceed' })).toHaveCount(0);

  // The credential from the set-up lives 6 s: the customer signs in again to revoke the link.
  const revoked = await call('DELETE', `/api/payment-link/${link.hash}`, {
    token: await apiSignIn(customer.mobileNumber, customer.pin),
  });
  expect(revoked.body.isSuccess).toBe(true);
  await page.reload();
  await expect(
    page.getByText('This payment link is not valid any more. Please ask for a new one.'),
  ).toBeVisible();
  // The bare page finds the hash kept in this tab (spec §3 session key 'hash').
  await page.goto('/payment-link');
  await expect(
    page.getByText('This payment link is not valid any more. Please ask for a new one.'),
  ).toBeVisible();
  await expectAccessible(page, 'a revoked payment link');
  expect(await balanceOf(customer)).toBe('0.00');
});

test('a link asking a fixed amount shows it read-only and collects exactly that, by keyboard alone', async ({
  page,
}) => {
  const customer = await readyCustomer();
  const link = await createLink(customer, { amount: '12.50' });
  const name = await ownerName(link);
  const payer = freshNumber();

  await page.goto(`/payment-link?hash=${link.hash}`);
  await pickNetwork(page, 'MTN');
  await page.getByLabel('Mobile Number').fill(payer);
  await page.getByLabel('Mobile Number').press('Enter');
  await lookedUpName(page.getByLabel('Name'));
  const seen = await inboxMark(payer);
  await page.getByLabel('Mobile Number').press('Enter');
  await enterOtp(page, payer, seen);

  const amountDialog = page.getByRole('dialog', { name: 'Enter amount and confirm' });
  const amount = amountDialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toHaveValue('12.50');
  await expect(amount).toHaveAttribute('readonly', '');
  await amount.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Your payment to ${name} is being processed`)).toBeVisible();

  const prompts = await promptsFor(payer);
  expect(prompts).toHaveLength(1);
  expect(prompts[0]?.amount).toBe('12.50');
  await call('POST', `/api/sandbox/momo/prompts/${prompts[0]?.promptId}/approve`);
  await expect.poll(() => balanceOf(customer)).toBe('12.50');
});

test('the link Request Money copies opens the portal the customer uses, and a payer pays it', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await readyCustomer();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/request-money');
  await page.getByRole('button', { name: 'Or click here to send a link' }).click();
  const shown = await page.getByLabel('Your payment link').inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  // The portal's public address (the gateway's PUBLIC_URL, by default the one it serves on).
  expect(new URL(copied).origin).toBe(new URL(baseURL ?? '').origin);

  // A payer with no session opens the copied link in their own browser.
  const visitor = await browser.newContext();
  const payerPage = await visitor.newPage();
  const payer = freshNumber();
  await payerPage.goto(copied);
  await expect(payerPage.getByText(/has requested payment to .* from you/)).toBeVisible();
  await pickNetwork(payerPage, 'MTN');
  await payerPage.getByLabel('Mobile Number').fill(payer);
  await payerPage.getByRole('button', { name: 'Done' }).click();
  await lookedUpName(payerPage.getByLabel('Name'));
  const seen = await inboxMark(payer);
  await payerPage.getByRole('button', { name: 'Proceed' }).click();
  await enterOtp(payerPage, payer, seen);
  const amountDialog = payerPage.getByRole('dialog', { name: 'Enter amount and confirm' });
  await amountDialog.getByLabel('Amount').fill('12.00');
  await amountDialog.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(payerPage.getByText(/Your payment to .* is being processed/)).toBeVisible();
  const prompts = await promptsFor(payer);
  expect(prompts).toHaveLength(1);
  await call('POST', `/api/sandbox/momo/prompts/${prompts[0]?.promptId}/approve`);
  await expect.poll(() => balanceOf(customer)).toBe('12.00');
  await visitor.close();
});
