/// <reference lib="dom" />
// Money seen from a second tab and after a reload: a customer who pays in one tab and looks in
// another must see the new balance and the debit as a debit; two tabs spending the same money at
// the same moment must not both succeed. Amounts are read off the screen, then checked against
// the gateway's statement.
import type { Page } from '@playwright/test';

import { balanceOf, readyCustomer, statementOf, type ReadyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterConfirmPin, signIn } from './support/flows';

/** Opens a second tab from the signed-in one (it starts with a copy of the session, as a browser does). */
async function secondTab(page: Page, path: string): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.evaluate((to) => window.open(to, '_blank'), path),
  ]);
  await expect(tab).toHaveURL(new RegExp(`${path}$`));
  return tab;
}

/**
 * Fills the own-bank transfer form to `recipient`, answers the fee review and types the PIN the
 * confirm dialog asks for a new payee (step-up), up to the Yes/No question.
 */
async function prepareTransfer(page: Page, recipient: ReadyCustomer, amount: string, pin: string) {
  await page.goto('/transact/send-money');
  await page.getByRole('link', { name: 'SAVE & WIN Account' }).click();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Account Number').fill(recipient.accountNumber);
  await page.getByLabel('Reference').click();
  await expect(page.getByLabel('Name')).toHaveValue('Ama Mensah');
  await page.getByLabel('Reference').fill('Rent');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  await review.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText(`You are about to send GHS${amount}`);
  await enterConfirmPin(confirm, pin);
  return confirm.getByRole('button', { name: 'Yes' });
}

/** The dashboard's summary row (Balance, Accrued Interest, Loyalty Points). */
const accountSummary = (page: Page) => page.getByRole('region', { name: 'Account summary' });

test('a payment made in one tab shows in the other after a reload: new balance, the row as a debit', async ({
  page,
}) => {
  const sender = await readyCustomer({ deposit: '500.00' });
  const recipient = await readyCustomer();
  await signIn(page, sender.mobileNumber, sender.pin);
  await page.goto('/');
  await expect(accountSummary(page)).toContainText('GH₵500.00');
  const other = await secondTab(page, '/');
  await expect(accountSummary(other)).toContainText('GH₵500.00');

  const yes = await prepareTransfer(page, recipient, '40.00', sender.pin);
  await yes.click();
  await expect(page.getByRole('alertdialog', { name: 'Transaction Successful' })).toBeVisible();

  await other.reload();
  await expect(accountSummary(other)).toContainText('GH₵460.00');
  const activity = other.getByRole('region', { name: 'Recent Activity' });
  await expect(activity).toContainText('-GH₵40.00');
  await expect(activity).not.toContainText('+GH₵40.00');
  // And the gateway agrees with what both tabs now show.
  expect(await balanceOf(sender)).toBe('460.00');
  const transfers = (await statementOf(sender)).filter((row) => row.transactionType === 'BANK_TRANSFER');
  expect(transfers).toHaveLength(1);
  expect(transfers[0]).toMatchObject({ amount: '40.00', direction: 'DEBIT' });
});

test('two tabs spending the same money at the same moment: one payment goes through, the other is refused', async ({
  page,
}) => {
  const sender = await readyCustomer({ deposit: '50.00' });
  const recipient = await readyCustomer();
  await signIn(page, sender.mobileNumber, sender.pin);
  await page.goto('/');
  const other = await secondTab(page, '/');

  // Each tab alone may send GH₵30.00 of the GH₵50.00; both together may not.
  const yesHere = await prepareTransfer(page, recipient, '30.00', sender.pin);
  const yesThere = await prepareTransfer(other, recipient, '30.00', sender.pin);
  await Promise.all([yesHere.click(), yesThere.click()]);

  const outcome = async (tab: Page) => {
    const success = tab.getByRole('alertdialog', { name: 'Transaction Successful' });
    const refusal = tab.getByText(/Insufficient balance\./);
    await expect(success.or(refusal).first()).toBeVisible();
    return (await success.isVisible()) ? 'paid' : 'refused';
  };
  const outcomes = await Promise.all([outcome(page), outcome(other)]);
  expect(outcomes.sort()).toEqual(['paid', 'refused']);

  for (const tab of [page, other]) {
    await tab.goto('/');
    await expect(accountSummary(tab)).toContainText('GH₵20.00');
  }
  expect(await balanceOf(sender)).toBe('20.00');
  expect(await balanceOf(recipient)).toBe('30.00');
  const transfers = (await statementOf(sender)).filter((row) => row.transactionType === 'BANK_TRANSFER');
  expect(transfers).toHaveLength(1);
});
