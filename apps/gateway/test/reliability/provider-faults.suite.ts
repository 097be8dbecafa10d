// Provider faults: the gateway with its live adapters — MTN MoMo collections and
// disbursements, Paystack charges (Telecel deposits) and transfers (Telecel payouts, other banks),
// Hubtel bills — against the fake providers on loopback, driven through random sequences of
// movements, each meeting its provider's faults the way real providers misbehave:
//   fates      success, failure, another amount, another currency (Hubtel names none: another
//              amount), a late reversal after success (payouts and bills), a late success after
//              failure (every kind);
//   callbacks  delivered once, duplicated (several at once), lost (reconciliation finds the
//              outcome), early (before the provider decided: reordered), forged (a wrong secret or
//              signature, then the real one);
//   steps      slow (the provider acts but answers past the adapter's deadline), a crash between
//              the commit and the send or between the provider's answer and its record (the
//              adapter's call dies there: the outbox sends it again), a status not visible yet
//              (hideStatus: a re-send refused as a duplicate, a status request answering 404).
// The suite decides every provider outcome itself (nothing is decided by a timer), then drives
// the outbox worker and reconciliation until every call is settled or held. After each sequence:
// the whole ledger sums to zero; every customer's balance equals the model's; each movement and
// each late correction moved money at most once (one posting of each kind), and the provider holds
// exactly one transaction per movement; no call is left open unless held. At the end of each epoch
// (a fresh gateway and customers, so the report stays short) every held or late call is on the
// operator report (GET /api/operator/reconciliation) and nothing else is. Deterministic for a seed
// (printed by fast-check on failure and in the report); no wait races a timer: a slow step is a
// stalled answer far past the adapter's deadline, and its outcome is settled the same either way.
//
// Soak record (`npm run soak`, 3,400 sequences ≈ 10⁴ operations per engine; set
// PROVIDER_FAULT_PROGRESS=<file> to follow it). 2026-11-26 16:38–16:52 UTC, both engines at once on
// the 2-core machine (load 1–13, a short e2e run beside it for a while):
// `PROVIDER_FAULT_PROGRESS=/tmp/soak-progress.txt node apps/gateway/test/reliability/run.mjs --soak provider-faults`.
// PostgreSQL seed 842310046: 3,400 sequences, 10,107 operations, 34 epochs, 764 s; PGlite seed
// 99259201: 3,400 sequences, 10,035 operations, 34 epochs, 815 s. On each: lost 0, doubled 0,
// unaccounted 0; every held and late call listed on the operator report (1,891 + 1,562 and
// 1,921 + 1,505); forged callbacks refused (1,629 and 1,593); 102 whole-ledger checks each.
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';

import type { Pesewas } from '@savewin/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

import type { BankAdapter } from '../../src/adapters/bank/bank';
import { liveFromEnv as bankFromEnv } from '../../src/adapters/bank/index';
import type { BillerAdapter } from '../../src/adapters/billers/billers';
import { hubtelReference, liveFromEnv as billersFromEnv } from '../../src/adapters/billers/hubtelBillers';
import { liveFromEnv as momoFromEnv } from '../../src/adapters/momo/index';
import type { MomoAdapter } from '../../src/adapters/momo/momo';
import { mtnReference } from '../../src/adapters/momo/mtnMomo';
import { paystackReference } from '../../src/adapters/paystack/paystackClient';
import { signPaystackBody } from '../../src/adapters/paystack/paystackWebhook';
import type { Caller } from '../../src/domain/caller';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { computeCharges, type ChargeKind } from '../../src/domain/fees/schedule';
import { checkLedgerInvariants } from '../../src/domain/ledger';
import { FAKE_HUBTEL, FAKE_HUBTEL_SERVICES, startFakeHubtel, type FakeHubtel } from '../fakes/fakeHubtel';
import { startFakeMtn, type FakeMtn } from '../fakes/fakeMtn';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from '../fakes/fakePaystack';
import { FAKE_MTN } from '../fakes/fakeProviders';
import { engine } from '../support/database';
import { startTestGateway, verifiedCustomer, type AccountHolder, type TestGateway } from '../support/server';

import { bounded, report, seed } from './report';

