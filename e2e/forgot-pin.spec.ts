/// <reference lib="dom" />
// Forgot PIN from /sign-in: number → code → Ghana Card on file → a selfie matched
// against the KYC photo (what a SIM swap cannot bring) → new PIN twice → signed in,
// every other session ended. Refusals in the gateway's words; axe at 360 and 1280 px.
import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer, cardOf } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, signIn, typeDigits, watchFor } from './support/flows';
import { call, freshNumber, inboxMark } from './support/gateway';

const NEW_PIN = '975318';

// The spec shows the reset's success for 300 ms before the dashboard: too short to be sure of seeing
// it on a busy machine (the clean-clone run missed it once), so this file holds it for 3 s.
test.use({ timings: { loginRedirect: 3_000 } });

test('a customer who forgot the PIN resets it with a code, the Ghana Card and a selfie and is signed in', async ({
  page,
}) => {
  const customer = await readyCustomer();
  // A session on another device, which the reset must end.
  const elsewhere = await apiSignIn(customer.mobileNumber, customer.pin);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot PIN?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your PIN' })).toBeVisible();
  await expectAccessible(page, 'forgot PIN: the number');

  // A number that is not a number is refused before anything is asked.
  await page.getByLabel('Phone number').fill('123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Number');

  const seen = await inboxMark(customer.mobileNumber);
  await page.getByLabel('Phone number').fill(customer.mobileNumber.slice(1));
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterOtp(page, customer.mobileNumber, seen);
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeHidden();

  const card = page.getByLabel('Ghana Card Number');
  await expect(card).toBeVisible();
  await expectAccessible(page, 'forgot PIN: the Ghana Card');
  // A malformed card is refused on the page; a wrong one by the gateway, counting a try.
  await card.fill('GHA-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your Ghana Card number as GHA-000000000-0.');
  await card.fill('GHA-999999999-9');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The Ghana Card number does not match our records. 4 tries left before PIN reset is locked.',
  );
  await card.fill(cardOf(customer.mobileNumber));
  await page.getByRole('button', { name: 'Continue' }).click();

  // The selfie: taken with the camera (Chromium's fake device), matched by the gateway against
  // the photo of the customer's verification (the sandbox's rule: the same face).
  const takeSelfie = page.getByRole('button', { name: 'Take a selfie' });
  await expect(takeSelfie).toBeVisible();
  await expectAccessible(page, 'forgot PIN: the selfie');
  // Without a selfie nothing is sent.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please take a selfie first.');
  await takeSelfie.click();
  const camera = page.getByRole('dialog', { name: 'Take a selfie' });
  await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Capture' }).click();
  await expect(camera).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('group', { name: 'New Pin', exact: true })).toBeVisible();
  await expectAccessible(page, 'forgot PIN: the new PIN');
  await typeDigits(page, 'New Pin', NEW_PIN);
  await typeDigits(page, 'Confirm New Pin', '975310');
  await page.getByRole('button', { name: 'Reset Pin' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pins entered do not match');
  await typeDigits(page, 'Confirm New Pin', NEW_PIN);
  // Shown 0.3 s before the redirect: recorded as it renders, not polled for.
  const resetShown = await watchFor(page, 'Your PIN has been reset and you are signed in.');
  await page.getByRole('button', { name: 'Reset Pin' }).click();
  await resetShown();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('true');

  // The other device is signed out; the new PIN signs in and the old one does not.
  const other = await call('GET', `/api/lead-service/lead/${customer.mobileNumber}`, { token: elsewhere });
  expect(other.status).toBe(401);
  const old = await call('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber: customer.mobileNumber, pin: customer.pin, isBiometric: false },
  });
  expect(old.body.isSuccess).toBe(false);
  await apiSignIn(customer.mobileNumber, NEW_PIN);
});

test('an unregistered number walks the same steps and is never told it is unregistered', async ({ page }) => {
  const mobileNumber = freshNumber();
  await page.goto('/sign-in?step=forgot-pin');
  const seen = await inboxMark(mobileNumber);
  await page.getByLabel('Phone number').fill(mobileNumber.slice(1));
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterOtp(page, mobileNumber, seen);
  await page.getByLabel('Ghana Card Number').fill('GHA-123456789-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The Ghana Card number does not match our records. 4 tries left before PIN reset is locked.',
  );
  // Back to sign-in is one link away.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('a wrong code is refused in the dialog and the right one still passes', async ({ page }) => {
  const customer = await readyCustomer();
  await page.goto('/sign-in?step=forgot-pin');
  const seen = await inboxMark(customer.mobileNumber);
  await page.getByLabel('Phone number').fill(customer.mobileNumber.slice(1));
  await page.getByRole('button', { name: 'Send code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toBeVisible();
  await typeDigits(dialog, 'One-time code', '000000');
  await expect(dialog.getByRole('alert')).toContainText('The code you entered is incorrect.');
  await expectAccessible(page, 'forgot PIN: the code');
  await enterOtp(page, customer.mobileNumber, seen);
  await expect(page.getByLabel('Ghana Card Number')).toBeVisible();
  // Signing in normally still works with the old PIN: nothing was changed.
  await page.goto('/sign-in');
  await signIn(page, customer.mobileNumber, customer.pin);
});

test('five wrong Ghana Card numbers lock PIN reset, not sign-in', async ({ page }) => {
  const customer = await readyCustomer();
  await page.goto('/sign-in?step=forgot-pin');
  const seen = await inboxMark(customer.mobileNumber);
  await page.getByLabel('Phone number').fill(customer.mobileNumber.slice(1));
  await page.getByRole('button', { name: 'Send code' }).click();
  await enterOtp(page, customer.mobileNumber, seen);
  const card = page.getByLabel('Ghana Card Number');
  for (let left = 4; left >= 1; left -= 1) {
    await card.fill('GHA-999999999-9');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `The Ghana Card number does not match our records. ${left} ${left === 1 ? 'try' : 'tries'} left before PIN reset is locked.`,
    );
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^PIN reset is locked after 5 wrong answers\. Please try again in \d+ minutes?\.$/,
  );
  // Recovery's lock is its own: the customer's PIN still signs in.
  await page.goto('/sign-in');
  await signIn(page, customer.mobileNumber, customer.pin);
});
