/// <reference lib="dom" />
// SMS alerts: a deposit is texted and in the bell; the customer switches money-in
// alerts off in Account Settings and the next deposit is only in the bell. axe at 360 and 1280 px.
import { expectAccessible } from './support/axe';
import { apiSignIn, fund, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call, inbox } from './support/gateway';

const DEPOSIT_TEXT = 'SAVE & WIN: Deposit received. GH₵5.00 was added to your SAVE & WIN account.';

test('money in is texted until the customer switches it off; security alerts stay on', async ({ page }) => {
  const customer = await readyCustomer({ deposit: '5.00' });
  await expect
    .poll(async () => (await inbox(customer.mobileNumber)).filter((m) => m.text === DEPOSIT_TEXT).length)
    .toBe(1);

  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/settings/account');
  const alerts = page.getByRole('region', { name: 'SMS alerts' });
  const moneyIn = alerts.getByRole('switch', { name: /^Money in/ });
  await expect(moneyIn).toBeChecked();
  await expect(alerts).toContainText('PIN changes and sign-ins from a new device are always texted');
  await expectAccessible(page, 'account settings with SMS alerts');
  await alerts.getByText('Money in (deposits and payments received)').click();
  await expect(alerts.getByText('Your alert choices have been saved.')).toBeVisible();
  await expect(moneyIn).not.toBeChecked();

  await fund(customer, '5.00');
  // The bell has both deposits; the phone only the first.
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  await expect
    .poll(async () => {
      const bell = await call<{ title: string }[]>('GET', '/api/notifications', { token });
      return bell.body.result.filter((n) => n.title === 'Deposit received').length;
    })
    .toBe(2);
  // Give the delivery its time, then check nothing more was texted.
  await page.waitForTimeout(2_500);
  expect((await inbox(customer.mobileNumber)).filter((m) => m.text === DEPOSIT_TEXT)).toHaveLength(1);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'SMS alerts' }).getByRole('switch', { name: /^Money in/ }),
  ).not.toBeChecked();
});
