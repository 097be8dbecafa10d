// Concurrency over real HTTP: rounds of many simultaneous, conflicting withdrawals and transfers
// (plus copies of the same request sent at the same moment) against one funded account. Every
// request is answered (no 5xx, no dropped connection), the account is never overdrawn, nothing is
// lost or doubled: the balance equals funding minus what the accepted requests cost, the other
// customer received exactly the accepted transfers, each accepted id is recorded once, each
// refused id not at all. Goal releases race too: many breaks of one goal with different ids,
// copies of one break, top-ups into the goal and the maturity job at once release each goal
// exactly once, and the SAVE & WIN account receives exactly what left the goals.
import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import type { Queryable } from '../../src/db/database';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import {
  GOAL_BROKEN_NARRATION,
  GOAL_MATURED_NARRATION,
  OWN_BANK_SORT_CODE,
  checkLedgerInvariants,
} from '../../src/domain/ledger';
import { readyCustomer, SETUP_TIMEOUT_MS, type Customer } from '../products/support';
import { engine } from '../support/database';
import { fundCustomer, setUpTestGateway } from '../support/server';

import { bounded, report } from './report';

const ROUNDS = bounded(5, 30);
const PER_ROUND = 150;
const DUPLICATES = 25;

interface Envelope {
  isSuccess: boolean;
  displayMessage: string;
  result: { transactionId?: string; status?: string } | null;
}

