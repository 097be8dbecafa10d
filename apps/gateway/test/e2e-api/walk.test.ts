// One customer's whole journey over HTTP, every answer checked against the
// contract (the test client does that on each call) and the ledger invariants checked at the end.
import { randomUUID } from 'node:crypto';

import { expect, it } from 'vitest';

import { engine } from '../support/database';
import {
  fundCustomer,
  freshNumber,
  ledgerProblems,
  readOtp,
  signUpAndSignIn,
  TINY_JPEG,
  verifyCustomer,
  setUpTestGateway,
} from '../support/server';

const gateway = setUpTestGateway();

interface Account {
  productName: string;
  accountNumber: string;
  currentAvailableBalance: string;
  loyaltyPoint: number;
}
interface Subscription {
  customerNumber: string;
  accounts: Account[];
}
interface Summary {
  status: string;
  amount: string;
  feeAmount: string;
  elevyAmount: string;
  transactionId: string;
  promptId?: string;
}

const TRANSACT = '/api/transaction-service/transaction/transact';

it(`register → OTP → sign-in → OTP → KYC → deposit → charges → withdraw → transfers → statement (${engine})`, async () => {
  // Register: a code to the phone, validated, then the lead with a PIN.
  const mobileNumber = freshNumber();
  const sent = await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
  expect(sent.body.isSuccess).toBe(true);
  const signUpCode = await readOtp(gateway, mobileNumber);
  expect(
    (
      await gateway.call('POST', '/api/otp-service/otp/validate', {
        body: { mobileNumber, code: signUpCode },
      })
    ).body,
  ).toMatchObject({ isSuccess: true });
  const lead = await gateway.call<string>('POST', '/api/lead-service/lead', {
    body: { profileName: 'Ama Mensah', mobileNumber, email: 'ama@example.com', pin: '470258' },
  });
  expect(lead.body.isSuccess).toBe(true);
  const leadId = lead.body.result;

  // Sign in: number + PIN gives an OTP-stage credential; the code from the phone gives the session.
  gateway.advance(61_000);
  const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber, pin: '470258', isBiometric: false },
  });
  expect(login.body.isSuccess).toBe(true);
  const code = await readOtp(gateway, mobileNumber);
  const session = await gateway.call<{ token: string; refreshToken: string }>(
    'POST',
    '/api/otp-service/otp/validate',
    {
      token: login.body.result.token,
      body: { mobileNumber, code },
    },
  );
  expect(session.body.isSuccess).toBe(true);
  const token = session.body.result.token;

  // Before KYC there is no account to transact with.
  expect((await gateway.call('GET', `/api/customer-details/${mobileNumber}`, { token })).body.isSuccess).toBe(
    false,
  );

  // KYC: verified by the sandbox, which opens the SAVE & WIN account.
  const kyc = await gateway.call('POST', '/api/kyc-service/kyc/request', {
    token,
    body: {
      ghanaCardNumber: 'GHA-987654321-2',
      image: TINY_JPEG,
      dataType: 'JPG',
      leadid: leadId,
      partnerReference: '',
      live: false,
      sourceSystem: 'WEB PORTAL',
    },
  });
  expect(kyc.body).toMatchObject({ isSuccess: true, result: { kycStatus: 'PENDING' } });
  await gateway.services.settle();
  const details = await gateway.call<Subscription>('GET', `/api/customer-details/${mobileNumber}`, { token });
  expect(details.body.isSuccess).toBe(true);
  const main = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN');
  expect(main?.currentAvailableBalance).toBe('0.00');
  const account = main?.accountNumber ?? '';
  const ama = { mobileNumber, pin: '470258', leadId, token, refreshToken: session.body.result.refreshToken };

  // Deposit GH₵500: nothing is credited until the payer approves the network's prompt.
  const depositId = `dep-${randomUUID()}`;
  await fundCustomer(gateway, ama, account, '500.00', depositId);
  const deposit = await gateway.call<Summary>('GET', `/api/transaction-service/transaction/${depositId}`, {
    token,
  });
  expect(deposit.body.result.status).toBe('SUCCESSFUL');

  // Charges for a withdrawal, then the withdrawal itself with the looked-up transaction id.
  const charge = await gateway.call<{ feeAmount: string; elevyAmount: string; transactionId: string }>(
    'POST',
    '/api/transaction/charge-lookup',
    {
      token,
      body: {
        customerAccountNumber: account,
        transactionId: '',
        amount: '100.00',
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    },
  );
  expect(charge.body.isSuccess).toBe(true);
  expect(charge.body.result.elevyAmount).toBe('0.00');
  const withdrawal = await gateway.call<Summary>('POST', TRANSACT, {
    token,
    body: {
      customerAccountNumber: account,
      transactionId: charge.body.result.transactionId,
      amount: '100.00',
      narration: 'Withdraw',
      transactionType: 'WITHDRAWAL',
      destinationAccountNumber: mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(withdrawal.body.isSuccess).toBe(true);
  const withdrawFee = Number(withdrawal.body.result.feeAmount);

  // Own-bank transfer (999999) to another verified customer: instant.
  const kofi = await verifyCustomer(gateway, await signUpAndSignIn(gateway, { profileName: 'Kofi Boateng' }));
  const kofiDetails = await gateway.call<Subscription>('GET', `/api/customer-details/${kofi.mobileNumber}`, {
    token: kofi.token,
  });
  const kofiAccount = kofiDetails.body.result.accounts[0]?.accountNumber ?? '';
  const own = await gateway.call<Summary>('POST', TRANSACT, {
    token,
    body: {
      customerAccountNumber: account,
      transactionId: `own-${randomUUID()}`,
      amount: '50.00',
      narration: 'Lunch money',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: kofiAccount,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    },
  });
  expect(own.body).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
  const ownFee = Number(own.body.result.feeAmount);

  // Mobile-money transfer to someone else's wallet.
  const momo = await gateway.call<Summary>('POST', TRANSACT, {
    token,
    body: {
      customerAccountNumber: account,
      transactionId: `momo-${randomUUID()}`,
      amount: '25.00',
      narration: 'For Esi',
      transactionType: 'MOMO',
      destinationAccountNumber: '0551234567',
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(momo.body.isSuccess).toBe(true);
  const momoFee = Number(momo.body.result.feeAmount);

  // The balance is exactly what came in less what went out with fees; Kofi got his GH₵50.
  const after = await gateway.call<Subscription>('GET', `/api/customer-details/${mobileNumber}`, { token });
  const expected = 500 - 100 - withdrawFee - 50 - ownFee - 25 - momoFee;
  expect(after.body.result.accounts[0]?.currentAvailableBalance).toBe(expected.toFixed(2));
  expect(after.body.result.accounts[0]?.loyaltyPoint).toBeGreaterThan(0);
  const kofiAfter = await gateway.call<Subscription>('GET', `/api/customer-details/${kofi.mobileNumber}`, {
    token: kofi.token,
  });
  expect(kofiAfter.body.result.accounts[0]?.currentAvailableBalance).toBe('50.00');

  // The statement lists every movement, newest first.
  const statement = await gateway.call<{
    items: { transactionType: string; amount: string }[];
    total: number;
  }>('GET', `/api/transaction-service/statement/${account}`, { token });
  expect(statement.body.isSuccess).toBe(true);
  expect(statement.body.result.items.map((row) => row.amount)).toEqual([
    '25.00',
    '50.00',
    '100.00',
    '500.00',
  ]);

  // Another customer may not read it.
  const foreign = await gateway.call('GET', `/api/transaction-service/statement/${account}`, {
    token: kofi.token,
  });
  expect(foreign.status).toBe(403);

  expect(await ledgerProblems(gateway)).toEqual([]);
});
