/// <reference lib="dom" />
// A deposit the network reported with another amount than was asked, as the customer
// sees it on a phone (360 px): the sandbox network reports a payer ending 3333 as GH₵0.01, so the
// approved GH₵10.10 is held for an operator. The history row and the receipt say PROCESSING and
// show GH₵10.10 without a '+': nothing was credited, and the balance says so. When the operator
// credits what arrived, the deposit reads FAILED (unsigned) and the GH₵0.01 credited reads '+'.
import { randomUUID } from 'node:crypto';

import { expectAccessible, PHONE } from './support/axe';
import { readyCustomer } from './support/customers';
import { OPERATOR_TOKEN } from './support/env';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';

test.use({ viewport: PHONE });

test('a held deposit is never shown as credited; after the operator credits what arrived, only that reads as money in', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // An MTN number (054) no other spec's fresh numbers use, ending 3333.
  const mobileNumber = `054${String(Date.now() % 1000).padStart(3, '0')}3333`;
  const customer = await readyCustomer({ mobileNumber });
  const transactionId = randomUUID();
  const deposit = await call<{ promptId: string }>('POST', '/api/transaction-service/transaction/transact', {
    token: customer.token,
    body: {
      customerAccountNumber: customer.accountNumber,
      transactionId,
      amount: '10.10',
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(deposit.body.isSuccess, deposit.body.displayMessage).toBe(true);
  const approved = await call('POST', `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`);
  expect(approved.body.isSuccess).toBe(true);

  await signIn(page, customer.mobileNumber, customer.pin);
  // A loaded machine can take a while to draw the first page: the condition is waited for.
  const slow = { timeout: 60_000 };
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵0.00', slow);
  await page.goto('/transact/transaction-history');
  const rows = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expect(rows).toHaveCount(1, slow);
  const held = rows.first();
  await expect(held).toContainText('PROCESSING');
  await expect(held).toContainText('GH₵10.10');
  await expect(held).not.toContainText('+GH₵10.10');
  await expectAccessible(page, 'the history of a held deposit');
  await held.getByRole('button').click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(receipt).toContainText('PROCESSING');
  await expect(receipt).toContainText('GH₵10.10');
  await expect(receipt).not.toContainText('+GH₵');
  await expectAccessible(page, 'the receipt of a held deposit');
  await receipt.getByRole('button', { name: 'Ok' }).click();

  // The operator report lists it with both figures; the operator credits what arrived (GH₵0.01).
  const report = await call<
    { reference: string; asked?: { party?: string; amount: number }; reported?: { amount: number } }[]
  >('GET', '/api/operator/reconciliation', { token: OPERATOR_TOKEN });
  const listed = report.body.result.filter((row) => row.asked?.party === mobileNumber);
  expect(listed).toEqual([
    expect.objectContaining({
      asked: expect.objectContaining({ amount: 1010 }),
      reported: expect.objectContaining({ amount: 1 }),
    }),
  ]);
  const decided = await call<{ result: string }>(
    'POST',
    `/api/operator/reconciliation/${listed[0]!.reference}/decision`,
    { token: OPERATOR_TOKEN, body: { decision: 'CREDIT', operator: 'E2E operator' } },
  );
  expect(decided.body.isSuccess, decided.body.displayMessage).toBe(true);

  await page.reload();
  await expect(rows).toHaveCount(2, slow);
  const failed = rows.filter({ hasText: 'FAILED' });
  await expect(failed).toContainText('GH₵10.10');
  await expect(failed).not.toContainText('+GH₵10.10');
  const credited = rows.filter({ hasText: 'SUCCESSFUL' });
  await expect(credited).toContainText('+GH₵0.01');
  await expectAccessible(page, 'the history after the operator credited what arrived');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵0.01', slow);
});
