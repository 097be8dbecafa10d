// A live-mode gateway (GATEWAY_MODE=live's configuration, the live
// adapters from adapters/registry.ts) against the fake providers (test/fakes/fakeProviders.ts) on
// loopback, listening on a real port so the fakes can call it back, serves a whole journey with
// no sandbox operation: sign-up with the OTP read from the fake Arkesel SMS, KYC decided by the
// fake Smile ID's callback, a deposit collected through MTN MoMo and completed by MTN's callback,
// a payout through a Paystack transfer completed by its signed webhook. Balances are checked and
// every movement ends settled exactly once (one posting of each kind, every outbox call DONE,
// every callback applied). `npm run start:fakes` starts the same set-up for a person.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { liveAdapters } from '../../src/adapters/registry';
import { loadConfig } from '../../src/config';
import { startFakeProviders, type FakeProviders } from '../fakes/fakeProviders';
import {
  DATABASE_HOOK_TIMEOUT,
  ledgerProblems,
  signUpAndSignIn,
  startTestGateway,
  TINY_JPEG,
  type TestGateway,
} from '../support/server';

const KEY = 'live-journey-subscription-key';
const SECRETS = {
  PIN_PEPPER: 'live-journey-pin-pepper-0123456789abcdef',
  TOKEN_SECRET: 'live-journey-token-secret-0123456789abcdef',
  OPERATOR_TOKEN: 'live-journey-operator-token-0123456789abcdef',
  CALLBACK_SECRET: 'live-journey-callback-secret-0123456789abcdef',
  SUBSCRIPTION_KEYS: KEY,
};
const TRANSACT = '/api/transaction-service/transaction/transact';

let fakes: FakeProviders;
let gateway: TestGateway;
/** Where live mode was told to keep its data; removed when the suite ends. */
let dataDir: string | undefined;
/** The customer of the journey, verified, with the account the next tests use. */
let customer: { token: string; account: string } | undefined;

/** A free loopback port: the gateway's address must be known before its adapters are built. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls until `check` answers something truthy (the fakes call back a moment later). */
async function until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const port = await freePort();
  fakes = await startFakeProviders({
    gatewayUrl: `http://127.0.0.1:${port}`,
    callbackSecret: SECRETS.CALLBACK_SECRET,
    afterMs: 50,
  });
  const env = { ...fakes.env, ...SECRETS, GATEWAY_MODE: 'live', PORT: String(port) };
  // The configuration live mode loads from this environment: it starts (nothing is missing).
  dataDir = mkdtempSync(join(tmpdir(), 'live-journey-'));
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const live = liveAdapters(env);
  expect(live.missing).toEqual([]);
  gateway = await startTestGateway({
    config: { ...config, logLevel: 'silent', rateLimitPerMinute: 1000, portalDist: join(tmpdir(), 'none') },
    adapters: () => live.adapters,
    subscriptionKey: KEY,
    otpInbox: (mobileNumber) =>
      fakes.arkesel.delivered
        .filter((sms) => sms.to === `233${mobileNumber.slice(1)}`)
        .map((sms) => sms.message)
        .reverse(),
  });
  await gateway.app.listen({ port, host: '127.0.0.1' });
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  if (gateway) expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
  await fakes?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Details {
  profile: { kycStatus: string } | null;
  accounts: { accountNumber: string; currentAvailableBalance: string }[];
}

