// The transactional outbox (ARCHITECTURE "Money in flight"). A module that needs an outside party
// writes the call with enqueueCall inside the same database transaction as the hold or request it
// serves; after the commit it delivers the call itself (the writer holds a short lease), and when
// it crashed first, the worker (runDue) sends it once the lease has passed. Every attempt carries
// the same reference (call_id), so the provider sees one request however often it is sent.
//
// Each kind of call has a handler (registered by the module that owns the movement): send it,
// ask the provider what became of it (reconciliation), or give it up when the provider never got
// it. Handlers record outcomes in their own transactions and close the call there (closeCalls),
// so an outcome and the end of its call are one commit.
import type { Database, Queryable } from '../../db/database';

import { heldNote, mismatchOf, type Asked, type CheckedOutcome, type Mismatch } from './settlement';

export type CallKind = 'COLLECTION' | 'PAYOUT' | 'BILL' | 'KYC';

export interface OutboxCall<Payload = Record<string, unknown>> {
  callId: string;
  kind: CallKind;
  subject: string;
  payload: Payload;
  state: 'QUEUED' | 'SENT' | 'DONE';
  accepted: boolean;
  attempts: number;
  lastError: string | null;
  operatorNote: string | null;
  /** What was asked and what the provider reported, when its answer did not match (settlement.ts). */
  held: Mismatch | null;
  /** What the provider said after the outcome was recorded that contradicts it (late news). */
  lateNews: string | null;
  createdAt: Date;
}

export interface CallHandler {
  /**
   * Sends the call (same reference every time). 'done': its outcome is recorded; 'sent': the
   * provider accepted it and the outcome comes later (callback, reconciliation). Throws when the
   * answer is unknown (timeout, network): the call is sent again later. 'held': the provider's
   * answer did not match the call (outbox.verify): nothing was recorded, a person decides.
   */
  send(call: OutboxCall<never>): Promise<'done' | 'sent' | 'held'>;
  /** Asks the provider about the call and records a final outcome when there is one. */
  check(call: OutboxCall<never>): Promise<'done' | 'pending' | 'not-found' | 'held'>;
  /** The provider never received the call and it will not be sent again: release what it holds. */
  abandon(call: OutboxCall<never>, reason: string): Promise<void>;
  /**
   * News about a finished call (a callback after its outcome was recorded): asks the provider and
   * answers what contradicts the recorded outcome, in words, or null when nothing does.
   */
  late?(call: OutboxCall<never>): Promise<string | null>;
  /**
   * An operator's decision on a held call (decisions.ts): credit what the provider reported it
   * collected, `amount` pesewas in GHS, instead of what was asked. Only calls that bring money in
   * have it. Answers what it did, in words; moves nothing when the call was settled meanwhile.
   */
  credit?(call: OutboxCall<never>, amount: number): Promise<string>;
}

export interface OutboxOptions {
  db: Database;
  now(): Date;
  /** How long the writer (or the worker) holds a call it is sending; renewed while the send lasts. */
  leaseMs?: number;
  /** Tries before the worker stops sending a call and leaves it to reconciliation. */
  maxAttempts?: number;
  onError?(error: unknown, context: { callId: string }): void;
  /** Where a held answer is logged as a warning (the server's logger). */
  onWarning?(message: string, context: { callId: string } & Record<string, unknown>): void;
}

export interface ReconcileReport {
  checked: number;
  resolved: number;
  pending: number;
  listed: number;
}

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_MAX_ATTEMPTS = 8;

interface CallRow {
  call_id: string;
  kind: CallKind;
  subject: string;
  payload: Record<string, unknown> | string;
  state: 'QUEUED' | 'SENT' | 'DONE';
  accepted: boolean;
  attempts: number;
  last_error: string | null;
  operator_note: string | null;
  held?: Mismatch | string | null;
  late_news?: string | null;
  created_at: Date | string;
}

