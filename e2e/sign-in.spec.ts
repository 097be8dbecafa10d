/// <reference lib="dom" />
// Sign-in, the session's clocks and logout (spec §2, §4, §8).
import { expectAccessible } from './support/axe';
import { readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, logOut, signIn, submitSignIn, typeDigits, watchAlerts } from './support/flows';
import { DEFAULT_PIN, freshNumber, inboxMark, registerLead } from './support/gateway';

test('an invalid number shows Invalid Number and sends no request', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url());
  });
  await page.goto('/sign-in');
  await page.getByLabel('Phone number').fill('12345');
  await typeDigits(page, 'Pin', DEFAULT_PIN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Number');
  expect(calls).toEqual([]);
});

test.describe('with short messages', () => {
  test.use({ timings: { message: 1_500 } });
  test('the Invalid Number message goes away after its time', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Phone number').fill('999');
    const alerts = await watchAlerts(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(alerts).toContain('Invalid Number');
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });
  });
});

test('a wrong pin shows the gateway message and keeps the number typed', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await page.goto('/sign-in');
  await submitSignIn(page, mobileNumber, '000000');
  await expect(page.getByRole('alert')).toContainText('The mobile number or PIN is incorrect.');
  await expect(page.getByLabel('Phone number')).toHaveValue(mobileNumber.slice(1));
});

test('a wrong OTP shows the gateway message and the dialog stays open for another try', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await page.goto('/sign-in');
  const seen = await inboxMark(mobileNumber);
  await submitSignIn(page, mobileNumber, DEFAULT_PIN);
  const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(dialog).toBeVisible();
  await typeDigits(dialog, 'One-time code', '000000');
  await expect(dialog.getByRole('alert')).toContainText('The code you entered is incorrect.');
  await expectAccessible(page, 'the OTP dialog');
  // The right code still signs in.
  await enterOtp(page, mobileNumber, seen);
  await expect(page).toHaveURL(/\/$/);
});

test('signing in goes to the saved return path, and the dashboard shows the partial-registration banner', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await expect(page).toHaveURL(/\/settings\/security$/);
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Passcode' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('true');
  expect(await page.evaluate(() => sessionStorage.getItem('mobileNumber'))).toBe(mobileNumber);

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Finish your registration' })).toBeVisible();
  // Spec §1: the welcome text names the monthly prizes.
  await expect(page.getByText(/win cash prizes of up to ₵3,500 per month/)).toBeVisible();
  await expectAccessible(page, 'the dashboard without a subscription');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('dialog', { name: 'KYC incomplete' })).toBeVisible();
});

test('right after sign-in the dashboard passes axe: the pressed Sign in button leaves no unnamed announcement', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '5.00' });
  // react-aria keeps each announcement for 7 s; a slow machine can take that long to sign in, so
  // the page keeps them for a minute here and the check does not race that clock.
  await page.addInitScript(() => {
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((run: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimer(run, delay === 7000 ? 60_000 : delay, ...rest)) as typeof window.setTimeout;
  });
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('+GH₵5.00');
  await expectAccessible(page, 'the dashboard straight after sign-in');
});

test('logout clears the session keys and a signed-in page then needs signing in again', async ({ page }) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/settings');
  await expectAccessible(page, 'the settings hub');
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log Out' });
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);
  await logOut(page);
  const keys = await page.evaluate(() => ({
    isLoggedIn: sessionStorage.getItem('isLoggedIn'),
    token: sessionStorage.getItem('token'),
    mobileNumber: sessionStorage.getItem('mobileNumber'),
    refresh: sessionStorage.getItem('refreshToken'),
  }));
  expect(keys).toEqual({ isLoggedIn: 'false', token: null, mobileNumber: null, refresh: null });
  await page.goto('/account-details');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test.describe('inactivity', () => {
  test.use({ timings: { inactivityLogout: 3_000 } });
  test('a customer who does nothing is signed out; activity restarts the clock', async ({ page }) => {
    const mobileNumber = freshNumber();
    await registerLead(mobileNumber);
    await signIn(page, mobileNumber, DEFAULT_PIN);
    // Keep moving for longer than the idle limit: still signed in.
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.move(100 + i * 10, 200);
      await page.waitForTimeout(1_000);
    }
    await expect(page).toHaveURL(/\/$/);
    // Then stop: signed out to /sign-in with the keys cleared.
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('false');
  });
});

test('the refresh clock keeps a session alive well past the 6 s life of one access credential', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  const first = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.waitForTimeout(14_000);
  // A page that reads the gateway again still works: the credential was renewed in time.
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Account Information' }).click();
  await expect(page).toHaveURL(/\/account-details$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe(first);
});
