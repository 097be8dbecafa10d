// Ledger properties: thousands of random operation sequences (deposits approved or declined,
// withdrawals, mobile-money and other-bank payouts that succeed, are rejected (reversed) or stay
// pending and are resolved later, transfers to another customer and between a customer's own
// accounts, retries with the same transactionId and the same id with another body). After each
// sequence: every balance equals the model's; the entries of every transaction of the sequence sum
// to zero; every touched balance equals the sum of its entries and is not below zero; a retry
// moved nothing and answered the first answer; the same id with another body was refused (409).
// The whole-ledger check (checkLedgerInvariants) runs every CHECK_EVERY sequences and at the end.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { computeCharges, type ChargeKind } from '../../src/fees/schedule';
import { HttpError } from '../../src/http/envelope';
import { OWN_BANK_SORT_CODE, checkLedgerInvariants, openCustomerAccount } from '../../src/ledger';
import type { TransactRequest } from '../../src/ledger/service';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

import { bounded, report, seed } from './report';

// PostgreSQL repeats a tenth of the bounded run (the 10,000 of `npm test` run on PGlite).
const SEQUENCES = Number(
  process.env.LEDGER_SEQUENCES ?? (engine === 'postgres' ? bounded(1_000, 10_000) : bounded(10_000, 50_000)),
);
const CHECK_EVERY = 1_000;
/**
 * Sequences share a pair of customers for this many runs (then a fresh pair), so the ledger is not
 * flooded with accounts; each sequence starts its model from the balances the previous one left
 * (already checked against its model) and settles its pending payouts before it ends.
 */
const PAIR_LIFE = 25;

type Ending = '1234' | '9999' | '8888';
type Op =
  | { kind: 'deposit'; who: number; cedis: number; approve: boolean }
  | { kind: 'withdrawal'; who: number; cedis: number }
  | { kind: 'momo'; who: number; cedis: number; ending: Ending }
  | { kind: 'bank'; who: number; cedis: number; ending: Ending }
  | { kind: 'transfer'; from: number; to: number; cedis: number }
  | { kind: 'own'; who: number; cedis: number; toSavings: boolean }
  | { kind: 'resolve'; succeed: boolean }
  | { kind: 'retry'; pick: number }
  | { kind: 'conflict'; pick: number };

const who = fc.integer({ min: 0, max: 1 });
const cedis = fc.integer({ min: 1, max: 300 });
const ending = fc.constantFrom<Ending>('1234', '9999', '8888');
const pick = fc.nat();
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), who, cedis, approve: fc.boolean() }),
  },
  fc.record({ kind: fc.constant('withdrawal' as const), who, cedis }),
  fc.record({ kind: fc.constant('momo' as const), who, cedis, ending }),
  fc.record({ kind: fc.constant('bank' as const), who, cedis, ending }),
  fc.record({ kind: fc.constant('transfer' as const), from: who, to: who, cedis }),
  fc.record({ kind: fc.constant('own' as const), who, cedis, toSavings: fc.boolean() }),
  fc.record({ kind: fc.constant('resolve' as const), succeed: fc.boolean() }),
  fc.record({ kind: fc.constant('retry' as const), pick }),
  fc.record({ kind: fc.constant('conflict' as const), pick }),
);

interface Person extends TestCustomer {
  savings: string;
}

const counts: Record<string, number> = {};
let operations = 0;
let refusedAsExpected = 0;
let fullChecks = 0;