function toCall(row: CallRow): OutboxCall {
  return {
    callId: row.call_id,
    kind: row.kind,
    subject: row.subject,
    payload:
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
    state: row.state,
    accepted: row.accepted,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    operatorNote: row.operator_note,
    held: typeof row.held === 'string' ? (JSON.parse(row.held) as Mismatch) : (row.held ?? null),
    lateNews: row.late_news ?? null,
    createdAt: new Date(row.created_at),
  };
}

/** Wait before the next try: 2 s, 4 s, 8 s … at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(1, attempts), 10 * 60_000);
}

/**
 * Records a call inside the caller's transaction. With no `delayMs` the writer holds it for the
 * lease and sends it after its commit (deliver); with a delay the worker sends it when due.
 */
export async function enqueueCall(
  tx: Queryable,
  call: {
    callId: string;
    kind: CallKind;
    subject: string;
    payload: unknown;
    at: Date;
    leaseMs: number;
    delayMs?: number;
  },
): Promise<void> {
  const due = new Date(call.at.getTime() + (call.delayMs ?? call.leaseMs));
  await tx.query(
    `INSERT INTO outbox_calls (call_id, kind, subject, payload, state, attempts, next_attempt_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'QUEUED', 0, $5, $6, $6)`,
    [
      call.callId,
      call.kind,
      call.subject,
      JSON.stringify(call.payload),
      due.toISOString(),
      call.at.toISOString(),
    ],
  );
}

/** Ends the calls of a subject whose outcome the caller's transaction records. */
export async function closeCalls(tx: Queryable, subject: string, at: Date): Promise<void> {
  await tx.query(
    `UPDATE outbox_calls SET state = 'DONE', operator_note = NULL, updated_at = $2
      WHERE subject = $1 AND state <> 'DONE'`,
    [subject, at.toISOString()],
  );
}

