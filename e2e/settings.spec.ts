/// <reference lib="dom" />
// Settings: change pin, delete profile and its deep link, and the other settings pages (spec §2, §4, §5).
import { expectAccessible } from './support/axe';
import { readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, logOut, signIn, submitSignIn, typeDigits, watchFor } from './support/flows';
import {
  DEFAULT_PIN,
  call,
  freshNumber,
  inboxMark,
  lengthen,
  nextOtp,
  registerLead,
} from './support/gateway';

test('change pin: incomplete form, mismatch and wrong current pin are refused; then only the new pin signs in', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/settings/security');
  await page.getByRole('link', { name: 'Change Passcode' }).click();
  await expect(page).toHaveURL(/\/settings\/change-pin$/);
  await expectAccessible(page, '/settings/change-pin');

  const change = page.getByRole('button', { name: 'Change Pin' });
  await change.click();
  await expect(page.getByRole('alert')).toHaveText('You need to complete the form to proceed');

  await typeDigits(page, 'Current Pin', '000000');
  await typeDigits(page, 'New Pin', '246810');
  await typeDigits(page, 'Confirm New Pin', '246811');
  await change.click();
  await expect(page.getByRole('alert')).toHaveText('Pin entered does not match');

  await typeDigits(page, 'Confirm New Pin', '246810');
  await change.click();
  await expect(page.getByRole('alert')).toHaveText('The PIN you entered is incorrect.');

  await typeDigits(page, 'Current Pin', DEFAULT_PIN);
  // The success dialog stays 0.8 s before the page moves on: recorded as it renders, not polled for.
  const changedShown = await watchFor(page, 'Pin changed', { dialog: 'Pin changed' });
  await change.click();
  await changedShown();
  await expect(page).toHaveURL(/\/settings\/security$/);

  await logOut(page);
  await submitSignIn(page, mobileNumber, DEFAULT_PIN);
  await expect(page.getByRole('alert')).toContainText('The mobile number or PIN is incorrect.');
  await signIn(page, mobileNumber, '246810');
  await expect(page).toHaveURL(/\/$/);
});

test('sign out everywhere asks first, then ends the session on this browser and on another one', async ({
  page,
  browser,
  baseURL,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  const elsewhere = await browser.newContext({ baseURL });
  try {
    const otherPage = await elsewhere.newPage();
    await signIn(otherPage, mobileNumber, DEFAULT_PIN);
    await signIn(page, mobileNumber, DEFAULT_PIN);
    await page.goto('/settings/security');
    await expectAccessible(page, '/settings/security');

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere' });
    await expect(dialog).toContainText(
      'Are you sure you want to sign out on every device, this one included?',
    );
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    // Not confirmed: both sessions live on.
    await otherPage.goto('/account-details');
    await expect(otherPage.getByText(mobileNumber.slice(1)).first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/sign-in$/);
  } finally {
    await elsewhere.close();
  }
});

test.describe('profile deletion', () => {
  test.use({ timings: { deleteLogout: 1_500 } });

  test('delete profile checks the typed number, then signs out and the profile is gone', async ({ page }) => {
    const mobileNumber = freshNumber();
    await registerLead(mobileNumber);
    await signIn(page, mobileNumber, DEFAULT_PIN);
    await page.goto('/settings/account');
    await expectAccessible(page, '/settings/account');
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Profile' });
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a number');
    await dialog.getByLabel('Mobile Number').fill('0241111111');
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Sorry the mobile number does not match');
    await dialog.getByLabel('Mobile Number').fill(mobileNumber);
    // The PIN for this deletion (step-up): a copied credential alone cannot delete the profile.
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your 6-digit PIN.');
    await typeDigits(dialog, 'PIN', '000000');
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The PIN you entered is incorrect.');
    // The typed number is kept; only the PIN is asked again.
    await expect(dialog.getByLabel('Mobile Number')).toHaveValue(mobileNumber);
    await expectAccessible(page, 'Delete Profile with a wrong PIN');
    await typeDigits(dialog, 'PIN', DEFAULT_PIN);
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog).toContainText('Your account is being processed for deletion.');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await submitSignIn(page, mobileNumber, DEFAULT_PIN);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toHaveCount(0);
  });

  test('a deletion the gateway refuses (money left) shows the refusal and keeps the customer signed in', async ({
    page,
  }) => {
    const customer = await readyCustomer({ deposit: '50.00' });
    await signIn(page, customer.mobileNumber, customer.pin);
    await page.goto('/settings/account');
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Profile' });
    await dialog.getByLabel('Mobile Number').fill(customer.mobileNumber);
    await typeDigits(dialog, 'PIN', customer.pin);
    await dialog.getByRole('button', { name: 'Delete Profile' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please withdraw your balance of GHS 50.00');
    await expect(dialog).not.toContainText('Your account is being processed for deletion.');
    // Longer than the deletion's sign-out delay: still here, still signed in, the session works.
    await page.waitForTimeout(2_500);
    await expect(page).toHaveURL(/\/settings\/account$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/account-details');
    await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('true');
  });

  test('the DELETE_PROFILE deep link signs in with its credential, asks for an OTP, then opens the delete modal', async ({
    page,
  }) => {
    const mobileNumber = freshNumber();
    await registerLead(mobileNumber);
    // The outside source holds a session credential for the customer.
    let seen = await inboxMark(mobileNumber);
    const login = await call<{ token: string }>('POST', '/api/auth-service/auth/login', {
      body: { mobileNumber, pin: DEFAULT_PIN, isBiometric: false },
    });
    const code = await nextOtp(mobileNumber, seen);
    const session = await call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
      body: { mobileNumber, code },
      token: login.body.result.token,
    });
    const token = session.body.result.token;
    // The app that made the link holds a credential of production's life, not the test gateway's
    // 6 s, which a loaded machine's page load can outlast (then the link rightly signs out).
    await lengthen(token);

    seen = await inboxMark(mobileNumber);
    await page.goto(`/settings?mobileNumber=${mobileNumber}&page=DELETE_PROFILE&source=app&token=${token}`);
    await enterOtp(page, mobileNumber, seen);
    const dialog = page.getByRole('alertdialog', { name: 'Delete Profile' });
    await expect(dialog).toBeVisible();
    // The credential does not stay in the address bar.
    await expect(page).toHaveURL(/\/settings$/);
  });
});

test('the settings pages show what spec §2 lists and pass axe', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/settings');
  for (const name of ['Account', 'Security', 'Payment Methods', 'Support']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Ama Mensah' })).toBeVisible();
  await expectAccessible(page, '/settings');
  await page.goto('/settings/support');
  // External links add that they open in a new tab to their accessible name.
  for (const name of ['WhatsApp Us', 'Email Us', 'Call Us', 'FAQs', 'Chat']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}\\b`) })).toBeVisible();
  }
  await expectAccessible(page, '/settings/support');
  await page.goto('/settings/security');
  await expect(page.getByText('Set a 6-digit passcode')).toBeVisible();
  await expectAccessible(page, '/settings/security');
  await page.goto('/account-details');
  await expect(page.getByText('(Verified)').first()).toBeVisible();
  await expectAccessible(page, '/account-details');
});
