/// <reference lib="dom" />
// Changing the e-mail with verification: Account Information tells the truth (the
// sign-up address is not verified), the new address and the PIN send a code to that address (the
// sandbox e-mail inbox), a wrong code is refused, the right one changes the address, verified, and
// a reload keeps it. Also: a rejected KYC check in the bell, with what to do next. Axe at 360 and
// 1280 px on every screen touched.
import { expectAccessible } from './support/axe';
import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn, typeDigits, watchFor } from './support/flows';
import { DEFAULT_PIN, call, freshNumber, inbox, registerLead } from './support/gateway';

const TINY_JPEG =
  'data:image/jpeg;base64,' +
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]).toString('base64');

/** The code of the newest e-mail to the address (the sandbox e-mail adapter's inbox). */
async function emailedCode(address: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await call<{ text: string }[] | null>(
          'GET',
          `/api/sandbox/email-inbox?address=${encodeURIComponent(address)}`,
        );
        code = /code is (\d{6})\b/.exec(answer.body.result?.[0]?.text ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a code e-mailed to ${address}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test('a customer changes the e-mail: a code to the new address, a wrong one refused, then verified for good', async ({
  page,
}) => {
  const customer = await readyCustomer();
  const oldAddress = `${customer.mobileNumber}@example.com`;
  const newAddress = `ama.${customer.mobileNumber}@example.org`;
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/account-details');
  // The sign-up address was never proved, and the page says so.
  await expect(page.getByText(`${oldAddress} (Not verified)`)).toBeVisible();
  await expectAccessible(page, '/account-details with an unverified e-mail');
  await page.getByRole('link', { name: 'Verify or change e-mail' }).click();
  await expect(page).toHaveURL(/\/settings\/change-email$/);
  await expect(page.getByRole('heading', { name: 'Change E-mail' })).toBeVisible();
  await expectAccessible(page, '/settings/change-email');

  const field = page.getByLabel('New E-mail');
  // An address never proved is offered, to prove it as it is.
  await expect(field).toHaveValue(oldAddress);
  const send = page.getByRole('button', { name: 'Send code' });
  await field.fill('ama@@example');
  await typeDigits(page, 'Pin', customer.pin);
  await send.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');

  await field.fill(newAddress);
  await typeDigits(page, 'Pin', '000000');
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The PIN you entered is incorrect. 4 tries left before sign-in is locked.',
  );
  const nothingSent = await call<unknown[] | null>(
    'GET',
    `/api/sandbox/email-inbox?address=${encodeURIComponent(newAddress)}`,
  );
  expect(nothingSent.body.result ?? []).toEqual([]);

  await typeDigits(page, 'Pin', customer.pin);
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`sent to ${newAddress}`);
  await expectAccessible(page, 'the e-mail code dialog');
  const code = await emailedCode(newAddress);
  const wrong = code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));
  await typeDigits(dialog, 'One-time code', wrong);
  await expect(dialog.getByText('The code you entered is incorrect. You have 4 tries left.')).toBeVisible();
  // Refused: the profile still has the old address.
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const before = await call<{ email: string; emailVerified: boolean }>(
    'GET',
    `/api/lead-service/lead/${customer.mobileNumber}`,
    { token },
  );
  expect(before.body.result).toMatchObject({ email: oldAddress, emailVerified: false });

  // Shown 0.8 s before the page moves on: recorded as it renders, not polled for.
  const verifiedShown = await watchFor(page, 'Your e-mail address has been verified.', {
    dialog: 'Verify your e-mail',
  });
  await typeDigits(dialog, 'One-time code', code);
  await verifiedShown();
  await expect(page).toHaveURL(/\/account-details$/);
  await expect(page.getByText(`${newAddress} (Verified)`)).toBeVisible();
  await expectAccessible(page, '/account-details with a verified e-mail');
  await page.reload();
  await expect(page.getByText(`${newAddress} (Verified)`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change e-mail' })).toBeVisible();

  // The customer's phone is told (a security alert, always sent).
  await expect
    .poll(async () => (await inbox(customer.mobileNumber)).some((m) => m.text.includes('E-mail changed')))
    .toBe(true);
});

test('a rejected identity check is in the bell with what to do next', async ({ page }) => {
  const mobileNumber = freshNumber();
  const leadId = await registerLead(mobileNumber);
  const token = await apiSignIn(mobileNumber);
  const kyc = await call('POST', '/api/kyc-service/kyc/request', {
    token,
    body: {
      // The sandbox verifier rejects a card number ending in -9.
      ghanaCardNumber: 'GHA-123456789-9',
      image: TINY_JPEG,
      dataType: 'JPG',
      leadid: leadId,
      partnerReference: '',
      live: false,
      sourceSystem: 'WEB PORTAL',
    },
  });
  expect(kyc.body.isSuccess, kyc.body.displayMessage).toBe(true);
  await signIn(page, mobileNumber, DEFAULT_PIN);
  // The decision comes later: the bell shows it after a reload once it is made.
  const unreadBell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(async () => {
    await page.reload();
    await expect(unreadBell).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await unreadBell.click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  const entry = list.getByRole('listitem').filter({ hasText: 'Identity not verified' });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('We could not verify your Ghana Card');
  await expect(entry).toContainText('choose Deposit on your dashboard, then Complete KYC');
  await expectAccessible(page, 'the bell with a KYC rejection');
});
