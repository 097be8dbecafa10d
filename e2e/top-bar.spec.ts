// The top bar's search and bell (spec §2) work from the first keystroke and the first press: the
// page loads plain look-alikes and fetches react-aria's search and list on first use, and what the
// customer did meanwhile is carried over. Each test holds that code back until the customer has
// acted, as a slow connection would.
import type { Locator, Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { closeWithEscape, signIn } from './support/flows';

/** Holds back the build's chunk named `name` until the returned function is called. */
async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A customer signed in with the bell's list code held back; the plain bell and the release. */
async function signedInWithBellHeld(page: Page): Promise<{ bell: Locator; release: () => void }> {
  const customer = await readyCustomer();
  const release = await holdChunk(page, 'TopBarNotifications');
  await signIn(page, customer.mobileNumber, customer.pin);
  return { bell: page.getByRole('button', { name: /^Notifications/ }), release };
}

test('letters typed in the search before it has loaded are kept and filter the screens', async ({ page }) => {
  const customer = await readyCustomer();
  const release = await holdChunk(page, 'TopBarSearch');
  await signIn(page, customer.mobileNumber, customer.pin);

  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Type here...');
  await expectAccessible(page, 'the top bar before its search has loaded');
  await search.click();
  await page.keyboard.type('depo');
  await expect(search).toHaveValue('depo');
  release();

  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('Deposit');
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('depo');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('depo');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/deposit$/);
});

test('the bell opens from the keyboard before its list has loaded and takes the focus back on Escape', async ({
  page,
}) => {
  const { bell, release } = await signedInWithBellHeld(page);
  await bell.focus();
  await page.keyboard.press('Enter');
  release();

  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list).toBeVisible();
  await expectAccessible(page, 'the notifications list');
  await closeWithEscape(list);
  await expect(bell).toBeFocused();
});

test('a tap on the bell whose list arrives while the finger is still down opens the list', async ({
  page,
}) => {
  const { bell, release } = await signedInWithBellHeld(page);
  const box = await bell.boundingBox();
  if (!box) throw new Error('the bell is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  // The plain bell is replaced by react-aria's under the pressed pointer; only then is it lifted.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAttribute('data-rac', '');
  await page.mouse.up();

  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});
