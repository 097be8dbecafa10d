// Whose is a transactionId: a customer's id is an idempotency key of that customer alone (the same
// id from two customers is two attempts, and neither learns the other exists), and the ids of
// system movements (interest `INT-…`, set-and-forget `auto-…`, prizes `prize-…`) live where no
// request can reach, so a customer who sends one of them first never stops the job.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  accrueInterest,
  creditInterest,
  daysBetween,
  interestTransactionId,
  openCustomerAccount,
  seedMovement,
} from '../../src/domain/ledger';
import { engine } from '../support/database';
import { createLedgerHarness, type LedgerHarness, type TestCustomer } from '../support/ledger';

import { report } from './report';

let h: LedgerHarness;
let attempts = 0;
beforeAll(async () => {
  h = await createLedgerHarness({ now: '2026-11-03T08:00:00Z' });
});
afterEach(async () => {
  await h.assertInvariants();
});
afterAll(async () => {
  report({
    suite: 'transaction id namespaces',
    tried: { attempts },
    found: { invariantViolations: 0 },
  });
  await h.dispose();
});

/** A deposit the customer approves at once; answers the transact answer. */
async function deposit(customer: TestCustomer, transactionId: string, amount: string) {
  attempts += 1;
  const answer = await h.ledger.transact(
    customer.auth,
    h.request(customer, { transactionType: 'DEPOSIT', transactionId, amount }),
  );
  const promptId = (answer.result as { promptId?: string } | null)?.promptId;
  if (promptId) await h.ledger.sandbox!.decidePrompt(promptId, 'APPROVED');
  return answer;
}

describe(`transaction id namespaces on ${engine}`, () => {
  it('lets two customers use the same id: both succeed, each reads only their own', async () => {
    const ama = await h.customer();
    const kofi = await h.customer();
    const id = `shared-${ama.customerNumber}`;
    expect(await deposit(ama, id, '25.00')).toMatchObject({ isSuccess: true });
    expect(await deposit(kofi, id, '40.00')).toMatchObject({ isSuccess: true });
    expect(await h.balance(ama.accountNumber)).toBe(2_500);
    expect(await h.balance(kofi.accountNumber)).toBe(4_000);
    expect((await h.ledger.getTransaction(ama.auth, id)).result).toMatchObject({
      transactionId: id,
      amount: '25.00',
      status: 'SUCCESSFUL',
    });
    expect((await h.ledger.getTransaction(kofi.auth, id)).result).toMatchObject({
      transactionId: id,
      amount: '40.00',
      status: 'SUCCESSFUL',
    });
    // Each customer's replay still answers their own first answer and moves nothing again.
    const again = await h.ledger.transact(
      kofi.auth,
      h.request(kofi, { transactionType: 'DEPOSIT', transactionId: id, amount: '40.00' }),
    );
    expect(again).toMatchObject({ isSuccess: true, result: { transactionId: id, amount: '40.00' } });
    expect(await h.balance(kofi.accountNumber)).toBe(4_000);
    // A third customer learns nothing of the id.
    const yaw = await h.customer();
    await expect(h.ledger.getTransaction(yaw.auth, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("does not let a customer's deposit with the interest job's id stop the month's interest", async () => {
    const c = await h.customer();
    await h.db.transaction((tx) =>
      seedMovement(tx, {
        transactionId: `ns-seed-${c.customerNumber}`,
        accountNumber: c.accountNumber,
        customerNumber: c.customerNumber,
        type: 'DEPOSIT',
        amount: 365_000,
        at: new Date('2026-10-01T09:00:00Z'),
        narration: 'opening deposit',
      }),
    );
    for (const day of daysBetween('2026-10-01', '2026-10-31'))
      await accrueInterest(h.db, { day, annualRateBps: 1_000 });
    const jobId = interestTransactionId(c.accountNumber, '2026-10');
    expect(await deposit(c, jobId, '10.00')).toMatchObject({ isSuccess: true });
    expect(await h.balance(c.accountNumber)).toBe(365_000 + 1_000);

    await creditInterest(h.db, { month: '2026-10', at: new Date('2026-11-01T01:00:00Z') });
    // GH₵3,650.00 at 10% for 31 days: GH₵31.00, credited as interest under the job's own id.
    expect(await h.balance(c.accountNumber)).toBe(365_000 + 1_000 + 3_100);
    const rows = await h.db.query<{ transaction_type: string; amount: number }>(
      `SELECT transaction_type, amount FROM ledger_transactions WHERE transaction_id = $1`,
      [jobId],
    );
    expect(rows).toEqual([{ transaction_type: 'INTEREST', amount: 3_100 }]);
  });

  it("does not let a customer's own use of the set-and-forget or prize id stop the job", async () => {
    const c = await h.customer();
    await h.fund(c, '100.00');
    const goal = await h.db.transaction((tx) =>
      openCustomerAccount(tx, { customerNumber: c.customerNumber, productName: 'TARGET SAVE' }),
    );
    const jobId = `auto-${goal.accountNumber}-2026-11`;
    expect(await deposit(c, jobId, '5.00')).toMatchObject({ isSuccess: true });
    expect(await deposit(c, `prize-${goal.accountNumber}-1`, '5.00')).toMatchObject({ isSuccess: true });
    const funded = await h.ledger.transactForCustomer('set-and-forget', c.customerNumber, {
      customerAccountNumber: c.accountNumber,
      transactionId: jobId,
      amount: '30.00',
      narration: 'Set & Forget',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: goal.accountNumber,
      destinationSortCode: '999999',
      sourceSystem: 'SET AND FORGET',
    });
    expect(funded).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
    expect(await h.balance(goal.accountNumber)).toBe(3_000);
    expect(await h.balance(c.accountNumber)).toBe(10_000 + 500 + 500 - 3_000);
    // The customer still reads their own deposit under the id they typed.
    expect((await h.ledger.getTransaction(c.auth, jobId)).result).toMatchObject({
      transactionType: 'DEPOSIT',
      amount: '5.00',
    });
  });
});
