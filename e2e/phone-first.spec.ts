/// <reference lib="dom" />
// The customer's task in the first screenful of a 360×740 phone: on every signed-in
// route of spec §2 the screen's heading and its first field or main action lie within the first
// 400 px, above the side panel; the summary row is one strip of at most 72 px; a money screen
// shows the balance once and its amount field starts empty with a '0.00' placeholder and the
// decimal keypad; every confirmation screen and dialog shows its Confirm button without scrolling.
import { randomUUID } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';

import { paths, type PathName } from '../apps/portal/src/shared/paths';

import { expectAccessible, PHONE } from './support/axe';
import { apiSignIn, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { enterConfirmPin, lookedUpName, signIn } from './support/flows';
import { transactWithPin } from './support/gateway';
import { livedInCustomer } from './support/goals';

test.use({ viewport: PHONE });

/** The first screenful whose top the task must sit in. */
const FIRST_SCREEN = 400;
/** The tallest the summary strip may be on a phone. */
const STRIP_MAX = 72;
const BALANCE = 'GH₵12,345.50';

/** The signed-in routes of spec §2, in its order. */
const SPEC_ROUTES: PathName[] = [
  'home',
  'prices',
  'settings',
  'settingsAccount',
  'accountDetails',
  'settingsSecurity',
  'changePin',
  'support',
  'chat',
  'linkedWallets',
  'linkWallet',
  'targetSave',
  'createTargetSave',
  'viewTargetSave',
  'fundTargetSave',
  'transact',
  'sendMoney',
  'buyAirtime',
  'buyData',
  'payUtilities',
  'payTv',
  'transactionHistory',
  'sendMoneyTransaction',
  'payBillersTransaction',
  'deposit',
  'withdraw',
  'requestMoney',
  'favourites',
];

/** Screens that move money: their amount field is the first field, and the balance shows once. */
const MONEY_SCREENS = new Set<PathName>([
  'sendMoneyTransaction',
  'payBillersTransaction',
  'deposit',
  'withdraw',
  'requestMoney',
  'fundTargetSave',
]);

/** Where a screen's main action is not simply the first control after its heading. */
const MAIN_ACTION: Partial<Record<PathName, (page: Page) => Locator>> = {
  home: (page) => page.getByRole('link', { name: 'Deposit', exact: true }),
  // A page to read: its first fact is its task.
  accountDetails: (page) => page.getByRole('term').filter({ hasText: 'Account number' }),
  transact: (page) => page.getByRole('link', { name: 'Send Money' }),
  createTargetSave: (page) => page.getByRole('button', { name: 'Select Purpose' }),
  chat: (page) => page.getByRole('textbox', { name: 'Message' }),
};

/** The first control, field or table after the screen's h1 (the screen's own task). */
async function firstTaskAfterHeading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    if (!h1) return 'no h1';
    const candidates = document.querySelectorAll(
      'main :is(input:not([type=hidden]), textarea, select, button, a[href], [role=button], [role=link], [role=switch], [role=radio], [role=tab], table)',
    );
    for (const el of Array.from(candidates)) {
      if (!(h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      el.setAttribute('data-phone-first-task', '');
      return (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
    }
    return 'none';
  });
}

async function boxOf(locator: Locator, what: string) {
  const box = await locator.boundingBox({ timeout: 10_000 });
  expect(box, `${what} is drawn`).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

/** Scrolled to the top, as a customer arriving on the screen sees it. */
async function atTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The button lies wholly within the 740 px screen, without scrolling. */
async function expectOnScreen(page: Page, button: Locator, what: string): Promise<void> {
  await expect(button).toBeVisible();
  const box = await boxOf(button, what);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom within the ${PHONE.height} px screen`).toBeLessThanOrEqual(
    PHONE.height,
  );
}

test('every signed-in route of spec §2 puts its heading and its task in the first 400 px of a phone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { customer, goal } = await livedInCustomer();
  const goalAccount = goal.goalAccountNumber;
  await signIn(page, customer.mobileNumber, customer.pin);
  const query: Partial<Record<PathName, Record<string, string>>> = {
    viewTargetSave: { account: goalAccount },
    fundTargetSave: { account: goalAccount },
    sendMoneyTransaction: { kind: 'own' },
    payBillersTransaction: { page: 'utilities', biller: 'ECG-PREPAID' },
  };
  // Soft checks: one run names every route that misses, not only the first.
  for (const key of SPEC_ROUTES) {
    const href = paths[key].getHref(query[key]);
    await page.goto(href);
    const h1 = page.locator('main h1').first();
    await expect(h1, href).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    // A list still loading shows a spinner (an indeterminate progress bar, unlike a goal's) where
    // its task will be: the wallets' list once stood in for /linked-wallets' task on a loaded
    // machine, and the side panel's link was measured instead.
    await expect(page.locator('main [role=progressbar]:not([aria-valuenow])'), href).toHaveCount(0);
    await atTop(page);

    const heading = await boxOf(h1, `${href}: the heading`);
    expect(
      heading.y + heading.height,
      `${href}: the heading ends within ${FIRST_SCREEN} px`,
    ).toBeLessThanOrEqual(FIRST_SCREEN);

    const named = MAIN_ACTION[key];
    let task: Locator;
    let taskName: string;
    if (MONEY_SCREENS.has(key)) {
      task = page.getByRole('textbox', { name: 'Amount' });
      taskName = 'the Amount field';
      // Empty, a grey 0.00 and the phone's decimal keypad (ARCHITECTURE difference 13).
      await expect(task, href).toHaveValue('');
      await expect(task, href).toHaveAttribute('placeholder', '0.00');
      await expect(task, href).toHaveAttribute('inputmode', 'decimal');
    } else if (named) {
      task = named(page).first();
      taskName = 'the main action';
    } else {
      taskName = await firstTaskAfterHeading(page);
      expect(taskName, `${href}: a field or action follows the heading`).not.toBe('none');
      task = page.locator('[data-phone-first-task]');
    }
    const taskBox = await boxOf(task, `${href}: ${taskName}`);
    expect
      .soft(
        taskBox.y + Math.min(taskBox.height, 44),
        `${href}: ${taskName} starts within the first ${FIRST_SCREEN} px (at ${Math.round(taskBox.y)} px)`,
      )
      .toBeLessThanOrEqual(FIRST_SCREEN);

    // The summary row is one strip, the three figures side by side, above the screen.
    const strip = page.getByRole('region', { name: 'Account summary' });
    const stripBox = await boxOf(strip, `${href}: the summary strip`);
    expect.soft(stripBox.height, `${href}: the summary strip's height`).toBeLessThanOrEqual(STRIP_MAX);
    const figures = await strip
      .getByRole('definition')
      .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().top)));
    expect.soft(new Set(figures).size, `${href}: the three figures side by side`).toBe(1);

    // The side panel (subscription, favourites) follows the screen's task.
    const aside = await boxOf(page.getByRole('complementary', { name: 'Your subscription' }), href);
    expect.soft(aside.y, `${href}: the side panel follows the task`).toBeGreaterThan(taskBox.y);

    if (MONEY_SCREENS.has(key)) {
      await expect
        .soft(page.getByText(BALANCE, { exact: true }).filter({ visible: true }), href)
        .toHaveCount(1);
    }
  }
  await expectAccessible(page, 'the last route at 360 px');
});

