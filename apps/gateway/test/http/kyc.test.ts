// KYC and the customer subscription over HTTP.
import { afterEach, expect, it } from 'vitest';

import { SANDBOX_REGISTRY_NAME } from '../../src/adapters/idVerification/idVerification';
import { KYC_MESSAGES } from '../../src/domain/kyc/kyc';
import { OWN_BANK_SORT_CODE } from '../../src/domain/ledger/accounts';
import {
  fundCustomer,
  ledgerProblems,
  signUpAndSignIn,
  startTestGateway,
  TINY_JPEG,
  verifyCustomer,
  verifiedCustomer,
  setUpTestGateway,
} from '../support/server';

// A verification that takes a moment, like the real service's callback.
const gateway = setUpTestGateway({ config: { kycDelayMs: 300 } });
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

const KYC = '/api/kyc-service/kyc/request';

/** A card no other test customer holds (one Ghana Card, one profile). */
let cards = 0;
const newCard = () => `GHA-${String(200_000_000 + Math.floor(Math.random() * 1_000) * 1_000 + ++cards)}-1`;

function kycBody(leadid: string, overrides: Record<string, unknown> = {}) {
  return {
    ghanaCardNumber: newCard(),
    image: TINY_JPEG,
    dataType: 'JPG',
    leadid,
    partnerReference: '',
    live: false,
    sourceSystem: 'WEB PORTAL',
    ...overrides,
  };
}

interface Subscription {
  customerNumber: string;
  firstName: string;
  lastName: string;
  profile: { kycStatus: string };
  accounts: { productName: string; accountNumber: string; currentAvailableBalance: string }[];
}

it('has no subscription before KYC', async () => {
  const who = await signUpAndSignIn(gateway);
  const details = await gateway.call('GET', `/api/customer-details/${who.mobileNumber}`, {
    token: who.token,
  });
  expect(details.body).toMatchObject({ isSuccess: false, result: null });
});

it('verifies a Ghana Card asynchronously, then creates the customer and opens the SAVE & WIN account', async () => {
  const who = await signUpAndSignIn(gateway, { profileName: 'Ama Serwaa Mensah' });
  const submitted = await gateway.call('POST', KYC, { token: who.token, body: kycBody(who.leadId) });
  expect(submitted.body).toEqual({
    isSuccess: true,
    displayMessage: KYC_MESSAGES.submitted,
    result: { kycStatus: 'PENDING' },
  });

  const again = await gateway.call('POST', KYC, { token: who.token, body: kycBody(who.leadId) });
  expect(again.body).toMatchObject({ isSuccess: false, displayMessage: KYC_MESSAGES.inProgress });

  await gateway.services.settle();
  const details = await gateway.call<Subscription>('GET', `/api/customer-details/${who.mobileNumber}`, {
    token: who.token,
  });
  expect(details.body.isSuccess).toBe(true);
  expect(details.body.result).toMatchObject({
    firstName: 'Ama Serwaa',
    lastName: 'Mensah',
    profile: { kycStatus: 'VERIFIED' },
    customer: { customerPhoneNumber: who.mobileNumber, leadId: who.leadId },
    address: { mobileNumber: who.mobileNumber },
  });
  expect(details.body.result.accounts).toEqual([
    expect.objectContaining({ productName: 'SAVE & WIN', currentAvailableBalance: '0.00', currency: 'GHS' }),
  ]);
  const exists = await gateway.call('GET', `/api/lead-service/lead/exists/${who.mobileNumber}`);
  expect(exists.body).toMatchObject({ isSuccess: true, result: { hasSubscription: true } });
});

it('shows others the name the ID check returned, not the one the customer typed', async () => {
  const who = await signUpAndSignIn(gateway, { profileName: 'Ama Serwaa Mensah' });
  // A sandbox card whose registry entry names somebody else ('-8': SANDBOX_REGISTRY_NAME).
  const card = newCard().replace(/-1$/, '-8');
  await gateway.call('POST', KYC, { token: who.token, body: kycBody(who.leadId, { ghanaCardNumber: card }) });
  await gateway.services.settle();
  const details = await gateway.call<Subscription>('GET', `/api/customer-details/${who.mobileNumber}`, {
    token: who.token,
  });
  expect(details.body.result).toMatchObject({ firstName: 'Kojo Registry', lastName: 'Asante' });
  // A sender looking the account up is told the registry's name.
  const sender = await verifiedCustomer(gateway);
  const looked = await gateway.call<{ accountName: string }>('POST', '/api/transaction/verify-account', {
    token: sender.token,
    body: { accountNumber: details.body.result.accounts[0]!.accountNumber, sortCode: OWN_BANK_SORT_CODE },
  });
  expect(looked.body).toMatchObject({ isSuccess: true, result: { accountName: SANDBOX_REGISTRY_NAME } });
});

