/// <reference lib="dom" />
// The full transaction history (/transact/transaction-history, ARCHITECTURE difference 8): pages of
// 20, search, type, status and period filters answered by the gateway, a receipt per row, and the
// CSV export, each checked against the statement the API reports.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call, transactWithPin } from './support/gateway';

interface Row {
  transactionId: string;
  transactionType: string;
  amount: string;
}

/**
 * A call with the customer's credential, which lives 6 s in this gateway: when it has lapsed (the
 * 22 movements below outlast it on a loaded machine) the customer signs in again, as the portal
 * would renew, and the call is sent once more — a 401 moved nothing, and the id is the same.
 */
async function asCustomer<T>(
  customer: ReadyCustomer,
  method: string,
  path: string,
  body?: unknown,
): ReturnType<typeof call<T>> {
  const answer = await call<T>(method, path, { token: customer.token, body });
  if (answer.status !== 401) return answer;
  customer.token = await apiSignIn(customer.mobileNumber, customer.pin);
  return call<T>(method, path, { token: customer.token, body });
}

async function move(
  customer: ReadyCustomer,
  type: 'DEPOSIT' | 'WITHDRAWAL',
  amount: string,
): Promise<string> {
  const transactionId = randomUUID();
  const answer = await asCustomer<{ promptId?: string }>(
    customer,
    'POST',
    '/api/transaction-service/transaction/transact',
    {
      customerAccountNumber: customer.accountNumber,
      transactionId,
      amount,
      narration: type === 'DEPOSIT' ? 'Deposit' : 'Withdraw',
      transactionType: type,
      destinationAccountNumber: customer.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  );
  expect(answer.body.isSuccess, answer.body.displayMessage).toBe(true);
  if (type === 'DEPOSIT') {
    const approved = await call('POST', `/api/sandbox/momo/prompts/${answer.body.result.promptId}/approve`);
    expect(approved.body.isSuccess).toBe(true);
  }
  return transactionId;
}

async function statement(customer: ReadyCustomer, query = ''): Promise<{ items: Row[]; total: number }> {
  const answer = await asCustomer<{ items: Row[]; total: number }>(
    customer,
    'GET',
    `/api/transaction-service/statement/${customer.accountNumber}?pageSize=100${query}`,
  );
  return answer.body.result;
}

async function chip(page: Page, group: string, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: group }).getByText(label, { exact: true }).click();
}

// A browser set to US English: the portal's dates must still read day first (en-GH).
test.use({ locale: 'en-US' });

test('history pages, filters, searches, opens receipts and exports the CSV', async ({ page }) => {
  const customer = await readyCustomer();
  const ids: string[] = [];
  for (let i = 1; i <= 21; i += 1) ids.push(await move(customer, 'DEPOSIT', `${i}.00`));
  await move(customer, 'WITHDRAWAL', '5.00');
  const all = await statement(customer);
  expect(all.total).toBeGreaterThanOrEqual(22);

  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/transact/transaction-history');
  const list = page.getByRole('region', { name: 'Transactions' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(20);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText(`Page 1 of 2 · ${all.total} transactions`);
  await expectAccessible(page, 'the transaction history');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(all.total - 20);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(20);

  // Type filter: the withdrawal alone.
  await chip(page, 'Type', 'WITHDRAWAL');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('-GH₵5.00');
  await expect(pages).toContainText('Page 1 of 1 · 1 transaction');

  // Status filter with nothing to show.
  await chip(page, 'Type', 'All');
  await chip(page, 'Status', 'FAILED');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(list).toContainText('No transactions match these filters');

  // Search by a transaction id finds that deposit; its receipt opens.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(20);
  await page.getByLabel('Search transactions').fill(ids[6] ?? '');
  await page.getByLabel('Search transactions').press('Enter');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('button').click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(receipt).toContainText('+GH₵7.00');
  await expect(receipt).toContainText(ids[6] ?? '');
  await receipt.getByRole('button', { name: 'Ok' }).click();

  // A period ending before it starts is refused before asking; the entries stay.
  // Dates are typed and shown day first (en-GH), though this browser speaks US English.
  const from = page.getByRole('group', { name: 'From' });
  const to = page.getByRole('group', { name: 'To' });
  await expect(from).toHaveText(/dd\s*\/\s*mm\s*\/\s*yyyy/);
  await from.getByRole('spinbutton').first().click();
  await page.keyboard.type('20112026');
  await to.getByRole('spinbutton').first().click();
  await page.keyboard.type('01112026');
  await expect(from).toHaveText(/20\s*\/\s*11\s*\/\s*2026/);
  await expect(to).toHaveText(/01\s*\/\s*11\s*\/\s*2026/);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
  await expect(from).toHaveText(/20\s*\/\s*11\s*\/\s*2026/);

  // The CSV of the default period holds every row of the statement.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-${customer.accountNumber}-`));
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe(
    'transactionDate,transactionId,transactionType,direction,signedAmount,amount,feeAmount,elevyAmount,status,destinationAccountNumber,narration',
  );
  expect(csv).toHaveLength(all.total + 1);
  for (const id of ids) expect(csv.some((line) => line.includes(id))).toBe(true);
  // Money in carries '+', money out '-', beside the unsigned amount.
  expect(csv.find((line) => line.includes(ids[6] ?? '-'))).toContain(',DEPOSIT,CREDIT,+7.00,7.00,');
  expect(csv.some((line) => line.includes(',WITHDRAWAL,DEBIT,-5.00,5.00,'))).toBe(true);
});

test('a receipt opened from the history names the payee, as the success summary and the API do, not the reference', async ({
  page,
}) => {
  const sender = await readyCustomer({ deposit: '100.00', profileName: 'Kwame Owusu' });
  const payee = await readyCustomer({ profileName: 'Esi Appiah' });
  // The sender looks the payee up first, as the portal does (a payer who did not reads the name masked).
  const looked = await call<{ accountName: string }>('POST', '/api/transaction/verify-account', {
    token: sender.token,
    body: { accountNumber: payee.accountNumber, sortCode: '999999' },
  });
  expect(looked.body.result.accountName).toBe('Esi Appiah');
  const transactionId = randomUUID();
  const body = {
    customerAccountNumber: sender.accountNumber,
    transactionId,
    amount: '12.00',
    narration: 'H19 rent',
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: payee.accountNumber,
    destinationSortCode: '999999',
    sourceSystem: 'WEB APP',
  };
  // A new payee: the sender's PIN for this transfer (step-up).
  const sent = await transactWithPin<{ destination: string }>(sender.token, body, sender.pin);
  expect(sent.body.result.destination).toBe('Esi Appiah');

  await signIn(page, sender.mobileNumber, sender.pin);
  await page.goto('/transact/transaction-history');
  const rows = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await rows.filter({ hasText: 'H19 rent' }).getByRole('button').click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  const recipient = receipt.getByRole('region', { name: 'Recipient Details' });
  await expect(recipient).toContainText('Esi Appiah');
  await expect(recipient).toContainText(payee.accountNumber);
  await expect(recipient).not.toContainText('H19 rent');
  await receipt.getByRole('button', { name: 'Ok' }).click();

  // The same receipt from the dashboard's Recent Activity.
  await page.goto('/');
  const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await activity.filter({ hasText: 'H19 rent' }).getByRole('button').click();
  await expect(receipt.getByRole('region', { name: 'Recipient Details' })).toContainText('Esi Appiah');
});
