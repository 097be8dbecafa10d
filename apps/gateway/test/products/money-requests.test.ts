// Requests between customers over HTTP: a customer asks another by number, the payer sees it in
// the bell and pays it (an own-bank transfer with the step-up, at most once whatever the retries)
// or declines it, the requester may cancel it, and it expires. Every refusal writes nothing; a
// payment and a decline arriving together end one way only; the ledger decides what is paid.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MONEY_REQUEST_MESSAGES, OPEN_REQUESTS_MAX } from '../../src/domain/moneyRequests/moneyRequests';
import { fundCustomer, ledgerProblems, setUpTestGateway, type Answer } from '../support/server';

import { SETUP_TIMEOUT_MS, balanceOf, readyCustomer, type Customer } from './support';

const REQUESTS = '/api/money-requests';
const CHALLENGE = '/api/auth-service/auth/step-up';
const CONFIRM = '/api/auth-service/auth/step-up/confirm';

const gateway = setUpTestGateway({ config: { stepUp: true }, build: { rateLimitPerMinute: 1_000_000 } });
let ama: Customer;
let kofi: Customer;
let efua: Customer;

beforeAll(async () => {
  [ama, kofi, efua] = await Promise.all([
    readyCustomer(gateway, '100.00'),
    readyCustomer(gateway, '300.00'),
    readyCustomer(gateway),
  ]);
}, SETUP_TIMEOUT_MS);
afterEach(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
});

interface RequestView {
  requestId: string;
  direction: 'SENT' | 'RECEIVED';
  amount: string;
  note: string;
  status: string;
  counterparty: { name: string | null; mobileNumber: string | null };
}

interface Summary {
  transactionType: string;
  status: string;
  amount: string;
  transactionId: string;
}

function ask(who: Customer, payerMobileNumber: string, amount: string, note?: string) {
  return gateway.call<RequestView>('POST', REQUESTS, {
    token: who.token,
    body: { payerMobileNumber, amount, ...(note === undefined ? {} : { note }) },
  });
}

async function listOf(who: Customer, direction?: 'SENT' | 'RECEIVED'): Promise<RequestView[]> {
  const answer = await gateway.call<RequestView[]>(
    'GET',
    direction ? `${REQUESTS}?direction=${direction}` : REQUESTS,
    { token: who.token },
  );
  expect(answer.status).toBe(200);
  return answer.body.result;
}

async function statusOf(who: Customer, requestId: string): Promise<string | undefined> {
  return (await listOf(who)).find((r) => r.requestId === requestId)?.status;
}

/** The PIN confirmed for exactly this request and account: the step-up token to pay with. */
async function confirmedFor(who: Customer, requestId: string): Promise<string> {
  const moneyRequest = { requestId, customerAccountNumber: who.accountNumber };
  const challenge = await gateway.call<{ required: boolean; stepUpToken: string | null }>('POST', CHALLENGE, {
    token: who.token,
    body: { operation: 'MONEY_REQUEST', moneyRequest },
  });
  expect(challenge.status).toBe(200);
  expect(challenge.body.result.required).toBe(true);
  const stepUpToken = challenge.body.result.stepUpToken!;
  const confirmed = await gateway.call('POST', CONFIRM, {
    token: who.token,
    body: { stepUpToken, pin: who.pin },
  });
  expect(confirmed.body.isSuccess).toBe(true);
  return stepUpToken;
}

function payWith(who: Customer, requestId: string, stepUpToken: string): Promise<Answer<Summary>> {
  return gateway.call<Summary>('POST', `${REQUESTS}/${requestId}/pay`, {
    token: who.token,
    body: { customerAccountNumber: who.accountNumber },
    headers: { 'x-step-up': stepUpToken },
  });
}

/** The payer's own path: the PIN confirmed, then the payment. */
async function pay(who: Customer, requestId: string): Promise<Answer<Summary>> {
  return payWith(who, requestId, await confirmedFor(who, requestId));
}

/** Money and requests: balances, rows, entries, requests and notices, for "nothing was written". */
async function state() {
  const [balances, counts] = await Promise.all([
    gateway.db.query<{ account_number: string; balance: string }>(
      `SELECT account_number, balance::text AS balance FROM ledger_accounts WHERE kind = 'CUSTOMER' ORDER BY 1`,
    ),
    gateway.db.query(
      `SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions,
              (SELECT count(*) FROM ledger_entries)::text AS entries,
              (SELECT count(*) FROM money_requests)::text AS requests,
              (SELECT string_agg(request_id || status, ',' ORDER BY request_id) FROM money_requests) AS statuses,
              (SELECT count(*) FROM notifications)::text AS notices`,
    ),
  ]);
  return { balances, counts };
}

