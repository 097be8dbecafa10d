// An operator's decision on a call the settlement check held (domain/outbox/decisions.ts), behind a
// real gateway with the live MTN adapter against the fake MTN: credit what arrived (GHS only, money
// coming in only), reverse, or retry; behind the operator credential; audited in the database;
// the same decision twice moves money once; a second, different decision is refused; of two
// operators deciding at once, one wins.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMtnMomo, mtnReference } from '../../src/adapters/momo/mtnMomo';
import { startFakeMtn, type FakeMtn } from '../fakes/fakeMtn';
import {
  DATABASE_HOOK_TIMEOUT,
  ledgerProblems,
  startTestGateway,
  type SignedIn,
  type TestGateway,
  verifiedCustomer,
} from '../support/server';

const SECRET = 'callback-secret-for-the-decisions-test-00001';
const OPERATOR = 'operator-token-for-the-decisions-test-000001';
const CREDENTIALS = {
  collection: { subscriptionKey: 'coll-key', apiUser: randomUUID(), apiKey: 'coll-api-key' },
  disbursement: { subscriptionKey: 'disb-key', apiUser: randomUUID(), apiKey: 'disb-api-key' },
};
const TRANSACT = '/api/transaction-service/transaction/transact';
const AS_OPERATOR = { authorization: `Bearer ${OPERATOR}` };

let fake: FakeMtn;
let gateway: TestGateway;
let customer: SignedIn & { account: string };

beforeAll(async () => {
  fake = await startFakeMtn({ ...CREDENTIALS, targetEnvironment: 'mtnghana' });
  gateway = await startTestGateway({
    config: { callbackSecret: SECRET, operatorToken: OPERATOR },
    adapters: () => ({
      momo: createMtnMomo({
        baseUrl: fake.url,
        targetEnvironment: 'mtnghana',
        currency: 'GHS',
        ...CREDENTIALS,
        callbackUrl: `https://gateway.example.com/api/callbacks/mtn-momo/${SECRET}`,
        timeoutMs: 2_000,
      }),
    }),
  });
  const who = await verifiedCustomer(gateway);
  customer = { ...who, account: who.accountNumber };
}, DATABASE_HOOK_TIMEOUT);

afterAll(async () => {
  expect(await ledgerProblems(gateway)).toEqual([]);
  await gateway?.close();
  await fake?.close();
});