describe(`ledger properties on ${engine}`, () => {
  let h: LedgerHarness;
  let otherBank = '';
  beforeAll(async () => {
    h = await createLedgerHarness();
    const [row] = await h.db.query<{ code: string }>(
      `SELECT code FROM sort_codes WHERE type = 'BANK' AND code <> $1 ORDER BY code LIMIT 1`,
      [OWN_BANK_SORT_CODE],
    );
    otherBank = row!.code;
  });
  afterAll(() => h?.dispose());

  async function person(): Promise<Person> {
    const customer = await h.customer();
    h.tiers.set(customer.customerNumber, 'ENHANCED');
    const { accountNumber } = await h.db.transaction((tx) =>
      openCustomerAccount(tx, { customerNumber: customer.customerNumber, productName: 'TARGET SAVE' }),
    );
    return { ...customer, savings: accountNumber };
  }

  async function scopedProblems(accounts: string[], ids: string[]): Promise<string[]> {
    const problems: string[] = [];
    if (ids.length) {
      const unbalanced = await h.db.query<{ transaction_id: string; total: number }>(
        `SELECT p.transaction_id, sum(e.amount)::bigint AS total
           FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
          WHERE p.transaction_id = ANY($1)
          GROUP BY p.transaction_id HAVING sum(e.amount) <> 0`,
        [ids],
      );
      for (const row of unbalanced) problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);
    }
    const rows = await h.db.query<{ account_number: string; balance: number; total: number }>(
      `SELECT a.account_number, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
         FROM ledger_accounts a LEFT JOIN ledger_entries e USING (account_number)
        WHERE a.account_number = ANY($1)
        GROUP BY a.account_number, a.balance`,
      [accounts],
    );
    for (const row of rows) {
      if (row.balance !== row.total)
        problems.push(`account ${row.account_number} ${row.balance} ≠ entries ${row.total}`);
      if (row.balance < 0) problems.push(`account ${row.account_number} below zero: ${row.balance}`);
    }
    return problems;
  }

  async function balancesOf(people: Person[]): Promise<number[][]> {
    const rows = await h.db.query<{ account_number: string; balance: number }>(
      `SELECT account_number, balance FROM ledger_accounts WHERE account_number = ANY($1)`,
      [people.flatMap((p) => [p.accountNumber, p.savings])],
    );
    const of = (account: string) => rows.find((row) => row.account_number === account)?.balance;
    return people.map((p) => [of(p.accountNumber)!, of(p.savings)!]);
  }

  it(`keeps the model's balances and every invariant over ${SEQUENCES} random sequences`, async () => {
    let sequences = 0;
    let pair: Person[] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops) => {
        if (!pair || sequences % PAIR_LIFE === 0) pair = [await person(), await person()];
        const people = pair;
        // Balances in pesewas: [main, savings] per person, as the previous sequence left them.
        const model = await balancesOf(people);
        const accepted: { req: TransactRequest; person: number; answer: unknown }[] = [];
        const pending: { id: string; who: number; total: number }[] = [];
        const ids: string[] = [];
        const charge = (kind: ChargeKind, amount: number) => {
          const { fee, levy } = computeCharges(kind, amount, h.now());
          return amount + fee + levy;
        };
        const send = async (p: number, overrides: Partial<TransactRequest>) => {
          const req = h.request(people[p]!, overrides);
          ids.push(req.transactionId);
          const answer = await h.ledger.transact(people[p]!.auth, req);
          return { req, answer };
        };
        const payout = async (
          p: number,
          amount: number,
          kind: ChargeKind,
          overrides: Partial<TransactRequest>,
          end: Ending,
        ) => {
          const total = charge(kind, amount);
          const { req, answer } = await send(p, overrides);
          if (model[p]![0]! < total) {
            expect(answer.isSuccess).toBe(false);
            expect(answer.displayMessage).toMatch(/^Insufficient balance/);
            refusedAsExpected += 1;
            return;
          }
          accepted.push({ req, person: p, answer });
          // 9999: rejected at once, the reservation reversed; 8888: reserved until resolved.
          if (end === '1234') model[p]![0]! -= total;
          if (end === '8888') {
            model[p]![0]! -= total;
            pending.push({ id: req.transactionId, who: p, total });
          }
        };

        for (const step of ops) {
          operations += 1;
          counts[step.kind] = (counts[step.kind] ?? 0) + 1;
          if (step.kind === 'deposit') {
            const { req, answer } = await send(step.who, {
              transactionType: 'DEPOSIT',
              amount: `${step.cedis}.00`,
              destinationAccountNumber: '0241231234',
            });
            expect(answer.isSuccess).toBe(true);
            accepted.push({ req, person: step.who, answer });
            const promptId = (answer.result as { promptId: string }).promptId;
            await h.ledger.sandbox!.decidePrompt(promptId, step.approve ? 'APPROVED' : 'DECLINED');
            if (step.approve) model[step.who]![0]! += step.cedis * 100;
          } else if (step.kind === 'withdrawal') {
            await payout(
              step.who,
              step.cedis * 100,
              'WITHDRAWAL',
              {
                transactionType: 'WITHDRAWAL',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: '0241231234',
              },
              '1234',
            );
          } else if (step.kind === 'momo') {
            await payout(
              step.who,
              step.cedis * 100,
              'WITHDRAWAL',
              {
                transactionType: 'MOMO',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: `024123${step.ending}`,
              },
              step.ending,
            );
          } else if (step.kind === 'bank') {
            await payout(
              step.who,
              step.cedis * 100,
              'OTHER_BANK_TRANSFER',
              {
                transactionType: 'BANK_TRANSFER',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: `1000012${step.ending}`,
                destinationSortCode: otherBank,
              },
              step.ending,
            );
          } else if (step.kind === 'transfer' || step.kind === 'own') {
            const from = step.kind === 'transfer' ? step.from : step.who;
            const to = step.kind === 'transfer' ? step.to : step.who;
            const fromSlot = step.kind === 'own' && !step.toSavings ? 1 : 0;
            const toSlot = step.kind === 'own' ? 1 - fromSlot : 0;
            const accountOf = (p: number, slot: number) =>
              slot === 0 ? people[p]!.accountNumber : people[p]!.savings;
            const amount = step.cedis * 100;
            const { req, answer } = await send(from, {
              customerAccountNumber: accountOf(from, fromSlot),
              transactionType: 'BANK_TRANSFER',
              amount: `${step.cedis}.00`,
              destinationAccountNumber: accountOf(to, toSlot),
              destinationSortCode: OWN_BANK_SORT_CODE,
            });
            const total = charge('OWN_BANK_TRANSFER', amount);
            const same = from === to && fromSlot === toSlot;
            if (!same && model[from]![fromSlot]! >= total) {
              expect(answer.isSuccess).toBe(true);
              accepted.push({ req, person: from, answer });
              model[from]![fromSlot]! -= total;
              model[to]![toSlot]! += amount;
            } else {
              expect(answer.isSuccess).toBe(false);
              refusedAsExpected += 1;
            }
          } else if (step.kind === 'resolve') {
            const next = pending.shift();
            if (!next) continue;
            await h.ledger.completePayout(
              next.id,
              step.succeed
                ? { status: 'SUCCESSFUL', reference: 'late' }
                : { status: 'FAILED', reason: 'Rejected late.' },
            );
            if (!step.succeed) model[next.who]![0]! += next.total;
          } else if (accepted.length) {
            const first = accepted[step.pick % accepted.length]!;
            const owner = people[first.person]!;
            if (step.kind === 'retry') {
              const again = await h.ledger.transact(owner.auth, { ...first.req });
              expect(again).toEqual(first.answer);
            } else {
              const other = { ...first.req, amount: `${Number(first.req.amount) + 1}.00` };
              const refusal = await h.ledger.transact(owner.auth, other).then(
                () => null,
                (error: unknown) => error,
              );
              expect(refusal).toBeInstanceOf(HttpError);
              expect((refusal as HttpError).statusCode).toBe(409);
              refusedAsExpected += 1;
            }
          }
        }
        for (const left of pending) {
          await h.ledger.completePayout(left.id, { status: 'SUCCESSFUL', reference: 'end' });
        }
        expect(await balancesOf(people)).toEqual(model);
        const touched = people.flatMap((p) => [p.accountNumber, p.savings]);
        expect(await scopedProblems(touched, ids)).toEqual([]);
        sequences += 1;
        if (sequences % CHECK_EVERY === 0) {
          fullChecks += 1;
          expect(await checkLedgerInvariants(h.db)).toEqual([]);
        }
      }),
      { numRuns: SEQUENCES, seed, endOnFailure: true },
    );
    fullChecks += 1;
    const problems = await checkLedgerInvariants(h.db);
    expect(problems).toEqual([]);
    report({
      suite: 'ledger properties',
      tried: { sequences, operations, ...counts },
      found: { invariantViolations: problems.length, refusedAsExpected, wholeLedgerChecks: fullChecks },
    });
  });
});
