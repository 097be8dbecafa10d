// Crash safety: the gateway runs as a child process on a PGlite data directory (the default
// engine) under load (transfers between two customers, deposits approved on the phone), is killed
// with SIGKILL at a random moment, and is started again on the same data. After every kill, with
// the database opened afresh: every transaction the gateway answered as accepted is there exactly
// once with its money moved exactly once, and the ledger invariants hold.
//
// This is also the proof that PGlite is durable on commit against a process crash: PGlite's Node
// file system (NODEFS) writes every page and WAL record straight to the data directory with
// write(2) as PostgreSQL issues it, and a COMMIT returns only after its WAL record is written, so
// an answer sent after the commit survives the process dying (the data is in the kernel's page
// cache). It does not claim to survive a power cut or kernel crash: live mode runs PostgreSQL.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { createPglite, wrapPglite } from '../../src/db/database';
import { checkLedgerInvariants } from '../../src/domain/ledger';
import { CHILD_SANDBOX_ENV, startChildGateway, stopChild } from '../support/childGateway';

import { bounded, report, seed } from './report';

// `npm test` kills the gateway 10 times at seeded moments; the soak, 100 times at random ones.
const CYCLES = bounded(10, 100);
const WORKERS = 4;
const DEMO = { mobileNumber: '0244123456', pin: '246810' };
const KOFI = { mobileNumber: '0201234567', pin: '135790' };

interface Envelope<T = unknown> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

