// Rate limits, as one Fastify plugin built on the Fastify team's @fastify/rate-limit. The counters
// live in Redis when REDIS_URL is set, so every gateway instance behind a load balancer spends the
// same budget (N instances must not give an attacker N times the allowance); without it they live
// in this process's memory, which is right only for the embedded single-process default.
//
// Each operation has rules; a rule counts requests under one key: the client (its address, as
// resolved by Fastify's trustProxy setting: behind a proxy the forwarded address, never the
// proxy's; an IPv6 client by its /64, which one subscriber holds whole), and additionally the thing an attacker varies or aims at (the mobile number in the
// request, the signed-in customer, the payment link). A request is refused with 429 and
// Retry-After as soon as any of its rules is over budget. Client rules run before anything else
// (onRequest: no body read, no credential checked); the others run once the body is validated and
// the caller known (preHandler). Lock-out counters for PIN and OTP tries are not rate limits: they
// stay in the database with the rest of the account's state.
import { isIPv6 } from 'node:net';

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

import { refused } from './envelope';
import type { AuthContext } from './types';

export const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

/** What a rule counts by. */
export type LimitKey = 'client' | 'number' | 'customer' | 'payer';

export interface LimitRule {
  key: LimitKey;
  /** Requests per window. */
  max: number;
}

export interface RateLimitOptions {
  /** The base budget per minute (RATE_LIMIT_PER_MINUTE): other budgets are derived from it. */
  perMinute: number;
  /** Shared store; in-memory when absent. */
  redisUrl?: string | undefined;
  /** Prefix of every counter in Redis (two deployments on one Redis must not share budgets). */
  namespace?: string;
  windowMs?: number;
}

/** Look-ups of payment links per client and minute, whatever the base budget. */
export const PUBLIC_LOOKUPS_PER_MINUTE = 30;

/**
 * Field-speed reports per client and minute. Customers behind one carrier address share it; a
 * report refused is only a sample lost.
 */
export const FIELD_SPEED_REPORTS_PER_MINUTE = 60;

/** Calls per payment-link payer (per verified number, or per link credential before it). */
export const PAYER_CALLS_PER_MINUTE = 10;

/**
 * The budget of every limited operation. `perMinute` is the base (30 by default): what a person
 * signing in, signing up or looking something up needs is far below it; a script is far above.
 */
