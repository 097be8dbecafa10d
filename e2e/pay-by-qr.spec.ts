/// <reference lib="dom" />
// Pay with QR (issue: GhQR): a till's code, photographed and uploaded as a customer without a
// camera would, is read by the gateway, which names the merchant and the till; the PIN confirms;
// the receipt names them; the money moves once. A damaged code says why and moves nothing.
import type { Locator, Page } from '@playwright/test';

import { writePaymentQr } from '@savewin/core';

import { qrModules } from '../packages/ui/src/components/QrCode/qrModules';

import { expectAccessible } from './support/axe';
import { balanceOf, readyCustomer, statementOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterConfirmPin, logOut, signIn } from './support/flows';

/** The sandbox directory's chop bar, its second till, asking GH₵20.00 (a dynamic code). */
const TILL_CODE = writePaymentQr({
  scheme: 'ghqr',
  accountId: 'GHQR-MER-000123',
  merchantName: 'Auntie Akos Chop Bar',
  merchantCity: 'Kumasi',
  categoryCode: '5812',
  terminalId: 'TILL-02',
  amount: 2000,
});

/** A PNG photo of `text` as a QR code, drawn by the browser, as a phone's gallery hands it over. */
async function uploadCode(page: Page, text: string): Promise<void> {
  const modules = qrModules(text);
  const dataUrl = await page.evaluate((dark) => {
    const scale = 8;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = dark.length * scale + 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#8a8f8c';
    context.fillRect(0, 0, canvas.width, canvas.height);
    dark.forEach((row, y) =>
      row.forEach((isDark, x) => {
        context.fillStyle = isDark ? '#000000' : '#ffffff';
        context.fillRect(40 + x * scale, 40 + y * scale, scale, scale);
      }),
    );
    return canvas.toDataURL('image/png');
  }, modules);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'till.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  });
}

test('pay a till by its GhQR code: merchant and till named, the PIN asked, the receipt names them, paid once', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '100.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/transact');
  await page.getByRole('link', { name: 'Pay with QR' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with QR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload a picture of the code' })).toBeVisible();
  await expectAccessible(page, 'the QR scanner');

  await uploadCode(page, TILL_CODE);
  const form = page.getByRole('form', { name: 'Pay this code' });
  await expect(form).toContainText('Auntie Akos Chop Bar');
  await expect(form).toContainText('TILL-02');
  await expect(form).toContainText('GH₵20.00');
  // A dynamic code's amount is the code's own: nothing to type.
  await expect(form.getByLabel('Amount')).toHaveCount(0);
  await expectAccessible(page, 'the payee of a scanned code');

  await form.getByLabel('Reference').fill('Lunch');
  await form.getByRole('button', { name: 'Pay' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  await expect(review).toContainText('GH₵20.00');
  await expect(review).toContainText('GHQR-MER-000123');
  await review.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText(
    'You are about to pay GHS20.00 to Auntie Akos Chop Bar (till TILL-02). Please confirm.',
  );
  await enterConfirmPin(confirm, customer.pin);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const success = page.getByRole('alertdialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Ok' }).click();

  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  const recipient = receipt.getByRole('region', { name: 'Recipient Details' });
  await expect(recipient).toContainText('Auntie Akos Chop Bar');
  await expect(recipient).toContainText('GHQR-MER-000123');
  await expect(recipient).toContainText('Till TILL-02');
  await expectAccessible(page, 'the receipt of a QR payment');

  expect(await balanceOf(customer)).toBe('80.00');
  const paid = (await statementOf(customer)).filter((row) => row.transactionType === 'MERCHANT_PAYMENT');
  expect(paid.map((row) => row.amount)).toEqual(['20.00']);
});

test('a damaged code is refused in the gateway words and moves nothing; scanning again is offered', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '100.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/pay-by-qr');
  // One character of the merchant's name changed: the checksum no longer matches.
  await uploadCode(page, TILL_CODE.replace('Chop Bar', 'Chop Baz'));
  await expect(
    page.getByText('This QR code is damaged or incomplete. Ask for a new code, or scan it again.'),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Pay this code' })).toHaveCount(0);
  await expectAccessible(page, 'a damaged code');
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(page.getByRole('button', { name: 'Upload a picture of the code' })).toBeVisible();

  expect(await balanceOf(customer)).toBe('100.00');
  const paid = (await statementOf(customer)).filter((row) => row.transactionType === 'MERCHANT_PAYMENT');
  expect(paid).toEqual([]);
});

