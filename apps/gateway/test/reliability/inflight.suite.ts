// Money in flight: the gateway runs as a child process (inflight-gateway.ts) with its
// outbox worker and reconciliation, and kills itself with SIGKILL at the three moments that used
// to leave a movement PROCESSING for ever:
//   between the payout's commit and its call to the network,
//   between the network's answer and the ledger's settlement,
//   after the payer approved a deposit on the phone, with the network's callback lost.
// After each kill it is started again on the same data. Every movement must end settled exactly
// once (one RESERVE and one SETTLE, or one CREDIT), every call to the network must carry the
// movement's one reference, every outbox call must be closed, and the ledger invariants hold.
// Runs on PGlite and PostgreSQL (./run.mjs).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import { checkLedgerInvariants } from '../../src/domain/ledger';
import { CHILD_SANDBOX_ENV, exitOf, startChildGateway, stopChild } from '../support/childGateway';
import { engine } from '../support/database';

import { report } from './report';

const DEMO = { mobileNumber: '0244123456', pin: '246810' };
const url = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;

interface Envelope<T = unknown> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

describe(`money in flight survives a crash on ${engine}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'savewin-inflight-'));
  let child: ChildProcess | undefined;
  let starts = 0;
  let kills = 0;

  afterAll(async () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    if (engine === 'postgres' && url) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.end());
    }
  });

  function start(): Promise<string> {
    starts += 1;
    const started = startChildGateway(join(import.meta.dirname, 'inflight-gateway.ts'), {
      DATA_DIR: dir,
      ...CHILD_SANDBOX_ENV,
      OUTBOX_LEASE_MS: '300',
      RECONCILE_AFTER_MS: '0',
      PIN_PEPPER: 'inflight-pepper',
      TOKEN_SECRET: 'inflight-token-secret',
      DATABASE_URL: engine === 'postgres' ? url : '',
      DB_SCHEMA: schema,
    });
    child = started.proc;
    return started.listening;
  }

  /** Waits for the child to die (it kills itself at a crash point). */
  const died = () => exitOf(child!);
  const stop = () => stopChild(child, 'SIGTERM');

  async function call<T>(base: string, method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function signIn(base: string) {
    const login = await call<{ token: string }>(base, 'POST', '/api/auth-service/auth/login', undefined, {
      ...DEMO,
      isBiometric: false,
    });
    expect(login.isSuccess, login.displayMessage).toBe(true);
    const inbox = await call<{ text: string }[]>(base, 'GET', `/api/sandbox/sms-inbox/${DEMO.mobileNumber}`);
    const code = /\b(\d{6})\b/.exec(inbox.result.find((sms) => /\b\d{6}\b/.test(sms.text))!.text)![1];
    const session = await call<{ token: string }>(
      base,
      'POST',
      '/api/otp-service/otp/validate',
      login.result.token,
      {
        mobileNumber: DEMO.mobileNumber,
        code,
      },
    );
    expect(session.isSuccess, session.displayMessage).toBe(true);
    const details = await call<{ accounts: { productName: string; accountNumber: string }[] }>(
      base,
      'GET',
      `/api/customer-details/${DEMO.mobileNumber}`,
      session.result.token,
    );
    const account = details.result.accounts.find((a) => a.productName === 'SAVE & WIN')!.accountNumber;
    return { token: session.result.token, account };
  }

  function movement(account: string, point: string, type: 'WITHDRAWAL' | 'DEPOSIT') {
    return {
      customerAccountNumber: account,
      transactionId: `inflight-${point}-${randomBytes(4).toString('hex')}`,
      amount: '2.00',
      narration: `crash:${point}`,
      transactionType: type,
      destinationAccountNumber: DEMO.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    };
  }

  /** Sends a request the gateway dies during; the client learns nothing. */
  async function cutOff(base: string, token: string, body: unknown): Promise<void> {
    await call(base, 'POST', '/api/transaction-service/transaction/transact', token, body).then(
      (answer) => {
        throw new Error(`the gateway answered instead of dying: ${JSON.stringify(answer)}`);
      },
      () => undefined,
    );
    expect(await died()).toBe('SIGKILL');
    kills += 1;
  }

  async function finalStatus(base: string, token: string, transactionId: string): Promise<string> {
    // Until the movement is final, however long a loaded machine takes: the test's timeout bounds it.
    for (;;) {
      const answer = await call<{ status: string }>(
        base,
        'GET',
        `/api/transaction-service/transaction/${transactionId}`,
        token,
      );
      const status = answer.result?.status;
      if (status && status !== 'PROCESSING' && status !== 'PENDING') return status;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  it('settles every movement exactly once after kills before the call, after the answer and with the callback lost', async () => {
    // 1. Killed after the reservation's commit, before the payout reached the network.
    let base = await start();
    let demo = await signIn(base);
    const beforeSend = movement(demo.account, 'before-send', 'WITHDRAWAL');
    await cutOff(base, demo.token, beforeSend);

    // 2. Restarted: the worker sends the payout; then a payout killed after the network answered.
    base = await start();
    demo = await signIn(base);
    expect(await finalStatus(base, demo.token, beforeSend.transactionId)).toBe('SUCCESSFUL');
    const afterAnswer = movement(demo.account, 'after-answer', 'WITHDRAWAL');
    await cutOff(base, demo.token, afterAnswer);

    // 3. Restarted: the payout is sent again with its reference and settled; then a deposit the
    //    payer approves, killed before the ledger hears of it (the callback is lost).
    base = await start();
    demo = await signIn(base);
    expect(await finalStatus(base, demo.token, afterAnswer.transactionId)).toBe('SUCCESSFUL');
    const lost = movement(demo.account, 'callback-lost', 'DEPOSIT');
    const asked = await call<{ promptId: string }>(
      base,
      'POST',
      '/api/transaction-service/transaction/transact',
      demo.token,
      lost,
    );
    expect(asked.isSuccess, asked.displayMessage).toBe(true);
    await call(base, 'POST', `/api/sandbox/momo/prompts/${asked.result.promptId}/approve`).catch(
      () => undefined,
    );
    expect(await died()).toBe('SIGKILL');
    kills += 1;

    // 4. Restarted: reconciliation asks the network, which says approved: credited once.
    base = await start();
    demo = await signIn(base);
    expect(await finalStatus(base, demo.token, lost.transactionId)).toBe('SUCCESSFUL');
    await stop();

    const db: Database = await openDatabase(
      engine === 'postgres' ? { url: url!, schema, maxConnections: 2 } : { dataDir: join(dir, 'pglite') },
    );
    try {
      const ids = [beforeSend, afterAnswer, lost].map((m) => m.transactionId);
      const rows = await db.query<{ client: string; ref: string; status: string; kinds: string[] }>(
        `SELECT t.client_transaction_id AS client, t.transaction_id AS ref, t.status,
                array(SELECT p.kind FROM ledger_postings p WHERE p.transaction_id = t.transaction_id ORDER BY p.kind) AS kinds
           FROM ledger_transactions t WHERE t.client_transaction_id = ANY($1)`,
        [ids],
      );
      const byClient = new Map(rows.map((row) => [row.client, row]));
      expect(byClient.get(beforeSend.transactionId)).toMatchObject({
        status: 'SUCCESSFUL',
        kinds: ['RESERVE', 'SETTLE'],
      });
      expect(byClient.get(afterAnswer.transactionId)).toMatchObject({
        status: 'SUCCESSFUL',
        kinds: ['RESERVE', 'SETTLE'],
      });
      expect(byClient.get(lost.transactionId)).toMatchObject({ status: 'SUCCESSFUL', kinds: ['CREDIT'] });
      const open = await db.query(
        `SELECT call_id FROM outbox_calls WHERE subject = ANY($1) AND state <> 'DONE'`,
        [rows.map((row) => row.ref)],
      );
      expect(open).toEqual([]);
      // The network saw each payout under its one reference: once before the crash after the
      // answer and once again after it (the same reference, so one payment); once otherwise.
      const calls = readFileSync(join(dir, 'network.log'), 'utf8').trim().split('\n');
      const sent = (m: { transactionId: string }) =>
        calls.filter((line) => line === `disburse ${byClient.get(m.transactionId)!.ref}`).length;
      expect(sent(beforeSend)).toBe(1);
      expect(sent(afterAnswer)).toBe(2);
      expect(await checkLedgerInvariants(db)).toEqual([]);
    } finally {
      await db.close();
    }
    report({
      suite: 'money in flight',
      tried: { gatewayStarts: starts, sigkills: kills, crashPoints: 3 },
      found: { notSettledOnce: 0, openOutboxCalls: 0, invariantViolations: 0 },
    });
  });
});
