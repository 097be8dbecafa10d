/// <reference lib="dom" />
// Removing a favourite on /favorites: asked first, gone from the list and the gateway;
// 'No' keeps it. axe at 360 and 1280 px.
import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call } from './support/gateway';

test('a customer removes a favourite after confirming, and cancelling keeps it', async ({ page }) => {
  const customer = await readyCustomer();
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  for (const [name, number] of [
    ['Kofi Boateng', '0245550101'],
    ['Esi Owusu', '0245550102'],
  ] as const) {
    const saved = await call('POST', '/api/favourite-service/favourites', {
      token,
      body: {
        customerNumber: customer.customerNumber,
        favouriteType: 'MOMO',
        destinationAccountName: name,
        destinationAccountNumber: number,
        sortCode: '300591',
      },
    });
    expect(saved.body.isSuccess, saved.body.displayMessage).toBe(true);
  }
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/favorites');
  const manage = page.getByRole('region', { name: 'Remove a favourite' });
  await expect(manage.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page, 'favourites with remove');

  await manage.getByRole('button', { name: 'Remove Kofi Boateng' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove favourite' });
  await expect(dialog).toContainText('Remove Kofi Boateng from your favourites?');
  await expectAccessible(page, 'the remove favourite dialog');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(manage.getByRole('listitem')).toHaveCount(2);

  await manage.getByRole('button', { name: 'Remove Kofi Boateng' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(manage.getByRole('listitem')).toHaveCount(1);
  await expect(manage).not.toContainText('Kofi Boateng');
  const left = await call<{ destinationAccountName: string }[]>(
    'GET',
    `/api/favourite-service/favourites/${customer.customerNumber}`,
    { token: await apiSignIn(customer.mobileNumber, customer.pin) },
  );
  expect(left.body.result.map((f) => f.destinationAccountName)).toEqual(['Esi Owusu']);
});