it('rejects the documented sandbox test card and lets the customer try again', async () => {
  const who = await signUpAndSignIn(gateway);
  await gateway.call('POST', KYC, {
    token: who.token,
    body: kycBody(who.leadId, { ghanaCardNumber: 'GHA-000000000-0' }),
  });
  await gateway.services.settle();
  const details = await gateway.call('GET', `/api/customer-details/${who.mobileNumber}`, {
    token: who.token,
  });
  expect(details.body.isSuccess).toBe(false);
  const rows = await gateway.db.query<{ kyc_status: string }>(
    'SELECT kyc_status FROM leads WHERE lead_id = $1',
    [who.leadId],
  );
  expect(rows[0]?.kyc_status).toBe('REJECTED');
  const verified = await verifyCustomer(gateway, who);
  expect(verified.customerNumber).toMatch(/^\d+$/);
});

it('refuses a Ghana Card number that is not GHA-NNNNNNNNN-N', async () => {
  const who = await signUpAndSignIn(gateway);
  const answer = await gateway.call('POST', KYC, {
    token: who.token,
    body: kycBody(who.leadId, { ghanaCardNumber: 'GHA-12345-1' }),
  });
  expect(answer.body).toEqual({ isSuccess: false, displayMessage: KYC_MESSAGES.cardFormat, result: null });
});

it('refuses a photo that is not a JPEG with 422', async () => {
  const who = await signUpAndSignIn(gateway);
  const png = `data:image/jpeg;base64,${Buffer.from('\x89PNG\r\n\x1a\nxxxxxxxx').toString('base64')}`;
  const answer = await gateway.call('POST', KYC, {
    token: who.token,
    body: kycBody(who.leadId, { image: png }),
  });
  expect(answer.status).toBe(422);
  expect(answer.body.displayMessage).toBe(KYC_MESSAGES.notJpeg);
});

it('refuses an oversized photo with a readable answer, never a crash', async () => {
  const who = await signUpAndSignIn(gateway);
  const big = `data:image/jpeg;base64,${'A'.repeat(2_900_000)}`;
  const answer = await gateway.call('POST', KYC, {
    token: who.token,
    body: kycBody(who.leadId, { image: big }),
  });
  expect(answer.status).toBe(400);
  expect(answer.body.displayMessage).toBe('image is too large');
  const huge = `data:image/jpeg;base64,${'A'.repeat(3_300_000)}`;
  const tooLarge = await gateway.call('POST', KYC, {
    token: who.token,
    body: kycBody(who.leadId, { image: huge }),
  });
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body.displayMessage).toBe(KYC_MESSAGES.tooLarge);
});

it('binds a Ghana Card to one profile: a second profile verified with it is refused', async () => {
  const card = newCard();
  const first = await signUpAndSignIn(gateway, { profileName: 'Ama Serwaa Mensah' });
  await gateway.call('POST', KYC, {
    token: first.token,
    body: kycBody(first.leadId, { ghanaCardNumber: card }),
  });
  await gateway.services.settle();
  // Someone else signs up under their own number and presents the same card.
  const second = await signUpAndSignIn(gateway, { profileName: 'Kofi Impostor' });
  const submitted = await gateway.call('POST', KYC, {
    token: second.token,
    body: kycBody(second.leadId, { ghanaCardNumber: card }),
  });
  expect(submitted.body.isSuccess).toBe(true);
  await gateway.services.settle();
  const details = await gateway.call('GET', `/api/customer-details/${second.mobileNumber}`, {
    token: second.token,
  });
  expect(details.body).toMatchObject({ isSuccess: false, result: null });
  const [row] = await gateway.db.query<{ status: string; reason: string }>(
    'SELECT status, reason FROM kyc_requests WHERE lead_id = $1',
    [second.leadId],
  );
  expect(row).toEqual({ status: 'REJECTED', reason: KYC_MESSAGES.cardTaken });
  // The holder is told why by SMS; the first profile keeps its card.
  const inbox = await gateway.call<{ text: string }[]>(
    'GET',
    `/api/sandbox/sms-inbox/${second.mobileNumber}`,
  );
  expect(inbox.body.result.some((sms) => sms.text.includes(KYC_MESSAGES.cardTaken))).toBe(true);
  const [bound] = await gateway.db.query<{ lead_id: string }>(
    'SELECT lead_id FROM ghana_cards WHERE ghana_card_number = $1',
    [card],
  );
  expect(bound?.lead_id).toBe(first.leadId);
});

