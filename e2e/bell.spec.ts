// The bell (spec §2 top bar): its badge counts the customer's unread notifications, and opening
// it reads them: the badge drops at once and stays down after a reload (the gateway knows).
import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { closeWithEscape, signIn } from './support/flows';
import { call } from './support/gateway';

test('opening the bell marks its notifications read and lowers the badge for good', async ({ page }) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  const unreadBell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(unreadBell).toBeVisible();

  await unreadBell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toBeVisible();
  await closeWithEscape(list);

  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const unread = await call<{ count: number }>('GET', '/api/notifications/unread-count', { token });
  expect(unread.body.result.count).toBe(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Account summary' })).toBeVisible();
  await expect(bell).toBeVisible();
  await expect(unreadBell).toHaveCount(0);
});
