// Property: whatever sequence of deposits, declined deposits, payouts (succeeding, rejected or
// left pending and resolved later) and own-bank transfers customers make, every balance equals
// what a simple model of the rules predicts and the ledger invariants hold.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { computeCharges } from '../../src/domain/fees/schedule';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

type Op =
  | { kind: 'deposit'; who: number; cedis: number; approve: boolean }
  | { kind: 'payout'; who: number; cedis: number; ending: '1234' | '9999' | '8888' }
  | { kind: 'transfer'; from: number; to: number; cedis: number }
  | { kind: 'resolve'; succeed: boolean };

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
        for (const step of ops) {
          if (step.kind === 'deposit') {
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
        await h.assertInvariants();
      }),
      { numRuns: 15 },
    );
  });
});