export function limitRules(perMinute: number): Record<string, LimitRule[]> {
  const stranger = (): LimitRule[] => [
    { key: 'client', max: perMinute },
    { key: 'number', max: perMinute },
  ];
  // A signed-in customer's PIN checks, code guesses and costly exports: the base per client, a
  // third of it per customer.
  const customerChecked = (): LimitRule[] => [
    { key: 'client', max: perMinute },
    { key: 'customer', max: Math.max(1, Math.ceil(perMinute / 3)) },
  ];
  const lookups = Math.max(1, Math.ceil(perMinute / 2));
  return {
    // Sign-in: per client only. The PIN's guesses are held by the sign-in lock-out in the database
    // (5 tries, whichever addresses send them); a budget per number on top would only let
    // strangers keep the owner from signing in (or recovering: a reset clears the lock-out).
    login: [{ key: 'client', max: perMinute }],
    // A stranger's operations: per client, and per number so that many clients aiming at one
    // number (a code guesser, an SMS bomber) share one budget.
    sendOtp: stranger(),
    resendOtp: stranger(),
    validateOtp: stranger(),
    createLead: stranger(),
    leadExistsByNumber: stranger(),
    // Forgot PIN: the start per client only. A budget per number would be spent by strangers to
    // keep the owner from recovering; the texts a client can have sent to one number are held by
    // the reset's own budget per number and client (pinReset.ts), each address's by this rule.
    // The later steps name a reset, not a number, and their guesses are held by the code's tries
    // and recovery's lock-out.
    forgotPin: [{ key: 'client', max: perMinute }],
    verifyForgotPinCode: [{ key: 'client', max: perMinute }],
    verifyForgotPinCard: [{ key: 'client', max: perMinute }],
    // Each selfie is a paid check with the ID-verification provider.
    verifyForgotPinSelfie: [{ key: 'client', max: Math.max(1, Math.ceil(perMinute / 3)) }],
    resetPin: [{ key: 'client', max: perMinute }],
    refreshToken: [{ key: 'client', max: perMinute }],
    kycRequest: customerChecked(),
    confirmOldPin: customerChecked(),
    // A step-up's PIN is a guess like sign-in's (it also counts toward the lock-out); its
    // challenge is asked once per payment, like transact.
    confirmStepUp: customerChecked(),
    stepUpPasskeyOptions: customerChecked(),
    passkeyRegistrationOptions: customerChecked(),
    registerPasskey: customerChecked(),
    // Passkey sign-in: anonymous, like login; each answer is a signature check.
    passkeySignInOptions: [{ key: 'client', max: perMinute }],
    passkeySignIn: [{ key: 'client', max: perMinute }],
    stepUpChallenge: [
      { key: 'client', max: perMinute * 4 },
      { key: 'customer', max: perMinute * 2 },
    ],
    // Changing the e-mail: each request e-mails a code (and checks the PIN), each confirmation a guess.
    requestEmailChange: customerChecked(),
    confirmEmailChange: customerChecked(),
    // Look-ups that answer a holder's name: per client, per signed-in customer and per payment link.
    verifyAccount: [
      { key: 'client', max: perMinute },
      { key: 'customer', max: lookups },
    ],
    validateName: [
      { key: 'client', max: lookups },
      { key: 'customer', max: lookups },
      { key: 'payer', max: PAYER_CALLS_PER_MINUTE },
    ],
    // Reading a customer's QR code answers whether an account number is a customer's (and the
    // holder's initials): a look-up like verify-account, with its budget.
    readQr: [
      { key: 'client', max: perMinute },
      { key: 'customer', max: lookups },
    ],
    getAccountInfoByHash: [{ key: 'client', max: Math.min(perMinute, PUBLIC_LOOKUPS_PER_MINUTE) }],
    // The public check of a document's code: a look-up by a stranger, like a payment link's.
    checkDocument: [{ key: 'client', max: Math.min(perMinute, PUBLIC_LOOKUPS_PER_MINUTE) }],
    // Each page sends one report as it is left: a phone opening page after page sends a few a
    // minute, a script flooding the histograms many.
    reportFieldSpeed: [{ key: 'client', max: FIELD_SPEED_REPORTS_PER_MINUTE }],
    // Writes a signed-in customer repeats by hand (a wallet, a goal, a favourite each a tap):
    // a script creating thousands of rows, or sending a wallet's name check each time, is not.
    createLinkedWallet: customerChecked(),
    createGoal: customerChecked(),
    createFavourite: customerChecked(),
    // Money and work: per customer (many customers can share one address behind a carrier's NAT).
    transact: [
      { key: 'client', max: perMinute * 4 },
      { key: 'customer', max: perMinute * 2 },
      { key: 'payer', max: PAYER_CALLS_PER_MINUTE },
    ],
    // Asking reveals whether a number is a customer's: a customer's budget, not a client's, is what counts.
    createMoneyRequest: customerChecked(),
    payMoneyRequest: [
      { key: 'client', max: perMinute * 4 },
      { key: 'customer', max: perMinute * 2 },
    ],
    payQr: [
      { key: 'client', max: perMinute * 4 },
      { key: 'customer', max: perMinute * 2 },
    ],
    chargeLookup: [{ key: 'payer', max: PAYER_CALLS_PER_MINUTE }],
    chat: [
      { key: 'client', max: perMinute * 2 },
      { key: 'customer', max: perMinute },
    ],
    exportStatement: customerChecked(),
    // Drawing a PDF costs far more than a JSON read.
    exportStatementPdf: customerChecked(),
    getReceiptPdf: [
      { key: 'client', max: perMinute * 2 },
      { key: 'customer', max: perMinute },
    ],
  };
}

