// Names behind accounts and numbers are personal data. A look-up answers only a signed-in customer
// (verify-account, validate-name) or, for validate-name, the holder of a payment link's credential
// (the payment-link page asks the payer's name before the payer proves the number); the
// subscription key alone, the OTP-stage credential and a payment link's credential on
// verify-account are refused. A payment link's credential gets its own small budget. Every answered look-up is in name_lookups: who, from where, what, found or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedProductCatalogue } from '../../src/domain/catalogue';
import { KYC_REQUIRED_MESSAGE } from '../../src/domain/ledger/types';
import { PAYER_CALLS_PER_MINUTE } from '../../src/http/rateLimit';
import { readyCustomer, SETUP_TIMEOUT_MS, type Customer } from '../products/support';
import { freshNumber, ledgerProblems, register, setUpTestGateway, signUpAndSignIn } from '../support/server';

import { bounded, report } from './report';

const ROUNDS = bounded(6, 30);
const VERIFY = '/api/transaction/verify-account';
const byName = (number: string) => `/api/account-service/name-validation?phoneNumber=${number}&network=MTN`;

const gateway = setUpTestGateway({ build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
let kofi: Customer;
const tried: Record<string, number> = {};
const found = {
  namesAnsweredWithoutCredential: 0,
  namesAnsweredToUnverifiedLeads: 0,
  lookupsNotRecorded: 0,
  payerLookupsPastBudget: 0,
};
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

beforeAll(async () => {
  await seedProductCatalogue(gateway.db);
  ama = await readyCustomer(gateway);
  kofi = await readyCustomer(gateway);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  report({ suite: 'name look-ups', tried, found });
});

interface LookupRow {
  operation: string;
  caller_kind: string;
  caller: string;
  client_address: string;
  target: string;
  target_on: string;
  found: boolean;
}
const recorded = (target: string) =>
  gateway.db.query<LookupRow>(
    `SELECT operation, caller_kind, caller, client_address, target, target_on, found
       FROM name_lookups WHERE target = $1 ORDER BY looked_up_at`,
    [target],
  );

/** A fresh payment link of Ama's and the credential its page is given. */
async function linkCredential(): Promise<{ token: string }> {
  const mine = await gateway.call<{ hash: string } | null>('GET', '/api/payment-link', { token: ama.token });
  if (mine.body.result?.hash) {
    await gateway.call('DELETE', `/api/payment-link/${mine.body.result.hash}`, { token: ama.token });
  }
  const created = await gateway.call<{ hash: string }>('POST', '/api/payment-link', {
    token: ama.token,
    body: { amount: '5.00' },
  });
  expect(created.body.isSuccess, created.body.displayMessage).toBe(true);
  const info = await gateway.call<{ token: string }>(
    'GET',
    `/api/payment-link/account-info?hash=${encodeURIComponent(created.body.result.hash)}`,
  );
  expect(info.body.isSuccess, info.body.displayMessage).toBe(true);
  return { token: info.body.result.token };
}

describe('name look-ups', () => {
  it(`answers names only to a signed-in customer or a payment link's payer (${ROUNDS} numbers)`, async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const number = freshNumber();
      const anonymous = await gateway.call('GET', byName(number));
      if (anonymous.body?.isSuccess) found.namesAnsweredWithoutCredential += 1;
      expect(anonymous.status).toBe(401);
      // Signed in with the PIN only (the code not yet entered): not a customer yet.
      const lead = await register(gateway);
      const otpStage = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
        body: { mobileNumber: lead.mobileNumber, pin: lead.pin, isBiometric: false },
      });
      const half = await gateway.call('GET', byName(number), { token: otpStage.body.result.token });
      expect(half.status).toBe(401);
      const link = await linkCredential();
      const viaLinkOnVerify = await gateway.call('POST', VERIFY, {
        token: link.token,
        body: { accountNumber: ama.accountNumber, sortCode: '999999' },
      });
      if (viaLinkOnVerify.body?.isSuccess) found.namesAnsweredWithoutCredential += 1;
      expect(viaLinkOnVerify.status).toBe(401);
      count('refusedWithoutCustomer', 3);

      const asCustomer = await gateway.call<{ accountName: string }>('GET', byName(number), {
        token: kofi.token,
      });
      expect(asCustomer.body.isSuccess, asCustomer.body.displayMessage).toBe(true);
      const asPayer = await gateway.call<{ accountName: string }>('GET', byName(number), {
        token: link.token,
      });
      expect(asPayer.body).toMatchObject({ isSuccess: true, result: asCustomer.body.result });
      count('answered', 2);
    }
  });

  it('records every answered look-up: who asked, from where, for what, and whether a name was found', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const number = freshNumber();
      await gateway.call('GET', byName(number), { token: kofi.token });
      const unknown = `${number.slice(0, 6)}0000`;
      await gateway.call('GET', byName(unknown), { token: kofi.token });
      await gateway.call('POST', VERIFY, {
        token: kofi.token,
        body: { accountNumber: ama.accountNumber, sortCode: '999999' },
      });
      await gateway.call('GET', byName(number), {});
      count('lookups', 4);
      const rows = [...(await recorded(number)), ...(await recorded(unknown))];
      const expected = [
        { operation: 'validateName', target: number, target_on: 'MTN', found: true },
        { operation: 'validateName', target: unknown, target_on: 'MTN', found: false },
      ];
      if (rows.length !== expected.length) found.lookupsNotRecorded += 1;
      expect(rows).toEqual(
        expected.map((row) => ({
          ...row,
          caller_kind: 'customer',
          caller: kofi.leadId,
          client_address: '127.0.0.1',
        })),
      );
    }
    const verified = await recorded(ama.accountNumber);
    expect(
      verified.filter((row) => row.caller === kofi.leadId && row.operation === 'verifyAccount'),
    ).toHaveLength(ROUNDS);
    expect(verified.every((row) => row.found && row.target_on === '999999')).toBe(true);
  });

  it(`gives a payment link's credential ${PAYER_CALLS_PER_MINUTE} name look-ups a minute`, async () => {
    const link = await linkCredential();
    const answers = [];
    for (let i = 0; i < PAYER_CALLS_PER_MINUTE + 3; i++) {
      answers.push(await gateway.call('GET', byName(freshNumber()), { token: link.token }));
    }
    count('payerLookups', answers.length);
    const refusedAt = answers.findIndex((answer) => answer.status === 429);
    if (refusedAt === -1 || refusedAt > PAYER_CALLS_PER_MINUTE) found.payerLookupsPastBudget += 1;
    expect(refusedAt).toBe(PAYER_CALLS_PER_MINUTE);
  });

  it(`answers verify-account to verified customers only: fresh leads are not fresh budgets (${ROUNDS} leads)`, async () => {
    // Last: each sign-in moves the clock past the other tests' credentials.
    for (let i = 0; i < ROUNDS; i++) {
      // A number and a code make a lead: a name harvester's new budget each time, and no Ghana Card.
      const lead = await signUpAndSignIn(gateway);
      const answer = await gateway.call<{ accountName: string } | null>('POST', VERIFY, {
        token: lead.token,
        body: { accountNumber: ama.accountNumber, sortCode: '999999' },
      });
      count('leadVerifyAccount');
      if (answer.body.isSuccess) found.namesAnsweredToUnverifiedLeads += 1;
      expect(answer.body).toMatchObject({
        isSuccess: false,
        displayMessage: KYC_REQUIRED_MESSAGE,
        result: null,
      });
    }
  });
});
