// Group commit of internal transfers: the calls of `ledger_internal_transfer` that arrive while
// the database is busy wait in a per-process queue and are posted together by one call of
// `ledger_internal_transfer_batch` (migration 1050) in one transaction. Transfers that all pay one
// account otherwise queue one by one on that account's row lock, each holding it for a call, its
// round trips and a commit; a batch takes the lock once and shares the round trips and the commit.
//
// Each caller still gets its own answer, as if it had called alone: the function runs every item
// in its own subtransaction (a refusal or an error of one never fails another), in arrival order
// (an item sees the balance the ones before it left; an id twice is posted once), and an answer is
// handed out only after the batch committed. When the batch as a whole fails (a lost connection, a
// commit refused, a deadlock the retries did not clear) every item is posted again on its own
// through the single path: whatever the batch did or did not commit, the idempotency key answers
// each one with the first answer stored, so nothing is lost or posted twice.
import type { Queryable } from '../../db/database';

import type { LedgerContext } from './context';
import type { CustomerTransfer } from './types';

/** How batches are formed: at most `maxItems` per call, waiting at most `waitMs` for company. */
export interface GroupCommitConfig {
  maxItems: number;
  waitMs: number;
}

/** One row of `ledger_internal_transfer_batch`: the item's answer, or why it failed. */
type BatchRow = Record<string, unknown> & { item: number; failure: string | null };

interface Waiting<A> {
  params: unknown[];
  transfer: CustomerTransfer | null;
  resolve(answer: A): void;
  reject(error: unknown): void;
}

/** The argument of ledger_internal_transfer whose value is jsonb (the first answers by name). */
const ANSWERS_PARAM = 16;

/**
 * Batches in the database at once per process. Two, so the next batch waits on the hot account's
 * lock inside the database and takes it the moment the one before commits, instead of a round trip
 * later; more would only queue on the same lock. Never a deadlock: each batch locks everything it
 * needs first, in account-number order, as every other movement does.
 */
const IN_FLIGHT = 2;

const BATCH_CALL = `SELECT item, outcome, recipient, figure, other_figure, prior, destination_name, breach, failure
  FROM ledger_internal_transfer_batch($1::jsonb)`;

export interface TransferPoster<A> {
  /** Posts one call's parameters (and, for a transfer to another customer, its notices). */
  post(params: unknown[], transfer: CustomerTransfer | null): Promise<A>;
}

/**
 * `single` posts one item alone (the path without batching, with its own retries): used for an
 * item the batch could not answer. `made` tells which answers moved money, whose transfers then
 * get the onTransfer hook's writes in the batch's transaction.
 */
export function createTransferPoster<A extends { outcome: string }>(
  ctx: LedgerContext,
  config: GroupCommitConfig,
  single: (params: unknown[], transfer: CustomerTransfer | null) => Promise<A>,
): TransferPoster<A> {
  const queue: Waiting<A>[] = [];
  let flushing = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const alone = (item: Waiting<A>) => {
    single(item.params, item.transfer).then(item.resolve, item.reject);
  };

  async function notices(tx: Queryable, transfers: CustomerTransfer[]) {
    const { onTransfer, onTransfers } = ctx.deps;
    if (onTransfers) return onTransfers(tx, transfers);
    if (onTransfer) for (const transfer of transfers) await onTransfer(tx, transfer);
  }

  async function flush() {
    const batch = queue.splice(0, config.maxItems);
    if (batch.length === 0) return;
    const items = JSON.stringify(
      batch.map(({ params }) =>
        params.map((value, i) => (i === ANSWERS_PARAM ? JSON.parse(value as string) : value)),
      ),
    );
    let rows: BatchRow[];
    try {
      // Without notices to write, the call is one statement: its own transaction, one round trip.
      rows = batch.some((item) => item.transfer)
        ? await ctx.db.transaction(async (tx) => {
            const answered = await tx.query<BatchRow>(BATCH_CALL, [items]);
            const made = answered
              .filter((row) => row.failure === null && row.outcome === 'done' && batch[row.item]?.transfer)
              .map((row) => batch[row.item]!.transfer!);
            if (made.length > 0) await notices(tx, made);
            return answered;
          })
        : await ctx.db.query<BatchRow>(BATCH_CALL, [items]);
    } catch {
      // Nothing of the batch is known to be written, or all of it is: each alone settles which.
      for (const item of batch) alone(item);
      return;
    }
    const byItem = new Map(rows.map((row) => [Number(row.item), row]));
    batch.forEach((item, n) => {
      const row = byItem.get(n);
      if (!row || row.failure !== null) {
        alone(item);
        return;
      }
      const { item: _item, failure: _failure, ...answer } = row;
      item.resolve(answer as unknown as A);
    });
  }

  function schedule() {
    if (flushing >= IN_FLIGHT || queue.length === 0) return;
    if (queue.length >= config.maxItems || config.waitMs <= 0 || flushing > 0) {
      if (timer) clearTimeout(timer);
      timer = null;
      void run();
      return;
    }
    timer ??= setTimeout(() => {
      timer = null;
      void run();
    }, config.waitMs);
  }

  async function run() {
    if (flushing >= IN_FLIGHT || queue.length === 0) return;
    flushing += 1;
    try {
      await flush();
    } finally {
      flushing -= 1;
      schedule();
    }
  }

  return {
    post(params, transfer) {
      return new Promise<A>((resolve, reject) => {
        queue.push({ params, transfer, resolve, reject });
        schedule();
      });
    },
  };
}
