/// <reference lib="dom" />
// The money chart on the dashboard and on history: its table alternative, reached from
// the keyboard, shows the month's money in, money out and balance, which must equal what the
// gateway's history (the statement) and balance report; axe finds nothing at 360 and 1280 px.
import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';

import { expectAccessible } from './support/axe';
import { apiSignIn, balanceOf, readyCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { call, transactWithPin } from './support/gateway';

interface Row {
  transactionDate: string;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
  direction: 'CREDIT' | 'DEBIT';
}

const pesewas = (text: string) => Math.round(Number(text) * 100);
const shown = (p: number) =>
  (p / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The chart's table, opened from the keyboard, as the rows of text a screen reader reads. */
async function chartTable(page: Page): Promise<string[][]> {
  const card = page.getByRole('region', { name: 'Your money by month' });
  // The chart loads once the page is idle and its place is near the screen.
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const toggle = card.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toBeVisible({ timeout: 15_000 });
  await expect(
    card.getByRole('img', { name: /^Bar chart of money in and money out by month/ }),
  ).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show as chart' })).toBeFocused();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? '')),
    );
}

test("the chart's table equals the ledger's month on the dashboard and on history", async ({ page }) => {
  const customer = await readyCustomer({ deposit: '500.00' });
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const body = {
    customerAccountNumber: customer.accountNumber,
    transactionId: randomUUID(),
    amount: '120.00',
    narration: 'Withdraw',
    transactionType: 'WITHDRAWAL',
    destinationAccountNumber: customer.mobileNumber,
    destinationSortCode: '',
    sourceSystem: 'WEB APP',
  };
  // Above the one-tap limit: the customer's PIN for this withdrawal (step-up).
  const withdrawal = await transactWithPin(token, body, customer.pin);
  expect(withdrawal.body.isSuccess, withdrawal.body.displayMessage).toBe(true);

  // The ledger's month, from the gateway's history: credits in; debits out with their charges.
  const history = await call<{ items: Row[] }>(
    'GET',
    `/api/transaction-service/statement/${customer.accountNumber}?page=1&pageSize=100`,
    { token },
  );
  const rows = history.body.result.items;
  expect(rows).toHaveLength(2);
  const months = new Set(rows.map((r) => r.transactionDate.slice(0, 7)));
  expect(months.size, 'both movements fall in one month').toBe(1);
  const [month = ''] = months;
  const moneyIn = rows.filter((r) => r.direction === 'CREDIT').reduce((s, r) => s + pesewas(r.amount), 0);
  const moneyOut = rows
    .filter((r) => r.direction === 'DEBIT')
    .reduce((s, r) => s + pesewas(r.amount) + pesewas(r.feeAmount) + pesewas(r.elevyAmount), 0);
  expect(moneyOut).toBeGreaterThan(12_000);
  const balance = pesewas(await balanceOf(customer));
  expect(balance).toBe(moneyIn - moneyOut);
  const expected = [
    ['Month', 'Money in (GH₵)', 'Money out (GH₵)', 'Balance (GH₵)'],
    [
      `${MONTHS[Number(month.slice(5, 7)) - 1]?.slice(0, 3)} ${month.slice(0, 4)}`,
      shown(moneyIn),
      shown(moneyOut),
      shown(balance),
    ],
  ];

  // The gateway's monthly operation answers the same figures.
  const monthly = await call<{
    months: { month: string; moneyIn: string; moneyOut: string; closingBalance: string }[];
  }>('GET', `/api/transaction-service/statement/${customer.accountNumber}/monthly?months=6`, { token });
  expect(monthly.body.result.months).toEqual([
    {
      month,
      moneyIn: (moneyIn / 100).toFixed(2),
      moneyOut: (moneyOut / 100).toFixed(2),
      closingBalance: (balance / 100).toFixed(2),
    },
  ]);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, customer.mobileNumber, customer.pin);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  const card = page.getByRole('region', { name: 'Your money by month' });
  expect(await chartTable(page)).toEqual(expected);
  await expectAccessible(page, "the dashboard's money chart as a table");
  await card.getByRole('button', { name: 'Show as chart' }).click();
  await expect(card.getByRole('img')).toHaveCount(2);
  await expectAccessible(page, "the dashboard's money chart");

  await page.goto('/transact/transaction-history');
  await expect(page.getByRole('region', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(2);
  expect(await chartTable(page)).toEqual(expected);
  await expectAccessible(page, "the history's money chart as a table");
});