/**
 * The client an address stands for: an IPv4 address itself; an IPv6 address by its first 64 bits,
 * since a carrier or ISP hands each subscriber a whole /64 (or more) and a script can take a new
 * address in it for every request. An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const groups = (part: string | undefined) =>
    part
      ? part.split(':').flatMap((group) => {
          // A dotted IPv4 tail stands for the last two groups.
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const front = groups(head);
  const back = groups(tail);
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The value a rule counts by for this request, or null when it does not apply to the caller. */
function subject(key: LimitKey, request: FastifyRequest, auth: AuthContext | null): string | null {
  switch (key) {
    case 'client':
      return clientOf(request.ip);
    case 'number': {
      const params = (request.params ?? {}) as Record<string, unknown>;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const number = params.mobileNumber ?? body.mobileNumber ?? query.phoneNumber;
      return typeof number === 'string' ? number.replace(/\s/g, '') : null;
    }
    case 'customer':
      return auth && auth.kind !== 'payer' ? auth.leadId : null;
    case 'payer':
      return auth?.kind === 'payer' ? (auth.phoneNumber ?? auth.linkHash) : null;
  }
}

type Check = (request: FastifyRequest) => Promise<{ isExceeded: boolean; ttlInSeconds: number }>;

export interface Limiter {
  /** onRequest: the client rules of an operation (before the body is read). */
  beforeBody(operationId: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** onRequest, once the credential is known: the customer and payer rules. */
  afterAuth(
    operationId: string,
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthContext | null,
  ): Promise<boolean>;
  /** preHandler: the number rules (the number is in the body, the path or the query). */
  afterBody(operationId: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * Whether the shared store (Redis) answers a PING within `timeoutMs`; null without one (the
   * counters are in memory). Readiness asks: without its store every limited request is refused.
   */
  storeReachable(timeoutMs: number): Promise<boolean | null>;
}

/**
 * Registers @fastify/rate-limit on `app` (no global limit: only the rules above) and answers the
 * checks. Each check answers true when the request was refused (the 429 has been sent).
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<Limiter> {
  const windowMs = options.windowMs ?? 60_000;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // A limiter that cannot reach its store refuses (answered as a server fault) rather than
        // letting every request through: fail fast instead of queueing requests behind retries.
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: options.namespace ?? 'savewin-rate-limit:' } : { cache: 100_000 }),
    skipOnError: false,
  });

  const rules = limitRules(options.perMinute);
  const checks = new Map<string, Check>();
  function check(operationId: string, rule: LimitRule): Check {
    const name = `${operationId}:${rule.key}`;
    let found = checks.get(name);
    if (!found) {
      const create = (
        app as unknown as {
          createRateLimit(options: {
            max: number;
            timeWindow: number;
            keyGenerator: (request: FastifyRequest) => string;
          }): Check;
        }
      ).createRateLimit;
      found = create({
        max: rule.max,
        timeWindow: windowMs,
        keyGenerator: (request) =>
          `${name}:${(request as unknown as { rateLimitSubject: string }).rateLimitSubject}`,
      });
      checks.set(name, found);
    }
    return found;
  }

  async function apply(
    operationId: string,
    request: FastifyRequest,
    reply: FastifyReply,
    keys: (key: LimitKey) => boolean,
    auth: AuthContext | null,
  ): Promise<boolean> {
    let wait = 0;
    for (const rule of rules[operationId] ?? []) {
      if (!keys(rule.key)) continue;
      const value = subject(rule.key, request, auth);
      if (value === null) continue;
      (request as unknown as { rateLimitSubject: string }).rateLimitSubject = value;
      const result = await check(operationId, rule)(request);
      if (result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
    }
    if (wait === 0) return false;
    reply.header('retry-after', String(wait));
    await reply.code(429).type('application/json; charset=utf-8').send(refused(RATE_LIMITED));
    return true;
  }

  return {
    beforeBody: (operationId, request, reply) =>
      apply(operationId, request, reply, (key) => key === 'client', null),
    afterAuth: (operationId, request, reply, auth) =>
      apply(operationId, request, reply, (key) => key === 'customer' || key === 'payer', auth),
    afterBody: (operationId, request, reply) =>
      apply(operationId, request, reply, (key) => key === 'number', null),
    async storeReachable(timeoutMs) {
      if (!redis) return null;
      // Not connected: a PING would only wait in the offline queue.
      if (redis.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
