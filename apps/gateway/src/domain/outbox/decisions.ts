// An operator's decision on a call the settlement check held (settlement.ts): the provider said it
// moved other figures than were asked, nothing settled, and the call waits on the operator report.
//   CREDIT   credit what arrived: the amount the provider reported, GHS only, money coming in only
//   REVERSE  give up the call: a payout's or bill payment's hold returns to the customer, a
//            collection is marked failed (nothing credited)
//   RETRY    ask the provider's status again: settled when its answer now matches, else still held
// Every decision is kept in operator_decisions (who, when, what, the held figures, what it did).
// CREDIT and REVERSE are final and one per call: the claim is taken under the call's row lock and
// a unique index, so of two operators deciding at once one wins and the other is refused; the same
// final decision again moves no money (it answers the first one, carrying it out if a crash cut
// it short: each step is itself once-only in the ledger).
import { randomUUID } from 'node:crypto';

import type { Database } from '../../db/database';

import type { CallKind, Outbox, OutboxCall } from './outbox';
import type { Mismatch } from './settlement';

export const DECISIONS = ['CREDIT', 'REVERSE', 'RETRY'] as const;
export type Decision = (typeof DECISIONS)[number];

export interface DecisionRecord {
  decisionId: string;
  reference: string;
  kind: CallKind;
  decision: Decision;
  operator: string;
  note: string | null;
  decidedAt: string;
  /** What it did, in words (null while it is being carried out). */
  result: string | null;
}

export type DecisionAnswer =
  | { ok: true; replayed: boolean; record: DecisionRecord }
  | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' | 'UNPROCESSABLE'; message: string };

/** The reason a reversed call's customer reads (a payout's notice, a deposit's failure). */
export const REVERSED_REASON = "The provider's answer did not match the request";

const WORDS: Record<Decision, string> = {
  CREDIT: 'credit what arrived',
  REVERSE: 'reverse',
  RETRY: 'retry',
};

interface DecisionRow {
  decision_id: string;
  call_id: string;
  decision: Decision;
  operator: string;
  note: string | null;
  decided_at: Date | string;
  result: string | null;
  applied_at: Date | string | null;
}

interface HeldCallRow {
  call_id: string;
  kind: CallKind;
  state: string;
  held: Mismatch | string | null;
}

/** Why credit what arrived cannot be applied to this held call; null when it can. */
function creditRefusal(kind: CallKind, held: Mismatch): string | null {
  if (kind !== 'COLLECTION')
    return 'Credit what arrived applies to money coming in (a deposit or a money request). A payout or a bill payment can be reversed or retried.';
  const { currency, amount } = held.reported;
  if (currency !== 'GHS')
    return `The provider reported ${currency ?? 'no currency'}: only GHS can be credited. Reverse it, or retry once the provider corrects its answer.`;
  if (amount === null || !Number.isSafeInteger(amount) || amount <= 0)
    return 'The provider reported no amount to credit. Reverse it, or retry once the provider corrects its answer.';
  return null;
}