/** ≥ 10⁴ operations per engine in soak (sequences of 1–5 movements, 3 on average). */
const SEQUENCES = Number(process.env.PROVIDER_FAULT_SEQUENCES ?? bounded(40, 3_400));
/** A fresh gateway (database) and customers every so many sequences: the report stays short. */
const EPOCH = 100;
const CHECK_EVERY = 50;
/** Each provider call's deadline, and how late a slow step answers (far past it). */
const TIMEOUT_MS = 800;
const STALL_MS = 4_000;
const SECRET = 'provider-faults-callback-secret-0123456789';
const OPERATOR = 'provider-faults-operator-token-0123456789';
const PUBLIC_URL = 'http://gateway.invalid';
const OPERATOR_AFTER_MS = 30 * 86_400_000;
const BILLER = 'ECG-PREPAID';

type Fate = 'success' | 'failure' | 'wrong-amount' | 'wrong-currency' | 'late-reversal' | 'late-success';
type Delivery = 'once' | 'duplicated' | 'lost' | 'early' | 'forged';
type Via = 'mtn' | 'paystack-momo' | 'bank';
type Step = 'none' | 'slow' | 'crash-before-send' | 'crash-after-answer';
type Op =
  | { kind: 'deposit'; who: number; cedis: number; fate: Fate; delivery: Delivery; step: Step; hide: number }
  | {
      kind: 'payout';
      who: number;
      via: Via;
      cedis: number;
      fate: Fate;
      delivery: Delivery;
      step: Step;
      hide: number;
    }
  | { kind: 'bill'; who: number; cedis: number; fate: Fate; delivery: Delivery; step: Step; hide: number };

const fate = fc.constantFrom<Fate>(
  'success',
  'success',
  'success',
  'success',
  'failure',
  'failure',
  'wrong-amount',
  'wrong-currency',
  'late-reversal',
  'late-success',
);
const delivery = fc.constantFrom<Delivery>('once', 'once', 'duplicated', 'lost', 'early', 'forged');
const step = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Step>('none') },
  { weight: 1, arbitrary: fc.constant<Step>('slow') },
  { weight: 2, arbitrary: fc.constant<Step>('crash-before-send') },
  { weight: 2, arbitrary: fc.constant<Step>('crash-after-answer') },
);
const common = {
  who: fc.integer({ min: 0, max: 1 }),
  cedis: fc.integer({ min: 1, max: 60 }),
  fate,
  delivery,
  step,
  hide: fc.constantFrom(0, 0, 0, 1, 2),
};
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deposit' as const), ...common }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      via: fc.constantFrom<Via>('mtn', 'paystack-momo', 'bank'),
      ...common,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bill' as const), ...common }) },
);
/** A sequence: its movements, and the order their providers decide and call back in (reordered). */
const sequence = fc.array(op, { minLength: 1, maxLength: 5 }).chain((ops) =>
  fc.tuple(
    fc.constant(ops),
    fc.shuffledSubarray(
      ops.map((_, i) => i),
      { minLength: ops.length },
    ),
  ),
);

/** Which provider a movement meets. */
type Provider =
  'mtn-collection' | 'paystack-charge' | 'mtn-disbursement' | 'paystack-transfer' | 'hubtel-bill';

interface Movement {
  op: Op;
  provider: Provider;
  /** The ledger's transaction id (the reference every provider call carries). */
  ref: string;
  /** What the customer's balance moved when it was accepted (payouts and bills: the hold). */
  total: number;
  amount: number;
  /** Who in the epoch's pair. */
  who: number;
}

const tried: Record<string, number> = {};
const count = (key: string, by = 1) => (tried[key] = (tried[key] ?? 0) + by);
const found = {
  lost: 0,
  doubled: 0,
  unaccounted: 0,
  heldListed: 0,
  lateListed: 0,
  refusedAsExpected: 0,
  forgedRefused: 0,
  earlyIgnored: 0,
  wholeLedgerChecks: 0,
};
let operations = 0;
/** Wall time of epochs' set-up (gateway, customers, funding), for the soak's record. */
let setupMs = 0;

/** A seeded Ghana number of a network (MTN 024, Telecel 020) that is none of the fakes' test endings. */
function numberFor(prefix: '024' | '020', n: number): string {
  const digits = String(1_000_000 + ((n * 7_919 + 13) % 8_000_000)).slice(-7);
  const number = `${prefix}${digits}`;
  return /(0000|2222|3333|4444|5555|6666|7777|8888|9999)$/.test(number) ? numberFor(prefix, n + 1) : number;
}