describe(`concurrent conflicting movements on ${engine}`, () => {
  // This suite measures conflicts, not budgets (rate-limits.suite.ts does): one customer sends up
  // to 5,250 requests, faster than a minute's budget once postings got quicker, so its limits are
  // set beyond what it sends instead of answering 429 halfway through a round.
  const gateway = setUpTestGateway({ config: { rateLimitPerMinute: 1_000_000 } });
  let base = '';
  let payer: Customer;
  let payee: Customer;
  beforeAll(async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    payer = await readyCustomer(gateway);
    payee = await readyCustomer(gateway);
    await seedProductCatalogue(gateway.db);
  }, SETUP_TIMEOUT_MS);

  async function post(
    body: Record<string, unknown>,
    path = '/api/transaction-service/transaction/transact',
    method = 'POST',
  ): Promise<{ status: number; body: Envelope }> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
        authorization: `Bearer ${payer.token}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  async function balanceOf(accountNumber: string): Promise<number> {
    const [row] = await gateway.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE account_number = $1`,
      [accountNumber],
    );
    return row!.balance;
  }

  it(`never overdraws, loses or doubles under ${PER_ROUND} simultaneous requests per round`, async () => {
    let requests = 0;
    let accepted = 0;
    let refused = 0;
    let duplicatesAnsweredAlike = 0;
    let serverErrors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Each round has its own payer, funded with 1,000 cedis: far less than the round asks for,
      // and inside a day's transfer limit (one payer over the soak's 30 rounds would reach the
      // daily limit and be refused for that instead of for the balance this suite is about).
      if (round > 0) payer = await readyCustomer(gateway);
      const before = await balanceOf(payer.accountNumber);
      const payeeBefore = await balanceOf(payee.accountNumber);
      await fundCustomer(gateway, payer, payer.accountNumber, '1000.00');
      const funded = before + 100_000;
      expect(await balanceOf(payer.accountNumber)).toBe(funded);

      const bodies = Array.from({ length: PER_ROUND }, (_, i) => ({
        customerAccountNumber: payer.accountNumber,
        transactionId: `conc-${randomUUID()}`,
        amount: `${20 + (i % 7)}.00`,
        narration: 'race',
        transactionType: i % 2 === 0 ? 'MOMO' : 'BANK_TRANSFER',
        destinationAccountNumber: i % 2 === 0 ? '0241231234' : payee.accountNumber,
        destinationSortCode: i % 2 === 0 ? '' : OWN_BANK_SORT_CODE,
        sourceSystem: 'WEB APP',
      }));
      const copies = bodies.slice(0, DUPLICATES);
      const answers = await Promise.all([...bodies, ...copies].map((body) => post(body)));
      requests += answers.length;
      for (const answer of answers) {
        if (answer.status >= 500) serverErrors += 1;
        expect(answer.status).toBe(200);
      }
      const firsts = answers.slice(0, PER_ROUND);
      for (let i = 0; i < DUPLICATES; i++) {
        const [first, copy] = [firsts[i]!.body, answers[PER_ROUND + i]!.body];
        // An accepted payment is answered alike, byte for byte. A refused one is not recorded,
        // so each copy is judged on its own: both refused, each quoting the balance it saw.
        if (first.isSuccess || copy.isSuccess) expect(copy).toEqual(first);
        else expect(copy.displayMessage).toMatch(/^Insufficient balance/);
        duplicatesAnsweredAlike += 1;
      }
      const ok = bodies.filter((_, i) => firsts[i]!.body.isSuccess);
      const no = bodies.filter((_, i) => !firsts[i]!.body.isSuccess);
      for (const [i, answer] of firsts.entries()) {
        if (!answer.body.isSuccess)
          expect(answer.body.displayMessage, bodies[i]!.transactionId).toMatch(/^Insufficient balance/);
      }
      accepted += ok.length;
      refused += no.length;
      expect(ok.length).toBeGreaterThan(0);
      expect(no.length).toBeGreaterThan(0);

      const rows = await gateway.db.query<{ transaction_id: string; total: number; n: number }>(
        `SELECT client_transaction_id AS transaction_id, (amount + fee_amount + elevy_amount)::bigint AS total,
                count(*) OVER (PARTITION BY requester, client_transaction_id)::int AS n
           FROM ledger_transactions WHERE client_transaction_id = ANY($1)`,
        [bodies.map((b) => b.transactionId)],
      );
      expect(rows.map((r) => r.transaction_id).sort()).toEqual(ok.map((b) => b.transactionId).sort());
      expect(rows.every((r) => r.n === 1)).toBe(true);
      const spent = rows.reduce((sum, r) => sum + r.total, 0);
      const after = await balanceOf(payer.accountNumber);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBe(funded - spent);
      const transferred = ok
        .filter((b) => b.transactionType === 'BANK_TRANSFER')
        .reduce((sum, b) => sum + Number(b.amount) * 100, 0);
      expect(await balanceOf(payee.accountNumber)).toBe(payeeBefore + transferred);
      expect(await checkLedgerInvariants(gateway.db)).toEqual([]);
    }
    report({
      suite: 'concurrency',
      tried: { rounds: ROUNDS, simultaneousPerRound: PER_ROUND + DUPLICATES, requests },
      found: {
        accepted,
        refusedInsufficient: refused,
        duplicatesAnsweredAlike,
        serverErrors,
        overdrawn: 0,
        lostOrDoubled: 0,
      },
    });
  });
  it('releases each goal once when breaks, copies, top-ups and the maturity job race', async () => {
    const GOALS = 3;
    const BREAKS = 8;
    const COPIES = 4;
    const TOP_UPS = 4;
    let releases = 0;
    let refusedBreaks = 0;
    let serverErrors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      payer = await readyCustomer(gateway);
      await fundCustomer(gateway, payer, payer.accountNumber, '1000.00');
      const due = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      const goals: string[] = [];
      for (let g = 0; g < GOALS; g++) {
        const created = await post(
          {
            targetAmount: '1200.00',
            customerNumber: payer.customerNumber,
            customerAccountNumber: payer.accountNumber,
            goalName: `Race ${g}`,
            dueDate: due,
            goalType: 'Monthly',
            reminder: false,
            autoFund: false,
            goalOptionId: 'GO-EDU',
          },
          '/api/investment/create-goal',
        );
        const goal = (created.body.result as { goalAccountNumber: string } | null)?.goalAccountNumber;
        if (!goal) throw new Error(created.body.displayMessage);
        goals.push(goal);
      }
      const topUp = (goal: string) => ({
        customerAccountNumber: payer.accountNumber,
        transactionId: `goal-${randomUUID()}`,
        amount: '10.00',
        narration: 'Education',
        transactionType: 'BANK_TRANSFER',
        destinationAccountNumber: goal,
        destinationSortCode: OWN_BANK_SORT_CODE,
        sourceSystem: 'WEB APP',
      });
      for (const goal of goals)
        expect((await post({ ...topUp(goal), amount: '100.00' })).body.isSuccess).toBe(true);
      const mainBefore = await balanceOf(payer.accountNumber);

      const breakIds = goals.map(() => Array.from({ length: BREAKS }, () => `brk-${randomUUID()}`));
      const topUps = goals.map((goal) => Array.from({ length: TOP_UPS }, () => topUp(goal)));
      const calls: Promise<{ status: number; body: Envelope }>[] = [];
      goals.forEach((goal, g) => {
        const path = `/api/investment/goals/${goal}/break`;
        for (const id of breakIds[g]!) calls.push(post({ transactionId: id }, path));
        for (let c = 0; c < COPIES; c++) calls.push(post({ transactionId: breakIds[g]![0]! }, path));
        for (const body of topUps[g]!) calls.push(post(body));
      });
      const job = () => post({ at: `${due}T08:00:00Z` }, '/api/sandbox/goals/maturity');
      calls.push(job(), job());
      const answers = await Promise.all(calls);
      for (const answer of answers) {
        if (answer.status >= 500) serverErrors += 1;
        expect(answer.status).toBe(200);
      }

      const released = await gateway.db.query<{
        account_number: string;
        amount: number;
        fee_amount: number;
        narration: string;
        client_transaction_id: string | null;
      }>(
        `SELECT account_number, amount::bigint AS amount, fee_amount::bigint AS fee_amount, narration, client_transaction_id
           FROM ledger_transactions WHERE account_number = ANY($1) AND narration IN ($2, $3)`,
        [goals, GOAL_BROKEN_NARRATION, GOAL_MATURED_NARRATION],
      );
      // Each goal released exactly once, by one break id or by the job.
      expect(released.map((r) => r.account_number).sort()).toEqual([...goals].sort());
      releases += released.length;
      let received = 0;
      let toppedUp = 0;
      for (const [g, goal] of goals.entries()) {
        const row = released.find((r) => r.account_number === goal)!;
        if (row.client_transaction_id) expect(breakIds[g]).toContain(row.client_transaction_id);
        const acceptedTopUps = await gateway.db.query(
          `SELECT 1 FROM ledger_transactions WHERE client_transaction_id = ANY($1)`,
          [topUps[g]!.map((b) => b.transactionId)],
        );
        toppedUp += acceptedTopUps.length * 1_000;
        // What left the goal is what it held: its funding and the top-ups that got in first.
        expect(Number(row.amount) + Number(row.fee_amount)).toBe(10_000 + acceptedTopUps.length * 1_000);
        expect(await balanceOf(goal)).toBe(0);
        received += Number(row.amount);
      }
      refusedBreaks += answers.filter(
        (a) => a.body.displayMessage === 'This goal has already been closed.',
      ).length;
      expect(await balanceOf(payer.accountNumber)).toBe(mainBefore - toppedUp + received);
      expect(await checkLedgerInvariants(gateway.db)).toEqual([]);
    }
    report({
      suite: 'concurrency-goals',
      tried: { rounds: ROUNDS, goalsPerRound: GOALS, breaksPerGoal: BREAKS + COPIES, topUpsPerGoal: TOP_UPS },
      found: { releases, refusedBreaks, serverErrors, releasedTwice: 0 },
    });
  });
});