export function createDecisions(deps: {
  db: Database;
  now(): Date;
  outbox: Outbox;
  onWarning?(message: string, context: Record<string, unknown>): void;
}) {
  const { db, outbox } = deps;

  const recordOf = (row: DecisionRow, kind: CallKind): DecisionRecord => ({
    decisionId: row.decision_id,
    reference: row.call_id,
    kind,
    decision: row.decision,
    operator: row.operator,
    note: row.note,
    decidedAt: new Date(row.decided_at).toISOString(),
    result: row.result,
  });

  /** Carries the decision out through the call's handler; answers what it did. */
  async function carryOut(decision: Decision, call: OutboxCall, held: Mismatch): Promise<string> {
    const handler = outbox.handler(call.kind);
    const asNever = call as OutboxCall<never>;
    if (decision === 'CREDIT') {
      if (!handler.credit) return 'Nothing moved: this kind of call cannot be credited.';
      return handler.credit(asNever, held.reported.amount ?? 0);
    }
    if (decision === 'REVERSE') {
      await handler.abandon(asNever, `${REVERSED_REASON}.`);
      return call.kind === 'COLLECTION'
        ? 'Reversed: the collection is marked FAILED; nothing was credited.'
        : 'Reversed: the hold was returned to the customer.';
    }
    try {
      switch (await handler.check(asNever)) {
        case 'done':
          return "Retried: the provider's answer now matches the request; the call is settled.";
        case 'held':
          return 'Retried: the provider still reports other figures than asked; the call stays held.';
        case 'pending':
          return 'Retried: the provider reports it still pending; the call stays held.';
        default:
          return 'Retried: the provider does not know this request; the call stays held.';
      }
    } catch (error) {
      return `Retried: could not ask the provider (${error instanceof Error ? error.message : String(error)}); the call stays held.`.slice(
        0,
        500,
      );
    }
  }

  /**
   * Decides a held call. Refused (and nothing recorded) when there is no such call, when it is
   * not held, when another final decision was taken on it, or when credit does not apply.
   */
  async function decide(input: {
    reference: string;
    decision: Decision;
    operator: string;
    note?: string | null;
  }): Promise<DecisionAnswer> {
    const claim = await db.transaction(async (tx) => {
      const [call] = await tx.query<HeldCallRow>(
        `SELECT call_id, kind, state, held FROM outbox_calls WHERE call_id = $1 FOR UPDATE`,
        [input.reference],
      );
      if (!call)
        return { ok: false as const, code: 'NOT_FOUND' as const, message: 'No call has this reference.' };
      const [first] = await tx.query<DecisionRow>(
        `SELECT * FROM operator_decisions WHERE call_id = $1 AND final`,
        [input.reference],
      );
      if (first && first.decision === input.decision)
        return { ok: true as const, replayed: true, row: first, kind: call.kind };
      if (first) {
        return {
          ok: false as const,
          code: 'CONFLICT' as const,
          message: `This call was already decided: ${WORDS[first.decision]}, by ${first.operator} at ${new Date(first.decided_at).toISOString()}. A second decision is refused.`,
        };
      }
      const held = typeof call.held === 'string' ? (JSON.parse(call.held) as Mismatch) : call.held;
      if (call.state === 'DONE' || !held) {
        return {
          ok: false as const,
          code: 'CONFLICT' as const,
          message:
            'This call is not held: there is nothing to decide. Only a call whose answer did not match the request waits for a decision.',
        };
      }
      if (input.decision === 'CREDIT') {
        const refusal = creditRefusal(call.kind, held);
        if (refusal) return { ok: false as const, code: 'UNPROCESSABLE' as const, message: refusal };
      }
      const [row] = await tx.query<DecisionRow>(
        `INSERT INTO operator_decisions (decision_id, call_id, decision, final, operator, note, held, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          randomUUID(),
          input.reference,
          input.decision,
          input.decision !== 'RETRY',
          input.operator,
          input.note ?? null,
          JSON.stringify(held),
          deps.now().toISOString(),
        ],
      );
      return { ok: true as const, replayed: false, row: row!, kind: call.kind };
    });
    if (!claim.ok) return claim;
    const { row, kind } = claim;
    if (row.applied_at === null) {
      // Carried out after the claim's commit (each step is its own once-only ledger transaction).
      const call = await outbox.find(row.call_id);
      const [decided] = await db.query<{ held: Mismatch | string }>(
        `SELECT held FROM operator_decisions WHERE decision_id = $1`,
        [row.decision_id],
      );
      const held =
        typeof decided!.held === 'string' ? (JSON.parse(decided!.held) as Mismatch) : decided!.held;
      const result = call ? await carryOut(row.decision, call, held) : 'Nothing moved: the call is gone.';
      // A replay carries the decision out again only to finish one a crash cut short; when the
      // first is still being carried out meanwhile, the replay's "nothing moved" is not its result.
      if (!claim.replayed || !result.startsWith('Nothing moved'))
        await db.query(
          `UPDATE operator_decisions SET result = $2, applied_at = $3 WHERE decision_id = $1 AND applied_at IS NULL`,
          [row.decision_id, result, deps.now().toISOString()],
        );
      if (!claim.replayed)
        deps.onWarning?.(`Operator decision on a held call: ${WORDS[row.decision]}. ${result}`, {
          callId: row.call_id,
          operator: row.operator,
        });
    }
    const [stored] = await db.query<DecisionRow>(`SELECT * FROM operator_decisions WHERE decision_id = $1`, [
      row.decision_id,
    ]);
    return { ok: true, replayed: claim.replayed, record: recordOf(stored!, kind) };
  }

  /** Every decision taken on a call, oldest first (the audit trail). */
  async function history(reference: string): Promise<DecisionRecord[]> {
    const rows = await db.query<DecisionRow & { kind: CallKind }>(
      `SELECT d.*, c.kind FROM operator_decisions d JOIN outbox_calls c USING (call_id)
        WHERE d.call_id = $1 ORDER BY d.decided_at, d.decision_id`,
      [reference],
    );
    return rows.map((row) => recordOf(row, row.kind));
  }

  return { decide, history };
}

export type Decisions = ReturnType<typeof createDecisions>;
