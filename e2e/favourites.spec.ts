/// <reference lib="dom" />
// Favourites (spec §2): the side panel shows 5 (3 under 480 px) with 'See all' to /favorites, and
// each entry opens the matching form pre-filled — bill payment, own-provider transfer, other-bank
// transfer, mobile money — from which a payment goes through and is booked once.
import { expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer, statementOf, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterConfirmPin, lookedUpName, signIn } from './support/flows';
import { call } from './support/gateway';

async function addFavourite(
  customer: ReadyCustomer,
  favouriteType: 'BILL PAYMENT' | 'BANK_TRANSFER' | 'MOMO',
  destinationAccountName: string,
  destinationAccountNumber: string,
  sortCode: string,
) {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const saved = await call('POST', '/api/favourite-service/favourites', {
    token,
    body: {
      customerNumber: customer.customerNumber,
      favouriteType,
      destinationAccountName,
      destinationAccountNumber,
      sortCode,
    },
  });
  expect(saved.body.isSuccess, saved.body.displayMessage).toBe(true);
}

test('favourites: trimmed panel, See all, and each kind opens its pre-filled form; a favourite pays once', async ({
  page,
}) => {
  const customer = await readyCustomer({ deposit: '500.00' });
  const friend = await readyCustomer();
  await addFavourite(customer, 'BANK_TRANSFER', 'Ama Mensah', friend.accountNumber, '999999');
  await addFavourite(customer, 'BANK_TRANSFER', 'Yaw Darko', '1234567890', '130100');
  await addFavourite(customer, 'MOMO', 'Kofi Owusu', '0245551234', '300591');
  await addFavourite(customer, 'BILL PAYMENT', 'Home meter', '12345678', 'ECG-PREPAID');
  await addFavourite(customer, 'MOMO', 'Esi Addo', '0245557777', '300591');
  await addFavourite(customer, 'MOMO', 'Kojo Appiah', '0245558888', '300591');
  await signIn(page, customer.mobileNumber, customer.pin);

  await page.goto('/transact');
  const panel = page.getByRole('complementary').getByRole('region', { name: 'Favourites' });
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  // Each entry names its sort code's description.
  await expect(panel).toContainText('ECOBANK GHANA');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  const all = page.getByRole('region', { name: 'Saved beneficiaries' });
  await expect(all.getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page, 'the favourites page');

  // BILL PAYMENT → the biller's form, labelled 'Account Number'.
  await all.getByRole('button', { name: /Home meter/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ECG PREPAID ELECTRICITY');
  await expect(page.getByLabel('Account Number')).toHaveValue('12345678');
  // 999999 → the own-provider transfer.
  await page.goto('/favorites');
  await all.getByRole('button', { name: new RegExp(friend.accountNumber) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SAVE & WIN Account');
  await expect(page.getByLabel('Account Number')).toHaveValue(friend.accountNumber);
  await expect(page.getByLabel('Name')).toHaveValue('Ama Mensah');
  // The send-money screen lists the favourites once, and whole (spec §2).
  const favouriteLists = page.getByRole('region', { name: 'Favourites' });
  await expect(favouriteLists).toHaveCount(1);
  await expect(favouriteLists.getByRole('listitem')).toHaveCount(6);
  // A BANK sort code → the other-bank transfer with that bank chosen.
  await page.goto('/favorites');
  await all.getByRole('button', { name: /Yaw Darko/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank Account');
  await expect(page.getByRole('radio', { name: 'ECOBANK GHANA' })).toBeChecked();
  await expect(page.getByLabel('Account Number')).toHaveValue('1234567890');
  // A TELCO sort code → mobile money; pay from it.
  await page.goto('/favorites');
  await all.getByRole('button', { name: /Kofi Owusu/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile Money');
  await expect(page.getByRole('radio', { name: 'MTN' })).toBeChecked();
  await expect(page.getByLabel('Phone Number')).toHaveValue('0245551234');
  await lookedUpName(page.getByLabel('Name'));
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  // 0.75% of GH₵20 is below the GH₵0.50 minimum fee.
  await expect(review).toContainText('GH₵20.50');
  await review.getByRole('button', { name: 'Confirm' }).click();
  // A payee not paid before: the PIN for this payment (step-up).
  await enterConfirmPin(page.getByRole('alertdialog', { name: 'Confirm' }), customer.pin);
  await page.getByRole('alertdialog', { name: 'Confirm' }).getByRole('button', { name: 'Yes' }).dblclick();
  await page
    .getByRole('alertdialog', { name: 'Transaction Successful' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await page.getByRole('dialog', { name: 'Transaction Summary' }).getByRole('button', { name: 'Ok' }).click();

  const payouts = (await statementOf(customer)).filter((row) => row.transactionType === 'WITHDRAWAL');
  expect(payouts).toHaveLength(1);
  expect(payouts[0]).toMatchObject({
    amount: '20.00',
    feeAmount: '0.50',
    destinationAccountNumber: '0245551234',
  });
  expect(await balanceOf(customer)).toBe('479.50');
});
