/// <reference lib="dom" />
// The dashboard of a customer with history (spec §2 Dashboard, §4 sign-up step 3): Recent
// Activity shows 5 rows and 'See more' up to 20, each row opening its receipt; the page is drawn
// without waiting for the statement, which waits (or fails, with a retry) in its own place; and a
// number that already has an account is sent from sign-up to sign-in.
import { expectAccessible } from './support/axe';
import { fund, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { gatewayAnswers, withoutRenewals } from './support/gateway';

test('Recent Activity: 5 rows, See more shows all 7, See less goes back, a row opens its receipt', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '10.00' });
  for (const amount of ['11.00', '12.00', '13.00', '14.00', '15.00', '16.00']) await fund(customer, amount);
  await signIn(page, customer.mobileNumber, customer.pin);

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const rows = activity.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  // Newest first, money in signed '+'.
  await expect(rows.first()).toContainText('+GH₵16.00');
  await activity.getByRole('button', { name: 'See more' }).click();
  await expect(rows).toHaveCount(7);
  await expect(rows.last()).toContainText('GH₵10.00');
  await activity.getByRole('button', { name: 'See less' }).click();
  await expect(rows).toHaveCount(5);

  await rows.nth(1).getByRole('button').click();
  const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
  await expect(receipt).toContainText('GH₵15.00');
  await expect(receipt).toContainText('Transaction ID');
  await expect(receipt).toContainText(/successful/i);
  await expectAccessible(page, 'the receipt of a deposit');
  await receipt.getByRole('button', { name: 'Ok' }).click();
  await expect(receipt).toBeHidden();
  // The summary shows the sum of the seven deposits.
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵91.00');
});

test('the page is drawn before the statement arrives; a statement that could not be read offers a retry', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '10.00' });
  // The Recent Activity read (not the money chart's monthly one) is held, then refused, and so are
  // the two tries the portal makes by itself after a passing failure (READ_RETRY_DELAYS_MS).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const statement = /\/api\/transaction-service\/statement\/[^/?]+\?/;
  let refused = 0;
  await page.route(statement, async (route) => {
    if (refused === 3) return route.fallback();
    refused += 1;
    await held;
    return route.fulfill({ status: 503, body: '' });
  });
  const answered = gatewayAnswers(page, statement);
  await signIn(page, customer.mobileNumber, customer.pin);

  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account summary' })).toContainText('GH₵10.00');
  await expect(page.getByRole('progressbar', { name: 'Loading transactions' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading your account' })).toHaveCount(0);
  await expectAccessible(page, 'the dashboard while its statement loads');
  // Where the content above Recent Activity is drawn: it must not move when the list arrives.
  const above = [
    page.getByRole('heading', { level: 1 }),
    page.getByRole('region', { name: 'Account summary' }),
    page.getByRole('heading', { name: 'Make Your Transaction Easier' }),
    page.getByRole('region', { name: 'Quick Access' }),
  ];
  // Their tops on the page (not on the screen, which a press may scroll).
  const placeOf = async () => {
    const scrolled = await page.evaluate(() => window.scrollY);
    return Promise.all(above.map(async (el) => Math.round(((await el.boundingBox())?.y ?? NaN) + scrolled)));
  };
  const whileLoading = await placeOf();

  release();
  const failure = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Try again' }).click();
  const rows = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+GH₵10.00');
  expect(refused).toBe(3);
  // The route's three 503s apart, the gateway answered the one read after them.
  expect(withoutRenewals(answered).filter((status) => status !== 503)).toEqual([200]);
  expect(whileLoading.every((y) => Number.isFinite(y))).toBe(true);
  expect(await placeOf()).toEqual(whileLoading);
});

test('a statement read the network drops once is read again by itself: the rows show, no error in between', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '10.00' });
  const statement = /\/api\/transaction-service\/statement\/[^/?]+\?/;
  let dropped = 0;
  await page.route(statement, (route) => {
    if (dropped > 0) return route.fallback();
    dropped += 1;
    return route.abort('connectionreset');
  });
  const answered = gatewayAnswers(page, statement);
  const errorShown = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await signIn(page, customer.mobileNumber, customer.pin);
  const rows = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('+GH₵10.00');
  expect(dropped).toBe(1);
  expect(withoutRenewals(answered)).toEqual([200]);
  await expect(errorShown).toHaveCount(0);
});

test('sign-up with a number that already has an account goes to sign-in', async ({ page }) => {
  const customer = await readyCustomer();
  await page.goto('/sign-up');
  await page.getByLabel('Profile Name').fill('Kwame Boateng');
  await page.getByLabel('Mobile Number').fill(customer.mobileNumber);
  await page.getByLabel('Email').fill(`${customer.mobileNumber}@example.com`);
  await page.getByText('I accept the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('dialog', { name: 'Set a Pin' })).toHaveCount(0);
});
