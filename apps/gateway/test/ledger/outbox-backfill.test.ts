// Money in flight from before the outbox (migration 0880_outbox_backfill): a payout or collection
// left PROCESSING by a gateway older than migration 0700 has no outbox call, so reconciliation
// never asked about it. The migration gives each the call the ledger records today (same
// reference, same payload), and reconciliation then settles it once, or lists it for an operator
// when the provider no longer knows it (never reversing money that may have moved).
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { BankTransferRequest } from '../../src/adapters/bank/bank';
import { createSandboxBank } from '../../src/adapters/bank/sandboxBank';
import type { MomoRequest, RemoteStatus } from '../../src/adapters/momo/momo';
import { createSandboxMomo } from '../../src/adapters/momo/sandboxMomo';
import { listMigrations } from '../../src/db/migrate';
import { createLedgerService } from '../../src/domain/ledger/index';
import { createOutbox } from '../../src/domain/outbox/outbox';
import { createLedgerHarness, type LedgerHarness } from '../support/ledger';

let h: LedgerHarness;
beforeAll(async () => {
  h = await createLedgerHarness();
});
afterAll(async () => {
  await h.assertInvariants();
  await h.dispose();
});

const BACKFILL = listMigrations().find((m) => m.version === '0880_outbox_backfill')!.sql;

it('gives a pre-outbox PROCESSING payout or collection its call, and reconciliation settles each once', async () => {
  const statuses = new Map<string, RemoteStatus>();
  const sandboxMomo = createSandboxMomo({ db: h.db, now: h.now });
  const sandboxBank = createSandboxBank();
  const outbox = createOutbox({ db: h.db, now: h.now });
  const ledger = createLedgerService({
    db: h.db,
    now: h.now,
    outbox,
    momo: {
      ...sandboxMomo,
      payoutStatus: async (request: MomoRequest) =>
        statuses.get(request.transactionId) ?? { status: 'PENDING' },
    },
    bank: {
      ...sandboxBank,
      transferStatus: async (request: BankTransferRequest) =>
        statuses.get(request.transactionId) ?? { status: 'PENDING' },
    },
  });
  const c = await h.customer();
  await h.fund(c, '200.00');

  // Three movements the network or bank has not finished (…8888 stays pending in the sandbox).
  const momo = h.request(c, {
    transactionType: 'MOMO',
    amount: '20.00',
    destinationAccountNumber: '0551238888',
  });
  const bank = h.request(c, {
    transactionType: 'BANK_TRANSFER',
    amount: '30.00',
    destinationAccountNumber: '0012348888',
    destinationSortCode: '130100',
  });
  const lost = h.request(c, {
    transactionType: 'BANK_TRANSFER',
    amount: '15.00',
    destinationAccountNumber: '0012358888',
    destinationSortCode: '130100',
  });
  const deposit = h.request(c, { transactionType: 'DEPOSIT', amount: '40.00', narration: '' });
  for (const request of [momo, bank, lost, deposit])
    expect((await ledger.transact(c.auth, request)).isSuccess).toBe(true);
  await outbox.settle();
  const refs = {
    momo: await h.ref(c, momo.transactionId),
    bank: await h.ref(c, bank.transactionId),
    lost: await h.ref(c, lost.transactionId),
    deposit: await h.ref(c, deposit.transactionId),
  };
  const recorded = new Map(
    (
      await h.db.query<{ call_id: string; kind: string; payload: unknown }>(
        `SELECT call_id, kind, payload FROM outbox_calls WHERE call_id = ANY($1)`,
        [Object.values(refs)],
      )
    ).map((row) => [row.call_id, row]),
  );
  expect(recorded.size).toBe(4);
  const balanceBefore = await h.balance(c.accountNumber);

  // As a gateway older than the outbox left them: PROCESSING, no call. Reconciliation sees nothing.
  await h.db.query(`DELETE FROM outbox_calls WHERE call_id = ANY($1)`, [Object.values(refs)]);
  const statusOf = async (ref: string) =>
    (
      await h.db.query<{ status: string }>(
        `SELECT status FROM ledger_transactions WHERE transaction_id = $1`,
        [ref],
      )
    )[0]?.status;
  for (const ref of Object.values(refs)) expect(await statusOf(ref)).toBe('PROCESSING');
  h.advance(60 * 60_000);
  expect((await outbox.reconcile({ afterMs: 60_000, operatorAfterMs: 86_400_000 })).checked).toBe(0);

  // The migration: each gets the call the ledger records today (twice changes nothing).
  await h.db.transaction((tx) => tx.exec(BACKFILL));
  await h.db.transaction((tx) => tx.exec(BACKFILL));
  const backfilled = await h.db.query<{
    call_id: string;
    kind: string;
    payload: unknown;
    state: string;
    accepted: boolean;
  }>(`SELECT call_id, kind, payload, state, accepted FROM outbox_calls WHERE call_id = ANY($1)`, [
    Object.values(refs),
  ]);
  expect(backfilled).toHaveLength(4);
  for (const call of backfilled) {
    const original = recorded.get(call.call_id)!;
    expect({ kind: call.kind, payload: call.payload }).toEqual({
      kind: original.kind,
      payload: original.payload,
    });
    expect(call).toMatchObject({ state: 'SENT', accepted: true });
  }

  // The network paid the wallet, the bank rejected a transfer, the payer approved the deposit;
  // the other bank no longer knows the last transfer.
  statuses.set(refs.momo, { status: 'SUCCESSFUL', reference: 'MTN-1' });
  statuses.set(refs.bank, { status: 'FAILED', reason: 'The receiving bank rejected the transfer.' });
  statuses.set(refs.lost, { status: 'NOT_FOUND' });
  await h.db.query(`UPDATE sandbox_momo_prompts SET status = 'APPROVED' WHERE reference = $1`, [
    refs.deposit,
  ]);
  const report = await outbox.reconcile({ afterMs: 60_000, operatorAfterMs: 86_400_000 });
  expect(report).toMatchObject({ checked: 4, resolved: 3, listed: 1 });
  expect(await statusOf(refs.momo)).toBe('SUCCESSFUL');
  expect(await statusOf(refs.bank)).toBe('REVERSED');
  expect(await statusOf(refs.deposit)).toBe('SUCCESSFUL');
  expect(await statusOf(refs.lost)).toBe('PROCESSING');
  expect((await outbox.unresolved()).map((call) => call.callId)).toEqual([refs.lost]);
  // The bank transfer's 30.00 (and its charges) came back, the deposit's 40.00 came in, once.
  const [reserved] = await h.db.query<{ total: string }>(
    `SELECT amount + fee_amount + elevy_amount AS total FROM ledger_transactions WHERE transaction_id = $1`,
    [refs.bank],
  );
  expect(await h.balance(c.accountNumber)).toBe(balanceBefore + Number(reserved!.total) + 4_000);

  // A second pass changes nothing.
  const again = await outbox.reconcile({ afterMs: 60_000, operatorAfterMs: 86_400_000 });
  expect(again).toMatchObject({ checked: 1, resolved: 0 });
  expect(await h.balance(c.accountNumber)).toBe(balanceBefore + Number(reserved!.total) + 4_000);
  const postings = await h.db.query<{ transaction_id: string; n: string }>(
    `SELECT transaction_id, count(*) AS n FROM ledger_postings WHERE transaction_id = ANY($1)
      GROUP BY transaction_id, kind HAVING count(*) > 1`,
    [Object.values(refs)],
  );
  expect(postings).toEqual([]);
});
