// The gateway on a fresh test database, driven through Fastify's inject (no port): a client that
// sends the subscription key, a movable clock, and the real sign-up / sign-in flow that reads
// each OTP from the sandbox SMS inbox, like a person would read their phone.
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { SANDBOX_SUBSCRIPTION_KEY, testConfig, type GatewayConfig } from '../../src/config';
import { checkLedgerInvariants } from '../../src/domain/ledger/index';
import { buildServer, type BuildOptions } from '../../src/http/server';
import { createServices, type ServiceOptions, type Services } from '../../src/services';

import { assertMatchesContract } from './contract';
import { createTestDatabase, type TestDatabase } from './database';

export interface Answer<T = unknown> {
  status: number;
  body: { isSuccess: boolean; displayMessage: string; result: T };
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The body's bytes (a PDF). */
  raw: Buffer;
}

export interface CallOptions {
  body?: unknown;
  /** Raw payload (malformed JSON tests). */
  payload?: string;
  token?: string | null;
  /** Send no subscription key (or another one). */
  subscriptionKey?: string | null;
  headers?: Record<string, string>;
  /** The client's address (another client than the tests' default 127.0.0.1). */
  remoteAddress?: string;
  /** Skip the contract check (answers outside any operation, e.g. unknown routes). */
  unchecked?: boolean;
}

/**
 * beforeAll hooks that start a gateway create a database: a PGlite template takes seconds alone
 * and much longer on a machine busy with other suites, so they get more than the default.
 */
export const DATABASE_HOOK_TIMEOUT = 240_000;

export interface TestGateway {
  app: FastifyInstance;
  services: Services;
  db: TestDatabase['db'];
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** The texts a number received, newest first (live mode: from the fake SMS provider). */
  otpInbox?: (mobileNumber: string) => string[];
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

const usedNumbers = new Set<string>();
/**
 * A mobile number no other test of this run uses (MTN prefix 024), never one of the sandbox
 * network's documented test endings (…0000, …8888, …9999) or the live fakes' fault endings
 * (…2222, …3333, …4444, …6666), which behave specially.
 */
export function freshNumber(): string {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    const number = `024${digits}`;
    if (/(0000|2222|3333|4444|6666|8888|9999)$/.test(number) || usedNumbers.has(number)) continue;
    usedNumbers.add(number);
    return number;
  }
}

export interface TestGatewayOptions {
  config?: Partial<GatewayConfig>;
  build?: BuildOptions;
  assistantModel?: ServiceOptions['assistantModel'];
  /** Outside parties other than the sandbox ones (a live adapter against a fake provider). */
  adapters?: ServiceOptions['adapters'];
  /** The subscription key calls send by default (live mode refuses the sandbox one). */
  subscriptionKey?: string;
  /** Where readOtp finds a number's texts, newest first, when there is no sandbox inbox (live mode). */
  otpInbox?: (mobileNumber: string) => string[];
}

export async function startTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const database = await createTestDatabase();
  let offset = 0;
  const services = createServices({
    config: testConfig(options.config),
    db: database.db,
    now: () => new Date(Date.now() + offset),
    ...(options.assistantModel === undefined ? {} : { assistantModel: options.assistantModel }),
    ...(options.adapters ? { adapters: options.adapters } : {}),
  });
  const app = await buildServer(services, options.build);
  await app.ready();

  async function call<T>(method: string, url: string, opts: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    const key =
      opts.subscriptionKey === undefined
        ? (options.subscriptionKey ?? SANDBOX_SUBSCRIPTION_KEY)
        : opts.subscriptionKey;
    if (key !== null) headers['ocp-apim-subscription-key'] = key;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.payload !== undefined) {
      payload = opts.payload;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      ...(payload === undefined ? {} : { payload }),
    });
    const text = response.body;
    const contentType = String(response.headers['content-type'] ?? '');
    const body = contentType.includes('application/json')
      ? (JSON.parse(text) as Answer<T>['body'])
      : (undefined as never);
    if (!opts.unchecked) assertMatchesContract(method, url, response.statusCode, body, contentType);
    return { status: response.statusCode, body, headers: response.headers, text, raw: response.rawPayload };
  }

  return {
    app,
    services,
    db: database.db,
    advance(ms) {
      offset += ms;
    },
    ...(options.otpInbox ? { otpInbox: options.otpInbox } : {}),
    call,
    async close() {
      await app.close();
      await services.settle();
      await database.dispose();
    },
  };
}

