// Step-up for money out, in the browser at 360 px: a payment to a new payee asks for
// the PIN in the confirm dialog (keyboard only here), a wrong PIN is said under the boxes with the
// payment kept, the right one pays once; and after a sign-in on a new device (this browser, for a
// customer made through the API) the cooling-off is shown in the dialog and a larger payment to a
// new payee is refused with it, the form's entries kept.
import { expectAccessible, PHONE } from './support/axe';
import { balanceOf, readyCustomer, statementOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { sendMobileMoney, signIn } from './support/flows';
import { freshNumber } from './support/gateway';
import { expectPhoneLayout } from './support/layout';

test.use({ viewport: PHONE });

test('a new payee: the PIN in the confirm dialog, a wrong one keeps the payment, the right one pays once', async ({
  page,
}, testInfo) => {
  const customer = await readyCustomer({ deposit: '300.00' });
  const payee = freshNumber();
  await signIn(page, customer.mobileNumber, customer.pin);
  await sendMobileMoney(page, { payee, amount: '60', reference: 'Market' });

  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText(/You are about to send GHS60\.00 to .+\. Please confirm\./);
  const pin = confirm.getByRole('group', { name: 'PIN', exact: true });
  await expect(pin).toBeVisible();
  await expect(confirm).toContainText('Enter your PIN to confirm');
  // This browser is a new device for a customer made through the API: the cooling-off shows.
  await expect(confirm).toContainText('payments to new recipients are limited to GH₵100.00');
  await expectAccessible(page, 'the confirm dialog asking for the PIN');
  await expectPhoneLayout(page, testInfo, 'the confirm dialog asking for the PIN');

  // Keyboard only: the boxes, then Tab past No to Yes.
  const wrong = customer.pin === '000000' ? '111111' : '000000';
  await pin.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(wrong);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText('The PIN you entered is incorrect.');
  await expect(confirm).toContainText(/You are about to send GHS60\.00/);
  await expectAccessible(page, 'the confirm dialog after a wrong PIN');
  expect(await balanceOf(customer)).toBe('300.00');

  await pin.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(customer.pin);
  await confirm.getByRole('button', { name: 'Yes' }).dblclick();
  const success = page.getByRole('alertdialog', { name: 'Transaction Successful' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Ok' }).click();
  await page.getByRole('dialog', { name: 'Transaction Summary' }).getByRole('button', { name: 'Ok' }).click();

  const payouts = (await statementOf(customer)).filter((row) => row.transactionType === 'WITHDRAWAL');
  expect(payouts).toHaveLength(1);
  expect(payouts[0]).toMatchObject({ amount: '60.00', destinationAccountNumber: payee });
});

test.describe('the cooling-off', () => {
  // The refusal clears itself after 5 s (spec); the axe scan of a loaded machine can take longer,
  // so here it stays until the customer presses Ok.
  test.use({ timings: { message: 600_000 } });

  test('during the cooling-off a larger payment to a new payee is refused, with the reason, the entries kept', async ({
    page,
  }) => {
    const customer = await readyCustomer({ deposit: '500.00' });
    await signIn(page, customer.mobileNumber, customer.pin);
    await sendMobileMoney(page, { payee: freshNumber(), amount: '250', reference: 'Car part' });
    const failed = page.getByRole('alertdialog', { name: 'Transaction Failed' });
    await expect(failed).toContainText('payments to new recipients are limited to GH₵100.00 in total until');
    await expectAccessible(page, 'the cooling-off refusal');
    await failed.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByLabel('Amount')).toHaveValue('250');
    await expect(page.getByLabel('Reference')).toHaveValue('Car part');
    expect(await balanceOf(customer)).toBe('500.00');
  });
});