describe(`transfers all paying one account, posted by group commit, on ${engine}`, () => {
  // Group commit on, with a window wide enough that simultaneous requests share batches even on
  // a busy machine: many payers pay one payee at once, each asking for more than it has, with
  // copies of some requests, so refusals, acceptances and duplicate ids meet in the same batches.
  const gateway = setUpTestGateway({
    config: { rateLimitPerMinute: 1_000_000, ledgerGroupCommit: { maxItems: 32, waitMs: 5 } },
  });
  const PAYERS = 3;
  const EACH = 10;
  let base = '';
  let payee: Customer;
  let payers: Customer[] = [];
  /** Items of every batch call, so the test knows it went through batches. */
  const batches: number[] = [];
  beforeAll(async () => {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = gateway.db;
    const transaction = db.transaction.bind(db);
    db.transaction = <T>(fn: (tx: Queryable) => Promise<T>) =>
      transaction((tx) =>
        fn({
          ...tx,
          query: (sql: string, params?: readonly unknown[]) => {
            if (sql.includes('ledger_internal_transfer_batch'))
              batches.push((JSON.parse(params![0] as string) as unknown[]).length);
            return tx.query(sql, params);
          },
        } as Queryable),
      );
  }, SETUP_TIMEOUT_MS);

  async function balanceOf(accountNumber: string): Promise<number> {
    const [row] = await gateway.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE account_number = $1`,
      [accountNumber],
    );
    return Number(row!.balance);
  }

  it(`refuses each transfer that cannot pay on its own, across ${ROUNDS} rounds of simultaneous payers`, async () => {
    let accepted = 0;
    let refused = 0;
    let copiesAlike = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // New customers each round: signing one in moves the test clock a minute (the OTP resend
      // cooldown), so payers signed in rounds ago would hold expired credentials; and a payee per
      // round never reaches its tier's balance cap over the soak's rounds.
      payee = await readyCustomer(gateway);
      payers = [];
      for (let i = 0; i < PAYERS; i++) payers.push(await readyCustomer(gateway));
      const payeeBefore = await balanceOf(payee.accountNumber);
      const funded: number[] = [];
      for (const [p, payer] of payers.entries()) {
        // Payer p can afford 2p + 2 of its EACH transfers of GH₵10: 2, 4 and 6 of 10.
        await fundCustomer(gateway, payer, payer.accountNumber, `${(p + 1) * 20}.00`);
        funded.push(await balanceOf(payer.accountNumber));
      }
      const sends = payers.flatMap((payer) =>
        Array.from({ length: EACH }, () => ({
          payer,
          body: {
            customerAccountNumber: payer.accountNumber,
            transactionId: `hot-${randomUUID()}`,
            amount: '10.00',
            narration: 'hot account',
            transactionType: 'BANK_TRANSFER',
            destinationAccountNumber: payee.accountNumber,
            destinationSortCode: OWN_BANK_SORT_CODE,
            sourceSystem: 'WEB APP',
          },
        })),
      );
      const copies = sends.filter((_, i) => i % EACH === 0);
      const answers = await Promise.all(
        [...sends, ...copies].map(async ({ payer, body }) => {
          const response = await fetch(`${base}/api/transaction-service/transaction/transact`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
              authorization: `Bearer ${payer.token}`,
            },
            body: JSON.stringify(body),
          });
          expect(response.status).toBe(200);
          return (await response.json()) as Envelope;
        }),
      );
      const firsts = answers.slice(0, sends.length);
      copies.forEach((_, i) => {
        const [first, copy] = [firsts[i * EACH]!, answers[sends.length + i]!];
        if (first.isSuccess || copy.isSuccess) expect(copy).toEqual(first);
        else expect(copy.displayMessage).toMatch(/^Insufficient balance/);
        copiesAlike += 1;
      });
      for (const answer of firsts) {
        if (!answer.isSuccess) expect(answer.displayMessage).toMatch(/^Insufficient balance/);
      }
      let paid = 0;
      for (const [p, payer] of payers.entries()) {
        const mine = firsts.slice(p * EACH, (p + 1) * EACH);
        const ok = mine.filter((a) => a.isSuccess).length;
        // Every payer that could pay did, as many times as its money allowed and no more.
        expect(ok).toBe(Math.min(EACH, Math.floor(funded[p]! / 1_000)));
        expect(await balanceOf(payer.accountNumber)).toBe(funded[p]! - ok * 1_000);
        paid += ok * 1_000;
        accepted += ok;
        refused += EACH - ok;
      }
      expect(await balanceOf(payee.accountNumber)).toBe(payeeBefore + paid);
      const rows = await gateway.db.query<{ n: number }>(
        `SELECT count(*) OVER (PARTITION BY requester, client_transaction_id)::int AS n
           FROM ledger_transactions WHERE client_transaction_id = ANY($1)`,
        [sends.map((s) => s.body.transactionId)],
      );
      expect(rows).toHaveLength(paid / 1_000);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect(await checkLedgerInvariants(gateway.db)).toEqual([]);
    }
    expect(Math.max(...batches)).toBeGreaterThan(1);
    report({
      suite: 'concurrency-group-commit',
      tried: { rounds: ROUNDS, payers: PAYERS, simultaneousPerRound: PAYERS * EACH + PAYERS },
      found: {
        accepted,
        refusedInsufficient: refused,
        copiesAlike,
        batches: batches.length,
        largestBatch: Math.max(...batches),
        lostOrDoubled: 0,
      },
    });
  });
});
