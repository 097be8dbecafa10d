/// <reference lib="dom" />
// Active sessions in Security: where and when each session was used; sign out one, or
// every other device. axe at 360 and 1280 px.
import type { Request } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer } from './support/customers';
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

test('a session signed out from another device leaves the screen at the next navigation, and the tab shows no balance', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '75.00' });
  // The gateway reads in flight, so the test can wait for them to end (below).
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  // Answered is enough: a read answered 401 whose body the portal never reads (it renews and asks
  // again) fires neither event above. Four such reads kept this wait from ever ending beside two
  // CI runs, though the trace showed every one answered.
  page.on('response', (response) => inFlight.delete(response.request()));
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/transact');
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵75.00');
  await expect(page.getByRole('link', { name: 'Send Money' }).first()).toBeVisible();
  // From here, until the customer navigates, every gateway call of the page is dropped (as on a
  // bad network), the credential's renewals included: with the test gateway's 6 s credential
  // (production's lasts 5 minutes) a renewal would otherwise find the session gone on its own.
  // After the navigation a renewal reaches the gateway only once the navigation's own check
  // (GET /auth/sessions) was answered 401: a renewal whose timer fell due at that moment, sent
  // late by a busy machine, cannot be what ends the session (it once was, before the click).
  let navigating = false;
  let foundGone = false;
  await page.route('**/api/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!navigating) return route.abort();
    if (pathname === '/api/auth-service/auth/refresh' && !foundGone) return route.abort();
    if (pathname !== '/api/auth-service/auth/sessions') return route.fallback();
    const response = await route.fetch();
    if (response.status() === 401) foundGone = true;
    return route.fulfill({ response });
  });
  // The reads in flight end first. Not the browser's 'network idle' (500 ms without any request):
  // beside a second CI run it never came in the test's 3 minutes, though the gateway's last answer
  // had arrived within a second.
  await expect.poll(() => inFlight.size, { timeout: 120_000 }).toBe(0);

  // Another device signs every session out, this tab's included.
  const elsewhere = await apiSignIn(customer.mobileNumber, customer.pin);
  const out = await call('POST', '/api/auth-service/auth/logout-everywhere', { token: elsewhere });
  expect(out.body.isSuccess).toBe(true);

  // The Send Money menu, like the Transact hub, asks the gateway nothing; going there still ends
  // the session here.
  navigating = true;
  await page.getByRole('main').getByRole('link', { name: 'Send Money' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('GH₵75.00')).toHaveCount(0);
  // Back does not bring the balance back either.
  await page.goBack();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('GH₵75.00')).toHaveCount(0);
});
