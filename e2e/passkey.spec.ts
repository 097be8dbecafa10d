// Passkeys end to end in Chromium with a virtual authenticator (CDP WebAuthn, a
// platform authenticator that verifies its user): add one in Settings after the PIN, sign out,
// sign in with it alone, and confirm a payout to a new payee with it instead of the PIN. WebAuthn
// takes no IP address as its RP id, so this spec opens the portal as localhost.
import { expectAccessible } from './support/axe';
import { readyCustomer, statementOf } from './support/customers';
import { baseUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { sendMobileMoney, signIn, typeDigits } from './support/flows';
import { freshNumber } from './support/gateway';

test('register a passkey in Settings, sign in with it, confirm a payout with it', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const local = baseUrl().replace('127.0.0.1', 'localhost');
  const customer = await readyCustomer({ deposit: '300.00' });

  await page.goto(`${local}/sign-in`);
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto(`${local}/settings/security`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await typeDigits(add, 'PIN', customer.pin);
  await expectAccessible(page, 'the add-a-passkey dialog');
  await add.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your passkey is ready.')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Sign out, then back in with the passkey alone: no PIN, no code.
  await page.goto(`${local}/settings`);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog', { name: 'Log Out' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).toBe('true');

  // A payout to a new payee, confirmed with the passkey instead of the PIN.
  const payee = freshNumber();
  await sendMobileMoney(page, {
    payee,
    amount: '60',
    reference: 'Passkey',
    from: `${local}/transact/send-money`,
  });
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await confirm.getByRole('button', { name: 'Use passkey' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Transaction Successful' })).toBeVisible();
  const payouts = (await statementOf(customer)).filter((row) => row.transactionType === 'WITHDRAWAL');
  expect(payouts).toHaveLength(1);
  expect(payouts[0]).toMatchObject({ amount: '60.00', destinationAccountNumber: payee });
});