/** A small seeded generator, so `npm test` kills at the same moments every run. */
function random(start: number) {
  let state = start >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('crash safety on PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'savewin-crash-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  function start(env: Record<string, string> = {}): Promise<string> {
    const started = startChildGateway(join(import.meta.dirname, 'crash-gateway.ts'), {
      DATA_DIR: dir,
      ...CHILD_SANDBOX_ENV,
      DATABASE_URL: '',
      ...env,
    });
    child = started.proc;
    return started.listening;
  }

  const kill = () => stopChild(child, 'SIGKILL');

  async function call<T>(
    base: string,
    method: string,
    path: string,
    options: { token?: string; body?: unknown } = {},
  ) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  async function signIn(base: string, who: { mobileNumber: string; pin: string }) {
    const login = await call<{ token: string }>(base, 'POST', '/api/auth-service/auth/login', {
      body: { ...who, isBiometric: false },
    });
    expect(login.body.isSuccess, login.body.displayMessage).toBe(true);
    const inbox = await call<{ text: string }[]>(base, 'GET', `/api/sandbox/sms-inbox/${who.mobileNumber}`);
    const code = /code is (\d{6})\b/.exec(
      inbox.body.result.find((sms) => /code is \d{6}\b/.test(sms.text))!.text,
    )![1];
    const session = await call<{ token: string }>(base, 'POST', '/api/otp-service/otp/validate', {
      token: login.body.result.token,
      body: { mobileNumber: who.mobileNumber, code },
    });
    expect(session.body.isSuccess, session.body.displayMessage).toBe(true);
    const details = await call<{ accounts: { productName: string; accountNumber: string }[] }>(
      base,
      'GET',
      `/api/customer-details/${who.mobileNumber}`,
      { token: session.body.result.token },
    );
    const account = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN')!.accountNumber;
    return { token: session.body.result.token, account };
  }

  it(`keeps every accepted transaction exactly once over ${CYCLES} SIGKILL cycles`, async () => {
    const next = random(seed);
    const transfers = new Set<string>();
    const credited = new Set<string>();
    const deposits = new Set<string>();
    let requests = 0;
    let cutOff = 0;
    let kills = 0;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // Every other start posts transfers by group commit, so kills land in batches too.
      const base = await start({ LEDGER_GROUP_COMMIT: cycle % 2 === 1 ? 'on' : 'off' });
      const demo = await signIn(base, DEMO);
      const kofi = await signIn(base, KOFI);
      let running = true;
      const worker = async () => {
        while (running) {
          const transactionId = `crash-${randomUUID()}`;
          const deposit = next() < 0.4;
          const body = {
            customerAccountNumber: demo.account,
            transactionId,
            amount: deposit ? '5.00' : '1.00',
            narration: 'crash load',
            transactionType: deposit ? 'DEPOSIT' : 'BANK_TRANSFER',
            destinationAccountNumber: deposit ? DEMO.mobileNumber : kofi.account,
            destinationSortCode: deposit ? '' : '999999',
            sourceSystem: 'WEB APP',
          };
          requests += 1;
          try {
            const answer = await call<{ promptId?: string }>(
              base,
              'POST',
              '/api/transaction-service/transaction/transact',
              {
                token: demo.token,
                body,
              },
            );
            if (!answer.body.isSuccess) throw new Error(`refused: ${answer.body.displayMessage}`);
            if (!deposit) {
              transfers.add(transactionId);
              continue;
            }
            deposits.add(transactionId);
            requests += 1;
            const approved = await call(
              base,
              'POST',
              `/api/sandbox/momo/prompts/${answer.body.result.promptId}/approve`,
            );
            if (approved.body.isSuccess) credited.add(transactionId);
          } catch (error) {
            // Cut off by the kill: the outcome is unknown to the client, so it may be there or not.
            if (running) throw error;
            cutOff += 1;
          }
        }
      };
      const load = Promise.all(Array.from({ length: WORKERS }, worker));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.floor(next() * 1_200)));
      running = false;
      await kill();
      kills += 1;
      await load;

      const pglite = await createPglite({ dataDir: join(dir, 'pglite') });
      const db = wrapPglite(pglite);
      try {
        const rows = await db.query<{ transaction_id: string; status: string; moved: number }>(
          `SELECT coalesce(t.client_transaction_id, t.transaction_id) AS transaction_id, t.status,
                  (SELECT count(*) FROM ledger_postings p
                    WHERE p.transaction_id = t.transaction_id AND p.kind IN ('CREDIT', 'TRANSFER'))::int AS moved
             FROM ledger_transactions t WHERE t.client_transaction_id = ANY($1)`,
          [[...transfers, ...deposits]],
        );
        const byId = new Map(rows.map((row) => [row.transaction_id, row]));
        expect(rows.length).toBe(byId.size);
        for (const id of transfers)
          expect(byId.get(id), id).toMatchObject({ status: 'SUCCESSFUL', moved: 1 });
        for (const id of credited) expect(byId.get(id), id).toMatchObject({ status: 'SUCCESSFUL', moved: 1 });
        for (const id of deposits) expect(byId.has(id), id).toBe(true);
        expect(await checkLedgerInvariants(db)).toEqual([]);
      } finally {
        await db.close();
      }
    }
    report({
      suite: 'crash safety',
      tried: { gatewayStarts: CYCLES, sigkills: kills, requests, cutOffByKill: cutOff },
      found: {
        acceptedTransfersChecked: transfers.size,
        approvedDepositsChecked: credited.size,
        acceptedDepositsChecked: deposits.size,
        missingOrDoubled: 0,
        invariantViolations: 0,
      },
    });
  });

  it('answers every transfer of a batch killed between its commit and its answers with the stored first answer, once', async () => {
    const base = await start({
      LEDGER_GROUP_COMMIT: 'on',
      LEDGER_GROUP_COMMIT_WAIT_MS: '20',
      CRASH_AFTER_BATCH_COMMIT: '1',
    });
    const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
    const demo = await signIn(base, DEMO);
    const kofi = await signIn(base, KOFI);
    const bodies = Array.from({ length: 8 }, () => ({
      customerAccountNumber: demo.account,
      transactionId: `batch-crash-${randomUUID()}`,
      amount: '1.00',
      narration: 'batch crash',
      transactionType: 'BANK_TRANSFER',
      destinationAccountNumber: kofi.account,
      destinationSortCode: '999999',
      sourceSystem: 'WEB APP',
    }));
    const first = await Promise.allSettled(
      bodies.map((body) =>
        call(base, 'POST', '/api/transaction-service/transaction/transact', { token: demo.token, body }),
      ),
    );
    await exited;
    // The process died after a batch committed, before it answered that batch.
    expect(first.some((answer) => answer.status === 'rejected')).toBe(true);

    const pglite = await createPglite({ dataDir: join(dir, 'pglite') });
    const db = wrapPglite(pglite);
    let committed: string[];
    try {
      const rows = await db.query<{ id: string }>(
        `SELECT client_transaction_id AS id FROM ledger_transactions WHERE client_transaction_id = ANY($1)`,
        [bodies.map((b) => b.transactionId)],
      );
      committed = rows.map((r) => r.id);
    } finally {
      await db.close();
    }
    expect(committed.length).toBeGreaterThan(0);

    // Started again (no kill this time): each id sent again gets its first answer; nothing moves twice.
    const again = await start({ LEDGER_GROUP_COMMIT: 'on' });
    const demoAgain = await signIn(again, DEMO);
    const retried = await Promise.all(
      bodies.map((body) =>
        call<{ status: string }>(again, 'POST', '/api/transaction-service/transaction/transact', {
          token: demoAgain.token,
          body,
        }),
      ),
    );
    for (const answer of retried) {
      expect(answer.body).toMatchObject({ isSuccess: true, result: { status: 'SUCCESSFUL' } });
    }
    const replayed = await Promise.all(
      bodies.map((body) =>
        call(again, 'POST', '/api/transaction-service/transaction/transact', {
          token: demoAgain.token,
          body,
        }),
      ),
    );
    replayed.forEach((answer, i) => expect(answer.body).toEqual(retried[i]!.body));
    await kill();

    const reopened = wrapPglite(await createPglite({ dataDir: join(dir, 'pglite') }));
    try {
      const moved = await reopened.query<{ id: string; postings: number }>(
        `SELECT t.client_transaction_id AS id,
                (SELECT count(*) FROM ledger_postings p WHERE p.transaction_id = t.transaction_id)::int AS postings
           FROM ledger_transactions t WHERE t.client_transaction_id = ANY($1)`,
        [bodies.map((b) => b.transactionId)],
      );
      expect(moved).toHaveLength(bodies.length);
      for (const row of moved) expect(row.postings, row.id).toBe(1);
      expect(await checkLedgerInvariants(reopened)).toEqual([]);
    } finally {
      await reopened.close();
    }
    report({
      suite: 'crash safety (group commit)',
      tried: { transfers: bodies.length, killedAfterBatchCommit: 1 },
      found: { committedBeforeKill: committed.length, missingOrDoubled: 0 },
    });
  });
});
