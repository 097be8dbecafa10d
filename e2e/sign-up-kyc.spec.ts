/// <reference lib="dom" />
// Sign-up, identity verification (KYC) and the dashboard of a verified customer (spec §2, §4, §5).
import type { Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { cardOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, signIn, typeDigits } from './support/flows';
import { DEFAULT_PIN, freshNumber, inboxMark, registerLead } from './support/gateway';

async function fillRegistration(page: Page, mobileNumber: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Profile Name').fill('Kwame Boateng');
  await page.getByLabel('Mobile Number').fill(mobileNumber);
  await page.getByLabel('Email').fill(`${mobileNumber}@example.com`);
}

test('sign-up refuses what spec §5 refuses, each with its message, keeping what was typed', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await fillRegistration(page, '12345');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Number');

  await page.getByLabel('Mobile Number').fill(mobileNumber);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please accept the terms and conditions');
  await expect(page.getByLabel('Profile Name')).toHaveValue('Kwame Boateng');

  await page.getByText('I accept the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Set a Pin' });
  await expect(pinDialog).toBeVisible();
  await typeDigits(pinDialog, 'Create pin', '123456');
  await typeDigits(pinDialog, 'Repeat pin', '654321');
  await pinDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(pinDialog.getByRole('alert')).toHaveText('Pins entered do not match');
  await expectAccessible(page, 'the Set a Pin dialog');

  await typeDigits(pinDialog, 'Repeat pin', '123456');
  await pinDialog.getByRole('button', { name: 'Continue' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(otp).toBeVisible();
  await typeDigits(otp, 'One-time code', '000000');
  await expect(otp.getByRole('alert')).toContainText('The code you entered is incorrect.');
});

test('a number that is already registered continues with the OTP, without setting a new pin', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await fillRegistration(page, mobileNumber);
  await page.getByText('I accept the Terms and Conditions').click();
  const seen = await inboxMark(mobileNumber);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Set a Pin' })).toHaveCount(0);
  await enterOtp(page, mobileNumber, seen);
  await expect(page.getByRole('dialog', { name: 'Welcome to SAVE & WIN' })).toBeVisible();
});

test.describe('the whole journey', () => {
  test.use({ timings: { kycRedirect: 1_500 } });
  test('sign-up → KYC → signed out → sign in → the dashboard of a SAVE & WIN customer', async ({ page }) => {
    const mobileNumber = freshNumber();
    await fillRegistration(page, mobileNumber);
    await page.getByText('I accept the Terms and Conditions').click();
    await page.getByRole('button', { name: 'Sign up' }).click();
    const pinDialog = page.getByRole('dialog', { name: 'Set a Pin' });
    await typeDigits(pinDialog, 'Create pin', DEFAULT_PIN);
    await typeDigits(pinDialog, 'Repeat pin', DEFAULT_PIN);
    let seen = await inboxMark(mobileNumber);
    await pinDialog.getByRole('button', { name: 'Continue' }).click();
    await enterOtp(page, mobileNumber, seen);

    const welcome = page.getByRole('dialog', { name: 'Welcome to SAVE & WIN' });
    await expect(welcome).toContainText(/Your lead ID is [A-Za-z0-9-]+/);
    seen = await inboxMark(mobileNumber);
    await welcome.getByRole('button', { name: 'Complete KYC now' }).click();
    await enterOtp(page, mobileNumber, seen);

    // Signed in, without a subscription yet: the KYC flow opens on the dashboard.
    const incomplete = page.getByRole('dialog', { name: 'KYC incomplete' });
    await expect(incomplete).toBeVisible();
    seen = await inboxMark(mobileNumber);
    await incomplete.getByRole('button', { name: 'Complete KYC' }).click();
    await enterOtp(page, mobileNumber, seen);

    const verify = page.getByRole('dialog', { name: 'Verify your ID Card' });
    await expect(verify).toBeVisible();
    await expect(verify.getByLabel('Ghana Card Number')).toHaveAttribute('placeholder', 'GHA-000000000-0');
    await verify.getByRole('button', { name: 'Submit' }).click();
    await expect(verify.getByRole('alert')).toHaveText('Please enter your Ghana Card Number');
    await verify.getByLabel('Ghana Card Number').fill(cardOf(mobileNumber));
    await verify.getByRole('button', { name: 'Take a photo' }).click();
    const camera = page.getByRole('dialog', { name: 'Take a photo' });
    await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
    await camera.getByRole('button', { name: 'Capture' }).click();
    await expect(verify.getByRole('img', { name: 'Captured for verification' })).toBeVisible();
    await verify.getByRole('button', { name: 'Submit' }).click();

    const processing = page.getByRole('dialog', { name: 'Verification Processing' });
    await expect(processing).toContainText(
      'You would be notified once verification is completed. Please login to continue.',
    );
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('false');

    await signIn(page, mobileNumber, DEFAULT_PIN);
    await expect(page.getByRole('heading', { name: 'Make Your Transaction Easier' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵0.00');
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Target Save' }).first()).toBeVisible();
    await expectAccessible(page, 'the dashboard of a verified customer');

    // The bell lists the customer's notifications from the gateway (or says there are none).
    await page.getByRole('button', { name: 'Notifications' }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await expect(bell.getByRole('progressbar')).toHaveCount(0);
    await expect(bell).not.toContainText('Something went wrong');
    await expect(bell.getByRole('listitem').first().or(bell.getByText('No notifications'))).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/account-details');
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    await expect(page.getByText('Ghana', { exact: true })).toBeVisible();
    await expectAccessible(page, '/account-details');
  });
});