async function notices(who: Customer): Promise<{ title: string; message: string }[]> {
  const answer = await gateway.call<{ title: string; message: string }[]>('GET', '/api/notifications', {
    token: who.token,
  });
  return answer.body.result;
}

describe('asking', () => {
  it("sends a request the payer sees in the bell and the list, naming the requester; the requester's list names the number", async () => {
    const before = await state();
    const sent = await ask(kofi, ama.mobileNumber.replace(/^0/, '+233 '), '25.00', ' Jollof on Friday ');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ isSuccess: true, displayMessage: MONEY_REQUEST_MESSAGES.sent });
    const { requestId } = sent.body.result;
    expect(sent.body.result).toMatchObject({
      direction: 'SENT',
      amount: '25.00',
      note: 'Jollof on Friday',
      status: 'PENDING',
      counterparty: { name: null, mobileNumber: ama.mobileNumber },
    });
    const received = (await listOf(ama, 'RECEIVED')).find((r) => r.requestId === requestId);
    expect(received).toMatchObject({ direction: 'RECEIVED', status: 'PENDING', amount: '25.00' });
    expect(received?.counterparty.name).toBeTruthy();
    expect(received?.counterparty.mobileNumber).toBeNull();
    expect((await listOf(ama, 'SENT')).map((r) => r.requestId)).not.toContain(requestId);
    expect(await notices(ama)).toContainEqual(
      expect.objectContaining({
        title: 'Money requested',
        message: expect.stringMatching(/ asked you for GH₵25\.00: Jollof on Friday\.$/),
      }),
    );
    // No money moves when asking.
    expect((await state()).balances).toEqual(before.balances);
  });

  it('refuses a request to oneself, to a number that is no customer, for a bad amount or note, and writes nothing', async () => {
    const before = await state();
    const cases: [string, string, string | undefined, string][] = [
      [kofi.mobileNumber, '5.00', undefined, MONEY_REQUEST_MESSAGES.own],
      ['0209999999', '5.00', undefined, MONEY_REQUEST_MESSAGES.notCustomer],
      ['12345', '5.00', undefined, MONEY_REQUEST_MESSAGES.invalidNumber],
      [ama.mobileNumber, '0.00', undefined, 'You have entered an invalid amount'],
      [ama.mobileNumber, '100000.01', undefined, 'The most you can ask for at once is GH₵100,000.00.'],
      [ama.mobileNumber, '5.00', 'x'.repeat(51), MONEY_REQUEST_MESSAGES.noteTooLong],
    ];
    for (const [number, amount, note, message] of cases) {
      const answer = await ask(kofi, number, amount, note);
      expect(answer.status, `${number} ${amount}`).toBe(200);
      expect(answer.body, `${number} ${amount}`).toMatchObject({ isSuccess: false, displayMessage: message });
    }
    // Bodies the contract refuses are 400 before anything is read.
    const bad = await gateway.call('POST', REQUESTS, {
      token: kofi.token,
      body: { payerMobileNumber: ama.mobileNumber, amount: '5' },
    });
    expect(bad.status).toBe(400);
    const noAuth = await gateway.call('POST', REQUESTS, {
      body: { payerMobileNumber: ama.mobileNumber, amount: '5.00' },
    });
    expect(noAuth.status).toBe(401);
    expect(await state()).toEqual(before);
  });

  it(`refuses the request past ${OPEN_REQUESTS_MAX} waiting at once, even when they are asked together`, async () => {
    const asker = await readyCustomer(gateway);
    const answers = await Promise.all(
      Array.from({ length: OPEN_REQUESTS_MAX + 3 }, () => ask(asker, ama.mobileNumber, '1.00')),
    );
    expect(answers.filter((a) => a.body.isSuccess)).toHaveLength(OPEN_REQUESTS_MAX);
    for (const refusedOne of answers.filter((a) => !a.body.isSuccess))
      expect(refusedOne.body.displayMessage).toBe(MONEY_REQUEST_MESSAGES.tooMany);
    // Cancelling one makes room again.
    const first = answers.find((a) => a.body.isSuccess)!.body.result.requestId;
    const cancelled = await gateway.call('POST', `${REQUESTS}/${first}/cancel`, { token: asker.token });
    expect(cancelled.body.isSuccess).toBe(true);
    expect((await ask(asker, ama.mobileNumber, '1.00')).body.isSuccess).toBe(true);
  });
});

