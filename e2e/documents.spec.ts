/// <reference lib="dom" />
// Money documents: a receipt downloaded as PDF from a history row, its text read back
// with pdf-parse and its verification code confirmed on the public check page by a visitor (no
// session); a statement PDF whose totals are the ledger's for the period. axe on the check page
// at 360 and 1280 px.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Download, Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

import { expectAccessible } from './support/axe';
import { readyCustomer, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';

interface Row {
  transactionId: string;
  direction: 'CREDIT' | 'DEBIT';
  status: string;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
}

async function withdraw(customer: ReadyCustomer, amount: string): Promise<string> {
  const transactionId = randomUUID();
  const answer = await call('POST', '/api/transaction-service/transaction/transact', {
    token: customer.token,
    body: {
      customerAccountNumber: customer.accountNumber,
      transactionId,
      amount,
      narration: 'Rent deposit',
      transactionType: 'WITHDRAWAL',
      destinationAccountNumber: customer.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(answer.body.isSuccess, answer.body.displayMessage).toBe(true);
  return transactionId;
}

async function pdfText(download: Download): Promise<string> {
  const bytes = readFileSync((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const CODE = /[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}/;
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The figure after a label in the PDF's text ('Money in GHS 1,234.50' → 123450). */
function figure(text: string, label: string): number {
  const match = new RegExp(`${label}\\s+GHS ([\\d,]+\\.\\d{2})`).exec(text);
  expect(match, `${label} in the statement PDF`).not.toBeNull();
  return cents(match?.[1] ?? '');
}

async function openHistory(page: Page, customer: ReadyCustomer): Promise<void> {
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/transact/transaction-history');
  await expect(
    page.getByRole('region', { name: 'Transactions' }).getByRole('listitem').first(),
  ).toBeVisible();
}

test('a receipt PDF from a history row carries the figures and a code the public page confirms', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '80.00' });
  const id = await withdraw(customer, '12.50');
  await openHistory(page, customer);

  await page.getByRole('searchbox', { name: 'Search transactions' }).fill(id);
  await page.getByRole('button', { name: 'Apply' }).click();
  const rows = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(receipt).toContainText(id);
  // The figures as the customer reads them on the receipt.
  const amountShown = (
    await receipt.getByRole('term').filter({ hasText: 'Amount' }).locator('+ dd').innerText()
  ).trim();
  const feeShown = (
    await receipt.getByRole('term').filter({ hasText: 'Fee' }).locator('+ dd').innerText()
  ).trim();
  expect(amountShown).toBe('-GH₵12.50');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${id}.pdf`);
  const text = await pdfText(download);
  for (const expected of [
    id,
    'WITHDRAWAL',
    customer.accountNumber,
    customer.mobileNumber,
    'Rent deposit',
    'E-Levy',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toContain(`Amount GHS ${amountShown.replace(/^-GH₵/, '')}`);
  expect(text).toContain(`Fee GHS ${feeShown.replace(/^GH₵/, '')}`);
  const code = CODE.exec(text)?.[0] ?? '';
  expect(code).not.toBe('');
  await receipt.getByRole('button', { name: 'Ok' }).click();

  // A landlord scans the QR code: the check page opens with the code, no sign-in.
  const visitor = await page.context().newPage();
  await visitor.goto(`/check-document#${code}`);
  const result = visitor.getByRole('region', { name: 'Checked receipt' });
  await expect(result).toContainText('SAVE & WIN issued this receipt.');
  await expect(result).toContainText(code);
  await expect(result).toContainText(id);
  await expect(result).toContainText('GH₵12.50');
  // Numbers masked, as a careful bank shows them to a stranger.
  await expect(result).toContainText(
    `${customer.accountNumber.slice(0, 3)}****${customer.accountNumber.slice(-3)}`,
  );
  await expect(result).not.toContainText(customer.accountNumber);
  await expectAccessible(visitor, 'the document check with a receipt');

  // A made-up code is not confirmed.
  const field = visitor.getByRole('textbox', { name: 'Verification code' });
  await field.fill('ABCDE-FGHJK-MNPQR-STVWX');
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(
    visitor.getByText('We could not find a document with this code. Please check the code and try again.'),
  ).toBeVisible();
  await expect(result).toHaveCount(0);
  await field.fill('12345');
  await visitor.getByRole('button', { name: 'Check' }).click();
  await expect(
    visitor.getByText('Please enter the 20-character code printed on the document.'),
  ).toBeVisible();
  await expectAccessible(visitor, 'the document check with an error');
});

test("a statement PDF's totals equal the ledger's for the period", async ({ page }) => {
  const customer = await readyCustomer({ deposit: '150.00' });
  await withdraw(customer, '20.00');
  await withdraw(customer, '7.25');
  // The ledger's figures for the period (read before the page signs in and ends this API
  // session), from the statement the API reports: money in is every
  // credit that arrived, money out every debit with its fee and levy.
  const answer = await call<{ items: Row[] }>(
    'GET',
    `/api/transaction-service/statement/${customer.accountNumber}?pageSize=100`,
    { token: customer.token },
  );
  const moved = answer.body.result.items.filter((r) => ['SUCCESSFUL', 'PROCESSING'].includes(r.status));
  const moneyIn = moved.filter((r) => r.direction === 'CREDIT').reduce((sum, r) => sum + cents(r.amount), 0);
  const moneyOut = moved
    .filter((r) => r.direction === 'DEBIT')
    .reduce((sum, r) => sum + cents(r.amount) + cents(r.feeAmount) + cents(r.elevyAmount), 0);
  await openHistory(page, customer);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Statement PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^statement-${customer.accountNumber}-.*\\.pdf$`));
  const text = await pdfText(download);

  expect(moneyIn).toBe(15_000);
  expect(figure(text, 'Opening balance')).toBe(0);
  expect(figure(text, 'Money in')).toBe(moneyIn);
  expect(figure(text, 'Money out')).toBe(moneyOut);
  // The closing balance is the balance the customer sees on the screen.
  const balance = await page
    .getByRole('region', { name: 'Account summary' })
    .getByRole('term')
    .filter({ hasText: /^Balance$/ })
    .locator('+ dd')
    .innerText();
  expect(figure(text, 'Closing balance')).toBe(cents(balance));
  expect(figure(text, 'Closing balance')).toBe(moneyIn - moneyOut);
  expect(text).toMatch(CODE);
});
