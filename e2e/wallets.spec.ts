/// <reference lib="dom" />
// Linked wallets (spec §2, §4 Link wallet / Delete wallet, §5, §8): link a wallet after an OTP to
// its number, see it listed, delete it; and the refusals a customer meets on the way.
import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterOtp, lookedUpName, signIn } from './support/flows';
import { call, freshNumber, inboxMark } from './support/gateway';

interface Wallet {
  id: string;
  network: string;
  walletName: string;
  phoneNumber: string;
}

/** The customer's wallets as the gateway holds them. */
async function walletsOf(customer: ReadyCustomer): Promise<Wallet[]> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const answer = await call<Wallet[] | null>(
    'GET',
    `/api/account-service/account/linked-wallets/${customer.customerNumber}`,
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.result ?? [];
}

test('link a wallet with an OTP to its number, see it listed, then delete it', async ({ page }) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/linked-wallets');
  await expect(page.getByRole('heading', { name: 'Your Linked Wallets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Stats' })).toBeVisible();
  await expect(page.getByText('You have 0 linked wallets', { exact: true })).toBeVisible();
  // The side column of a subscribed customer.
  await expect(page.getByRole('complementary', { name: 'Your subscription' })).toBeVisible();
  await expectAccessible(page, '/linked-wallets with no wallet');

  await page.getByRole('link', { name: 'Add Wallet' }).click();
  await expect(page).toHaveURL(/\/link-wallet$/);
  await expect(page.getByRole('radio', { name: 'MTN' })).toBeChecked();
  const numberField = page.getByLabel('Wallet Number');
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField).toHaveAttribute('readonly', '');
  await expect(numberField).toHaveAttribute('inputmode', 'numeric');

  // A number the network does not know: no name, so no Link Number, and Enter is refused.
  await numberField.fill('0241230000');
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(nameField).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Link Number' })).toHaveCount(0);
  await numberField.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please validate name before linking');

  // The real wallet: the name field says it is checking, then shows the holder's name. The answer
  // is held until the field has been read (not for a fixed time a loaded machine can outlast).
  const walletNumber = freshNumber();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/transaction/verify-account', async (route) => {
    await held;
    await route.continue();
  });
  await numberField.fill(walletNumber);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(nameField).toHaveValue('Validating account ...');
  release();
  const walletName = await lookedUpName(nameField);
  await page.unroute('**/api/transaction/verify-account');
  await expectAccessible(page, '/link-wallet with a resolved name');

  const seen = await inboxMark(walletNumber);
  await page.getByRole('button', { name: 'Link Number' }).click();
  await enterOtp(page, walletNumber, seen);
  await expect(page).toHaveURL(/\/linked-wallets$/);
  await expect(page.getByText('You have 1 linked wallet', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: `MTN wallet ${walletNumber}` });
  await expect(card).toContainText(walletName);
  await expect(card).toContainText(walletNumber);
  expect(await walletsOf(customer)).toEqual([
    expect.objectContaining({ network: 'MTN', phoneNumber: walletNumber, walletName }),
  ]);
  await expectAccessible(page, '/linked-wallets with one wallet');

  // Refresh: the icon spins for 5 s, the list stays.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('progressbar', { name: 'Refreshing' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Refreshing' })).toBeHidden({ timeout: 8_000 });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete wallet ${walletName} ${walletNumber}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete wallet' });
  await expect(confirm).toContainText('Are you sure you want to delete this wallet?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wallet deleted.' })).toBeVisible();
  await expect(page.getByText('You have 0 linked wallets', { exact: true })).toBeVisible();
  expect(await walletsOf(customer)).toEqual([]);
});

test('a wallet linked twice is refused with Unable to link wallet; a failed deletion keeps the wallet', async ({
  page,
}) => {
  const customer = await readyCustomer();
  await signIn(page, customer.mobileNumber, customer.pin);
  const walletNumber = freshNumber();

  async function linkThroughScreen() {
    await page.goto('/link-wallet');
    await page.getByLabel('Wallet Number').fill(walletNumber);
    await page.getByRole('button', { name: 'Validate' }).click();
    await lookedUpName(page.getByLabel('Name', { exact: true }));
    const seen = await inboxMark(walletNumber);
    await page.getByRole('button', { name: 'Link Number' }).click();
    await enterOtp(page, walletNumber, seen);
  }

  await linkThroughScreen();
  await expect(page).toHaveURL(/\/linked-wallets$/);
  await linkThroughScreen();
  await expect(page.getByRole('alert')).toContainText('Unable to link wallet');
  await expect(page).toHaveURL(/\/link-wallet$/);
  // The form keeps what was entered, so the customer can correct it.
  await expect(page.getByLabel('Wallet Number')).toHaveValue(walletNumber);
  expect(await walletsOf(customer)).toHaveLength(1);

  await page.goto('/linked-wallets');
  await page.route('**/api/delete-linked-wallet/*', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: /^Delete wallet / }).click();
  await page.getByRole('alertdialog', { name: 'Delete wallet' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to delete wallet');
  // No logout (ARCHITECTURE difference 2): the customer stays, the wallet too.
  await expect(page).toHaveURL(/\/linked-wallets$/);
  await expect(page.getByText('You have 1 linked wallet', { exact: true })).toBeVisible();
  expect(await walletsOf(customer)).toHaveLength(1);
});
