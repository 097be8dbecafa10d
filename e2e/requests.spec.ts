/// <reference lib="dom" />
// Requests between customers: one customer asks another, by number, from Request Money;
// the one asked hears it in the bell, and on Requests pays it with the PIN (once, however it is
// pressed) or declines it; the one who asked sees how each stands. Bad asks are refused on the
// page or in the gateway's words and nothing is written: oneself, no customer's number, an amount
// over the largest movement. Walked at 360 px (the phone) and 1280 px.
import type { Page } from '@playwright/test';

import { PHONE, expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer, statementOf, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterConfirmPin, logOut, signIn } from './support/flows';
import { call, freshNumber } from './support/gateway';

interface RequestRow {
  requestId: string;
  direction: 'SENT' | 'RECEIVED';
  amount: string;
  status: string;
}

async function requestsOf(customer: ReadyCustomer): Promise<RequestRow[]> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  return (await call<RequestRow[]>('GET', '/api/money-requests', { token })).body.result ?? [];
}

/** Opens 'Ask a SAVE & WIN customer' on Request Money and sends what is given. */
async function ask(page: Page, number: string, amount: string, note = ''): Promise<void> {
  const form = page.getByRole('region', { name: 'Ask a SAVE & WIN customer' });
  if ((await form.count()) === 0) {
    await page.getByRole('button', { name: 'Ask a SAVE & WIN customer' }).click();
    await expect(form.getByRole('heading', { name: 'Ask a SAVE & WIN customer' })).toBeFocused();
  }
  await form.getByLabel('Their mobile number').fill(number);
  await form.getByRole('textbox', { name: 'Amount to ask for' }).fill(amount);
  await form.getByLabel('What it is for').fill(note);
  await form.getByRole('button', { name: 'Send request' }).click();
}

for (const size of [PHONE, { width: 1280, height: 800 }]) {
  test(`at ${size.width} px: ask a customer, who is told, pays it with the PIN once, and both see it paid`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const asker = await readyCustomer({ profileName: 'Akua' });
    const payer = await readyCustomer({ deposit: '100.00' });
    await signIn(page, asker.mobileNumber, asker.pin);
    await page.goto('/request-money');
    await ask(page, payer.mobileNumber, '25', 'Jollof on Friday');
    const form = page.getByRole('region', { name: 'Ask a SAVE & WIN customer' });
    await expect(form.getByText('Your request has been sent.')).toBeVisible();
    // Sent: the entries go, ready for the next one.
    await expect(form.getByLabel('Their mobile number')).toHaveValue('');
    await expectAccessible(page, 'Request Money with a request sent');
    await form.getByRole('link', { name: 'See your requests' }).click();
    const sent = page.getByRole('region', { name: 'You asked' });
    await expect(sent.getByRole('listitem')).toHaveCount(1);
    await expect(sent).toContainText(`You asked ${payer.mobileNumber}`);
    await expect(sent).toContainText('GH₵25.00');
    await expect(sent).toContainText('Waiting');
    await logOut(page);

    await signIn(page, payer.mobileNumber, payer.pin);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
      'Akua asked you for GH₵25.00: Jollof on Friday.',
    );
    await page.keyboard.press('Escape');
    await page.goto('/transact');
    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const asked = page.getByRole('region', { name: 'Asked of you' });
    await expect(asked).toContainText('Akua asks you');
    await expect(asked).toContainText('Jollof on Friday');
    await expectAccessible(page, 'Requests with one waiting');

    // Pay, then Yes pressed twice with the PIN: one transfer, for the amount asked.
    await asked.getByRole('button', { name: 'Pay GH₵25.00 to Akua' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
    await expect(confirm).toContainText('You are about to send GHS25.00 to Akua. Please confirm.');
    await expectAccessible(page, 'paying a request: the PIN');
    await enterConfirmPin(confirm, payer.pin);
    await confirm.getByRole('button', { name: 'Yes' }).dblclick();
    const success = page.getByRole('alertdialog', { name: 'Payment Successful' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Ok' }).click();
    const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
    await expect(receipt).toContainText('GH₵25.00');
    await receipt.getByRole('button', { name: 'Ok' }).click();
    await expect(asked).toContainText('Paid');
    await expect(asked.getByRole('button')).toHaveCount(0);
    // The balance the page shows, read off the screen: GH₵100.00 less the GH₵25.00 paid.
    await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵75.00');

    expect(await balanceOf(payer)).toBe('75.00');
    expect(await balanceOf(asker)).toBe('25.00');
    const out = (await statementOf(payer)).filter((row) => row.transactionType === 'BANK_TRANSFER');
    expect(out.map((row) => row.amount)).toEqual(['25.00']);
    expect((await requestsOf(asker)).map((r) => r.status)).toEqual(['PAID']);
  });
}

test('bad asks are refused and nothing is written; a declined request stays unpaid for both', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const asker = await readyCustomer();
  const payer = await readyCustomer({ deposit: '10.00' });
  await signIn(page, asker.mobileNumber, asker.pin);
  await page.goto('/request-money');
  const form = page.getByRole('region', { name: 'Ask a SAVE & WIN customer' });

  // Oneself: said on the page, nothing asked of the gateway.
  await ask(page, asker.mobileNumber, '5');
  await expect(form.getByText('You cannot request money from yourself.')).toBeVisible();
  // A number that is no customer's: the gateway suggests the payment link.
  await ask(page, freshNumber(), '5');
  await expect(
    form.getByText('This number is not a SAVE & WIN customer. Send them a payment link instead.'),
  ).toBeVisible();
  // More than the largest single movement; the entries stay for the customer to mend.
  await ask(page, payer.mobileNumber, '100000.01', 'Car');
  await expect(form.getByText('The most you can ask for at once is GH₵100,000.00.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Amount to ask for' })).toHaveValue('100000.01');
  await expect(form.getByLabel('What it is for')).toHaveValue('Car');
  expect(await requestsOf(asker)).toEqual([]);

  // Asked for more than the payer holds: paying is refused, the request still waits; declined.
  await ask(page, payer.mobileNumber, '40', 'Books');
  await expect(form.getByText('Your request has been sent.')).toBeVisible();
  await logOut(page);
  await signIn(page, payer.mobileNumber, payer.pin);
  await page.goto('/requests');
  const asked = page.getByRole('region', { name: 'Asked of you' });
  await asked.getByRole('button', { name: /^Pay GH₵40\.00 to / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await enterConfirmPin(confirm, payer.pin);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const failed = page.getByRole('alertdialog', { name: 'Transaction Failed' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Ok' }).click();
  await expect(asked).toContainText('Waiting');
  expect(await balanceOf(payer)).toBe('10.00');

  await asked.getByRole('button', { name: /^Decline the request from / }).click();
  await expect(page.getByText('Request declined.')).toBeVisible();
  await expect(asked).toContainText('Declined');
  await expect(asked.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'Requests with one declined');
  expect(await balanceOf(payer)).toBe('10.00');
  expect(await balanceOf(asker)).toBe('0.00');
  expect((await requestsOf(asker)).map((r) => r.status)).toEqual(['DECLINED']);
});