export function createOutbox(options: OutboxOptions) {
  const { db } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const handlers = new Map<CallKind, CallHandler>();
  const inFlight = new Set<Promise<unknown>>();
  /** Fast-path timers of delayed calls, each with what cancels it. */
  const timers = new Map<ReturnType<typeof setTimeout>, () => void>();
  const iso = (ms = 0) => new Date(options.now().getTime() + ms).toISOString();

  function handlerOf(kind: CallKind): CallHandler {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no outbox handler for ${kind} calls`);
    return handler;
  }

  /**
   * Keeps the lease of a call being sent from running out while the send lasts (a Paystack payout
   * is three calls, each up to its deadline): every third of the lease it moves forward again, so
   * no worker or other instance sends the call meanwhile. A process that dies stops renewing, and
   * the call is due again one lease later. Answers what stops it (waiting for a renewal under way).
   */
  function holdLease(callId: string): () => Promise<void> {
    let renewing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(
      () => {
        renewing = db
          .query(`UPDATE outbox_calls SET next_attempt_at = $2 WHERE call_id = $1 AND state = 'QUEUED'`, [
            callId,
            iso(leaseMs),
          ])
          .catch((error: unknown) => options.onError?.(error, { callId }));
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  async function attempt(call: OutboxCall): Promise<void> {
    const tries = call.attempts + 1;
    try {
      await db.query(`UPDATE outbox_calls SET attempts = $2, updated_at = $3 WHERE call_id = $1`, [
        call.callId,
        tries,
        iso(),
      ]);
      const release = holdLease(call.callId);
      let result: 'done' | 'sent' | 'held';
      try {
        result = await handlerOf(call.kind).send(call as OutboxCall<never>);
      } finally {
        await release();
      }
      if (result === 'sent') {
        await db.query(
          `UPDATE outbox_calls SET state = 'SENT', accepted = true, last_error = NULL, updated_at = $2
            WHERE call_id = $1 AND state = 'QUEUED'`,
          [call.callId, iso()],
        );
      }
    } catch (error) {
      options.onError?.(error, { callId: call.callId });
      const message = error instanceof Error ? error.message : String(error);
      // Out of tries: no more sending; reconciliation asks the provider and settles it.
      await db.query(
        `UPDATE outbox_calls SET state = CASE WHEN $2 >= $5 THEN 'SENT' ELSE state END,
                next_attempt_at = $3, last_error = $4, updated_at = $6
          WHERE call_id = $1 AND state = 'QUEUED'`,
        [call.callId, tries, iso(backoffMs(tries)), message.slice(0, 500), maxAttempts, iso()],
      );
    }
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  }

  async function find(callId: string): Promise<OutboxCall | null> {
    const [row] = await db.query<CallRow>(`SELECT * FROM outbox_calls WHERE call_id = $1`, [callId]);
    return row ? toCall(row) : null;
  }

  /**
   * Claims the next due call (or the one named, when due): its lease moves forward, so no other
   * worker takes it meanwhile.
   */
  async function claimDue(callId?: string): Promise<OutboxCall | null> {
    const [row] = await db.query<CallRow>(
      `UPDATE outbox_calls SET next_attempt_at = $2
        WHERE call_id = (SELECT call_id FROM outbox_calls
                          WHERE state = 'QUEUED' AND next_attempt_at <= $1 AND ($3::text IS NULL OR call_id = $3)
                          ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND state = 'QUEUED'
        RETURNING *`,
      [iso(), iso(leaseMs), callId ?? null],
    );
    return row ? toCall(row) : null;
  }

  return {
    leaseMs,
    register(kind: CallKind, handler: CallHandler) {
      handlers.set(kind, handler);
    },
    /** The handler of a kind of call (an operator's decision carries it out through its handler). */
    handler: handlerOf,
    /** The writer sends the call it just committed (it holds the lease). */
    async deliver(callId: string): Promise<void> {
      const call = await find(callId);
      if (call?.state === 'QUEUED') await track(attempt(call));
    },
    /**
     * A provider's callback about one of our calls: asks the provider (the handler's check) and
     * records a final outcome when there is one. 'unknown': no such call (of these kinds).
     */
    async confirm(
      callId: string,
      kinds: CallKind[],
    ): Promise<'done' | 'pending' | 'not-found' | 'held' | 'unknown'> {
      const call = await find(callId);
      if (!call || !kinds.includes(call.kind)) return 'unknown';
      const handler = handlerOf(call.kind);
      if (call.state === 'DONE') {
        // Late news: what the provider says now may contradict the recorded outcome. Nothing
        // moves automatically; it goes on the operator report once, however often it repeats.
        const news = handler.late ? await handler.late(call as OutboxCall<never>) : null;
        if (news) {
          const noted = await db.query<{ call_id: string }>(
            `UPDATE outbox_calls SET late_news = $2, updated_at = $3
              WHERE call_id = $1 AND late_news IS DISTINCT FROM $2 RETURNING call_id`,
            [callId, news, iso()],
          );
          if (noted.length > 0) options.onWarning?.(news, { callId });
        }
        return 'done';
      }
      return handler.check(call as OutboxCall<never>);
    },
    /** Sends in the background (tracked, so settle() waits for it). */
    deliverSoon(callId: string): void {
      void track(this.deliver(callId).catch((error: unknown) => options.onError?.(error, { callId })));
    },
    /**
     * Sends a delayed call when its time comes, if this process is still running then (a fast
     * path only: the call is in the database, and the worker sends it otherwise).
     */
    deliverAfter(callId: string, ms: number): void {
      const work = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve(true);
        }, ms);
        timers.set(timer, () => resolve(false));
      }).then(async (due) => {
        if (!due) return;
        const call = await claimDue(callId);
        if (call) await attempt(call);
      });
      void track(work.catch((error: unknown) => options.onError?.(error, { callId })));
    },
    /** Drops the fast-path timers (a process going away): their calls stay queued for the worker. */
    dropTimers(): void {
      for (const [timer, cancel] of timers) {
        clearTimeout(timer);
        cancel();
      }
      timers.clear();
    },
    /** The worker: sends every due call (left by a crash, or waiting for its retry). */
    async runDue(limit = 100): Promise<number> {
      let sent = 0;
      for (; sent < limit; sent++) {
        const call = await claimDue();
        if (!call) break;
        await track(attempt(call));
      }
      return sent;
    },
    /**
     * Reconciliation: every call still open after `afterMs` that is no longer being sent is
     * checked with its provider and settled or reversed once; what stays unresolved after
     * `operatorAfterMs`, or cannot be resolved at all, gets an operator note (the report).
     */
    async reconcile(input: { afterMs: number; operatorAfterMs: number }): Promise<ReconcileReport> {
      const report: ReconcileReport = { checked: 0, resolved: 0, pending: 0, listed: 0 };
      const rows = await db.query<CallRow>(
        `SELECT * FROM outbox_calls WHERE state = 'SENT' AND created_at <= $1 ORDER BY created_at LIMIT 500`,
        [iso(-input.afterMs)],
      );
      for (const call of rows.map(toCall)) {
        report.checked += 1;
        let note: string | null = null;
        try {
          const handler = handlerOf(call.kind);
          const answer = await handler.check(call as OutboxCall<never>);
          if (answer === 'held') {
            // Held for a person by verify, which wrote its note: nothing settles automatically.
            report.pending += 1;
            report.listed += 1;
            await db.query(`UPDATE outbox_calls SET checked_at = $2 WHERE call_id = $1`, [
              call.callId,
              iso(),
            ]);
            continue;
          }
          if (answer === 'done') report.resolved += 1;
          else if (answer === 'not-found' && !call.accepted) {
            await handler.abandon(
              call as OutboxCall<never>,
              `The provider never received the request (${call.lastError ?? 'no answer'}).`,
            );
            report.resolved += 1;
          } else if (answer === 'not-found') {
            note = 'The provider accepted this request but no longer knows it.';
          } else {
            report.pending += 1;
            if (call.createdAt.getTime() <= options.now().getTime() - input.operatorAfterMs)
              note = 'Still pending at the provider.';
          }
        } catch (error) {
          note =
            `Could not ask the provider: ${error instanceof Error ? error.message : String(error)}`.slice(
              0,
              500,
            );
        }
        await db.query(
          `UPDATE outbox_calls SET checked_at = $2, operator_note = CASE WHEN state = 'DONE' THEN NULL ELSE $3 END
            WHERE call_id = $1`,
          [call.callId, iso(), note],
        );
        if (note) report.listed += 1;
      }
      return report;
    },
    /** What reconciliation could not resolve, and late news, oldest first (the operator report). */
    async unresolved(): Promise<OutboxCall[]> {
      const rows = await db.query<CallRow>(
        `SELECT * FROM outbox_calls
          WHERE (state <> 'DONE' AND operator_note IS NOT NULL) OR late_news IS NOT NULL
          ORDER BY created_at LIMIT 500`,
      );
      return rows.map(toCall);
    },
    find,
    /**
     * The settlement check (settlement.ts) of a provider's outcome against the call it answers:
     * true when it may be recorded. Otherwise the call is held (still open, not sent again: the
     * hold or PENDING collection stays as it is), its note names both figures for the operator
     * report, and a warning is logged. The same mismatch again changes nothing more.
     */
    async verify(callId: string, asked: Asked, outcome: CheckedOutcome): Promise<boolean> {
      const mismatch = mismatchOf(asked, outcome);
      if (!mismatch) return true;
      const note = heldNote(mismatch);
      const held = await db.query<{ call_id: string }>(
        `UPDATE outbox_calls SET state = 'SENT', accepted = true, held = $2, operator_note = $3, updated_at = $4
          WHERE call_id = $1 AND state <> 'DONE' AND held IS DISTINCT FROM $2::jsonb RETURNING call_id`,
        [callId, JSON.stringify(mismatch), note, iso()],
      );
      if (held.length > 0)
        options.onWarning?.(note, { callId, asked: mismatch.asked, reported: mismatch.reported });
      return false;
    },
    /** Waits for calls being sent in the background (shutdown, tests). */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
