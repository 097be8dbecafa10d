// The gateway's configuration, read once from the environment. Secrets (PIN pepper, token key)
// never live in the database: in live mode they must come from the environment; in sandbox mode a
// development default is generated once into DATA_DIR/secrets.json (mode 0600, gitignored).
// Live mode (GATEWAY_MODE=live) starts only when every secret and every provider is configured
// (adapters/registry.ts); otherwise it refuses, naming each variable that is missing.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { liveAdapters } from './adapters/registry';

export type GatewayMode = 'sandbox' | 'live';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface GatewayConfig {
  mode: GatewayMode;
  port: number;
  host: string;
  /** postgres://… when set; otherwise PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  subscriptionKeys: readonly string[];
  /** Mixed into every PIN hash; never stored in the database. */
  pinPepper: string;
  /** Key for hashing credentials and OTPs at rest (HMAC). */
  tokenSecret: string;
  /** Origins allowed to call the API from a browser (the portal's). */
  corsOrigins: readonly string[];
  /**
   * Where customers open the portal (scheme, host, port; no trailing slash): shareable links
   * such as payment links point here. PUBLIC_URL, default the address the gateway serves on.
   */
  publicUrl: string;
  logLevel: LogLevel;
  /** Built portal served on the same port (SPA fallback), when the folder exists. */
  portalDist: string;
  /** Print sandbox OTPs on the console so a person can sign in to the demo. */
  printOtps: boolean;
  /** How long after a KYC request its check is sent (the sandbox's visible pending state, ms). */
  kycDelayMs: number;
  /** How long a writer or worker holds an outbox call it is sending before another may (ms). */
  outboxLeaseMs: number;
  /** Reconciliation asks the provider about calls still open this long after they were made (ms). */
  reconcileAfterMs: number;
  /** Calls still unresolved this long are listed for an operator (ms). */
  operatorAfterMs: number;
  /** Bearer token of the operator report (GET /api/operator/reconciliation); off when unset. */
  operatorToken: string | undefined;
  /**
   * The secret in the address providers send callbacks to (/api/callbacks/<provider>/<secret>/…):
   * MTN MoMo signs nothing, so only someone who knows the address can call it, and every
   * callback is confirmed with a status request before it counts. Callbacks are off when unset.
   */
  callbackSecret: string | undefined;
  /** Paystack's secret key, which also signs its webhooks (x-paystack-signature). */
  paystackSecretKey: string | undefined;
  /** Requests per minute per client address on sign-in, OTP and registration operations. */
  rateLimitPerMinute: number;
  /** redis://… when set: rate-limit counters shared by every instance; otherwise in memory. */
  redisUrl: string | undefined;
  /**
   * Which proxies may name the client (X-Forwarded-For), as Fastify's trustProxy: false (none,
   * the default), true (any: only behind a proxy that overwrites the header), or a list of the
   * proxies' addresses/CIDRs.
   */
  trustProxy: boolean | string[];
  /**
   * A streaming replica of DATABASE_URL (DATABASE_REPLICA_URL): statements of closed periods are
   * read there (db/replica.ts says which); unset, everything reads the primary.
   */
  databaseReplicaUrl: string | undefined;
  /** PostgreSQL pool size per instance (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  /** How long opening a PostgreSQL connection may take (DATABASE_CONNECT_TIMEOUT_MS, default 5 s). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL statement_timeout of the gateway's queries (DATABASE_STATEMENT_TIMEOUT_MS; 0 = none). */
  databaseStatementTimeoutMs: number;
  /**
   * On SIGTERM, how long the gateway keeps serving while /readyz answers 503, so a load balancer
   * stops sending it requests before it closes (SHUTDOWN_DRAIN_MS; default 0: close at once).
   */
  shutdownDrainMs: number;
  /**
   * Step-up for money out: payouts, bills, new payees, large payment links and profile
   * deletion need the PIN proved for that one operation (domain/identity/stepUp.ts). Always on in
   * live mode; STEP_UP=off turns it off in sandbox only (the ledger's own test harnesses).
   */
  stepUp: boolean;
  /**
   * Group commit of internal transfers (LEDGER_GROUP_COMMIT=on|off, default off): transfers
   * arriving within LEDGER_GROUP_COMMIT_WAIT_MS (default 1) of each other, up to
   * LEDGER_GROUP_COMMIT_MAX_ITEMS (default 32), are posted by one database call, so an account
   * many customers pay is locked once per batch (domain/ledger/transferBatch.ts). Null: off.
   */
  ledgerGroupCommit: { maxItems: number; waitMs: number } | null;
}

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const SANDBOX_SUBSCRIPTION_KEY = 'sandbox-subscription-key';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** PUBLIC_URL as an origin-like base, or the address `npm start` prints for HOST and PORT. */
function readPublicUrl(value: string | undefined, host: string, port: number): string {
  if (!value) return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http or https address, not '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an absolute http or https address, not '${value}'`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not '${value}'`);
  }
  return port;
}

function readTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return list(text);
}

interface Secrets {
  pinPepper: string;
  tokenSecret: string;
}

/** Sandbox only: the development secrets, generated once and kept beside the data. */
function sandboxSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof parsed.pinPepper === 'string' && typeof parsed.tokenSecret === 'string') {
      return { pinPepper: parsed.pinPepper, tokenSecret: parsed.tokenSecret };
    }
    throw new ConfigError(`${file} is not a valid secrets file: delete it to generate new ones`);
  }
  const secrets: Secrets = {
    pinPepper: randomBytes(32).toString('base64url'),
    tokenSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

/**
 * Reads the configuration. Throws ConfigError with a message a person can act on; live mode
 * refuses to start without real secrets and keys.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const modeText = env.GATEWAY_MODE ?? 'sandbox';
  if (modeText !== 'sandbox' && modeText !== 'live') {
    throw new ConfigError(`GATEWAY_MODE must be 'sandbox' or 'live', not '${modeText}'`);
  }
  const mode: GatewayMode = modeText;
  const dataDir = resolve(repoRoot, env.DATA_DIR ?? '.data/gateway');
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${String(env.LOG_LEVEL)}'`,
    );
  }

  let subscriptionKeys = list(env.SUBSCRIPTION_KEYS);
  let secrets: Secrets | undefined =
    env.PIN_PEPPER && env.TOKEN_SECRET
      ? { pinPepper: env.PIN_PEPPER, tokenSecret: env.TOKEN_SECRET }
      : undefined;

  if (mode === 'live') {
    // Everything a live gateway needs, checked at once, so one refusal names all that is missing.
    const problems = liveProblems(env, dataDir, subscriptionKeys);
    if (problems.length > 0) {
      throw new ConfigError(`live mode cannot start: ${problems.join('; ')}`);
    }
  }
  if (subscriptionKeys.length === 0) subscriptionKeys = [SANDBOX_SUBSCRIPTION_KEY];
  secrets ??= sandboxSecrets(dataDir);

  const kycDelay = Number(env.KYC_DELAY_MS ?? '1500');
  const rateLimit = Number(env.RATE_LIMIT_PER_MINUTE ?? '30');
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new ConfigError(
      `RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, not '${env.RATE_LIMIT_PER_MINUTE}'`,
    );
  }
  const port = readPort(env.PORT);
  const host = env.HOST ?? '127.0.0.1';
  return {
    mode,
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    port,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    subscriptionKeys,
    pinPepper: secrets.pinPepper,
    tokenSecret: secrets.tokenSecret,
    corsOrigins: list(env.CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173'),
    publicUrl: readPublicUrl(env.PUBLIC_URL, host, port),
    logLevel,
    portalDist: resolve(repoRoot, env.PORTAL_DIST ?? 'apps/portal/dist'),
    printOtps: mode === 'sandbox' && env.PRINT_OTPS !== 'false',
    kycDelayMs: mode === 'live' ? 0 : Number.isFinite(kycDelay) && kycDelay >= 0 ? kycDelay : 1500,
    rateLimitPerMinute: rateLimit,
    outboxLeaseMs: readMs(env, 'OUTBOX_LEASE_MS', 30_000),
    reconcileAfterMs: readMs(env, 'RECONCILE_AFTER_MS', 10 * 60_000),
    operatorAfterMs: readMs(env, 'RECONCILE_OPERATOR_AFTER_MS', 60 * 60_000),
    operatorToken: env.OPERATOR_TOKEN || undefined,
    callbackSecret: env.CALLBACK_SECRET || undefined,
    paystackSecretKey: env.PAYSTACK_SECRET_KEY?.trim() || undefined,
    databaseReplicaUrl: readReplicaUrl(env),
    databasePoolMax: readPoolMax(env.DATABASE_POOL_MAX),
    databaseConnectTimeoutMs: readMs(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    databaseStatementTimeoutMs: readMs(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
    shutdownDrainMs: readMs(env, 'SHUTDOWN_DRAIN_MS', 0),
    stepUp: mode === 'live' || env.STEP_UP !== 'off',
    ledgerGroupCommit: readGroupCommit(env),
  };
}

export function readGroupCommit(env: NodeJS.ProcessEnv): GatewayConfig['ledgerGroupCommit'] {
  const mode = env.LEDGER_GROUP_COMMIT?.trim() || 'off';
  if (mode !== 'on' && mode !== 'off') {
    throw new ConfigError(`LEDGER_GROUP_COMMIT must be 'on' or 'off', not '${mode}'`);
  }
  if (mode === 'off') return null;
  const maxItems = Number(env.LEDGER_GROUP_COMMIT_MAX_ITEMS || '32');
  // Each item is a subtransaction: PostgreSQL tracks up to 64 per transaction cheaply.
  if (!Number.isInteger(maxItems) || maxItems < 1 || maxItems > 64) {
    throw new ConfigError(
      `LEDGER_GROUP_COMMIT_MAX_ITEMS must be a whole number from 1 to 64, not '${env.LEDGER_GROUP_COMMIT_MAX_ITEMS}'`,
    );
  }
  return { maxItems, waitMs: readMs(env, 'LEDGER_GROUP_COMMIT_WAIT_MS', 1) };
}

/** DATABASE_REPLICA_URL: only beside a PostgreSQL primary, and never the primary itself. */
function readReplicaUrl(env: NodeJS.ProcessEnv): string | undefined {
  const replica = env.DATABASE_REPLICA_URL?.trim() || undefined;
  if (!replica) return undefined;
  if (!env.DATABASE_URL)
    throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL: a replica of PGlite does not exist');
  if (!/^postgres(ql)?:\/\//.test(replica))
    throw new ConfigError('DATABASE_REPLICA_URL must be a postgres:// address');
  return replica;
}

/** Connections per instance: PostgreSQL's max_connections is shared by every instance (and PgBouncer's pool). */
function readPoolMax(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > 1000) {
    throw new ConfigError(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, not '${value}'`);
  }
  return max;
}

function readMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of milliseconds, not '${text}'`);
  }
  return value;
}

/**
 * The fixed secrets of `npm run start:fakes` (scripts/start-with-fakes.ts): in the repository, so
 * known to anyone; live mode accepts them only in that rehearsal (onLoopbackOnly).
 */
export const START_WITH_FAKES_SECRETS = {
  PIN_PEPPER: 'start-with-fakes-pin-pepper-not-for-real-money',
  TOKEN_SECRET: 'start-with-fakes-token-secret-not-for-real-money',
  OPERATOR_TOKEN: 'start-with-fakes-operator-token-not-for-real-money',
  CALLBACK_SECRET: 'start-with-fakes-callback-secret-not-for-real-money',
  SUBSCRIPTION_KEYS: 'start-with-fakes-subscription-key',
} as const;

/** Where live adapters send money, codes and identity checks: each must be set for a rehearsal. */
const PROVIDER_URLS = [
  'MTN_MOMO_BASE_URL',
  'PAYSTACK_BASE_URL',
  'ARKESEL_BASE_URL',
  'SMILE_ID_BASE_URL',
  'HUBTEL_BASE_URL',
  'HUBTEL_STATUS_BASE_URL',
  'BEACON_URL',
];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  try {
    const host = new URL(address).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}

/**
 * A live gateway on this machine only, talking to providers on this machine only (the fakes): its
 * PUBLIC_URL and every provider address are loopback, so no real provider can be paid or call it.
 */
function onLoopbackOnly(env: NodeJS.ProcessEnv): boolean {
  return isLoopback(env.PUBLIC_URL) && PROVIDER_URLS.every((name) => isLoopback(env[name]));
}

/** Secrets a person chose: long enough, and not the development ones generated into DATA_DIR. */
const MIN_SECRET_LENGTH = 32;

/** What stops live mode from starting, each item naming the variable to set or fix. */
function liveProblems(env: NodeJS.ProcessEnv, dataDir: string, subscriptionKeys: string[]): string[] {
  const problems: string[] = [];
  const generated = new Set<string>();
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    try {
      for (const value of Object.values(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>))
        if (typeof value === 'string') generated.add(value);
    } catch {
      // not ours to judge here; the sandbox reports a broken secrets file
    }
  }
  for (const name of ['PIN_PEPPER', 'TOKEN_SECRET', 'OPERATOR_TOKEN', 'CALLBACK_SECRET']) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters`);
    else if (generated.has(value))
      problems.push(`${name} is a generated sandbox secret (from ${file}): choose a new one`);
  }
  if (subscriptionKeys.length === 0) problems.push('SUBSCRIPTION_KEYS is not set');
  if (subscriptionKeys.includes(SANDBOX_SUBSCRIPTION_KEY))
    problems.push('SUBSCRIPTION_KEYS must not include the sandbox subscription key');
  // A rehearsal against the fake providers (`npm run start:fakes`) may use http and the secrets
  // committed for it: nothing in it can reach a real provider or be reached by one. Anything else
  // needs https and secrets nobody has read in the repository.
  const rehearsal = onLoopbackOnly(env);
  if (!rehearsal) {
    if (!env.PUBLIC_URL?.startsWith('https://'))
      problems.push('PUBLIC_URL must be the https address providers send callbacks to');
    for (const [name, value] of Object.entries(START_WITH_FAKES_SECRETS))
      if (env[name] !== undefined && list(env[name]).some((given) => list(value).includes(given)))
        problems.push(
          `${name} is the one committed for npm run start:fakes (readable by anyone): choose a new one`,
        );
  }
  // Several instances share one PostgreSQL; their rate limits must share one store, or each
  // instance added gives an attacker another budget. Not a variable to remember: refused.
  if (env.DATABASE_URL && !env.REDIS_URL)
    problems.push(
      'REDIS_URL is not set: on PostgreSQL (DATABASE_URL) every instance must count rate limits in one store',
    );
  problems.push(...liveAdapters(env).missing);
  return problems;
}

/** A configuration for tests: sandbox, fixed secrets, nothing read from disk. */
export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    mode: 'sandbox',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: join(repoRoot, '.data/test'),
    subscriptionKeys: [SANDBOX_SUBSCRIPTION_KEY],
    pinPepper: 'test-pepper',
    tokenSecret: 'test-token-secret',
    corsOrigins: ['http://localhost:5173'],
    publicUrl: 'http://127.0.0.1:8080',
    logLevel: 'silent',
    portalDist: join(repoRoot, '.data/test/no-portal'),
    printOtps: false,
    kycDelayMs: 0,
    rateLimitPerMinute: 1000,
    outboxLeaseMs: 30_000,
    reconcileAfterMs: 10 * 60_000,
    operatorAfterMs: 60 * 60_000,
    operatorToken: undefined,
    callbackSecret: undefined,
    paystackSecretKey: undefined,
    redisUrl: undefined,
    databaseReplicaUrl: undefined,
    trustProxy: false,
    databasePoolMax: 10,
    databaseConnectTimeoutMs: 5_000,
    databaseStatementTimeoutMs: 30_000,
    shutdownDrainMs: 0,
    // In-process tests of the ledger and products post money without the step-up; the suite
    // about it (reliability/step-up) turns it on. Unlike loadConfig, this does not force it on for
    // mode 'live': a test that wants live mode's step-up says stepUp: true.
    stepUp: false,
    // LEDGER_GROUP_COMMIT=on runs the in-process suites with group commit, so every test of a
    // transfer proves the batched path as well as the single one.
    ledgerGroupCommit: readGroupCommit(process.env),
    ...overrides,
  };
}