/** A deposit or withdrawal for `amount`; answers the ledger's key of it (the call's reference). */
async function transact(type: 'DEPOSIT' | 'WITHDRAWAL', amount: string): Promise<string> {
  const transactionId = `ops-${randomUUID()}`;
  const answer = await gateway.call<{ status: string }>('POST', TRANSACT, {
    token: customer.token,
    body: {
      customerAccountNumber: customer.account,
      transactionId,
      amount,
      narration: type === 'DEPOSIT' ? 'Top up' : 'Cash out',
      transactionType: type,
      destinationAccountNumber: customer.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(answer.body.isSuccess).toBe(true);
  const [row] = await gateway.db.query<{ transaction_id: string }>(
    `SELECT transaction_id FROM ledger_transactions WHERE client_transaction_id = $1`,
    [transactionId],
  );
  return row!.transaction_id;
}

async function statusOf(id: string): Promise<string> {
  const [row] = await gateway.db.query<{ status: string }>(
    `SELECT status FROM ledger_transactions WHERE transaction_id = $1`,
    [id],
  );
  return row!.status;
}

async function balance(): Promise<number> {
  const details = await gateway.call<{ accounts: { currentAvailableBalance: string }[] }>(
    'GET',
    `/api/customer-details/${customer.mobileNumber}`,
    { token: customer.token },
  );
  return Math.round(Number(details.body.result.accounts[0]!.currentAvailableBalance) * 100);
}

/** Delivers MTN's callback to the address it was given. */
async function deliver(callback: { url: string | undefined; body: unknown }) {
  return gateway.call('POST', new URL(callback.url!).pathname, {
    body: callback.body,
    subscriptionKey: null,
    unchecked: true,
  });
}

/** A deposit of `amount` that MTN reports SUCCESSFUL with `misreport`: held, nothing credited. */
async function heldDeposit(amount: string, misreport: Record<string, unknown>): Promise<string> {
  const id = await transact('DEPOSIT', amount);
  fake.misreport(mtnReference(id), misreport);
  await deliver(fake.decide(mtnReference(id), 'SUCCESSFUL'));
  expect(await statusOf(id)).toBe('PROCESSING');
  return id;
}

interface Decided {
  reference: string;
  decision: string;
  operator: string;
  decidedAt: string;
  result: string | null;
  replayed: boolean;
}

function decide(reference: string, decision: string, operator = 'Akosua Mensah', headers = AS_OPERATOR) {
  return gateway.call<Decided>('POST', `/api/operator/reconciliation/${reference}/decision`, {
    headers,
    body: { decision, operator, note: 'checked with MTN' },
    unchecked: true,
  });
}

async function listed(reference: string) {
  const report = await gateway.call<{ reference: string }[]>('GET', '/api/operator/reconciliation', {
    headers: AS_OPERATOR,
    unchecked: true,
  });
  return report.body.result.filter((call) => call.reference === reference);
}

describe('an operator decides a held call', () => {
  it('credits what arrived once: the same decision again moves nothing, another decision is refused, all audited', async () => {
    const id = await heldDeposit('10.10', { amount: '1.01' });
    const before = await balance();
    expect(await listed(id)).toHaveLength(1);

    const first = await decide(id, 'CREDIT');
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      reference: id,
      decision: 'CREDIT',
      operator: 'Akosua Mensah',
      replayed: false,
      result: expect.stringMatching(/^Credited GH₵1\.01 \(what arrived; GH₵10\.10 was asked\)/),
    });
    expect(await balance()).toBe(before + 101);
    // The deposit as asked did not happen; what arrived is credited beside it, once.
    expect(await statusOf(id)).toBe('FAILED');
    expect(await statusOf(`OPS-CR-${id}`)).toBe('SUCCESSFUL');
    expect(await listed(id)).toEqual([]);

    const again = await decide(id, 'credit');
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({
      decision: 'CREDIT',
      replayed: true,
      result: first.body.result.result,
    });
    expect(await balance()).toBe(before + 101);

    const other = await decide(id, 'REVERSE', 'Kwame Boateng');
    expect(other.status).toBe(409);
    expect(other.body.displayMessage).toMatch(
      /^This call was already decided: credit what arrived, by Akosua Mensah at .*A second decision is refused\.$/,
    );
    expect(await balance()).toBe(before + 101);

    // Who, when and what, in the database: one final decision.
    const audit = await gateway.db.query<{
      decision: string;
      operator: string;
      note: string;
      result: string;
    }>(`SELECT decision, operator, note, result, decided_at FROM operator_decisions WHERE call_id = $1`, [
      id,
    ]);
    expect(audit).toEqual([
      expect.objectContaining({
        decision: 'CREDIT',
        operator: 'Akosua Mensah',
        note: 'checked with MTN',
        result: expect.stringMatching(/^Credited GH₵1\.01/),
        decided_at: expect.anything(),
      }),
    ]);
    const history = await gateway.call<Decided[]>('GET', `/api/operator/reconciliation/${id}/decisions`, {
      headers: AS_OPERATOR,
      unchecked: true,
    });
    expect(history.body.result).toEqual([
      expect.objectContaining({ decision: 'CREDIT', operator: 'Akosua Mensah' }),
    ]);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('refuses to credit what arrived in another currency, and reverses it instead: nothing is credited', async () => {
    const id = await heldDeposit('10.20', { currency: 'EUR' });
    const before = await balance();
    const credit = await decide(id, 'CREDIT');
    expect(credit.status).toBe(422);
    expect(credit.body.displayMessage).toBe(
      'The provider reported EUR: only GHS can be credited. Reverse it, or retry once the provider corrects its answer.',
    );
    expect(await statusOf(id)).toBe('PROCESSING');
    expect(await listed(id)).toHaveLength(1);
    // The refusal was no decision: reverse is still open.
    const reverse = await decide(id, 'REVERSE');
    expect(reverse.status).toBe(200);
    expect(reverse.body.result.result).toBe(
      'Reversed: the collection is marked FAILED; nothing was credited.',
    );
    expect(await statusOf(id)).toBe('FAILED');
    expect(await balance()).toBe(before);
    expect(await listed(id)).toEqual([]);
  });

  it('lets one of two operators deciding at once win; the other is refused and money moves once', async () => {
    const id = await heldDeposit('5.00', { amount: '4.00' });
    const before = await balance();
    const answers = await Promise.all([decide(id, 'CREDIT', 'Ama'), decide(id, 'REVERSE', 'Kofi')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.result;
    expect(await balance()).toBe(before + (winner.decision === 'CREDIT' ? 400 : 0));
    const finals = await gateway.db.query(`SELECT 1 FROM operator_decisions WHERE call_id = $1 AND final`, [
      id,
    ]);
    expect(finals).toHaveLength(1);
    // Two operators taking the same decision at once: it is carried out once.
    const id2 = await heldDeposit('6.00', { amount: '3.00' });
    const before2 = await balance();
    const same = await Promise.all([decide(id2, 'CREDIT', 'Ama'), decide(id2, 'CREDIT', 'Kofi')]);
    expect(same.map((answer) => answer.status)).toEqual([200, 200]);
    expect(same.filter((answer) => answer.body.result.replayed)).toHaveLength(1);
    expect(await balance()).toBe(before2 + 300);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('retries: asks the provider again, stays held while it misreports, settles the asked amount once it matches', async () => {
    const id = await heldDeposit('8.00', { amount: '0.80' });
    const before = await balance();
    const still = await decide(id, 'RETRY');
    expect(still.status).toBe(200);
    expect(still.body.result.result).toBe(
      'Retried: the provider still reports other figures than asked; the call stays held.',
    );
    expect(await statusOf(id)).toBe('PROCESSING');
    expect(await listed(id)).toHaveLength(1);
    // MTN corrects its answer: a retry now settles what was asked.
    fake.misreport(mtnReference(id), {});
    const settled = await decide(id, 'RETRY', 'Kofi');
    expect(settled.body.result.result).toBe(
      "Retried: the provider's answer now matches the request; the call is settled.",
    );
    expect(await statusOf(id)).toBe('SUCCESSFUL');
    expect(await balance()).toBe(before + 800);
    // Settled: nothing is held any more, so no further decision is taken.
    const late = await decide(id, 'REVERSE');
    expect(late.status).toBe(409);
    expect(late.body.displayMessage).toMatch(/^This call is not held: there is nothing to decide\./);
    const audit = await gateway.db.query<{ decision: string; operator: string }>(
      `SELECT decision, operator FROM operator_decisions WHERE call_id = $1 ORDER BY decided_at`,
      [id],
    );
    expect(audit).toEqual([
      { decision: 'RETRY', operator: 'Akosua Mensah' },
      { decision: 'RETRY', operator: 'Kofi' },
    ]);
  });

  it('reverses a held payout (the hold returns to the customer) and refuses to credit a payout', async () => {
    const funding = await transact('DEPOSIT', '20.00');
    await deliver(fake.decide(mtnReference(funding), 'SUCCESSFUL'));
    const before = await balance();
    const id = await transact('WITHDRAWAL', '10.00');
    fake.misreport(mtnReference(id), { amount: '100.00' });
    await deliver(fake.decide(mtnReference(id), 'SUCCESSFUL'));
    expect(await statusOf(id)).toBe('PROCESSING');
    expect(await balance()).toBeLessThanOrEqual(before - 1000);
    const credit = await decide(id, 'CREDIT');
    expect(credit.status).toBe(422);
    expect(credit.body.displayMessage).toBe(
      'Credit what arrived applies to money coming in (a deposit or a money request). A payout or a bill payment can be reversed or retried.',
    );
    const reverse = await decide(id, 'REVERSE');
    expect(reverse.body.result.result).toBe('Reversed: the hold was returned to the customer.');
    expect(await statusOf(id)).toBe('REVERSED');
    expect(await balance()).toBe(before);
    expect(await ledgerProblems(gateway)).toEqual([]);
  });

  it('is the operator’s alone, names what it refuses, and decides only held calls', async () => {
    const id = await heldDeposit('2.00', { amount: '1.00' });
    const denied = await decide(id, 'CREDIT', 'Ama', {
      authorization: 'Bearer not-the-operator-token-at-all',
    });
    expect(denied.status).toBe(401);
    expect((await decide(id, 'PAY', 'Ama')).status).toBe(400);
    expect((await decide(id, 'CREDIT', '')).status).toBe(400);
    expect((await decide(randomUUID(), 'CREDIT')).status).toBe(404);
    expect(await statusOf(id)).toBe('PROCESSING');
    expect(await gateway.db.query(`SELECT 1 FROM operator_decisions WHERE call_id = $1`, [id])).toEqual([]);
    // A deposit that settled normally is not held: nothing to decide.
    const normal = await transact('DEPOSIT', '1.00');
    await deliver(fake.decide(mtnReference(normal), 'SUCCESSFUL'));
    expect((await decide(normal, 'CREDIT')).status).toBe(409);
  });
});
