// Two gateway processes on one PostgreSQL and one Redis, behind this suite's own round-robin (a
// load balancer in miniature): what an attacker can do must not double with the instances. The
// budgets of the rate limiter (the real one, on Redis) and the PIN lock-out (in the database) are
// spent across both (every request from another client address, so only the number's budget and
// the lock-out can stop them): one number's budget is one budget, five wrong PINs lock both instances, and
// simultaneous guesses spread over both instances still meet the lock. Money neither: the same GhQR
// payments sent to both instances at once move each id once and never past the balance. Runs on PostgreSQL only
// (./run.mjs): PGlite is one process's database.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';

import { writePaymentQr } from '@savewin/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { SYSTEM_ACCOUNTS, openCustomerAccount } from '../../src/domain/ledger';
import { limitRules } from '../../src/http/rateLimit';
import { CHILD_SANDBOX_ENV, startChildGateway } from '../support/childGateway';
import { freshNumber } from '../support/server';

import { sendAfterAnswers } from './probes';
import { report } from './report';

const PER_MINUTE = 40;
const RULES = limitRules(PER_MINUTE);
const GUESSES = 20;
const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const schema = `t_${randomBytes(6).toString('hex')}`;
const namespace = `two-instances-${randomUUID()}:`;

const children: ChildProcess[] = [];
/** What each instance printed (its scheduled job runs). */
const outputs: string[] = [];
const JOBS_MS = 300;
let bases: string[] = [];
let turn = 0;
let clients = 1;
const tried: Record<string, number> = {};
const found = {
  allowedPastBudget: 0,
  rightPinPastLock: 0,
  instancesNotLocked: 0,
  jobSlotsRunTwice: 0,
  revokedCredentialsAnswered: 0,
  qrPaymentsMovedTwice: 0,
  qrPaymentsPastBalance: 0,
};
const count = (what: string, n = 1) => (tried[what] = (tried[what] ?? 0) + n);

interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T;
}

function start(): Promise<string> {
  const index = outputs.push('') - 1;
  const started = startChildGateway(
    `${import.meta.dirname}/instance-gateway.ts`,
    {
      DATABASE_URL: url,
      DB_SCHEMA: schema,
      REDIS_URL: redisUrl,
      INSTANCE_RATE_LIMIT: String(PER_MINUTE),
      INSTANCE_RATE_NAMESPACE: namespace,
      // The suite is the load balancer: it names a client per request, as a botnet would be.
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: `.data/two-instances-${schema}`,
      PIN_PEPPER: 'two-instances-pepper',
      TOKEN_SECRET: 'two-instances-token-secret',
      ...CHILD_SANDBOX_ENV,
      INSTANCE_JOBS_MS: String(JOBS_MS),
    },
    { what: 'instance', onOutput: (chunk) => (outputs[index] += chunk) },
  );
  children.push(started.proc);
  return started.listening;
}

/** The next instance in turn (round-robin), or the one named. */
/** A client address of its own (each request is a new client unless it names one). */
const freshClient = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;

async function call<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; base?: string; client?: string } = {},
) {
  const base = options.base ?? bases[turn++ % bases.length]!;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'ocp-apim-subscription-key': SANDBOX_SUBSCRIPTION_KEY,
      'x-forwarded-for': options.client ?? freshClient(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, base, body: (await response.json()) as Envelope<T> };
}

/** Signs a new lead up through the instances in turn; the code is read where it was sent. */
async function register(): Promise<{ mobileNumber: string; pin: string }> {
  const mobileNumber = freshNumber();
  const pin = '246802';
  const sent = await call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
  expect(sent.body.isSuccess, sent.body.displayMessage).toBe(true);
  const code = await codeSentTo(mobileNumber, sent.base);
  // A sign-up's proof registers the number only from the client that proved it: one phone, on
  // whichever instance the balancer picks.
  const client = freshClient();
  const validated = await call('POST', '/api/otp-service/otp/validate', {
    body: { mobileNumber, code },
    client,
  });
  expect(validated.body.isSuccess, validated.body.displayMessage).toBe(true);
  const lead = await call('POST', '/api/lead-service/lead', {
    body: { profileName: 'Efua Owusu', mobileNumber, email: 'efua@example.com', pin },
    client,
  });
  expect(lead.body.isSuccess, lead.body.displayMessage).toBe(true);
  return { mobileNumber, pin };
}

const login = (mobileNumber: string, pin: string, base?: string) =>
  call('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber, pin, isBiometric: false },
    ...(base ? { base } : {}),
  });

