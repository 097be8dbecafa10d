/// <reference lib="dom" />
// The customer's view against the gateway's books: two customers move money in every way there
// is between them and the outside (deposits, a withdrawal, own-bank transfers both ways, a mobile
// money payout, a bill, goal funding, a payment-link payment, a linked-wallet deposit), then every
// screen that shows money is read as the customer reads it and compared, amount and sign, with
// the gateway's statement for that account.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Locator } from '@playwright/test';

import { apiSignIn, linkWallet, readyCustomer, type StatementRow } from './support/customers';
import { expect, test } from './support/fixtures';
import { signIn } from './support/flows';
import { DEFAULT_PIN, call, freshNumber, inboxMark, nextOtp, stepUpHeaders } from './support/gateway';

const MTN = '300591';
const OWN_BANK = '999999';

interface Movement {
  type: string;
  amount: string;
  destination: string;
  sortCode?: string;
  narration: string;
  sourceSystem?: string;
  /** Approved on the payer's phone (money coming in by mobile money). */
  approve?: boolean;
}

/** Posts a movement from `account` with `token` as the portal does, approving its prompt if asked. */
async function move(token: string, account: string, m: Movement): Promise<void> {
  const body = {
    customerAccountNumber: account,
    transactionId: randomUUID(),
    amount: m.amount,
    narration: m.narration,
    transactionType: m.type,
    destinationAccountNumber: m.destination,
    destinationSortCode: m.sortCode ?? '',
    sourceSystem: m.sourceSystem ?? 'WEB APP',
  };
  // Money out to a new payee needs the customer's PIN for it (step-up); money in does not, and a
  // payer's payment-link credential (money in) may not ask for a step-up at all.
  const moneyIn = m.type === 'DEPOSIT' || m.type === 'REQUEST MONEY';
  const headers = moneyIn
    ? {}
    : await stepUpHeaders(token, { operation: 'TRANSACT', transaction: body }, DEFAULT_PIN);
  const answer = await call<{ promptId?: string }>('POST', '/api/transaction-service/transaction/transact', {
    token,
    body,
    headers,
  });
  expect(answer.body.isSuccess, `${m.type} ${m.amount}: ${answer.body.displayMessage}`).toBe(true);
  if (m.approve) {
    const approved = await call('POST', `/api/sandbox/momo/prompts/${answer.body.result.promptId}/approve`);
    expect(approved.body.isSuccess, approved.body.displayMessage).toBe(true);
  }
}

/** An outside payer pays `amount` through the customer's payment link, as the public page does. */
async function payByLink(token: string, amount: string): Promise<void> {
  const link = await call<{ hash: string }>('POST', '/api/payment-link', { token, body: {} });
  expect(link.body.isSuccess, link.body.displayMessage).toBe(true);
  const info = await call<{ accountHash: string; token: string }>(
    'GET',
    `/api/payment-link/account-info?hash=${link.body.result.hash}`,
  );
  expect(info.body.isSuccess, info.body.displayMessage).toBe(true);
  const payer = freshNumber();
  const seen = await inboxMark(payer);
  expect((await call('POST', `/api/otp-service/otp/send/${payer}`)).body.isSuccess).toBe(true);
  const code = await nextOtp(payer, seen);
  // The payer proves their number with the link's own credential, which yields a payer's one.
  const proved = await call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
    token: info.body.result.token,
    body: { mobileNumber: payer, code },
  });
  expect(proved.body.isSuccess, proved.body.displayMessage).toBe(true);
  await move(proved.body.result.token, info.body.result.accountHash, {
    type: 'DEPOSIT',
    amount,
    destination: payer,
    sortCode: MTN,
    narration: 'Payment link',
    sourceSystem: 'PAYMENT LINK',
    approve: true,
  });
}

async function statement(account: string, token: string): Promise<StatementRow[]> {
  const page = await call<{ items: StatementRow[] }>(
    'GET',
    `/api/transaction-service/statement/${account}?page=1&pageSize=100`,
    { token },
  );
  expect(page.body.isSuccess, page.body.displayMessage).toBe(true);
  return page.body.result.items;
}

/** '+12.00' for money in, '-12.00' for money out: what the statement says the customer should see. */
const expected = (row: StatementRow) => `${row.direction === 'CREDIT' ? '+' : '-'}${row.amount}`;

/** The signed amounts of a list's rows as the screen shows them ('+GH₵1,234.50' → '+1234.50'). */
async function shownAmounts(rows: Locator): Promise<string[]> {
  const texts = await rows.allInnerTexts();
  return texts.map((text) => {
    const match = /([+-])GH₵([\d,]+\.\d{2})/.exec(text);
    return match ? `${match[1]}${match[2]?.replace(/,/g, '')}` : `no signed amount in '${text}'`;
  });
}

async function expectRowsMatch(rows: Locator, books: StatementRow[], where: string) {
  await expect(rows).toHaveCount(books.length);
  expect(await shownAmounts(rows), where).toEqual(books.map(expected));
  // Money in is drawn in the money-in colour, money out in the other.
  const colours = await rows.evaluateAll((items) =>
    items.map((item) => {
      const amount = Array.from(item.querySelectorAll('*')).find((el) =>
        /^[+-]GH₵[\d,]+\.\d{2}$/.test(el.textContent?.trim() ?? ''),
      );
      return amount ? getComputedStyle(amount).color : '';
    }),
  );
  const byDirection = new Map<string, Set<string>>();
  books.forEach((row, i) =>
    byDirection.set(row.direction, (byDirection.get(row.direction) ?? new Set()).add(colours[i] ?? '')),
  );
  expect(byDirection.get('CREDIT')?.size, `${where}: one colour for money in`).toBe(1);
  expect(byDirection.get('DEBIT')?.size, `${where}: one colour for money out`).toBe(1);
  expect([...(byDirection.get('CREDIT') ?? [])][0]).not.toBe([...(byDirection.get('DEBIT') ?? [])][0]);
}

