// Customers prepared through the sandbox gateway's API, for specs that start where a customer
// already has an account: registered, signed in, identity verified, and optionally funded by a
// mobile-money deposit the sandbox payer approves. Nothing here touches the database directly.
import { randomUUID } from 'node:crypto';

import { expect } from '@playwright/test';

import { DEFAULT_PIN, call, freshNumber, inboxMark, lengthen, nextOtp, registerLead } from './gateway';

/** The smallest JPEG there is (header and end marker): the sandbox checks the type, not the face. */
const CARD_PHOTO =
  'data:image/jpeg;base64,' +
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]).toString('base64');

export interface ReadyCustomer {
  mobileNumber: string;
  pin: string;
  token: string;
  customerNumber: string;
  /** The SAVE & WIN account. */
  accountNumber: string;
}

interface Subscription {
  customerNumber: string;
  accounts: { productName: string; accountNumber: string; currentAvailableBalance: string }[];
}

/** Login (number + PIN) → the OTP from the sandbox inbox → a session credential of production's life. */
export async function apiSignIn(mobileNumber: string, pin = DEFAULT_PIN): Promise<string> {
  const seen = await inboxMark(mobileNumber);
  const login = await call<{ token: string }>('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber, pin, isBiometric: false },
  });
  expect(login.body.isSuccess, login.body.displayMessage).toBe(true);
  const code = await nextOtp(mobileNumber, seen);
  const session = await call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
    token: login.body.result.token,
    body: { mobileNumber, code },
  });
  expect(session.body.isSuccess, session.body.displayMessage).toBe(true);
  await lengthen(session.body.result.token);
  return session.body.result.token;
}

async function subscriptionOf(mobileNumber: string, token: string) {
  return call<Subscription | null>('GET', `/api/customer-details/${mobileNumber}`, { token });
}

/** The customer's SAVE & WIN balance as the gateway reports it ('125.00'). */
export async function balanceOf(customer: ReadyCustomer): Promise<string> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const details = await subscriptionOf(customer.mobileNumber, token);
  const main = details.body.result?.accounts.find((a) => a.accountNumber === customer.accountNumber);
  return main?.currentAvailableBalance ?? '';
}

/** A mobile-money deposit into the SAVE & WIN account, approved on the (sandbox) phone. */
export async function fund(customer: ReadyCustomer, amount: string): Promise<void> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const deposit = await call<{ promptId: string }>('POST', '/api/transaction-service/transaction/transact', {
    token,
    body: {
      customerAccountNumber: customer.accountNumber,
      transactionId: randomUUID(),
      amount,
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: customer.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(deposit.body.isSuccess, deposit.body.displayMessage).toBe(true);
  const approved = await call('POST', `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`);
  expect(approved.body.isSuccess, approved.body.displayMessage).toBe(true);
}

/**
 * The Ghana Card number a test customer verifies with: their own (one card, one profile), read
 * from their number (024XXXXXXX → GHA-24XXXXXXX-1), which the sandbox verifies.
 */
export function cardOf(mobileNumber: string): string {
  return `GHA-${mobileNumber.slice(1)}-1`;
}

/** A new customer with a verified identity and a SAVE & WIN account, funded with `deposit` if given. */
export async function readyCustomer(
  options: { deposit?: string; pin?: string; profileName?: string; mobileNumber?: string } = {},
): Promise<ReadyCustomer> {
  const mobileNumber = options.mobileNumber ?? freshNumber();
  const pin = options.pin ?? DEFAULT_PIN;
  const leadId = await registerLead(mobileNumber, pin, options.profileName);
  let token = await apiSignIn(mobileNumber, pin);
  const kyc = await call('POST', '/api/kyc-service/kyc/request', {
    token,
    body: {
      ghanaCardNumber: cardOf(mobileNumber),
      image: CARD_PHOTO,
      dataType: 'JPG',
      leadid: leadId,
      partnerReference: '',
      live: false,
      sourceSystem: 'WEB PORTAL',
    },
  });
  expect(kyc.body.isSuccess, kyc.body.displayMessage).toBe(true);
  let accountNumber = '';
  let customerNumber = '';
  await expect
    .poll(
      async () => {
        token = await apiSignIn(mobileNumber, pin);
        const details = (await subscriptionOf(mobileNumber, token)).body.result;
        customerNumber = details?.customerNumber ?? '';
        accountNumber = details?.accounts.find((a) => a.productName === 'SAVE & WIN')?.accountNumber ?? '';
        return accountNumber;
      },
      { message: `the sandbox verifies ${mobileNumber} and opens the account`, timeout: 15_000 },
    )
    .not.toBe('');
  const customer = { mobileNumber, pin, token, customerNumber, accountNumber };
  if (options.deposit) await fund(customer, options.deposit);
  return customer;
}

/** A statement row as the gateway reports it (spec §3 plus id, charges and direction). */
export interface StatementRow {
  transactionId: string;
  transactionType: string;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
  status: string;
  direction: 'CREDIT' | 'DEBIT';
  destinationAccountNumber: string;
  narration: string;
}

/** The newest rows (up to 100) of the customer's SAVE & WIN statement, newest first. */
export async function statementOf(customer: ReadyCustomer): Promise<StatementRow[]> {
  const token = await apiSignIn(customer.mobileNumber, customer.pin);
  const page = await call<{ items: StatementRow[] }>(
    'GET',
    `/api/transaction-service/statement/${customer.accountNumber}?page=1&pageSize=100`,
    { token },
  );
  expect(page.body.isSuccess, page.body.displayMessage).toBe(true);
  return page.body.result.items;
}

/**
 * A new number proved by OTP with the customer's credential (only the caller who proved a number
 * may link it), then linked as their MTN wallet; returns the number.
 */
export async function linkWallet(
  customer: ReadyCustomer,
  token: string,
  walletName = 'Mine',
): Promise<string> {
  const wallet = freshNumber();
  const seen = await inboxMark(wallet);
  expect((await call('POST', `/api/otp-service/otp/send/${wallet}`)).body.isSuccess).toBe(true);
  const code = await nextOtp(wallet, seen);
  const proved = await call('POST', '/api/otp-service/otp/validate', {
    token,
    body: { mobileNumber: wallet, code },
  });
  expect(proved.body.isSuccess, proved.body.displayMessage).toBe(true);
  const linked = await call('POST', '/api/account-service/account/linked-wallets', {
    token,
    body: {
      customerNumber: customer.customerNumber,
      network: 'MTN',
      phoneNumber: wallet,
      walletName,
    },
  });
  expect(linked.body.isSuccess, linked.body.displayMessage).toBe(true);
  return wallet;
}
