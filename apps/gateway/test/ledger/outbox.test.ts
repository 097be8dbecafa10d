// The outbox's retry and give-up rules with a network that never answers: a payout is sent again
// with its reference until its tries run out, then reconciliation asks the network, which never
// received it, and the reservation is returned to the customer exactly once. A send slower than
// the lease keeps its lease: no second worker sends the same call meanwhile.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import type { MomoRequest, PayoutOutcome } from '../../src/adapters/momo/momo';
import { createSandboxMomo } from '../../src/adapters/momo/sandboxMomo';
import { createLedgerService } from '../../src/domain/ledger/index';
import { backoffMs, createOutbox } from '../../src/domain/outbox/outbox';
import { createLedgerHarness, type LedgerHarness } from '../support/ledger';

describe('outbox retries and reconciliation', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await createLedgerHarness();
  });
  afterEach(async () => {
    await h.assertInvariants();
  });
  afterAll(() => h.dispose());

  it('sends a payout again with the same reference, gives up after its tries and reverses it once when the network never got it', async () => {
    const c = await h.customer();
    await h.fund(c, '50.00');
    const sent: string[] = [];
    const sandbox = createSandboxMomo({ db: h.db, now: h.now });
    const outbox = createOutbox({ db: h.db, now: h.now, maxAttempts: 3 });
    const ledger = createLedgerService({
      db: h.db,
      now: h.now,
      bank: createSandboxBank(),
      outbox,
      momo: {
        ...sandbox,
        disburse: (request: MomoRequest) => {
          sent.push(request.transactionId);
          return Promise.reject(new Error('connect ETIMEDOUT'));
        },
        payoutStatus: async () => ({ status: 'NOT_FOUND' }),
      },
    });
    const before = await h.balance(c.accountNumber);
    const req = h.request(c, { amount: '20.00' });
    expect((await ledger.transact(c.auth, req)).result).toMatchObject({ status: 'PROCESSING' });
    const ref = await h.ref(c, req.transactionId);
    expect(await outbox.find(ref)).toMatchObject({
      state: 'QUEUED',
      attempts: 1,
      lastError: 'connect ETIMEDOUT',
    });
    // Not due before its backoff; due after it.
    expect(await outbox.runDue()).toBe(0);
    h.advance(backoffMs(1) + 1);
    expect(await outbox.runDue()).toBe(1);
    h.advance(backoffMs(2) + 1);
    expect(await outbox.runDue()).toBe(1);
    expect(sent).toEqual([ref, ref, ref]);
    // Out of tries: no more sending, left to reconciliation.
    expect(await outbox.find(ref)).toMatchObject({ state: 'SENT', accepted: false, attempts: 3 });
    h.advance(3_600_000);
    expect(await outbox.runDue()).toBe(0);
    expect(await h.balance(c.accountNumber)).toBeLessThan(before);
    const report = await outbox.reconcile({ afterMs: 0, operatorAfterMs: 3_600_000 });
    expect(report).toMatchObject({ checked: 1, resolved: 1, listed: 0 });
    expect((await ledger.getTransaction(c.auth, req.transactionId)).result).toMatchObject({
      status: 'REVERSED',
    });
    expect(await h.balance(c.accountNumber)).toBe(before);
    expect(await outbox.find(ref)).toMatchObject({ state: 'DONE' });
    // Nothing left to reconcile; a late success changes nothing.
    expect(await outbox.reconcile({ afterMs: 0, operatorAfterMs: 0 })).toMatchObject({ checked: 0 });
    await ledger.completePayout(ref, { status: 'SUCCESSFUL', reference: 'late' });
    expect(await h.balance(c.accountNumber)).toBe(before);
  });

  it('keeps the lease of a send slower than the lease: no worker or second instance sends the call meanwhile', async () => {
    const c = await h.customer();
    await h.fund(c, '50.00');
    // Real time here: the lease is short (300 ms) and the send lasts until the test lets it end.
    const now = () => new Date();
    const leaseMs = 300;
    const sent: string[] = [];
    let finish: (outcome: PayoutOutcome) => void = () => {};
    const slow = new Promise<PayoutOutcome>((resolve) => (finish = resolve));
    const sandbox = createSandboxMomo({ db: h.db, now });
    const momo = {
      ...sandbox,
      disburse: (request: MomoRequest) => {
        sent.push(request.transactionId);
        // A second send (the fault this test guards against) answers at once, so it shows.
        return sent.length === 1
          ? slow
          : Promise.resolve<PayoutOutcome>({ status: 'PENDING', reference: 'again' });
      },
    };
    const first = createOutbox({ db: h.db, now, leaseMs });
    const ledger = createLedgerService({ db: h.db, now, bank: createSandboxBank(), outbox: first, momo });
    // A second gateway instance on the same database, with its own worker.
    const second = createOutbox({ db: h.db, now, leaseMs });
    createLedgerService({ db: h.db, now, bank: createSandboxBank(), outbox: second, momo });
    const req = h.request(c, { amount: '20.00' });
    const answer = ledger.transact(c.auth, req);
    while (sent.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Several leases pass while the first send is still under way: nobody takes the call.
    const deadline = Date.now() + 4 * leaseMs;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 2));
      expect(await second.runDue()).toBe(0);
      expect(await first.runDue()).toBe(0);
    }
    expect(sent).toHaveLength(1);
    const ref = sent[0]!;
    finish({ status: 'SUCCESSFUL', reference: 'slow-1' });
    expect((await answer).result).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await first.find(ref)).toMatchObject({ state: 'DONE', attempts: 1 });
  });
});
