// Sandbox mobile money: deterministic and offline. Approval prompts live in the table
// sandbox_momo_prompts so they survive a restart and can be listed, approved and declined through
// the sandbox-only operations, as a payer would on the phone.
//
// Documented test numbers (the last four digits decide):
//   …0000  no wallet: name lookup fails, collections are refused by the network
//   …9999  disbursements fail (the network rejects them: the reservation is reversed)
//   …8888  disbursements stay pending (no outcome until completed by hand)
//   …3333  an approved collection is reported as GHS 0.01 whatever was asked, and …4444 in EUR
//          (as the fake providers do): the settlement check holds it for an operator's decision
//   anything else: a wallet whose holder name is derived from the number, payouts succeed
import { createHash, randomUUID } from 'node:crypto';

import type { Network } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';

import {
  MomoRequestRefused,
  type MomoAdapter,
  type MomoRequest,
  type PayoutOutcome,
  type RemoteStatus,
  type Reported,
} from './momo';

const FIRST = [
  'Kwame',
  'Ama',
  'Kofi',
  'Akosua',
  'Yaw',
  'Abena',
  'Kojo',
  'Efua',
  'Kwabena',
  'Adwoa',
  'Kwaku',
  'Esi',
];
const LAST = ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Addo', 'Osei', 'Agyeman', 'Quaye', 'Appiah', 'Darko'];

/** A stable made-up name for a number (and network), so tests and demos see the same name. */
export function sandboxHolderName(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return `${FIRST[digest[0]! % FIRST.length]} ${LAST[digest[1]! % LAST.length]}`;
}

export type PromptStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED';

export interface SandboxPrompt {
  promptId: string;
  transactionId: string;
  phoneNumber: string;
  network: Network;
  amount: number;
  narration: string;
  status: PromptStatus;
  createdAt: Date;
  expiresAt: Date;
}

interface PromptRow {
  prompt_id: string;
  reference: string;
  phone_number: string;
  network: Network;
  amount: number;
  description: string;
  status: PromptStatus;
  created_at: Date | string;
  expires_at: Date | string;
}

function toPrompt(row: PromptRow): SandboxPrompt {
  return {
    promptId: row.prompt_id,
    transactionId: row.reference,
    phoneNumber: row.phone_number,
    network: row.network,
    amount: Number(row.amount),
    narration: row.description,
    status: row.status,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  };
}

export type PromptDecision = 'APPROVED' | 'DECLINED';

export type DecideResult =
  | { kind: 'decided'; prompt: SandboxPrompt }
  | { kind: 'not-found' }
  | { kind: 'already'; prompt: SandboxPrompt };

export interface SandboxMomo extends MomoAdapter {
  readonly sandbox: true;
  listPrompts(phoneNumber?: string): Promise<SandboxPrompt[]>;
  /** Marks the prompt; the caller then completes the collection in the ledger. */
  decide(promptId: string, decision: PromptDecision): Promise<DecideResult>;
  /** Marks prompts past their expiry EXPIRED and answers them (for the ledger to fail). */
  expirePrompts(): Promise<SandboxPrompt[]>;
}

export const DEFAULT_PROMPT_TTL_MS = 5 * 60_000;

/** The sandbox network's answer to a payout: a function of the number and reference only. */
function sandboxPayout(request: MomoRequest): PayoutOutcome {
  const last = request.phoneNumber.slice(-4);
  if (last === '0000') return { status: 'FAILED', reason: 'The number has no mobile-money wallet.' };
  if (last === '9999') return { status: 'FAILED', reason: 'The network rejected the transfer.' };
  const reference = `SBX-${request.network}-${request.transactionId}`;
  if (last === '8888') return { status: 'PENDING', reference };
  return { status: 'SUCCESSFUL', reference, reported: reportedOf(request) };
}

/** The sandbox reports what it was asked, as a network that does what it is told. */
function reportedOf(request: Pick<MomoRequest, 'transactionId' | 'amount' | 'phoneNumber'>): Reported {
  return {
    transactionId: request.transactionId,
    amount: Number(request.amount),
    currency: 'GHS',
    party: request.phoneNumber,
  };
}