describe(`provider faults on ${engine}`, () => {
  let mtn: FakeMtn;
  let paystack: FakePaystack;
  let hubtel: FakeHubtel;
  let gateway: TestGateway | undefined;
  let offset = 0;
  let people: AccountHolder[] = [];
  let model: number[] = [];
  /** The epoch's calls that must be on the operator report: held, or with late news. */
  let expectedListed = new Map<string, 'held' | 'late'>();
  let epochs = 0;
  /** The crash point armed for the next send (one-shot). */
  let armed: Step = 'none';

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([mtn?.close(), paystack?.close(), hubtel?.close()]);
  });

  /** The adapter's send dies at the armed point: before the provider hears of it, or after it answered. */
  async function crashPoint<T>(send: () => Promise<T>): Promise<T> {
    const point = armed;
    armed = 'none';
    if (point === 'crash-before-send') {
      count('crashesBeforeSend');
      throw new Error('crash between the commit and the send');
    }
    if (point !== 'crash-after-answer') return send();
    count('crashesAfterAnswer');
    await send().catch(() => undefined);
    throw new Error("crash between the provider's answer and its record");
  }

  function liveAdapters() {
    const env: NodeJS.ProcessEnv = {
      PUBLIC_URL,
      CALLBACK_SECRET: SECRET,
      MTN_MOMO_BASE_URL: mtn.url,
      MTN_MOMO_TARGET_ENVIRONMENT: FAKE_MTN.targetEnvironment,
      MTN_MOMO_CURRENCY: 'GHS',
      MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY: FAKE_MTN.collection.subscriptionKey,
      MTN_MOMO_COLLECTION_API_USER: FAKE_MTN.collection.apiUser,
      MTN_MOMO_COLLECTION_API_KEY: FAKE_MTN.collection.apiKey,
      MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: FAKE_MTN.disbursement.subscriptionKey,
      MTN_MOMO_DISBURSEMENT_API_USER: FAKE_MTN.disbursement.apiUser,
      MTN_MOMO_DISBURSEMENT_API_KEY: FAKE_MTN.disbursement.apiKey,
      MTN_MOMO_TIMEOUT_MS: String(TIMEOUT_MS),
      PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS),
      HUBTEL_API_ID: FAKE_HUBTEL.apiId,
      HUBTEL_API_KEY: FAKE_HUBTEL.apiKey,
      HUBTEL_PREPAID_DEPOSIT_ID: FAKE_HUBTEL.depositId,
      HUBTEL_SERVICE_IDS: Object.entries(FAKE_HUBTEL_SERVICES)
        .map(([code, id]) => `${code}=${id}`)
        .join(','),
      HUBTEL_BASE_URL: `${hubtel.url}/commissionservices`,
      HUBTEL_STATUS_BASE_URL: hubtel.url,
      HUBTEL_TIMEOUT_MS: String(TIMEOUT_MS),
    };
    const momo = momoFromEnv(env);
    const bank = bankFromEnv(env);
    const billers = billersFromEnv(env);
    if (!('adapter' in momo) || !('adapter' in bank) || !('adapter' in billers))
      throw new Error('a live adapter is missing its environment');
    const m: MomoAdapter = momo.adapter;
    const b: BankAdapter = bank.adapter;
    const h: BillerAdapter = billers.adapter;
    return {
      momo: {
        ...m,
        requestCollection: (request) => crashPoint(() => m.requestCollection(request)),
        disburse: (request) => crashPoint(() => m.disburse(request)),
      } satisfies MomoAdapter,
      bank: { ...b, transfer: (request) => crashPoint(() => b.transfer(request)) } satisfies BankAdapter,
      billers: { ...h, pay: (request) => crashPoint(() => h.pay(request)) } satisfies BillerAdapter,
    };
  }

  const now = () => new Date(Date.now() + offset);
  const advance = (ms: number) => {
    offset += ms;
    gateway!.advance(ms);
  };
  const authOf = (who: AccountHolder): Caller => ({
    kind: 'customer',
    sessionId: `provider-faults-${who.leadId}`,
    leadId: who.leadId,
    mobileNumber: who.mobileNumber,
    customerNumber: who.customerNumber,
  });
  const charges = (kind: ChargeKind, amount: number) => computeCharges(kind, amount as Pesewas, now());

  async function balances(): Promise<number[]> {
    const rows = await gateway!.db.query<{ account_number: string; balance: number }>(
      `SELECT account_number, balance FROM ledger_accounts WHERE account_number = ANY($1)`,
      [people.map((p) => p.accountNumber)],
    );
    return people.map((p) => Number(rows.find((r) => r.account_number === p.accountNumber)!.balance));
  }

  async function operatorReport(): Promise<{ reference: string; asked?: unknown; lateNews?: string }[]> {
    const answer = await gateway!.call<{ reference: string; asked?: unknown; lateNews?: string }[]>(
      'GET',
      '/api/operator/reconciliation',
      { headers: { authorization: `Bearer ${OPERATOR}` }, unchecked: true },
    );
    expect(answer.status).toBe(200);
    return answer.body.result;
  }

  /** The end of an epoch: every held or late call on the operator report, and nothing else. */
  async function checkReport(): Promise<void> {
    const listed = await operatorReport();
    expect(listed.length).toBeLessThan(500);
    const references = new Map(listed.map((entry) => [entry.reference, entry]));
    for (const [ref, why] of expectedListed) {
      const entry = references.get(ref);
      expect(entry, `${why} call ${ref} is not on the operator report`).toBeDefined();
      if (why === 'held') expect(entry!.asked, `held call ${ref} shows what was asked`).toBeDefined();
      else expect(entry!.lateNews, `late call ${ref} shows the late news`).toMatch(/^Late news/);
    }
    const surprises = listed.filter((entry) => !expectedListed.has(entry.reference));
    found.unaccounted += surprises.length;
    expect(surprises, 'calls on the operator report that should not need a person').toEqual([]);
    found.heldListed += [...expectedListed.values()].filter((why) => why === 'held').length;
    found.lateListed += [...expectedListed.values()].filter((why) => why === 'late').length;
    expect(await checkLedgerInvariants(gateway!.db)).toEqual([]);
    found.wholeLedgerChecks += 1;
  }

  async function newEpoch(): Promise<void> {
    const began = Date.now();
    try {
      await openEpoch();
    } finally {
      setupMs += Date.now() - began;
    }
  }

  async function openEpoch(): Promise<void> {
    if (gateway) {
      await checkReport();
      await gateway.close();
    }
    epochs += 1;
    mtn ??= await startFakeMtn({ ...FAKE_MTN });
    paystack ??= await startFakePaystack();
    hubtel ??= await startFakeHubtel();
    offset = 0;
    const adapters = liveAdapters();
    gateway = await startTestGateway({
      config: {
        callbackSecret: SECRET,
        operatorToken: OPERATOR,
        paystackSecretKey: FAKE_PAYSTACK_SECRET,
        operatorAfterMs: OPERATOR_AFTER_MS,
      },
      adapters: () => adapters,
    });
    await seedProductCatalogue(gateway.db);
    // One customer deposits through MTN MoMo, the other (a Telecel number) through Paystack.
    people = [
      await verifiedCustomer(gateway, { mobileNumber: numberFor('024', seed + epochs) }),
      await verifiedCustomer(gateway, { mobileNumber: numberFor('020', seed + epochs) }),
    ];
    expectedListed = new Map();
    model = [0, 0];
    // Money to pay out from: a deposit each, approved by the payer, its callback delivered once.
    for (const [who] of people.entries()) {
      const moved = await start({
        kind: 'deposit',
        who,
        cedis: 900,
        fate: 'success',
        delivery: 'once',
        step: 'none',
        hide: 0,
      });
      await decide(moved!);
      await finishCalls([moved!]);
      settleModel(moved!);
    }
    expect(await balances()).toEqual(model);
  }

  function providerOf(o: Op): Provider {
    if (o.kind === 'deposit') return o.who === 0 ? 'mtn-collection' : 'paystack-charge';
    if (o.kind === 'bill') return 'hubtel-bill';
    return o.via === 'mtn' ? 'mtn-disbursement' : 'paystack-transfer';
  }

  /** A movement's fate as its provider can tell it (collections are never reversed; Hubtel names no currency). */
  function fateOf(m: Movement): Fate {
    const f = m.op.fate;
    if (f === 'late-reversal' && m.op.kind === 'deposit') return 'success';
    if (f === 'wrong-currency' && m.provider === 'hubtel-bill') return 'wrong-amount';
    return f;
  }

  /** Slow steps: the provider acts on the send at once and answers far past the adapter's deadline. */
  function slowDown(provider: Provider, ms: number) {
    if (provider === 'mtn-collection') mtn.stall(ms, /requesttopay$/, 'POST');
    else if (provider === 'mtn-disbursement') mtn.stall(ms, /\/transfer$/, 'POST');
    else if (provider === 'paystack-charge') paystack.stall(ms, '/charge', 'POST');
    else if (provider === 'paystack-transfer') paystack.stall(ms, '/transfer', 'POST');
    else
      hubtel.stall(
        ms,
        `/commissionservices/${FAKE_HUBTEL.depositId}/${FAKE_HUBTEL_SERVICES[BILLER]}`,
        'POST',
      );
  }

  /** Starts a movement through the gateway's services; null when refused (and the refusal expected). */
  async function start(o: Op): Promise<Movement | null> {
    const who = people[o.who]!;
    const auth = authOf(who);
    const provider = providerOf(o);
    const transactionId = randomUUID();
    const amount = o.cedis * 100;
    const chargeKind: ChargeKind =
      o.kind === 'deposit'
        ? 'DEPOSIT'
        : o.kind === 'payout' && o.via === 'bank'
          ? 'OTHER_BANK_TRANSFER'
          : 'WITHDRAWAL';
    const { fee, levy } = charges(chargeKind, amount);
    const total =
      o.kind === 'deposit' ? amount - fee - levy : o.kind === 'bill' ? amount : amount + fee + levy;
    if (o.kind !== 'deposit' && model[o.who]! < total) {
      // Not enough money: refused before anything is reserved or sent.
      const answer =
        o.kind === 'bill'
          ? await gateway!.services.billers.pay(auth, {
              customerAccountNumber: who.accountNumber,
              transactionId,
              amount: `${o.cedis}.00`,
              billerReference: '12345678901',
              billerCode: BILLER,
              sourceSystem: 'WEB APP',
              narration: 'Light',
            })
          : await gateway!.services.ledger.transact(auth, payoutRequest(o, who, transactionId));
      expect(answer.isSuccess, answer.displayMessage).toBe(false);
      found.refusedAsExpected += 1;
      return null;
    }
    if (o.step === 'slow') slowDown(provider, STALL_MS);
    else armed = o.step;
    let answer;
    try {
      answer =
        o.kind === 'bill'
          ? await gateway!.services.billers.pay(auth, {
              customerAccountNumber: who.accountNumber,
              transactionId,
              amount: `${o.cedis}.00`,
              billerReference: '12345678901',
              billerCode: BILLER,
              sourceSystem: 'WEB APP',
              narration: 'Light',
            })
          : o.kind === 'deposit'
            ? await gateway!.services.ledger.transact(auth, {
                customerAccountNumber: who.accountNumber,
                transactionId,
                amount: `${o.cedis}.00`,
                narration: 'Deposit',
                transactionType: 'DEPOSIT',
                destinationAccountNumber: who.mobileNumber,
                destinationSortCode: '',
                sourceSystem: 'WEB APP',
              })
            : await gateway!.services.ledger.transact(auth, payoutRequest(o, who, transactionId));
    } finally {
      slowDown(provider, 0);
      armed = 'none';
    }
    expect(answer.isSuccess, answer.displayMessage).toBe(true);
    const [row] = await gateway!.db.query<{ transaction_id: string; status: string }>(
      `SELECT transaction_id, status FROM ledger_transactions WHERE requester = $1 AND client_transaction_id = $2`,
      [who.customerNumber, transactionId],
    );
    // Every provider here answers "pending" first: the outcome is the suite's to decide.
    expect(row!.status).toMatch(/^(PENDING|PROCESSING)$/);
    if (o.kind !== 'deposit') model[o.who]! -= total;
    count(provider);
    count(`step:${o.step}`);
    return { op: o, provider, ref: row!.transaction_id, total, amount, who: o.who };
  }

  function payoutRequest(o: Extract<Op, { kind: 'payout' }>, who: AccountHolder, transactionId: string) {
    const destination =
      o.via === 'bank'
        ? '0012345675'
        : o.via === 'mtn'
          ? numberFor('024', o.cedis)
          : numberFor('020', o.cedis);
    return {
      customerAccountNumber: who.accountNumber,
      transactionId,
      amount: `${o.cedis}.00`,
      narration: 'Payout',
      transactionType: o.via === 'bank' ? ('BANK_TRANSFER' as const) : ('MOMO' as const),
      destinationAccountNumber: destination,
      destinationSortCode: o.via === 'bank' ? '130100' : '',
      sourceSystem: 'WEB APP',
    };
  }

  /** The provider's own record of the movement (exactly one per reference). */
  function atProvider(m: Movement): boolean {
    switch (m.provider) {
      case 'mtn-collection':
      case 'mtn-disbursement':
        return mtn.transactions.has(mtnReference(m.ref));
      case 'paystack-charge':
        return paystack.charges.has(paystackReference(m.ref));
      case 'paystack-transfer':
        return paystack.transfers.has(paystackReference(m.ref));
      default:
        return hubtel.payments.has(hubtelReference(m.ref));
    }
  }

  const inject = (
    method: 'PUT' | 'POST',
    url: string,
    payload: string,
    headers: Record<string, string> = {},
  ) =>
    gateway!.app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const signedToPaystack = async (hook: { rawBody: string; signature: string }) =>
    (
      await inject('POST', `/api/callbacks/paystack/${SECRET}`, hook.rawBody, {
        'x-paystack-signature': hook.signature,
      })
    ).statusCode;
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  /** The provider decides (the payer, the network, the bank or the biller) and may call back. */
  async function decide(m: Movement): Promise<void> {
    const f = fateOf(m);
    expect(atProvider(m), `the provider never received ${m.provider} ${m.ref}`).toBe(true);
    // Callbacks before the provider decided (reordered), or forged: nothing moves.
    if (m.op.delivery === 'early' || m.op.delivery === 'forged') {
      const before = await balances();
      await undecidedCallbacks(m);
      expect(await balances()).toEqual(before);
    }
    const succeeds =
      f === 'success' || f === 'late-reversal' || f === 'wrong-amount' || f === 'wrong-currency';
    const mtnRef = mtnReference(m.ref);
    const psRef = paystackReference(m.ref);
    const hubRef = hubtelReference(m.ref);
    if (f === 'wrong-amount' || f === 'wrong-currency') {
      const other = m.amount + 1 + (m.amount % 7);
      if (m.provider.startsWith('mtn'))
        mtn.misreport(
          mtnRef,
          f === 'wrong-amount' ? { amount: (other / 100).toFixed(2) } : { currency: 'EUR' },
        );
      else if (m.provider.startsWith('paystack'))
        paystack.misreport(psRef, f === 'wrong-amount' ? { amount: other } : { currency: 'USD' });
      else hubtel.misreport(hubRef, other / 100);
    }
    let send: (() => Promise<number>) | null;
    if (m.provider.startsWith('mtn')) {
      const callback = mtn.decide(
        mtnRef,
        succeeds ? 'SUCCESSFUL' : 'FAILED',
        m.provider === 'mtn-collection' ? 'APPROVAL_REJECTED' : 'PAYEE_NOT_FOUND',
      );
      send = async () =>
        (await inject('PUT', pathOf(callback.url!), JSON.stringify(callback.body))).statusCode;
    } else if (m.provider === 'hubtel-bill') {
      const callback = hubtel.finish(hubRef, succeeds ? 'Paid' : 'Unpaid');
      send = async () => (await inject('POST', pathOf(callback.url.toString()), callback.rawBody)).statusCode;
    } else {
      // Paystack sends no webhook for a failed charge: only reconciliation learns of it.
      const hook =
        m.provider === 'paystack-transfer'
          ? paystack.settleTransfer(psRef, succeeds ? 'success' : 'failed')
          : paystack.settleCharge(psRef, succeeds ? 'success' : 'failed');
      send = hook ? () => signedToPaystack(hook) : null;
    }
    // A status not visible yet: the next status requests at that provider answer "not found".
    if (m.op.hide > 0) {
      count('statusHidden', m.op.hide);
      if (m.provider.startsWith('mtn')) mtn.hideStatus(m.op.hide);
      else if (m.provider.startsWith('paystack')) paystack.hideStatus(m.op.hide);
      else hubtel.hideStatus(m.op.hide);
    }
    const times = m.op.delivery === 'lost' || !send ? 0 : m.op.delivery === 'duplicated' ? 3 : 1;
    count(`callbacks:${m.op.delivery}`);
    if (send && times > 0) {
      const statuses = await Promise.all(Array.from({ length: times }, () => send()));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
  }

  /** A forged callback (wrong secret or signature) and an early one (right address, undecided provider). */
  async function undecidedCallbacks(m: Movement): Promise<void> {
    const claim = (amount: number) => JSON.stringify({ status: 'SUCCESSFUL', amount: String(amount) });
    if (m.op.delivery === 'forged') {
      let status: number;
      if (m.provider === 'paystack-charge' || m.provider === 'paystack-transfer') {
        const rawBody = JSON.stringify({
          event: m.provider === 'paystack-charge' ? 'charge.success' : 'transfer.success',
          data: {
            reference: paystackReference(m.ref),
            amount: m.amount * 10,
            currency: 'GHS',
            status: 'success',
          },
        });
        status = (
          await inject('POST', `/api/callbacks/paystack/${SECRET}`, rawBody, {
            'x-paystack-signature': '0'.repeat(128),
          })
        ).statusCode;
        expect(status).toBe(401);
      } else {
        const provider = m.provider === 'hubtel-bill' ? 'hubtel' : 'mtn-momo';
        status = (
          await inject('PUT', `/api/callbacks/${provider}/not-${SECRET}/${m.ref}`, claim(m.amount * 10))
        ).statusCode;
        expect(status).toBe(404);
      }
      found.forgedRefused += 1;
      return;
    }
    // Early: a genuine address (a signed Paystack body) before the provider decided: the status
    // request says pending, and nothing moves.
    let status: number;
    if (m.provider === 'paystack-charge' || m.provider === 'paystack-transfer') {
      const rawBody = JSON.stringify({
        event: m.provider === 'paystack-charge' ? 'charge.success' : 'transfer.success',
        data: { reference: paystackReference(m.ref), amount: m.amount, currency: 'GHS', status: 'success' },
      });
      status = (
        await inject('POST', `/api/callbacks/paystack/${SECRET}`, rawBody, {
          'x-paystack-signature': signPaystackBody(rawBody, FAKE_PAYSTACK_SECRET),
        })
      ).statusCode;
    } else if (m.provider === 'hubtel-bill') {
      const payment = hubtel.payments.get(hubtelReference(m.ref))!;
      status = (
        await inject(
          'POST',
          pathOf(payment.callbackUrl),
          JSON.stringify({
            ResponseCode: '0000',
            Data: { ClientReference: payment.clientReference, Amount: m.amount / 100 },
          }),
        )
      ).statusCode;
    } else {
      const tx = mtn.transactions.get(mtnReference(m.ref))!;
      status = (await inject('PUT', pathOf(tx.callbackUrl!), claim(m.amount / 100))).statusCode;
    }
    expect(status).toBe(200);
    found.earlyIgnored += 1;
  }

  /** The outbox worker and reconciliation until every call is settled or held (rounds of 11 minutes). */
  async function finishCalls(movements: Movement[]): Promise<void> {
    const refs = movements.map((m) => m.ref);
    const open = () =>
      gateway!.db.query<{ call_id: string; state: string }>(
        `SELECT call_id, state FROM outbox_calls WHERE call_id = ANY($1) AND state <> 'DONE' AND held IS NULL`,
        [refs],
      );
    for (let round = 0; round < 12; round++) {
      const left = await open();
      if (left.length === 0) return;
      count('workerRounds');
      advance(11 * 60_000);
      if (left.some((call) => call.state === 'QUEUED')) await gateway!.services.outbox.runDue();
      await gateway!.services.outbox.reconcile({ afterMs: 0, operatorAfterMs: OPERATOR_AFTER_MS });
    }
    const left = await open();
    found.unaccounted += left.length;
    expect(left, 'calls neither settled nor held after reconciliation').toEqual([]);
  }

  /** Late news: the provider changes its mind after the outcome was recorded, and calls back. */
  async function lateNews(m: Movement): Promise<void> {
    const f = fateOf(m);
    const mtnRef = mtnReference(m.ref);
    const psRef = paystackReference(m.ref);
    let send: () => Promise<number>;
    if (m.provider.startsWith('mtn')) {
      const callback = mtn.decide(mtnRef, f === 'late-reversal' ? 'FAILED' : 'SUCCESSFUL', 'REVERSED');
      send = async () =>
        (await inject('PUT', pathOf(callback.url!), JSON.stringify(callback.body))).statusCode;
    } else if (m.provider === 'paystack-transfer') {
      const hook = paystack.settleTransfer(psRef, f === 'late-reversal' ? 'reversed' : 'success');
      send = async () =>
        (
          await inject('POST', `/api/callbacks/paystack/${SECRET}`, hook.rawBody, {
            'x-paystack-signature': hook.signature,
          })
        ).statusCode;
    } else if (m.provider === 'paystack-charge') {
      const hook = paystack.settleCharge(psRef, 'success')!;
      send = async () =>
        (
          await inject('POST', `/api/callbacks/paystack/${SECRET}`, hook.rawBody, {
            'x-paystack-signature': hook.signature,
          })
        ).statusCode;
    } else {
      const callback = hubtel.finish(hubtelReference(m.ref), f === 'late-reversal' ? 'Refunded' : 'Paid');
      send = async () => (await inject('POST', pathOf(callback.url.toString()), callback.rawBody)).statusCode;
    }
    count(`late:${f}`);
    const times = m.op.delivery === 'duplicated' ? 3 : 1;
    const statuses = await Promise.all(Array.from({ length: times }, () => send()));
    expect(statuses.every((status) => status === 200)).toBe(true);
  }

  /** What each movement's fate does to the customer's balance, and what the operator must see. */
  function settleModel(m: Movement): void {
    const f = fateOf(m);
    if (f === 'wrong-amount' || f === 'wrong-currency') {
      // Held: a payout's money stays reserved, a collection credits nothing.
      expectedListed.set(m.ref, 'held');
      return;
    }
    if (f === 'late-reversal' || f === 'late-success') expectedListed.set(m.ref, 'late');
    if (m.op.kind === 'deposit') {
      if (f === 'success' || f === 'late-success') model[m.who]! += m.total;
    } else if (f === 'failure' || f === 'late-reversal' || f === 'late-success') {
      // Reversed at once, or returned late: what the customer paid comes back once. A success
      // after the reversal is the business's loss, never the customer's second debit.
      model[m.who]! += m.total;
    }
  }

  /** Each movement and each correction moved money at most once; nothing was left in flight unheld. */
  async function checkOnce(movements: Movement[]): Promise<void> {
    const ids = movements.flatMap((m) => [
      m.ref,
      `LATE-REV-${m.ref}`,
      `LATE-CR-${m.ref}`,
      `LATE-LOSS-${m.ref}`,
    ]);
    const doubled = await gateway!.db.query<{ transaction_id: string; kind: string; n: number }>(
      `SELECT transaction_id, kind, count(*)::int AS n FROM ledger_postings
        WHERE transaction_id = ANY($1) GROUP BY transaction_id, kind HAVING count(*) > 1`,
      [ids],
    );
    found.doubled += doubled.length;
    expect(doubled, 'a movement moved money twice').toEqual([]);
    const [sum] = await gateway!.db.query<{ total: string | number }>(
      `SELECT coalesce(sum(amount), 0)::bigint AS total FROM ledger_entries`,
    );
    expect(Number(sum!.total), 'the whole ledger sums to zero').toBe(0);
    const corrections = await gateway!.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM ledger_transactions WHERE transaction_id = ANY($1) AND transaction_id LIKE 'LATE-%'`,
      [ids],
    );
    const expected = movements
      .filter((m) => {
        const f = fateOf(m);
        return f === 'late-reversal' || f === 'late-success';
      })
      .map((m) =>
        m.op.kind === 'deposit'
          ? `LATE-CR-${m.ref}`
          : fateOf(m) === 'late-reversal'
            ? `LATE-REV-${m.ref}`
            : `LATE-LOSS-${m.ref}`,
      )
      .sort();
    expect(corrections.map((c) => c.transaction_id).sort(), 'each late outcome corrected once').toEqual(
      expected,
    );
    for (const m of movements) expect(atProvider(m), `one provider transaction for ${m.ref}`).toBe(true);
  }

  it(`keeps every balance and reference exact over ${SEQUENCES} sequences of provider faults`, async () => {
    let sequences = 0;
    await fc.assert(
      fc.asyncProperty(sequence, async ([ops, order]) => {
        if (sequences % EPOCH === 0) await newEpoch();
        // A new day: daily limits never refuse a movement the model expects.
        advance(86_400_000);
        const movements: Movement[] = [];
        for (const o of ops) {
          operations += 1;
          count(`${o.kind}`);
          count(`fate:${o.fate}`);
          const moved = await start(o);
          if (moved) movements.push(moved);
        }
        // Calls left by a crash or a slow step are sent again by the worker (same reference).
        advance(11 * 60_000);
        await gateway!.services.outbox.runDue();
        const decided = order.map((i) => ops[i]!).flatMap((o) => movements.filter((m) => m.op === o));
        for (const m of decided) await decide(m);
        await finishCalls(movements);
        mtn.hideStatus(0);
        paystack.hideStatus(0);
        hubtel.hideStatus(0);
        for (const m of decided) {
          const f = fateOf(m);
          if (f === 'late-reversal' || f === 'late-success') await lateNews(m);
        }
        for (const m of movements) settleModel(m);
        expect(await balances(), 'every balance equals the model').toEqual(model);
        await checkOnce(movements);
        sequences += 1;
        // The soak's progress (a long run read while it lasts): counted figures so far.
        if (process.env.PROVIDER_FAULT_PROGRESS && sequences % 100 === 0)
          appendFileSync(
            process.env.PROVIDER_FAULT_PROGRESS,
            `${new Date().toISOString()} ${engine} seed ${seed}: sequences ${sequences}, operations ${operations}, ${JSON.stringify(found)}\n`,
          );
        if (sequences % CHECK_EVERY === 0) {
          found.wholeLedgerChecks += 1;
          expect(await checkLedgerInvariants(gateway!.db)).toEqual([]);
        }
      }),
      { numRuns: SEQUENCES, seed, endOnFailure: true },
    );
    await checkReport();
    report({
      suite: 'provider faults',
      tried: { sequences, operations, epochs, ...tried, setupSeconds: Math.round(setupMs / 1000) },
      found: { ...found },
    });
  });
});
