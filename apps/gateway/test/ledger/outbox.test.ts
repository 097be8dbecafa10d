// The outbox's retry and give-up rules with a network that never answers: a payout is sent again
// with its reference until its tries run out, then reconciliation asks the network, which never
// received it, and the reservation is returned to the customer exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import type { MomoRequest } from '../../src/adapters/momo/momo';
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
});