it("answers 403 for KYC of another customer's lead", async () => {
  const ama = await signUpAndSignIn(gateway);
  const kofi = await signUpAndSignIn(gateway);
  const answer = await gateway.call('POST', KYC, { token: ama.token, body: kycBody(kofi.leadId) });
  expect(answer.status).toBe(403);
});

it('keeps a profile that still holds money, and closes the emptied account on deletion', async () => {
  const who = await verifiedCustomer(gateway);
  const account = who.accountNumber;
  await fundCustomer(gateway, who, account, '10.00');
  const refused = await gateway.call('DELETE', `/api/lead-service/lead/id/${who.leadId}`, {
    token: who.token,
  });
  expect(refused.body).toEqual({
    isSuccess: false,
    displayMessage: 'Please withdraw your balance of GHS 10.00 before deleting your profile.',
    result: null,
  });
  expect(
    (await gateway.call('GET', `/api/lead-service/lead/${who.mobileNumber}`, { token: who.token })).status,
  ).toBe(200);

  const empty = await verifyCustomer(gateway, await signUpAndSignIn(gateway));
  const deleted = await gateway.call('DELETE', `/api/lead-service/lead/id/${empty.leadId}`, {
    token: empty.token,
  });
  expect(deleted.body.isSuccess).toBe(true);
  const rows = await gateway.db.query<{ status: string }>(
    'SELECT status FROM ledger_accounts WHERE customer_number = $1',
    [empty.customerNumber],
  );
  expect(rows.map((row) => row.status)).toEqual(['CLOSED']);
});

it('refuses to delete a profile while a movement is in flight, and deletes it once the movement ended', async () => {
  const who = await verifiedCustomer(gateway);
  const account = who.accountNumber;
  // A deposit waiting for the payer's approval: nothing credited yet, the balance is zero.
  const deposit = await gateway.call<{ promptId: string }>(
    'POST',
    '/api/transaction-service/transaction/transact',
    {
      token: who.token,
      body: {
        customerAccountNumber: account,
        transactionId: `in-flight-${who.leadId}`,
        amount: '15.00',
        narration: 'Deposit',
        transactionType: 'DEPOSIT',
        destinationAccountNumber: who.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
      },
    },
  );
  expect(deposit.body.isSuccess).toBe(true);
  const refused = await gateway.call('DELETE', `/api/lead-service/lead/id/${who.leadId}`, {
    token: who.token,
  });
  expect(refused.body).toEqual({
    isSuccess: false,
    displayMessage: 'A transaction is still being processed. Please try again when it has finished.',
    result: null,
  });
  const open = await gateway.db.query<{ status: string }>(
    'SELECT status FROM ledger_accounts WHERE customer_number = $1',
    [who.customerNumber],
  );
  expect(open.map((row) => row.status)).toEqual(['ACTIVE']);
  expect(
    (await gateway.call('GET', `/api/lead-service/lead/${who.mobileNumber}`, { token: who.token })).status,
  ).toBe(200);

  await gateway.call('POST', `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/decline`);
  const deleted = await gateway.call('DELETE', `/api/lead-service/lead/id/${who.leadId}`, {
    token: who.token,
  });
  expect(deleted.body.isSuccess).toBe(true);
});

it('decides a Ghana Card check from the database alone when the process that took it is gone', async () => {
  // The check is sent a minute after the request; the in-process timer is only a fast path.
  const slow = await startTestGateway({ config: { kycDelayMs: 60_000 } });
  try {
    const who = await signUpAndSignIn(slow);
    const submitted = await slow.call('POST', KYC, { token: who.token, body: kycBody(who.leadId) });
    expect(submitted.body.isSuccess).toBe(true);
    // The process "dies": its timers are gone, the check stays recorded in the outbox.
    slow.services.outbox.dropTimers();
    const status = async () =>
      (
        await slow.db.query<{ kyc_status: string }>('SELECT kyc_status FROM leads WHERE lead_id = $1', [
          who.leadId,
        ])
      )[0]?.kyc_status;
    expect(await slow.services.outbox.runDue()).toBe(0);
    expect(await status()).toBe('PENDING');
    // A minute later any instance's outbox worker sends it, and the decision is recorded once.
    slow.advance(61_000);
    expect(await slow.services.outbox.runDue()).toBe(1);
    expect(await status()).toBe('VERIFIED');
    expect(await slow.services.outbox.runDue()).toBe(0);
  } finally {
    await slow.close();
  }
});