it('signs up, passes KYC, deposits through MTN MoMo and pays out through Paystack, each settled once', async () => {
  // Live mode serves no sandbox operation, and refuses the sandbox subscription key.
  const inbox = await gateway.call('GET', '/api/sandbox/sms-inbox/0241234567', { unchecked: true });
  expect(inbox.status).toBe(404);
  const sandboxKey = await gateway.call('POST', '/api/otp-service/otp/send/0241234567', {
    subscriptionKey: 'sandbox-subscription-key',
    unchecked: true,
  });
  expect(sandboxKey.status).toBe(401);
  expect(fakes.arkesel.delivered).toHaveLength(0);

  // Sign-up and sign-in, each code read from the SMS the fake Arkesel received.
  const who = await signUpAndSignIn(gateway);
  expect(fakes.arkesel.delivered.filter((sms) => sms.to === `233${who.mobileNumber.slice(1)}`).length).toBe(
    2,
  );
  expect(fakes.arkesel.delivered.every((sms) => sms.sender === 'SAVEWIN')).toBe(true);

  // KYC: PENDING until the fake Smile ID's signed callback, confirmed with Smile ID, verifies it.
  const kyc = await gateway.call('POST', '/api/kyc-service/kyc/request', {
    token: who.token,
    body: {
      ghanaCardNumber: 'GHA-123456789-1',
      image: TINY_JPEG,
      dataType: 'JPG',
      leadid: who.leadId,
      partnerReference: '',
      live: false,
      sourceSystem: 'WEB PORTAL',
    },
  });
  expect(kyc.body).toMatchObject({ isSuccess: true, result: { kycStatus: 'PENDING' } });
  const details = async () =>
    (await gateway.call<Details>('GET', `/api/customer-details/${who.mobileNumber}`, { token: who.token }))
      .body;
  const verified = await until('the KYC callback', async () => {
    const body = await details();
    return body.isSuccess && body.result.profile?.kycStatus === 'VERIFIED' ? body.result : null;
  });
  const account = verified.accounts[0]!.accountNumber;
  customer = { token: who.token, account };
  expect(verified.accounts[0]!.currentAvailableBalance).toBe('0.00');
  expect([...fakes.smileId.jobs.values()].filter((job) => job.uploaded)).toHaveLength(1);

  const statusOf = async (transactionId: string) =>
    (
      await gateway.db.query<{ status: string; transaction_id: string }>(
        `SELECT status, transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
        [transactionId],
      )
    )[0];

  // Deposit: MTN request to pay, completed when MTN's callback (confirmed by a status request) arrives.
  const depositId = `dep-${randomUUID()}`;
  const deposit = await gateway.call<{ status: string }>('POST', TRANSACT, {
    token: who.token,
    body: {
      customerAccountNumber: account,
      transactionId: depositId,
      amount: '100.00',
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: who.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(deposit.body).toMatchObject({ isSuccess: true, result: { status: 'PROCESSING' } });
  await until('the MTN callback', async () => (await statusOf(depositId))?.status === 'SUCCESSFUL');
  const collections = [...fakes.mtn.transactions.values()];
  expect(collections).toHaveLength(1);
  expect(collections[0]).toMatchObject({ product: 'collection', status: 'SUCCESSFUL' });
  expect(collections[0]!.body).toMatchObject({ amount: '100.00', currency: 'GHS' });
  expect((await details()).result.accounts[0]!.currentAvailableBalance).toBe('100.00');

  // Payout: a Paystack transfer to another bank, completed by its signed webhook. A new payee:
  // live mode asks the customer's PIN for this one payout (step-up), and refuses it without.
  const payoutId = `bank-${randomUUID()}`;
  const payoutBody = {
    customerAccountNumber: account,
    transactionId: payoutId,
    amount: '20.00',
    narration: 'Rent',
    transactionType: 'BANK_TRANSFER',
    destinationAccountNumber: '0012345675',
    destinationSortCode: '130100',
    sourceSystem: 'WEB APP',
  };
  const bearerAlone = await gateway.call('POST', TRANSACT, {
    token: who.token,
    body: payoutBody,
    unchecked: true,
  });
  expect(bearerAlone.status).toBe(403);
  const challenge = await gateway.call<{ required: boolean; stepUpToken: string | null }>(
    'POST',
    '/api/auth-service/auth/step-up',
    { token: who.token, body: { operation: 'TRANSACT', transaction: payoutBody } },
  );
  expect(challenge.body.result).toMatchObject({ required: true });
  const stepUpToken = challenge.body.result.stepUpToken!;
  await gateway.call('POST', '/api/auth-service/auth/step-up/confirm', {
    token: who.token,
    body: { stepUpToken, pin: who.pin },
  });
  const payout = await gateway.call<{ status: string; feeAmount: string; elevyAmount: string }>(
    'POST',
    TRANSACT,
    { token: who.token, body: payoutBody, headers: { 'X-Step-Up': stepUpToken } },
  );
  expect(payout.body).toMatchObject({ isSuccess: true, result: { status: 'PROCESSING' } });
  await until('the Paystack webhook', async () => (await statusOf(payoutId))?.status === 'SUCCESSFUL');
  const transfers = [...fakes.paystack.transfers.values()];
  expect(transfers).toHaveLength(1);
  expect(transfers[0]).toMatchObject({ amount: 2000, status: 'success' });
  const charges = Number(payout.body.result.feeAmount) + Number(payout.body.result.elevyAmount);
  expect((await details()).result.accounts[0]!.currentAvailableBalance).toBe((80 - charges).toFixed(2));

  // Settled exactly once: one posting of each kind per movement and none reversed, every call to
  // a provider closed, every callback applied.
  const deposited = (await statusOf(depositId))!.transaction_id;
  const paidOut = (await statusOf(payoutId))!.transaction_id;
  const postings = await gateway.db.query<{ transaction_id: string; kind: string; n: string }>(
    `SELECT transaction_id, kind, count(*) AS n FROM ledger_postings
     WHERE transaction_id IN ($1, $2) GROUP BY transaction_id, kind ORDER BY transaction_id, kind`,
    [deposited, paidOut],
  );
  expect(postings.every((row) => Number(row.n) === 1)).toBe(true);
  expect(postings.some((row) => row.kind === 'REVERSE')).toBe(false);
  expect(postings.filter((row) => row.transaction_id === paidOut).map((row) => row.kind)).toEqual([
    'RESERVE',
    'SETTLE',
  ]);
  const calls = await gateway.db.query<{ kind: string; state: string }>(
    `SELECT kind, state FROM outbox_calls ORDER BY kind`,
  );
  expect(calls.map((call) => call.kind)).toEqual(['COLLECTION', 'KYC', 'PAYOUT']);
  expect(calls.every((call) => call.state === 'DONE')).toBe(true);
  const callbacks = await gateway.db.query<{ provider: string; applied: boolean }>(
    `SELECT provider, applied_at IS NOT NULL AS applied FROM provider_callbacks ORDER BY provider`,
  );
  expect(callbacks.map((row) => row.provider)).toEqual(['kyc', 'mtn-momo', 'paystack']);
  expect(callbacks.every((row) => row.applied)).toBe(true);
});

it('refuses at once, saying why, a Telecel Cash deposit that asks for a voucher (not offered yet)', async () => {
  expect(customer).toBeDefined();
  // A prompt goes only to the customer's own number or a linked wallet: the Telecel wallet was
  // linked earlier (linking is covered by the wallet tests).
  await gateway.db.query(
    `INSERT INTO linked_wallets (wallet_id, customer_number, network, phone_number, wallet_name, created_at)
     SELECT 'W-VOUCHER', customer_number, 'TELECEL', '0201235555', 'Telecel', now()
       FROM ledger_accounts WHERE account_number = $1`,
    [customer!.account],
  );
  const answer = await gateway.call('POST', TRANSACT, {
    token: customer!.token,
    body: {
      customerAccountNumber: customer!.account,
      transactionId: `dep-${randomUUID()}`,
      amount: '10.00',
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      // The fake Paystack asks for a voucher (send_otp) for a number ending 5555.
      destinationAccountNumber: '0201235555',
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(answer.body).toMatchObject({
    isSuccess: false,
    displayMessage:
      'The payment of GHS10.00 was not completed. Telecel Cash asks for a voucher to approve this payment, which SAVE & WIN cannot take yet. Please pay from another wallet.',
  });
  const [charge] = [...fakes.paystack.charges.values()];
  expect(charge).toMatchObject({ amount: 1_000 });
});