describe('paying', () => {
  it('pays the request once, as an own-bank transfer to the requester, confirmed with the PIN; again answers the first answer', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '12.50', 'Taxi')).body.result;
    const [amaBefore, kofiBefore] = [await balanceOf(gateway, ama), await balanceOf(gateway, kofi)];

    // Without the PIN's confirmation: 403, nothing moves.
    const unconfirmed = await gateway.call('POST', `${REQUESTS}/${requestId}/pay`, {
      token: ama.token,
      body: { customerAccountNumber: ama.accountNumber },
    });
    expect(unconfirmed.status).toBe(403);
    expect(await balanceOf(gateway, ama)).toBe(amaBefore);

    const paid = await pay(ama, requestId);
    expect(paid.status).toBe(200);
    expect(paid.body.isSuccess).toBe(true);
    expect(paid.body.result).toMatchObject({
      transactionType: 'BANK_TRANSFER',
      status: 'SUCCESSFUL',
      amount: '12.50',
      transactionId: requestId,
    });
    expect(await balanceOf(gateway, ama)).toBe((Number(amaBefore) - 12.5).toFixed(2));
    expect(await balanceOf(gateway, kofi)).toBe((Number(kofiBefore) + 12.5).toFixed(2));
    expect(await statusOf(ama, requestId)).toBe('PAID');
    expect(await statusOf(kofi, requestId)).toBe('PAID');
    expect(await notices(kofi)).toContainEqual(
      expect.objectContaining({
        title: 'Request paid',
        message: 'Your request for GH₵12.50 (Taxi) has been paid.',
      }),
    );

    // Paid again (a second tap, a retry after a lost answer): the first answer, no second movement.
    const before = await state();
    const again = await pay(ama, requestId);
    expect(again.body).toEqual(paid.body);
    expect(await state()).toEqual(before);
    // And it can no longer be declined or cancelled.
    const decline = await gateway.call('POST', `${REQUESTS}/${requestId}/decline`, { token: ama.token });
    expect(decline.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.paid });
    const cancel = await gateway.call('POST', `${REQUESTS}/${requestId}/cancel`, { token: kofi.token });
    expect(cancel.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.paid });
  });

  it('keeps a request waiting when its payment is refused (balance), and pays it once the money is there', async () => {
    const { requestId } = (await ask(kofi, efua.mobileNumber, '40.00')).body.result;
    const before = await state();
    const refusedPayment = await pay(efua, requestId);
    expect(refusedPayment.body.isSuccess).toBe(false);
    expect(refusedPayment.body.displayMessage).toMatch(/^Insufficient balance/);
    expect(await state()).toEqual(before);
    expect(await statusOf(efua, requestId)).toBe('PENDING');

    await fundCustomer(gateway, efua, efua.accountNumber, '50.00');
    const paid = await pay(efua, requestId);
    expect(paid.body.result).toMatchObject({ status: 'SUCCESSFUL', amount: '40.00' });
    expect(await balanceOf(gateway, efua)).toBe('10.00');
    expect(await statusOf(kofi, requestId)).toBe('PAID');
  });

  it('answers 404 to anyone but the payer (the requester included) and moves nothing', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '3.00')).body.result;
    const before = await state();
    for (const who of [efua, kofi]) {
      const challenge = await gateway.call<{ stepUpToken: string }>('POST', CHALLENGE, {
        token: who.token,
        body: {
          operation: 'MONEY_REQUEST',
          moneyRequest: { requestId, customerAccountNumber: who.accountNumber },
        },
      });
      const token = challenge.body.result?.stepUpToken;
      if (token)
        await gateway.call('POST', CONFIRM, { token: who.token, body: { stepUpToken: token, pin: who.pin } });
      const answer = await gateway.call('POST', `${REQUESTS}/${requestId}/pay`, {
        token: who.token,
        body: { customerAccountNumber: who.accountNumber },
        headers: token ? { 'x-step-up': token } : {},
      });
      expect(answer.status).toBe(404);
      expect(
        (await gateway.call('POST', `${REQUESTS}/${requestId}/decline`, { token: who.token })).status,
      ).toBe(404);
    }
    expect((await gateway.call('POST', `${REQUESTS}/${requestId}/cancel`, { token: ama.token })).status).toBe(
      404,
    );
    expect(
      (await gateway.call('POST', `${REQUESTS}/${requestId}/cancel`, { token: efua.token })).status,
    ).toBe(404);
    // Paying from someone else's account is 403.
    const others = await gateway.call('POST', `${REQUESTS}/${requestId}/pay`, {
      token: ama.token,
      body: { customerAccountNumber: kofi.accountNumber },
    });
    expect(others.status).toBe(403);
    expect(await state()).toEqual(before);
  });
});