export function createSandboxMomo(deps: { db: Database; now(): Date; promptTtlMs?: number }): SandboxMomo {
  const ttl = deps.promptTtlMs ?? DEFAULT_PROMPT_TTL_MS;
  const suffix = (n: string) => n.slice(-4);
  const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

  async function expire(q: Queryable): Promise<SandboxPrompt[]> {
    const rows = await q.query<PromptRow>(
      `UPDATE sandbox_momo_prompts SET status = 'EXPIRED', decided_at = $1
        WHERE status = 'PENDING' AND expires_at <= $1 RETURNING *`,
      [deps.now().toISOString()],
    );
    return rows.map(toPrompt);
  }

  return {
    sandbox: true,
    async requestCollection(request: MomoRequest) {
      if (suffix(request.phoneNumber) === '0000') {
        throw new MomoRequestRefused(`${request.phoneNumber} has no ${request.network} mobile-money wallet`);
      }
      // The same reference again (a retry after a crash) is the same prompt, as at a real network.
      const [existing] = await deps.db.query<{ prompt_id: string }>(
        `SELECT prompt_id FROM sandbox_momo_prompts WHERE reference = $1`,
        [request.transactionId],
      );
      if (existing) return { promptId: existing.prompt_id };
      const now = deps.now();
      const promptId = randomUUID();
      await deps.db.query(
        `INSERT INTO sandbox_momo_prompts (prompt_id, reference, phone_number, network, amount, description, status, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8)`,
        [
          promptId,
          request.transactionId,
          request.phoneNumber,
          request.network,
          request.amount,
          request.narration,
          now.toISOString(),
          new Date(now.getTime() + ttl).toISOString(),
        ],
      );
      return { promptId };
    },
    disburse: async (request: MomoRequest) => sandboxPayout(request),
    async collectionStatus(request: MomoRequest): Promise<RemoteStatus> {
      await expire(deps.db);
      const [row] = await deps.db.query<PromptRow>(
        `SELECT * FROM sandbox_momo_prompts WHERE reference = $1`,
        [request.transactionId],
      );
      if (!row) return { status: 'NOT_FOUND' };
      if (row.status === 'PENDING') return { status: 'PENDING' };
      if (row.status === 'APPROVED') {
        const reported = reportedOf({
          transactionId: row.reference,
          amount: Number(row.amount) as MomoRequest['amount'],
          phoneNumber: row.phone_number,
        });
        // The documented faults: a network that reports another amount or currency than asked.
        if (suffix(row.phone_number) === '3333') reported.amount = 1;
        if (suffix(row.phone_number) === '4444') reported.currency = 'EUR';
        return { status: 'SUCCESSFUL', reference: row.prompt_id, reported };
      }
      return {
        status: 'FAILED',
        reason: row.status === 'DECLINED' ? 'The payer declined the request.' : 'The request expired.',
      };
    },
    async payoutStatus(request: MomoRequest): Promise<RemoteStatus> {
      const outcome = sandboxPayout(request);
      return outcome.status === 'PENDING' ? { status: 'PENDING' } : outcome;
    },
    async lookupName(phoneNumber: string, network: Network) {
      if (!/^0\d{9}$/.test(phoneNumber) || suffix(phoneNumber) === '0000') return null;
      return sandboxHolderName(`${network}:${phoneNumber}`);
    },
    async listPrompts(phoneNumber?: string) {
      await expire(deps.db);
      const rows = await deps.db.query<PromptRow>(
        `SELECT * FROM sandbox_momo_prompts WHERE ($1::text IS NULL OR phone_number = $1)
          ORDER BY created_at DESC, prompt_id LIMIT 100`,
        [phoneNumber ?? null],
      );
      return rows.map(toPrompt);
    },
    async decide(promptId: string, decision: PromptDecision): Promise<DecideResult> {
      if (!isUuid(promptId)) return { kind: 'not-found' };
      await expire(deps.db);
      const [updated] = await deps.db.query<PromptRow>(
        `UPDATE sandbox_momo_prompts SET status = $2, decided_at = $3
          WHERE prompt_id = $1 AND status = 'PENDING' RETURNING *`,
        [promptId, decision, deps.now().toISOString()],
      );
      if (updated) return { kind: 'decided', prompt: toPrompt(updated) };
      const [existing] = await deps.db.query<PromptRow>(
        `SELECT * FROM sandbox_momo_prompts WHERE prompt_id = $1`,
        [promptId],
      );
      return existing ? { kind: 'already', prompt: toPrompt(existing) } : { kind: 'not-found' };
    },
    expirePrompts: () => expire(deps.db),
  };
}