/**
 * Uploads the picture of a code on Pay with QR, lets `fill` check and fill the form, then pays it
 * with the PIN: the review and the confirmation name `amount` (GH₵ and GHS), and it succeeds.
 */
async function payPictured(
  page: Page,
  picture: Buffer,
  pin: string,
  amount: string,
  fill: (form: Locator) => Promise<void>,
): Promise<void> {
  await page.goto('/pay-by-qr');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: picture });
  const form = page.getByRole('form', { name: 'Pay this code' });
  await fill(form);
  await form.getByRole('button', { name: 'Pay' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  await expect(review).toContainText(`GH₵${amount}`);
  await review.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText(
    new RegExp(`You are about to pay GHS${amount.replace('.', '\\.')} to .+\\. Please confirm\\.`),
  );
  await enterConfirmPin(confirm, pin);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Payment Successful' })).toBeVisible();
}

test('get paid by QR: one customer shows their code from the dashboard and, for an amount, in Request Money; another scans each and pays into their SAVE & WIN', async ({
  page,
}) => {
  const payee = await readyCustomer({ profileName: 'Akua' });
  const payer = await readyCustomer({ deposit: '100.00' });
  await signIn(page, payee.mobileNumber, payee.pin);
  const opener = page.getByRole('button', { name: 'My QR code' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'My QR code' });
  const code = dialog.getByRole('img', { name: /^QR code to pay .* into SAVE & WIN$/ });
  await expect(code).toBeVisible();
  await expectAccessible(page, 'the dashboard with the customer own QR code');
  // What the payer's camera would see: the code as the payee's screen draws it.
  const picture = await code.screenshot();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Request Money: the amount typed in the form goes into the code (a dynamic code); an amount it
  // cannot read is refused first, and nothing is asked of the gateway for it.
  await page.goto('/request-money');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('2.5.0');
  await page.getByRole('button', { name: 'Show my QR code', exact: true }).click();
  await expect(page.getByText('You have entered an invalid amount')).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code to pay/ })).toHaveCount(0);
  await amount.fill('25');
  await page.getByRole('button', { name: 'Show my QR code for GH₵25.00' }).click();
  const requested = page.getByRole('img', { name: /^QR code to pay .* GH₵25\.00 into SAVE & WIN$/ });
  await expect(requested).toBeVisible();
  await expect(page.getByText('You have entered an invalid amount')).toHaveCount(0);
  await expectAccessible(page, 'Request Money with the customer own QR code for an amount');
  const requestedPicture = await requested.screenshot();
  // Another amount typed: the code for GH₵25.00 is no longer shown.
  await amount.fill('30');
  await expect(requested).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show my QR code for GH₵30.00' })).toBeVisible();
  await logOut(page);

  await signIn(page, payer.mobileNumber, payer.pin);
  // A static code: the payer types the amount.
  await payPictured(page, picture, payer.pin, '15.00', async (form) => {
    await expect(form).toContainText('SAVE & WIN customer in');
    await form.getByLabel('Amount').fill('15.00');
  });
  expect(await balanceOf(payer)).toBe('85.00');
  expect(await balanceOf(payee)).toBe('15.00');

  // The code for GH₵25.00: its amount is the code's own, nothing to type.
  await payPictured(page, requestedPicture, payer.pin, '25.00', async (form) => {
    await expect(form).toContainText('GH₵25.00');
    await expect(form.getByLabel('Amount')).toHaveCount(0);
  });

  expect(await balanceOf(payer)).toBe('60.00');
  expect(await balanceOf(payee)).toBe('40.00');
});