test('every movement between two customers reads on every screen as the gateway books it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const ama = await readyCustomer({ deposit: '200.00' });
  const kofi = await readyCustomer({ deposit: '80.00' });
  const amaToken = await apiSignIn(ama.mobileNumber, ama.pin);
  const kofiToken = await apiSignIn(kofi.mobileNumber, kofi.pin);

  await move(amaToken, ama.accountNumber, {
    type: 'WITHDRAWAL',
    amount: '11.00',
    destination: ama.mobileNumber,
    narration: 'Withdraw',
  });
  await move(amaToken, ama.accountNumber, {
    type: 'BANK_TRANSFER',
    amount: '20.00',
    destination: kofi.accountNumber,
    sortCode: OWN_BANK,
    narration: 'Rent share',
  });
  await move(kofiToken, kofi.accountNumber, {
    type: 'BANK_TRANSFER',
    amount: '15.00',
    destination: ama.accountNumber,
    sortCode: OWN_BANK,
    narration: 'Lunch back',
  });
  await move(amaToken, ama.accountNumber, {
    type: 'MOMO',
    amount: '12.00',
    destination: '0245551234',
    sortCode: MTN,
    narration: 'For Esi',
  });
  const billBody = {
    customerAccountNumber: ama.accountNumber,
    transactionId: randomUUID(),
    amount: '5.00',
    billerReference: '0245551234',
    billerCode: 'MTN-AIRTIME',
    sourceSystem: 'WEB APP',
    narration: 'Airtime',
  };
  const bill = await call('POST', '/api/bill-service/bill/pay', {
    token: amaToken,
    body: billBody,
    headers: await stepUpHeaders(amaToken, { operation: 'BILL_PAYMENT', billPayment: billBody }, DEFAULT_PIN),
  });
  expect(bill.body.isSuccess, bill.body.displayMessage).toBe(true);
  const goal = await call<{ goalAccountNumber: string }>('POST', '/api/investment/create-goal', {
    token: amaToken,
    body: {
      targetAmount: '500.00',
      customerNumber: ama.customerNumber,
      customerAccountNumber: ama.accountNumber,
      goalName: 'Laptop',
      dueDate: new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10),
      goalType: 'Monthly',
      reminder: true,
      autoFund: false,
      goalOptionId: 'education',
    },
  });
  expect(goal.body.isSuccess, goal.body.displayMessage).toBe(true);
  const goalAccount = goal.body.result.goalAccountNumber;
  await move(amaToken, ama.accountNumber, {
    type: 'BANK_TRANSFER',
    amount: '30.00',
    destination: goalAccount,
    sortCode: OWN_BANK,
    narration: 'Education',
  });
  await payByLink(amaToken, '25.00');
  const wallet = await linkWallet(ama, amaToken);
  await move(amaToken, ama.accountNumber, {
    type: 'DEPOSIT',
    amount: '18.00',
    destination: wallet,
    sortCode: MTN,
    narration: 'Deposit',
    approve: true,
  });

  // The books, once nothing is in flight any more. A fresh credential: the movements above (with
  // a step-up before each one out) outlast the e2e gateway's 6 s access credential.
  const reader = await apiSignIn(ama.mobileNumber, ama.pin);
  let books: StatementRow[] = [];
  await expect
    .poll(async () => {
      books = await statement(ama.accountNumber, reader);
      return books.filter((row) => row.status === 'PENDING' || row.status === 'PROCESSING').length;
    })
    .toBe(0);
  expect(books).toHaveLength(9);
  const goalBooks = await call<{ creditAmount: string; debitAmount: string }[]>(
    'GET',
    `/api/investment/goal-statement/${goalAccount}`,
    { token: reader },
  );
  expect(goalBooks.body.isSuccess, goalBooks.body.displayMessage).toBe(true);

  await signIn(page, ama.mobileNumber, ama.pin);

  // Dashboard: Recent Activity, all rows.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await activity.getByRole('button', { name: 'See more' }).click();
  await expectRowsMatch(activity.getByRole('listitem'), books, 'the dashboard');

  // History, each row and its receipt.
  await page.goto('/transact/transaction-history');
  const history = page.getByRole('region', { name: 'Transactions' }).getByRole('listitem');
  await expectRowsMatch(history, books, 'the history');
  for (const [i, row] of books.entries()) {
    await history.nth(i).getByRole('button').click();
    const receipt = page.getByRole('dialog', { name: 'Transaction Summary' });
    const shown = /([+-])GH₵([\d,]+\.\d{2})/.exec(await receipt.innerText());
    expect(`${shown?.[1]}${shown?.[2]?.replace(/,/g, '')}`, `the receipt of ${row.transactionType}`).toBe(
      expected(row),
    );
    await receipt.getByRole('button', { name: 'Ok' }).click();
    await expect(receipt).toBeHidden();
  }

  // The CSV the customer downloads.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split(/\r?\n/);
  for (const row of books) {
    const line = lines.find((l) => l.includes(row.transactionId));
    expect(line, `the CSV line of ${row.transactionType}`).toContain(
      `,${row.transactionType},${row.direction},${expected(row)},${row.amount},`,
    );
  }

  // The goal's own statement: the funding arrives as money in.
  await page.goto(`/view-target-save?account=${goalAccount}`);
  const goalRows = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(goalRows).toHaveCount(goalBooks.body.result.length);
  expect(await shownAmounts(goalRows)).toEqual(
    goalBooks.body.result.map((r) =>
      Number(r.creditAmount) > 0 ? `+${r.creditAmount}` : `-${r.debitAmount}`,
    ),
  );
});
