/// <reference lib="dom" />
// Active sessions in Security (issue 23): where and when each session was used; sign out one, or
// every other device. axe at 360 and 1280 px.
import { expectAccessible } from './support/axe';
import { apiSignIn } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call, DEFAULT_PIN, freshNumber, registerLead } from './support/gateway';

const alive = async (mobileNumber: string, token: string) =>
  (await call('GET', `/api/lead-service/lead/${mobileNumber}`, { token })).status === 200;

test('the customer sees each session, signs one out, then every other device, and stays signed in here', async ({
  page,
}) => {
  const mobileNumber = freshNumber();
  await registerLead(mobileNumber);
  const elsewhere = await apiSignIn(mobileNumber, DEFAULT_PIN);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  await page.goto('/settings/security');
  const region = page.getByRole('region', { name: 'Active sessions' });
  await expect(region.getByText(/\(this device\)$/)).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(2);
  await expect(region).toContainText('Last used: Moments ago');
  await expectAccessible(page, 'security with active sessions');

  await region.getByRole('button', { name: /^Sign out Unknown device/ }).click();
  await expect(region.getByText('That device has been signed out.')).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);
  await expect(region).toContainText('This is the only device signed in.');
  expect(await alive(mobileNumber, elsewhere)).toBe(false);

  const phones = [await apiSignIn(mobileNumber, DEFAULT_PIN), await apiSignIn(mobileNumber, DEFAULT_PIN)];
  await page.reload();
  await expect(region.getByRole('listitem')).toHaveCount(3);
  await region.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(region.getByText('You have been signed out on every other device.')).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(1);
  for (const token of phones) expect(await alive(mobileNumber, token)).toBe(false);
  // This device is still signed in.
  await page.goto('/account-details');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
});
