// Property: whatever sequence of deposits, declined deposits, payouts (succeeding, rejected or
// left pending and resolved later), own-bank transfers and goal movements (a goal opened and
// funded, broken early under the fee schedule's rule, matured by the job, closed when empty,
// a break replayed) customers make, every balance equals what a simple model of the rules
// predicts and the ledger invariants hold.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { computeCharges, goalBreakTerms } from '../../src/domain/fees/schedule';
import { openCustomerAccount } from '../../src/domain/ledger/index';
import { engine } from '../support/database';
import { createLedgerHarness, freshId, type LedgerHarness, type TestCustomer } from '../support/ledger';

type Op =
  | { kind: 'deposit'; who: number; cedis: number; approve: boolean }
  | { kind: 'payout'; who: number; cedis: number; ending: '1234' | '9999' | '8888' }
  | { kind: 'transfer'; from: number; to: number; cedis: number }
  | { kind: 'resolve'; succeed: boolean }
  | { kind: 'goal'; who: number; cedis: number }
  | { kind: 'release'; who: number; how: 'break' | 'replay' | 'mature' | 'close' };

const who = fc.integer({ min: 0, max: 2 });
const cedis = fc.integer({ min: 1, max: 400 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), who, cedis, approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('payout' as const),
    who,
    cedis,
    ending: fc.constantFrom('1234' as const, '9999' as const, '8888' as const),
  }),
  fc.record({ kind: fc.constant('transfer' as const), from: who, to: who, cedis }),
  fc.record({ kind: fc.constant('resolve' as const), succeed: fc.boolean() }),
  fc.record({ kind: fc.constant('goal' as const), who, cedis: fc.integer({ min: 0, max: 200 }) }),
  fc.record({
    kind: fc.constant('release' as const),
    who,
    how: fc.constantFrom('break' as const, 'replay' as const, 'mature' as const, 'close' as const),
  }),
);

describe(`ledger model on ${engine}`, () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterAll(() => h.dispose());

  it('keeps every balance equal to the model and every invariant, for any sequence of movements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const people: TestCustomer[] = [];
        for (let i = 0; i < 3; i++) {
          const c = await h.customer();
          h.tiers.set(c.customerNumber, 'ENHANCED');
          people.push(c);
        }
        const model = [0, 0, 0];
        const pending: { id: string; who: number; total: number }[] = [];
        const goals: { who: number; account: string; balance: number; open: boolean; breakId?: string }[] =
          [];
        for (const step of ops) {
          if (step.kind === 'goal') {
            const p = people[step.who]!;
            const { accountNumber } = await h.db.transaction((tx) =>
              openCustomerAccount(tx, { customerNumber: p.customerNumber, productName: 'TARGET SAVE' }),
            );
            const goal = { who: step.who, account: accountNumber, balance: 0, open: true };
            goals.push(goal);
            if (step.cedis === 0) continue;
            const answer = await h.ledger.transact(
              p.auth,
              h.request(p, {
                transactionType: 'BANK_TRANSFER',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: accountNumber,
                destinationSortCode: '999999',
              }),
            );
            if (model[step.who]! >= step.cedis * 100) {
              expect(answer.isSuccess).toBe(true);
              model[step.who]! -= step.cedis * 100;
              goal.balance = step.cedis * 100;
            } else {
              expect(answer.isSuccess).toBe(false);
            }
          } else if (step.kind === 'release') {
            const p = people[step.who]!;
            // The newest goal of the customer, open or not (a release of a closed goal is refused).
            const goal = goals.filter((g) => g.who === step.who).at(-1);
            if (!goal) continue;
            if (step.how === 'close') {
              const closed = await h.ledger.closeEmptyGoal({
                customerNumber: p.customerNumber,
                goalAccountNumber: goal.account,
              });
              expect(closed.closed).toBe(goal.open && goal.balance === 0);
              if (closed.closed) goal.open = false;
              continue;
            }
            const mature = step.how === 'mature';
            const transactionId = step.how === 'replay' && goal.breakId ? goal.breakId : freshId('brk');
            const answer = await h.ledger.releaseGoal({
              kind: mature ? 'MATURITY' : 'BREAK',
              customerNumber: p.customerNumber,
              goalAccountNumber: goal.account,
              transactionId,
            });
            if (!mature && transactionId === goal.breakId) {
              // The same request again: the first answer, no money.
              expect(answer.isSuccess).toBe(true);
            } else if (goal.open && (mature || goal.balance > 0)) {
              expect(answer.isSuccess).toBe(true);
              const fee = mature ? 0 : goalBreakTerms(goal.balance, 0, h.now()).fee;
              model[step.who]! += goal.balance - fee;
              goal.balance = 0;
              goal.open = false;
              if (!mature) goal.breakId = transactionId;
            } else {
              expect(answer.isSuccess).toBe(false);
            }
          } else if (step.kind === 'deposit') {
            const p = people[step.who]!;
            const answer = await h.ledger.transact(
              p.auth,
              h.request(p, { transactionType: 'DEPOSIT', amount: `${step.cedis}.00` }),
            );
            const promptId = (answer.result as { promptId: string }).promptId;
            await h.ledger.sandbox!.decidePrompt(promptId, step.approve ? 'APPROVED' : 'DECLINED');
            if (step.approve) model[step.who]! += step.cedis * 100;
          } else if (step.kind === 'payout') {
            const p = people[step.who]!;
            const amount = step.cedis * 100;
            const { fee, levy } = computeCharges('WITHDRAWAL', amount, h.now());
            const total = amount + fee + levy;
            const req = h.request(p, {
              transactionType: 'MOMO',
              amount: `${step.cedis}.00`,
              destinationAccountNumber: `020123${step.ending}`,
            });
            const answer = await h.ledger.transact(p.auth, req);
            if (model[step.who]! < total) {
              expect(answer.displayMessage).toMatch(/^Insufficient balance/);
            } else if (step.ending === '1234') {
              model[step.who]! -= total;
            } else if (step.ending === '8888') {
              model[step.who]! -= total;
              pending.push({ id: await h.ref(p, req.transactionId), who: step.who, total });
            }
          } else if (step.kind === 'transfer') {
            const from = people[step.from]!;
            const to = people[step.to]!;
            const answer = await h.ledger.transact(
              from.auth,
              h.request(from, {
                transactionType: 'BANK_TRANSFER',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: to.accountNumber,
                destinationSortCode: '999999',
              }),
            );
            if (step.from !== step.to && model[step.from]! >= step.cedis * 100) {
              expect(answer.isSuccess).toBe(true);
              model[step.from]! -= step.cedis * 100;
              model[step.to]! += step.cedis * 100;
            } else {
              expect(answer.isSuccess).toBe(false);
            }
          } else {
            const next = pending.shift();
            if (!next) continue;
            await h.ledger.completePayout(
              next.id,
              step.succeed
                ? { status: 'SUCCESSFUL', reference: 'late' }
                : { status: 'FAILED', reason: 'Rejected late.' },
            );
            if (!step.succeed) model[next.who]! += next.total;
          }
        }
        for (let i = 0; i < 3; i++) expect(await h.balance(people[i]!.accountNumber)).toBe(model[i]);
        for (const goal of goals) expect(await h.balance(goal.account)).toBe(goal.balance);
        await h.assertInvariants();
      }),
      { numRuns: 15 },
    );
  });
});