/** The code a number was last sent, read from the instance that sent it. */
async function codeSentTo(mobileNumber: string, base: string): Promise<string | undefined> {
  const inbox = await call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${mobileNumber}`, { base });
  return /code is (\d{6})\b/.exec(
    inbox.body.result.find((sms) => /code is \d{6}\b/.test(sms.text))?.text ?? '',
  )?.[1];
}

/** Signs a registered lead in on one instance (the PIN, then the code sent there): the session's token. */
async function sessionOn(base: string, lead: { mobileNumber: string; pin: string }): Promise<string> {
  const started = await login(lead.mobileNumber, lead.pin, base);
  const pending = (started.body as Envelope<{ token: string }>).result.token;
  const session = await call<{ token: string }>('POST', '/api/otp-service/otp/validate', {
    base,
    token: pending,
    body: { mobileNumber: lead.mobileNumber, code: await codeSentTo(lead.mobileNumber, base) },
  });
  expect(session.body.isSuccess, session.body.displayMessage).toBe(true);
  return session.body.result.token;
}

/**
 * Gives a registered lead KYC's customer number directly and, with `openAccount`, its SAVE & WIN
 * account: the account's number, if opened.
 */
async function verify(mobileNumber: string, openAccount: boolean): Promise<string | undefined> {
  const db = await openDatabase({ url: url!, schema, maxConnections: 1 });
  try {
    const [row] = await db.query<{ customer_number: string }>(
      `UPDATE leads SET customer_number = nextval('customer_number_seq')::text, kyc_status = 'VERIFIED'
        WHERE mobile_number = $1 RETURNING customer_number`,
      [mobileNumber],
    );
    if (!openAccount) return undefined;
    const opened = await db.transaction((tx) =>
      openCustomerAccount(tx, { customerNumber: row!.customer_number, productName: 'SAVE & WIN' }),
    );
    return opened.accountNumber;
  } finally {
    await db.close();
  }
}

/** A new customer signed in on one instance, with a customer number (KYC's, given directly). */
async function signedInCustomer(base: string): Promise<string> {
  const lead = await register();
  const token = await sessionOn(base, lead);
  await verify(lead.mobileNumber, false);
  return token;
}

/**
 * A new customer with a SAVE & WIN account (KYC's customer number and account given directly),
 * signed in on one instance and funded there by an approved mobile-money deposit.
 */
async function fundedCustomer(base: string, deposit: string) {
  const lead = await register();
  const accountNumber = (await verify(lead.mobileNumber, true))!;
  const token = await sessionOn(base, lead);
  const funded = await call<{ promptId: string }>('POST', '/api/transaction-service/transaction/transact', {
    base,
    token,
    body: {
      customerAccountNumber: accountNumber,
      transactionId: randomUUID(),
      amount: deposit,
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: lead.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  expect(funded.body.isSuccess, funded.body.displayMessage).toBe(true);
  const approved = await call('POST', `/api/sandbox/momo/prompts/${funded.body.result.promptId}/approve`, {
    base,
  });
  expect(approved.body.isSuccess, approved.body.displayMessage).toBe(true);
  return { token, accountNumber };
}

beforeAll(async () => {
  if (!url || !redisUrl)
    throw new Error('the two-instance suite needs TEST_DATABASE_URL and REDIS_URL (./run.mjs sets both)');
  const db = await openDatabase({ url, schema, maxConnections: 2 });
  await migrate(db);
  await db.close();
  bases = await Promise.all([start(), start()]);
}, 240_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  report({ suite: 'two instances', tried: { instances: bases.length, ...tried }, found });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
});

describe('two gateway instances on one PostgreSQL and one Redis', () => {
  it('spends one rate-limit budget per number across both instances', async () => {
    const limit = RULES.leadExistsByNumber!.find((r) => r.key === 'number')!.max;
    const target = freshNumber();
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      statuses.push((await call('GET', `/api/lead-service/lead/exists/${target}`)).status);
      count('roundRobinRequests');
    }
    const first = statuses.indexOf(429) + 1;
    if (first === 0 || first > limit + 1) found.allowedPastBudget += 1;
    expect(first).toBe(limit + 1);
  });

  it('locks sign-in on both instances after five wrong PINs spread over them', async () => {
    const lead = await register();
    for (let i = 0; i < 5; i++) await login(lead.mobileNumber, '000000');
    count('wrongPinsSpread', 5);
    for (const base of bases) {
      const right = await login(lead.mobileNumber, lead.pin, base);
      if (right.body.isSuccess) found.instancesNotLocked += 1;
      expect(right.body.displayMessage).toMatch(/^Sign-in is locked after 5 wrong PINs\./);
    }
  });

  // The right PIN is sent once five wrong guesses have been answered (so counted) while the others
  // are still in flight: sent at the same moment as all of them, it could be among the first five
  // tries, where the lock-out rightly lets the customer in (a clean-clone run saw exactly that).
  it(`holds the lock against ${GUESSES} simultaneous wrong guesses and a right PIN racing them over both instances`, async () => {
    for (let round = 0; round < 3; round++) {
      const lead = await register();
      const answers = await sendAfterAnswers(
        Array.from({ length: GUESSES }, () => login(lead.mobileNumber, '000000')),
        5,
        () => login(lead.mobileNumber, lead.pin),
      );
      count('parallelWrongPinsSpread', GUESSES);
      const right = answers[GUESSES]!;
      if (right.body.isSuccess) found.rightPinPastLock += 1;
      const checked = answers.filter((a) =>
        / (tries|try) left before sign-in is locked\.$/.test(a.body.displayMessage),
      );
      expect(checked.length).toBeLessThanOrEqual(4);
      expect(right.body.isSuccess).toBe(false);
    }
  });

  // Each instance answers a credential it looked up a moment ago from memory; a revocation on the
  // other instance must reach it (LISTEN/NOTIFY) before the customer's next request does.
  it('refuses a credential revoked on one instance at its very next request on the other', async () => {
    const [a, b] = bases as [string, string];
    const READ = '/api/notifications/unread-count';
    for (const revoke of ['/api/auth-service/auth/logout', '/api/auth-service/auth/logout-everywhere']) {
      for (let round = 0; round < 3; round++) {
        const token = await signedInCustomer(a);
        for (let i = 0; i < 3; i++) expect((await call('GET', READ, { base: b, token })).status).toBe(200);
        expect((await call('GET', READ, { base: a, token })).status).toBe(200);
        expect((await call('POST', revoke, { base: a, token })).status).toBe(200);
        const next = await call('GET', READ, { base: b, token });
        count('credentialsRevokedOnTheOtherInstance');
        if (next.status !== 401) found.revokedCredentialsAnswered += 1;
        expect(next.status).toBe(401);
      }
    }
  });

  it('moves each GhQR payment once and never past the balance when copies reach both instances at once', async () => {
    const [a, b] = bases as [string, string];
    const payer = await fundedCustomer(a, '100.00');
    const merchantId = 'GHQR-MER-001010';
    // A fuel station's dynamic code for GH₵30: ten payments of it, each sent to both instances
    // at once; GH₵100 pays three of them.
    const payload = writePaymentQr({
      scheme: 'ghqr',
      accountId: merchantId,
      merchantName: 'Tamale Northern Fuel',
      merchantCity: 'Tamale',
      categoryCode: '5541',
      terminalId: 'PUMP-2',
      amount: 3_000,
    });
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const answers = await Promise.all(
      ids.flatMap((transactionId) =>
        [a, b].map((base) =>
          call<{ transactionId: string }>('POST', '/api/qr-service/qr/pay', {
            base,
            token: payer.token,
            body: {
              customerAccountNumber: payer.accountNumber,
              transactionId,
              amount: '30.00',
              payload,
              narration: 'Fuel',
              sourceSystem: 'WEB APP',
            },
          }),
        ),
      ),
    );
    count('qrPaymentsSentToBoth', answers.length);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // Both copies of an id answer alike: the first answer, paid or refused.
    for (let i = 0; i < ids.length; i++)
      expect(answers[2 * i + 1]!.body.isSuccess).toBe(answers[2 * i]!.body.isSuccess);
    const paid = ids.filter((_, i) => answers[2 * i]!.body.isSuccess).length;
    const db = await openDatabase({ url: url!, schema, maxConnections: 1 });
    try {
      const rows = await db.query<{ client_transaction_id: string; n: number }>(
        `SELECT client_transaction_id, count(*)::int AS n FROM ledger_transactions
          WHERE account_number = $1 AND transaction_type = 'MERCHANT_PAYMENT' GROUP BY client_transaction_id`,
        [payer.accountNumber],
      );
      found.qrPaymentsMovedTwice += rows.filter((row) => row.n > 1).length;
      const [balance] = await db.query<{ balance: number }>(
        'SELECT balance FROM ledger_accounts WHERE account_number = $1',
        [payer.accountNumber],
      );
      if (Number(balance!.balance) < 0) found.qrPaymentsPastBalance += 1;
      const [takings] = await db.query<{ total: number }>(
        `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE account_number = $1`,
        [SYSTEM_ACCOUNTS.merchantCollection(merchantId)],
      );
      expect(paid).toBe(3);
      expect(rows.map((row) => row.n)).toEqual([1, 1, 1]);
      expect(Number(balance!.balance)).toBe(1_000);
      expect(Number(takings!.total)).toBe(9_000);
    } finally {
      await db.close();
    }
  });

  it('runs each scheduled job once per slot, whichever instance claims it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 12 * JOBS_MS));
    const runs = outputs.flatMap((text, instance) =>
      [...text.matchAll(/^ran (\S+) (\d+)$/gm)].map((m) => ({ instance, key: `${m[1]} ${m[2]}` })),
    );
    const perSlot = new Map<string, number>();
    for (const run of runs) perSlot.set(run.key, (perSlot.get(run.key) ?? 0) + 1);
    const doubled = [...perSlot.values()].filter((n) => n > 1).length;
    found.jobSlotsRunTwice = doubled;
    count('scheduledRuns', runs.length);
    expect(doubled).toBe(0);
    // Every job ran in several slots while both instances were up.
    for (const job of ['interest', 'products', 'reconciliation'])
      expect([...perSlot.keys()].filter((key) => key.startsWith(`${job} `)).length).toBeGreaterThanOrEqual(3);
    const db = await openDatabase({ url: url!, schema, maxConnections: 1 });
    try {
      const failed = await db.query(`SELECT job, error FROM job_runs WHERE error IS NOT NULL`);
      expect(failed).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
