// Moving between pages over a slow or dropped connection: a bar shows while the next page's code
// is on its way, and a page whose code never arrives says so in the portal's words with a retry
// (never React Router's developer page), and the retry opens it once the connection is back.
import { readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';

test('a page whose code does not arrive shows a retry screen; the bar shows while it loads', async ({
  page,
}) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  await expect(page.getByRole('region', { name: 'Account summary' })).toBeVisible();

  // The settings page's code is held, then the connection drops.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chunk = '**/assets/settings-*.js';
  await page.route(chunk, async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toBeVisible();
  release();

  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toContainText('This page could not be loaded. Check your connection and try again.');
  await expect(page.getByRole('progressbar', { name: 'Loading the next page' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(/Unexpected Application Error|Hey developer/);

  // The connection is back: the retry opens the page.
  await page.unroute(chunk);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
});
