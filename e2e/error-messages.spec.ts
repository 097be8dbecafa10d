/// <reference lib="dom" />
// The error messages of spec §8 for the account screens that need the network to misbehave to
// appear: a refusal without words, a non-200 answer, a dropped connection, a browser without a
// camera. Playwright stands in for the broken network; everything else is the real gateway.
import type { Page, Route } from '@playwright/test';

import { cardOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, signIn, submitSignIn, typeDigits } from './support/flows';
import { DEFAULT_PIN, freshNumber, inboxMark, registerLead } from './support/gateway';

const envelope = (displayMessage: string) => ({ isSuccess: false, displayMessage, result: null });

function answerWith(status: number, displayMessage: string) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(envelope(displayMessage)),
    });
}

async function openSignUpPin(page: Page, mobileNumber: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Profile Name').fill('Kwame Boateng');
  await page.getByLabel('Mobile Number').fill(mobileNumber);
  await page.getByLabel('Email').fill(`${mobileNumber}@example.com`);
  await page.getByText('I accept the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Set a Pin' });
  await typeDigits(pinDialog, 'Create pin', DEFAULT_PIN);
  await typeDigits(pinDialog, 'Repeat pin', DEFAULT_PIN);
  return pinDialog;
}

test('sign-up: an OTP send refused without words reads Failed to set pin, and the pins stay', async ({
  page,
}) => {
  const pinDialog = await openSignUpPin(page, freshNumber());
  await page.route('**/api/otp-service/otp/send/*', answerWith(200, ''));
  await pinDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(pinDialog.getByRole('alert')).toHaveText('Failed to set pin');
  await expect(pinDialog.getByLabel('Digit 6 of 6').first()).not.toHaveValue('');
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toHaveCount(0);
});

test('sign-up OTP: no words → OTP Verification failed; non-200 → An error occurred. with the data; dropped → Something went wrong', async ({
  page,
}) => {
  const pinDialog = await openSignUpPin(page, freshNumber());
  await pinDialog.getByRole('button', { name: 'Continue' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(otp).toBeVisible();

  await page.route('**/api/otp-service/otp/validate', answerWith(200, ''));
  await typeDigits(otp, 'One-time code', '111111');
  await expect(otp.getByRole('alert')).toHaveText('OTP Verification failed');

  await page.unroute('**/api/otp-service/otp/validate');
  await page.route('**/api/otp-service/otp/validate', answerWith(503, 'The OTP service is busy.'));
  await typeDigits(otp, 'One-time code', '222222');
  await expect(otp.getByRole('alert')).toHaveText('An error occurred. The OTP service is busy.');

  await page.unroute('**/api/otp-service/otp/validate');
  await page.route('**/api/otp-service/otp/validate', (route) => route.abort('connectionreset'));
  await typeDigits(otp, 'One-time code', '333333');
  await expect(otp.getByRole('alert')).toHaveText('Something went wrong');
  // Still the same sign-up: the dialog stays for another try.
  await expect(otp).toBeVisible();
});

test('sign-in: a dropped connection reads Something went wrong and keeps the number typed', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await page.goto('/sign-in');
  await page.route('**/api/auth-service/auth/login', (route) => route.abort('internetdisconnected'));
  await submitSignIn(page, mobileNumber, DEFAULT_PIN);
  await expect(page.getByRole('alert')).toHaveText('Something went wrong');
  await expect(page.getByLabel('Phone number')).toHaveValue(mobileNumber.slice(1));
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('KYC: a browser without a camera says getUserMedia not supported and offers a photo upload', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.getByRole('button', { name: 'Deposit' }).click();
  const incomplete = page.getByRole('dialog', { name: 'KYC incomplete' });
  const seen = await inboxMark(mobileNumber);
  await incomplete.getByRole('button', { name: 'Complete KYC' }).click();
  await enterOtp(page, mobileNumber, seen);
  const verify = page.getByRole('dialog', { name: 'Verify your ID Card' });
  await verify.getByLabel('Ghana Card Number').fill(cardOf(mobileNumber));
  await verify.getByRole('button', { name: 'Take a photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(camera).toContainText('getUserMedia not supported');
  await expect(camera.getByRole('button', { name: 'Capture' })).toHaveCount(0);
  // The fallback: a JPEG chosen from the phone's files becomes the photo the card is checked with.
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (context) context.fillRect(0, 0, 40, 40);
    return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
  });
  const chooser = page.waitForEvent('filechooser');
  await camera.getByRole('button', { name: 'Upload a photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') });
  await expect(verify.getByRole('img', { name: 'Captured for verification' })).toBeVisible();
});

test('KYC: a non-200 answer to the request reads Something went wrong and keeps the card number', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.getByRole('button', { name: 'Deposit' }).click();
  const seen = await inboxMark(mobileNumber);
  await page
    .getByRole('dialog', { name: 'KYC incomplete' })
    .getByRole('button', { name: 'Complete KYC' })
    .click();
  await enterOtp(page, mobileNumber, seen);
  const verify = page.getByRole('dialog', { name: 'Verify your ID Card' });
  await verify.getByLabel('Ghana Card Number').fill(cardOf(mobileNumber));
  await verify.getByRole('button', { name: 'Take a photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Capture' }).click();
  await page.route('**/api/kyc-service/kyc/request', answerWith(500, 'Internal error'));
  await verify.getByRole('button', { name: 'Submit' }).click();
  await expect(verify.getByRole('alert')).toHaveText('Something went wrong');
  await expect(verify.getByLabel('Ghana Card Number')).toHaveValue(cardOf(mobileNumber));
});

test('outside links (FAQs) keep their address instead of becoming a portal path', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await expect(page.getByRole('link', { name: 'FAQs' }).first()).toHaveAttribute(
    'href',
    'https://www.savewin.com.gh/faqs',
  );
});
