/// <reference lib="dom" />
// Routes and the session guard (spec §2, §4, §6), before anyone signs in.
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { typeDigits } from './support/flows';

test('a visitor opening a signed-in page lands on /sign-in and the page is remembered as the return path', async ({
  page,
}) => {
  await page.goto('/settings/security');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('url'))).toBe('/settings/security');
});

test('an unknown path goes to the dashboard route, which sends a visitor to sign in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await page.evaluate(() => sessionStorage.getItem('url'))).toBe('/');
});

test('an unknown file-like address opens the portal, never a JSON answer; the portal has a real icon', async ({
  page,
  request,
}) => {
  for (const path of ['/favicon.ico', '/foo.txt', '/index.html.bak']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('url')), path).toBe('/');
  }
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toContain('<svg');
});

test('the sign-in page itself is never saved as a return path', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('url'))).toBeNull();
});

test('the public pages open without a session and pass axe at 360 px and desktop width', async ({ page }) => {
  for (const [path, heading] of [
    ['/sign-in', 'Welcome back'],
    ['/sign-up', 'Register'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expectAccessible(page, path);
  }
});

test('no session key ever holds the pin', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Phone number').fill('241234567');
  await typeDigits(page, 'Pin', '135790');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).not.toContain('135790');
});
