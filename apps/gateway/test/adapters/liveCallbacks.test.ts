// The live Smile ID and Paystack adapters inside a real gateway, against their fakes on loopback:
// a Ghana Card check stays PENDING until Smile ID's callback reaches /api/callbacks/kyc/<secret>/…
// and the job's status confirms it; a bank transfer stays PROCESSING until Paystack's signed
// webhook reaches /api/callbacks/paystack/<secret> and the transfer's status confirms it. A wrong
// secret or signature changes nothing, nor does a duplicate.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPaystackBank } from '../../src/adapters/bank/paystackBank';
import { createSmileIdVerification } from '../../src/adapters/idVerification/smileId';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import {
  FAKE_SMILE_KEY,
  FAKE_SMILE_PARTNER,
  startFakeSmileId,
  type FakeSmileId,
  FAKE_NIA_NAME,
} from '../fakes/fakeSmileId';
import {
  DATABASE_HOOK_TIMEOUT,
  fundCustomer,
  ledgerProblems,
  signUpAndSignIn,
  startTestGateway,
  TINY_JPEG,
  type SignedIn,
  type TestGateway,
} from '../support/server';

const SECRET = 'callback-secret-for-the-live-callbacks-0001';
let paystack: FakePaystack;
let smile: FakeSmileId;
let gateway: TestGateway;

beforeAll(async () => {
  paystack = await startFakePaystack();
  smile = await startFakeSmileId();
  gateway = await startTestGateway({
    config: { callbackSecret: SECRET, paystackSecretKey: FAKE_PAYSTACK_SECRET },
    adapters: () => ({
      idVerification: createSmileIdVerification({
        partnerId: FAKE_SMILE_PARTNER,
        apiKey: FAKE_SMILE_KEY,
        callbackUrl: `https://gateway.example/api/callbacks/kyc/${SECRET}`,
        baseUrl: smile.url,
        timeoutMs: 2_000,
      }),
      bank: createPaystackBank({ secretKey: FAKE_PAYSTACK_SECRET, baseUrl: paystack.url, timeoutMs: 2_000 }),
    }),
  });
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
  await paystack?.close();
  await smile?.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  gateway.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function kycStatus(who: SignedIn): Promise<string | null> {
  const details = await gateway.call<{ profile: { kycStatus: string } }>(
    'GET',
    `/api/customer-details/${who.mobileNumber}`,
    { token: who.token },
  );
  return details.body.isSuccess ? details.body.result.profile.kycStatus : null;
}

let customer: SignedIn & { account: string };

describe('Smile ID behind the gateway', () => {
  it('keeps the check PENDING until the callback, confirmed with Smile ID, verifies the customer once', async () => {
    const who = await signUpAndSignIn(gateway);
    const submitted = await gateway.call('POST', '/api/kyc-service/kyc/request', {
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
    expect(submitted.body).toMatchObject({ isSuccess: true, result: { kycStatus: 'PENDING' } });
    await gateway.services.settle();
    expect(await kycStatus(who)).toBeNull();
    const job = [...smile.jobs.values()].at(-1)!;
    expect(job.callbackUrl).toBe(`https://gateway.example/api/callbacks/kyc/${SECRET}/${job.jobId}`);

    const path = new URL(job.callbackUrl).pathname;
    const body = smile.callbackFor(job.jobId);
    expect((await post(path.replace(SECRET, `not-${SECRET}`), body)).statusCode).toBe(404);
    expect(await kycStatus(who)).toBeNull();
    expect((await post(path, body)).statusCode).toBe(200);
    expect((await post(path, body)).statusCode).toBe(200);
    expect(await kycStatus(who)).toBe('VERIFIED');

    const details = await gateway.call<{
      accounts: { accountNumber: string }[];
      firstName: string;
      lastName: string;
    }>('GET', `/api/customer-details/${who.mobileNumber}`, { token: who.token });
    // The customer is named as the ID authority has them (Smile ID's FullName), not as typed.
    expect(`${details.body.result.firstName} ${details.body.result.lastName}`).toBe(FAKE_NIA_NAME);
    customer = { ...who, account: details.body.result.accounts[0]!.accountNumber };
  });
});

describe('Paystack behind the gateway', () => {
  async function transferStatus(transactionId: string) {
    const [row] = await gateway.db.query<{ status: string }>(
      `SELECT status FROM ledger_transactions WHERE client_transaction_id = $1`,
      [transactionId],
    );
    return row?.status;
  }

  it('settles a bank transfer on the signed webhook, confirmed with Paystack; a bad signature or secret changes nothing', async () => {
    expect(customer).toBeDefined();
    await fundCustomer(gateway, customer, customer.account, '100.00');
    const transactionId = `bank-${randomUUID()}`;
    const answer = await gateway.call('POST', '/api/transaction-service/transaction/transact', {
      token: customer.token,
      body: {
        customerAccountNumber: customer.account,
        transactionId,
        amount: '20.00',
        narration: 'Rent',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: '0012345675',
        destinationSortCode: '130100',
        sourceSystem: 'WEB APP',
      },
    });
    expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'PROCESSING' } });
    const reference = [...paystack.transfers.keys()].at(-1)!;
    const hook = paystack.settleTransfer(reference, 'success');

    const url = `/api/callbacks/paystack/${SECRET}`;
    const forged = await post(url, hook.rawBody, { 'x-paystack-signature': '0'.repeat(128) });
    expect(forged.statusCode).toBe(401);
    const wrongSecret = await post(`/api/callbacks/paystack/not-${SECRET}`, hook.rawBody, {
      'x-paystack-signature': hook.signature,
    });
    expect(wrongSecret.statusCode).toBe(404);
    // The generic callback address with the right secret but no signature: no address for Paystack.
    const unsigned = await post(`/api/callbacks/paystack/${SECRET}/${reference}`, hook.rawBody);
    expect(unsigned.statusCode).toBe(404);
    expect(await transferStatus(transactionId)).toBe('PROCESSING');

    expect((await post(url, hook.rawBody, { 'x-paystack-signature': hook.signature })).statusCode).toBe(200);
    expect((await post(url, hook.rawBody, { 'x-paystack-signature': hook.signature })).statusCode).toBe(200);
    expect(await transferStatus(transactionId)).toBe('SUCCESSFUL');
  });
});