describe('declining, cancelling, expiring', () => {
  it('declines: the requester is told, and the request can no longer be paid', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '8.00', 'Airtime')).body.result;
    const declined = await gateway.call<RequestView>('POST', `${REQUESTS}/${requestId}/decline`, {
      token: ama.token,
    });
    expect(declined.body).toMatchObject({
      isSuccess: true,
      displayMessage: MONEY_REQUEST_MESSAGES.declinedNow,
      result: { status: 'DECLINED' },
    });
    expect(await notices(kofi)).toContainEqual(
      expect.objectContaining({
        title: 'Request declined',
        message: 'Your request for GH₵8.00 (Airtime) was declined.',
      }),
    );
    const before = await state();
    const paid = await pay(ama, requestId);
    expect(paid.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.declined });
    const cancel = await gateway.call('POST', `${REQUESTS}/${requestId}/cancel`, { token: kofi.token });
    expect(cancel.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.declined });
    expect(await state()).toEqual(before);
  });

  it('cancels: the payer is told, and the request can no longer be paid', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '9.00')).body.result;
    const cancelled = await gateway.call<RequestView>('POST', `${REQUESTS}/${requestId}/cancel`, {
      token: kofi.token,
    });
    expect(cancelled.body.result.status).toBe('CANCELLED');
    expect(await notices(ama)).toContainEqual(
      expect.objectContaining({
        title: 'Request cancelled',
        message: expect.stringMatching(/ cancelled their request for GH₵9\.00\.$/),
      }),
    );
    const before = await state();
    const paid = await pay(ama, requestId);
    expect(paid.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.cancelled });
    expect(await state()).toEqual(before);
  });

  it('expires unpaid after its lifetime: shown EXPIRED, and neither paid nor declined', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '6.00')).body.result;
    // Seven days pass.
    await gateway.db.query(
      `UPDATE money_requests SET expires_at = now() - interval '1 second' WHERE request_id = $1`,
      [requestId],
    );
    expect(await statusOf(kofi, requestId)).toBe('EXPIRED');
    const before = await state();
    expect((await pay(ama, requestId)).body).toMatchObject({
      isSuccess: false,
      displayMessage: MONEY_REQUEST_MESSAGES.expired,
    });
    const decline = await gateway.call('POST', `${REQUESTS}/${requestId}/decline`, { token: ama.token });
    expect(decline.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.expired });
    expect(await state()).toEqual(before);
  });
});

describe('races and the ledger as the record', () => {
  it('ends a payment and a decline sent together one way only, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const { requestId } = (await ask(kofi, ama.mobileNumber, '1.00')).body.result;
      const before = await balanceOf(gateway, ama);
      // Confirmed first, so the payment and the decline reach the gateway together.
      const stepUpToken = await confirmedFor(ama, requestId);
      // The decline a little later each round: before the payment's mark, during its transfer, after it.
      const [paid, declined] = await Promise.all([
        payWith(ama, requestId, stepUpToken),
        new Promise((resolve) => setTimeout(resolve, round * 4)).then(() =>
          gateway.call('POST', `${REQUESTS}/${requestId}/decline`, { token: ama.token }),
        ),
      ]);
      const moved = Number(before) - Number(await balanceOf(gateway, ama));
      const status = await statusOf(kofi, requestId);
      if (paid.body.isSuccess) {
        expect(declined.body.isSuccess, `round ${round}`).toBe(false);
        expect([moved, status], `round ${round}`).toEqual([1, 'PAID']);
      } else {
        expect(declined.body.isSuccess, `round ${round}`).toBe(true);
        expect([moved, status], `round ${round}`).toEqual([0, 'DECLINED']);
      }
    }
  });

  it('counts a request as paid once its transfer exists, though neither the status nor the notice was written (a crash between), and settles it on the next read', async () => {
    const { requestId } = (await ask(kofi, ama.mobileNumber, '2.00')).body.result;
    expect((await pay(ama, requestId)).body.isSuccess).toBe(true);
    // As if the process died after the transfer's commit and before the request's update.
    await gateway.db.query(
      `UPDATE money_requests SET status = 'PENDING', decided_at = NULL, paying_since = NULL WHERE request_id = $1`,
      [requestId],
    );
    await gateway.db.query(`DELETE FROM notifications WHERE dedupe_key = $1`, [
      `money-request-paid:${requestId}`,
    ]);
    const told = async () =>
      (await notices(kofi)).filter((n) => n.title === 'Request paid' && n.message.includes('GH₵2.00')).length;
    expect(await told()).toBe(0);
    // The next read of either party's list records it and tells the requester, once.
    expect(await statusOf(kofi, requestId)).toBe('PAID');
    expect(await told()).toBe(1);
    const [row] = await gateway.db.query<{ status: string }>(
      `SELECT status FROM money_requests WHERE request_id = $1`,
      [requestId],
    );
    expect(row?.status).toBe('PAID');
    const before = await state();
    expect(await statusOf(ama, requestId)).toBe('PAID');
    const decline = await gateway.call('POST', `${REQUESTS}/${requestId}/decline`, { token: ama.token });
    expect(decline.body).toMatchObject({ isSuccess: false, displayMessage: MONEY_REQUEST_MESSAGES.paid });
    expect(await state()).toEqual(before);
    expect(await told()).toBe(1);
  });
});