/**
 * The gateway of a test file (or of the describe block it is called in): started on a fresh
 * database before the first test, closed after the last. Hooks registered after this call run
 * after the start and before the close. What it returns stands for that gateway from its start on.
 */
export function setUpTestGateway(options: TestGatewayOptions = {}): TestGateway {
  let current: TestGateway | undefined;
  beforeAll(async () => {
    current = await startTestGateway(options);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await current?.close();
  });
  const started = (): TestGateway => {
    if (!current) throw new Error('the test gateway starts in beforeAll: use it in hooks and tests');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get services() {
      return started().services;
    },
    get db() {
      return started().db;
    },
    get otpInbox() {
      return started().otpInbox;
    },
    advance: (ms) => started().advance(ms),
    call: (method, url, opts) => started().call(method, url, opts),
    close: () => started().close(),
  };
}

/** The newest 6-digit code the sandbox SMS inbox (or the gateway's otpInbox) holds for the number. */
export async function readOtp(gateway: TestGateway, mobileNumber: string): Promise<string> {
  const texts = gateway.otpInbox
    ? gateway.otpInbox(mobileNumber)
    : (
        (await gateway.call<{ text: string }[]>('GET', `/api/sandbox/sms-inbox/${mobileNumber}`)).body
          .result ?? []
      ).map((sms) => sms.text);
  // The newest code SMS (alerts about money or sign-ins carry no code).
  const text = texts.find((sms) => /code is \d{6}\b/.test(sms)) ?? '';
  const code = /code is (\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP in the sandbox inbox of ${mobileNumber}`);
  return code;
}

export interface SignedIn {
  mobileNumber: string;
  pin: string;
  leadId: string;
  token: string;
  refreshToken: string;
}

/** Registers a lead through the real flow: OTP to the number, validated, then the lead. */
export async function register(
  gateway: TestGateway,
  input: { mobileNumber?: string; pin?: string; profileName?: string } = {},
): Promise<{ mobileNumber: string; pin: string; leadId: string }> {
  const mobileNumber = input.mobileNumber ?? freshNumber();
  const pin = input.pin ?? '135790';
  const sent = await gateway.call('POST', `/api/otp-service/otp/send/${mobileNumber}`);
  if (!sent.body.isSuccess) throw new Error(`sendOtp refused: ${sent.body.displayMessage}`);
  const code = await readOtp(gateway, mobileNumber);
  const validated = await gateway.call('POST', '/api/otp-service/otp/validate', {
    body: { mobileNumber, code },
  });
  if (!validated.body.isSuccess) throw new Error(`validateOtp refused: ${validated.body.displayMessage}`);
  const created = await gateway.call<string>('POST', '/api/lead-service/lead', {
    body: { profileName: input.profileName ?? 'Ama Mensah', mobileNumber, email: 'ama@example.com', pin },
  });
  if (!created.body.isSuccess) throw new Error(`createLead refused: ${created.body.displayMessage}`);
  return { mobileNumber, pin, leadId: created.body.result };
}

/** Login (number + PIN) → OTP from the inbox → session credentials. */
export async function signIn(
  gateway: TestGateway,
  mobileNumber: string,
  pin: string,
): Promise<{ token: string; refreshToken: string }> {
  // The first OTP of a number may be younger than the resend cooldown.
  gateway.advance(61_000);
  const login = await gateway.call<{ token: string }>('POST', '/api/auth-service/auth/login', {
    body: { mobileNumber, pin, isBiometric: false },
  });
  if (!login.body.isSuccess) throw new Error(`login refused: ${login.body.displayMessage}`);
  const code = await readOtp(gateway, mobileNumber);
  const session = await gateway.call<{ token: string; refreshToken: string }>(
    'POST',
    '/api/otp-service/otp/validate',
    {
      token: login.body.result.token,
      body: { mobileNumber, code },
    },
  );
  if (!session.body.isSuccess) throw new Error(`sign-in OTP refused: ${session.body.displayMessage}`);
  return session.body.result;
}

/** A fresh customer, registered and signed in (no KYC yet). */
export async function signUpAndSignIn(
  gateway: TestGateway,
  input: { mobileNumber?: string; pin?: string; profileName?: string } = {},
): Promise<SignedIn> {
  const lead = await register(gateway, input);
  const session = await signIn(gateway, lead.mobileNumber, lead.pin);
  return { ...lead, ...session };
}

/** A tiny valid JPEG (SOI, APP0 JFIF header, EOI) as a data URL. */
export const TINY_JPEG =
  'data:image/jpeg;base64,' +
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xd9,
  ]).toString('base64');

/**
 * KYC through the API with a card the sandbox verifies; waits for the decision and signs in
 * again so the session sees the new customer number. Returns the customer number.
 */
/**
 * The Ghana Card number a test customer verifies with: one of their own (one card, one profile),
 * read from their number (024XXXXXXX → GHA-24XXXXXXX-1), which the sandbox verifies.
 */
export function cardOf(mobileNumber: string): string {
  return `GHA-${mobileNumber.slice(1)}-1`;
}

export async function verifyCustomer(
  gateway: TestGateway,
  who: SignedIn,
): Promise<SignedIn & { customerNumber: string }> {
  const kyc = await gateway.call('POST', '/api/kyc-service/kyc/request', {
    token: who.token,
    body: {
      ghanaCardNumber: cardOf(who.mobileNumber),
      image: TINY_JPEG,
      dataType: 'JPG',
      leadid: who.leadId,
      partnerReference: '',
      live: false,
      sourceSystem: 'WEB PORTAL',
    },
  });
  if (!kyc.body.isSuccess) throw new Error(`KYC refused: ${kyc.body.displayMessage}`);
  await gateway.services.settle();
  const details = await gateway.call<{ customerNumber: string }>(
    'GET',
    `/api/customer-details/${who.mobileNumber}`,
    {
      token: who.token,
    },
  );
  if (!details.body.isSuccess) throw new Error(`no subscription after KYC: ${details.body.displayMessage}`);
  return { ...who, customerNumber: details.body.result.customerNumber };
}

/** A signed-in customer after KYC, with their SAVE & WIN account. */
export type AccountHolder = SignedIn & { customerNumber: string; accountNumber: string };

/** A fresh customer, registered, signed in and KYC-verified, with their SAVE & WIN account. */
export async function verifiedCustomer(
  gateway: TestGateway,
  input: { mobileNumber?: string; pin?: string; profileName?: string } = {},
): Promise<AccountHolder> {
  const who = await verifyCustomer(gateway, await signUpAndSignIn(gateway, input));
  const details = await gateway.call<{ accounts: { productName: string; accountNumber: string }[] }>(
    'GET',
    `/api/customer-details/${who.mobileNumber}`,
    { token: who.token },
  );
  const main = details.body.result.accounts.find((a) => a.productName === 'SAVE & WIN');
  if (!main) throw new Error('no SAVE & WIN account after KYC');
  return { ...who, accountNumber: main.accountNumber };
}

/**
 * The ledger's invariants, asserted after every integration test: each transaction's entries
 * sum to zero, each balance equals the sum of its entries, no customer balance is below zero.
 */
export function ledgerProblems(gateway: TestGateway): Promise<string[]> {
  return checkLedgerInvariants(gateway.db);
}

interface Summary {
  status: string;
  promptId?: string;
}

/**
 * Deposits through the API and approves the sandbox network's prompt like the payer would.
 * Returns the deposit's transaction id.
 */
export async function fundCustomer(
  gateway: TestGateway,
  who: SignedIn,
  accountNumber: string,
  amount: string,
  transactionId = `dep-${randomUUID()}`,
): Promise<string> {
  const deposit = await gateway.call<Summary>('POST', '/api/transaction-service/transaction/transact', {
    token: who.token,
    body: {
      customerAccountNumber: accountNumber,
      transactionId,
      amount,
      narration: 'Deposit',
      transactionType: 'DEPOSIT',
      destinationAccountNumber: who.mobileNumber,
      destinationSortCode: '',
      sourceSystem: 'WEB APP',
    },
  });
  if (!deposit.body.isSuccess || !deposit.body.result.promptId) {
    throw new Error(`deposit refused: ${deposit.body.displayMessage}`);
  }
  const approved = await gateway.call(
    'POST',
    `/api/sandbox/momo/prompts/${deposit.body.result.promptId}/approve`,
  );
  if (!approved.body.isSuccess) throw new Error(`prompt not approved: ${approved.body.displayMessage}`);
  return transactionId;
}
