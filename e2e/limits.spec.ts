/// <reference lib="dom" />
// Limits and tier: /account-details shows the wallet tier, the balance cap, the daily
// and monthly limits with what is used and left, and how to move up; money forms warn before an
// amount the limit would refuse, naming what is still allowed. axe at 360 and 1280 px.
import { expectAccessible } from './support/axe';
import { readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { DEFAULT_PIN, freshNumber, registerLead } from './support/gateway';
import { expectPhoneLayout } from './support/layout';

test('a verified customer sees the medium tier, what is used and left today, and how to move up', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '200.00' });
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/account-details');
  const limits = page.getByRole('region', { name: 'Limits and tier' });
  await expect(limits).toContainText('Medium');
  await expect(limits).toContainText('GH₵200.00 of GH₵40,000.00 allowed');
  await expect(limits).toContainText('GH₵15,000.00: GH₵200.00 used, GH₵14,800.00 left today');
  await expect(limits).toContainText('No monthly limit');
  await expect(limits.getByRole('heading', { name: 'Move up to the enhanced tier' })).toBeVisible();
  await expectAccessible(page, 'account details with limits');

  // The withdrawal form warns before an amount over what is left, and says nothing within it.
  await page.goto('/withdraw');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('14800.01');
  await expect(
    page.getByText('This amount is over your daily limit. You can still move GH₵14,800.00 today.'),
  ).toBeVisible();
  await expectAccessible(page, 'the withdrawal form with a limit warning');
  await amount.fill('100');
  await expect(page.getByText(/over your daily limit/)).toHaveCount(0);
});

test('a customer without KYC sees the minimum tier with its monthly limit and the way up', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/account-details');
  const limits = page.getByRole('region', { name: 'Limits and tier' });
  await expect(limits).toContainText('Minimum');
  await expect(limits).toContainText('GH₵10,000.00: GH₵0.00 used, GH₵10,000.00 left this month');
  await expect(limits).toContainText('Verify your Ghana Card');
  await expectAccessible(page, 'account details on the minimum tier');
});

test('every send-money and bill form warns of the daily limit before confirming, naming what is left', async ({
  page,
}, testInfo) => {
  const customer = await readyCustomer({ deposit: '200.00' });
  const recipient = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  const warning = 'This amount is over your daily limit. You can still move GH₵14,800.00 today.';

  for (const kind of ['SAVE & WIN Account', 'Bank Account', 'Mobile Money']) {
    await page.goto('/transact/send-money');
    await page.getByRole('link', { name: kind }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kind);
    const amount = page.getByLabel('Amount');
    await amount.fill('14800.01');
    // Announced as it appears (a status), on the form itself: nothing has been confirmed.
    await expect(page.getByRole('status').filter({ hasText: warning }), kind).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirm Transaction' })).toHaveCount(0);
    if (kind === 'SAVE & WIN Account') {
      await expectPhoneLayout(page, testInfo, 'the send-money form with a limit warning');
      await expectAccessible(page, 'the send-money form with a limit warning');
      // Money sent to another customer counts; within what is left, nothing is said.
      await page.getByLabel('Account Number').fill(recipient.accountNumber);
    }
    await amount.fill('14800.00');
    await expect(page.getByText(/over your daily limit/), kind).toHaveCount(0);
  }

  await page.goto('/transact/buy-airtime');
  await page.getByRole('link', { name: 'MTN AIRTIME' }).click();
  await page.getByLabel('Amount').fill('14800.01');
  await expect(page.getByRole('status').filter({ hasText: warning }), 'a bill').toBeVisible();
  await expectPhoneLayout(page, testInfo, 'the bill form with a limit warning');
});