test('every confirmation screen and dialog shows its Confirm button without scrolling', async ({ page }) => {
  const { customer, goal } = await livedInCustomer();
  const goalAccount = goal.goalAccountNumber;
  const recipient = await readyCustomer();
  // Paid once before: a known payee, which the cooling-off of a sign-in on a new device (this
  // browser) does not cap; above GH₵100 the confirm dialog asks for the PIN, its tallest form.
  const first = await transactWithPin(
    await apiSignIn(customer.mobileNumber, customer.pin),
    {
      customerAccountNumber: customer.accountNumber,
      transactionId: randomUUID(),
      amount: '1.00',
      narration: 'First',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: recipient.accountNumber,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
    customer.pin,
  );
  expect(first.body.isSuccess, first.body.displayMessage).toBe(true);
  await signIn(page, customer.mobileNumber, customer.pin);

  // Send Money: the fee confirmation, then the confirm text with the PIN.
  await page.goto(paths.sendMoneyTransaction.getHref({ kind: 'own' }));
  await page.getByRole('textbox', { name: 'Amount' }).fill('150.00');
  await page.getByLabel('Account Number').fill(recipient.accountNumber);
  await page.getByLabel('Reference').click();
  await lookedUpName(page.getByLabel('Name'));
  await page.getByLabel('Reference').fill('School fees for the twins and their uniforms');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const review = page.getByRole('region', { name: 'Confirm Transaction' });
  await expect(review).toContainText('GH₵150.00');
  await atTop(page);
  await expectOnScreen(
    page,
    review.getByRole('button', { name: 'Confirm' }),
    'send money: the fee confirmation',
  );
  await review.getByRole('button', { name: 'Confirm' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm.getByRole('group', { name: 'PIN', exact: true })).toBeVisible();
  await expectOnScreen(page, confirm.getByRole('button', { name: 'Yes' }), 'send money: the confirm dialog');
  await enterConfirmPin(confirm, customer.pin);
  await expectOnScreen(page, confirm.getByRole('button', { name: 'Yes' }), 'send money: the PIN typed');
  await expectAccessible(page, 'the payment confirmation at 360 px');
  await confirm.getByRole('button', { name: 'No' }).click();

  // Withdraw: the transaction details, then the confirm text.
  await page.goto(paths.withdraw.getHref());
  await page.getByRole('textbox', { name: 'Amount' }).fill('30');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const details = page.getByRole('region', { name: 'Transaction Details' });
  await expect(details).toContainText('E-Levy');
  await atTop(page);
  await expectOnScreen(page, details.getByRole('button', { name: 'Confirm' }), 'withdraw: the details');
  await details.getByRole('button', { name: 'Confirm' }).click();
  await expectOnScreen(page, confirm.getByRole('button', { name: 'Yes' }), 'withdraw: the confirm dialog');
  await confirm.getByRole('button', { name: 'No' }).click();

  // Deposit: the confirm text.
  await page.goto(paths.deposit.getHref());
  await page.getByRole('textbox', { name: 'Amount' }).fill('40');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(confirm).toContainText('You are about to deposit GHS40.00. Please confirm.');
  await expectOnScreen(page, confirm.getByRole('button', { name: 'Yes' }), 'deposit: the confirm dialog');
  await confirm.getByRole('button', { name: 'No' }).click();

  // Fund a goal: the fee confirmation, then the confirm text.
  await page.goto(paths.fundTargetSave.getHref({ account: goalAccount }));
  await page.getByRole('textbox', { name: 'Amount' }).fill('25');
  await page.getByRole('button', { name: 'Transfer' }).click();
  const funding = page.getByRole('region', { name: 'Confirm Funding' });
  await expect(funding).toBeVisible();
  await atTop(page);
  await expectOnScreen(
    page,
    funding.getByRole('button', { name: 'Confirm' }),
    'fund a goal: the fee confirmation',
  );
  await funding.getByRole('button', { name: 'Confirm' }).click();
  await expectOnScreen(page, confirm.getByRole('button', { name: 'Yes' }), 'fund a goal: the confirm dialog');
  await confirm.getByRole('button', { name: 'No' }).click();

  // Log out.
  await page.goto(paths.settings.getHref());
  await page.getByRole('button', { name: 'Log Out' }).click();
  const logOut = page.getByRole('alertdialog', { name: 'Log Out' });
  await expectOnScreen(page, logOut.getByRole('button', { name: 'Yes' }), 'the log-out dialog');
});
