// Ledger properties: thousands of random operation sequences (deposits approved or declined,
// withdrawals, mobile-money and other-bank payouts that succeed, are rejected (reversed) or stay
// pending and are resolved later, transfers to another customer and between a customer's own
// accounts (out of a goal: refused), bill payments delivered or failed by the biller (reversed), GhQR payments
// to a merchant (static code, a dynamic code's amount, a dynamic code asked for another amount:
// refused) and to the other customer's own code, a request between the two paid (once, however often
// sent) or declined (then refused), goal funding by transfer and
// by the set-and-forget job (auto-deduction), payment-link payments by an outside payer approved or
// declined, a goal broken early (the fee schedule's break rule) or matured, then a new goal, retries
// with the same transactionId and the same id with another body). After each
// sequence: every balance equals the model's; the entries of every transaction of the sequence sum
// to zero; every touched balance equals the sum of its entries and is not below zero; a retry
// moved nothing and answered the first answer; the same id with another body was refused (409);
// each merchant's collection account grew by exactly what the sequence paid it.
// The whole-ledger check (checkLedgerInvariants) runs every CHECK_EVERY sequences and at the end.
import { QR_MESSAGES, amountTextToPesewas, writePaymentQr } from '@savewin/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSandboxBillers, referenceKind } from '../../src/adapters/billers/billers';
import { SANDBOX_MERCHANTS, createSandboxMerchantDirectory } from '../../src/adapters/merchants/merchants';
import { createBillers, type BillPaymentRequest } from '../../src/domain/bills/billers';
import { seedProductCatalogue } from '../../src/domain/catalogue';
import { DomainError } from '../../src/domain/errors';
import { computeCharges, goalBreakTerms, type ChargeKind } from '../../src/domain/fees/schedule';
import { QR_PAYMENT_MESSAGES, createQrPayments, type QrPaymentRequest } from '../../src/domain/ghqr/ghqr';
import { assistantOff, createGoals } from '../../src/domain/goals/goals';
import { kycTierOf } from '../../src/domain/kyc/tier';
import {
  GOAL_SOURCE_MESSAGE,
  OWN_BANK_SORT_CODE,
  SYSTEM_ACCOUNTS,
  checkLedgerInvariants,
  maturityTransactionId,
} from '../../src/domain/ledger';
import type { TransactRequest } from '../../src/domain/ledger';
import { MONEY_REQUEST_MESSAGES, createMoneyRequests } from '../../src/domain/moneyRequests/moneyRequests';
import { createPaymentLinks } from '../../src/domain/paymentLinks/paymentLinks';
import type { AuthContext } from '../../src/http/types';
import { autoFundTransactionId, periodOf, runGoalJobs } from '../../src/jobs/goals';
import { engine } from '../support/database';
import { createLedgerHarness, freshId, type LedgerHarness, type TestCustomer } from '../support/ledger';

import { bounded, report, seed } from './report';

// The 10,000 sequences of `npm test` run on PostgreSQL, which takes them in well under half the
// time PGlite needs; PGlite (the default engine) repeats a tenth of them. Soak runs 50,000 on both.
const SEQUENCES = Number(
  process.env.LEDGER_SEQUENCES ?? (engine === 'postgres' ? bounded(10_000, 50_000) : bounded(1_000, 50_000)),
);
const CHECK_EVERY = 1_000;
/**
 * Sequences share a pair of customers for this many runs (then a fresh pair), so the ledger is not
 * flooded with accounts; each sequence starts its model from the balances the previous one left
 * (already checked against its model) and settles its pending payouts before it ends.
 */
const PAIR_LIFE = 25;

type Ending = '1234' | '9999' | '8888';
type Op =
  | { kind: 'deposit'; who: number; cedis: number; approve: boolean }
  | { kind: 'withdrawal'; who: number; cedis: number }
  | { kind: 'momo'; who: number; cedis: number; ending: Ending }
  | { kind: 'bank'; who: number; cedis: number; ending: Ending }
  | { kind: 'transfer'; from: number; to: number; cedis: number }
  | { kind: 'own'; who: number; cedis: number; toSavings: boolean }
  | { kind: 'bill'; who: number; cedis: number; delivered: boolean }
  | { kind: 'link'; who: number; cedis: number; approve: boolean }
  | { kind: 'merchant'; who: number; cedis: number; shop: number; code: QrCodeKind }
  | { kind: 'qrPeer'; from: number; to: number; cedis: number }
  | { kind: 'request'; from: number; to: number; cedis: number; then: RequestEnding }
  | { kind: 'auto' }
  | { kind: 'release'; who: number; how: 'break' | 'mature' }
  | { kind: 'resolve'; succeed: boolean }
  | { kind: 'retry'; pick: number }
  | { kind: 'conflict'; pick: number };

/** What the one asked does with a request: pays it, pays it twice (a retry), or declines it. */
type RequestEnding = 'pay' | 'payTwice' | 'decline';

/** A merchant's code: the payer types the amount, the code fixes it, or it fixes another one. */
type QrCodeKind = 'static' | 'dynamic' | 'dynamicOther';

const who = fc.integer({ min: 0, max: 1 });
const cedis = fc.integer({ min: 1, max: 300 });
const ending = fc.constantFrom<Ending>('1234', '9999', '8888');
const pick = fc.nat();
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('deposit' as const), who, cedis, approve: fc.boolean() }),
  },
  fc.record({ kind: fc.constant('withdrawal' as const), who, cedis }),
  fc.record({ kind: fc.constant('momo' as const), who, cedis, ending }),
  fc.record({ kind: fc.constant('bank' as const), who, cedis, ending }),
  fc.record({ kind: fc.constant('transfer' as const), from: who, to: who, cedis }),
  fc.record({ kind: fc.constant('own' as const), who, cedis, toSavings: fc.boolean() }),
  fc.record({ kind: fc.constant('bill' as const), who, cedis, delivered: fc.boolean() }),
  fc.record({ kind: fc.constant('link' as const), who, cedis, approve: fc.boolean() }),
  fc.record({
    kind: fc.constant('merchant' as const),
    who,
    cedis,
    shop: fc.nat({ max: SANDBOX_MERCHANTS.length - 1 }),
    code: fc.constantFrom<QrCodeKind>('static', 'dynamic', 'dynamicOther'),
  }),
  fc.record({ kind: fc.constant('qrPeer' as const), from: who, to: who, cedis }),
  fc.record({
    kind: fc.constant('request' as const),
    from: who,
    to: who,
    cedis,
    then: fc.constantFrom<RequestEnding>('pay', 'payTwice', 'decline'),
  }),
  fc.record({ kind: fc.constant('auto' as const) }),
  fc.record({
    kind: fc.constant('release' as const),
    who,
    how: fc.constantFrom('break' as const, 'mature' as const),
  }),
  fc.record({ kind: fc.constant('resolve' as const), succeed: fc.boolean() }),
  fc.record({ kind: fc.constant('retry' as const), pick }),
  fc.record({ kind: fc.constant('conflict' as const), pick }),
);

interface Person extends TestCustomer {
  /** The TARGET SAVE account of the person's set-and-forget goal. */
  savings: string;
  target: number;
  payment: number;
  /** The person's payment link. */
  link: string;
  /** Days the goal job has run for this person's goal (each run is the next day's period). */
  autoDays: number;
}

/** A goal break as the portal sends it. */
interface BreakRequest {
  transactionId: string;
  goalAccountNumber: string;
}

/** A payer of a payment link: an outside mobile-money number that proved itself by OTP. */
const PAYER_PHONE = '0241231234';

const counts: Record<string, number> = {};
let operations = 0;
let refusedAsExpected = 0;
let fullChecks = 0;

describe(`ledger properties on ${engine}`, () => {
  let h: LedgerHarness;
  let otherBank = '';
  let billerCode = '';
  let goalOption = { id: '', days: 0 };
  let billers: ReturnType<typeof createBillers>;
  let goals: ReturnType<typeof createGoals>;
  let links: ReturnType<typeof createPaymentLinks>;
  let qr: ReturnType<typeof createQrPayments>;
  let requests: ReturnType<typeof createMoneyRequests>;
  beforeAll(async () => {
    h = await createLedgerHarness({ payableLink: (auth) => links.payableLink(auth) });
    await seedProductCatalogue(h.db);
    billers = createBillers({ db: h.db, now: h.now, billers: createSandboxBillers(), tierOf: kycTierOf });
    goals = createGoals({ db: h.db, now: h.now, ledger: h.ledger });
    links = createPaymentLinks({ db: h.db, now: h.now, portalOrigin: 'http://portal.test' });
    qr = createQrPayments({
      db: h.db,
      now: h.now,
      directory: createSandboxMerchantDirectory(),
      tierOf: kycTierOf,
      outbox: h.ledger.outbox,
      transact: (auth, req) => h.ledger.transact(auth, req),
      maxAmount: h.ledger.config.maxAmount,
    });
    requests = createMoneyRequests({
      db: h.db,
      now: h.now,
      transact: (auth, req) => h.ledger.transact(auth, req),
      maxAmount: h.ledger.config.maxAmount,
    });
    const [row] = await h.db.query<{ code: string }>(
      `SELECT code FROM sort_codes WHERE type = 'BANK' AND code <> $1 ORDER BY code LIMIT 1`,
      [OWN_BANK_SORT_CODE],
    );
    otherBank = row!.code;
    const list = await h.db.query<{ biller_code: string; biller_name: string; category: string }>(
      'SELECT biller_code, biller_name, category FROM billers ORDER BY biller_code',
    );
    billerCode = list.find(
      (b) =>
        referenceKind({ billerCode: b.biller_code, billerName: b.biller_name, category: b.category }) ===
        'METER',
    )!.biller_code;
    const [option] = await h.db.query<{ goal_option_id: string; max_days: number }>(
      'SELECT goal_option_id, max_days FROM goal_options ORDER BY max_days DESC LIMIT 1',
    );
    goalOption = { id: option!.goal_option_id, days: option!.max_days };
  });
  afterAll(() => h?.dispose());

  async function person(): Promise<Person> {
    const customer = await h.customer();
    h.tiers.set(customer.customerNumber, 'ENHANCED');
    // The goal job acts for the customer's profile, so the customer has one.
    await h.db.query(
      `INSERT INTO leads (mobile_number, customer_number, kyc_status, pin_hash) VALUES ($1, $2, 'VERIFIED', 'unused')`,
      [customer.mobileNumber, customer.customerNumber],
    );
    const link = await links.create(customer.auth, {});
    if (!link.isSuccess) throw new Error(`payment link refused: ${link.displayMessage}`);
    return { ...customer, ...(await newGoal(customer)), link: link.result!.hash, autoDays: 0 };
  }

  /** A set-and-forget goal for the customer (at the start, and after a goal is released). */
  async function newGoal(customer: TestCustomer) {
    const due = new Date(h.now().getTime() + (goalOption.days - 2) * 86_400_000);
    const goal = await goals.create(customer.auth, {
      targetAmount: '2000.00',
      customerNumber: customer.customerNumber,
      customerAccountNumber: customer.accountNumber,
      goalName: 'Rent',
      dueDate: due.toISOString().slice(0, 10),
      goalType: 'Daily',
      reminder: false,
      autoFund: true,
      goalOptionId: goalOption.id,
    });
    if (!goal.isSuccess || !goal.result) throw new Error(`goal refused: ${goal.displayMessage}`);
    return {
      savings: goal.result.goalAccountNumber,
      target: amountTextToPesewas(goal.result.targetAmount)!,
      payment: amountTextToPesewas(goal.result.paymentAmount)!,
    };
  }

  async function scopedProblems(accounts: string[], ids: string[]): Promise<string[]> {
    const problems: string[] = [];
    if (ids.length) {
      const unbalanced = await h.db.query<{ transaction_id: string; total: number }>(
        `SELECT p.transaction_id, sum(e.amount)::bigint AS total
           FROM ledger_entries e JOIN ledger_postings p USING (posting_id)
          WHERE p.transaction_id = ANY($1)
          GROUP BY p.transaction_id HAVING sum(e.amount) <> 0`,
        [ids],
      );
      for (const row of unbalanced) problems.push(`transaction ${row.transaction_id} sums to ${row.total}`);
    }
    const rows = await h.db.query<{ account_number: string; balance: number; total: number }>(
      `SELECT a.account_number, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
         FROM ledger_accounts a LEFT JOIN ledger_entries e USING (account_number)
        WHERE a.account_number = ANY($1)
        GROUP BY a.account_number, a.balance`,
      [accounts],
    );
    for (const row of rows) {
      if (row.balance !== row.total)
        problems.push(`account ${row.account_number} ${row.balance} ≠ entries ${row.total}`);
      if (row.balance < 0) problems.push(`account ${row.account_number} below zero: ${row.balance}`);
    }
    return problems;
  }

  /** The sum of the entries of each sandbox merchant's collection account (0 before its first payment). */
  async function collected(): Promise<Map<string, number>> {
    const accounts = SANDBOX_MERCHANTS.map((m) => SYSTEM_ACCOUNTS.merchantCollection(m.merchantId));
    const rows = await h.db.query<{ account_number: string; total: number }>(
      `SELECT account_number, sum(amount)::bigint AS total FROM ledger_entries
        WHERE account_number = ANY($1) GROUP BY account_number`,
      [accounts],
    );
    return new Map(
      SANDBOX_MERCHANTS.map((m, i) => [
        m.merchantId,
        Number(rows.find((row) => row.account_number === accounts[i])?.total ?? 0),
      ]),
    );
  }

  async function balancesOf(people: Person[]): Promise<number[][]> {
    const rows = await h.db.query<{ account_number: string; balance: number }>(
      `SELECT account_number, balance FROM ledger_accounts WHERE account_number = ANY($1)`,
      [people.flatMap((p) => [p.accountNumber, p.savings])],
    );
    const of = (account: string) => rows.find((row) => row.account_number === account)?.balance;
    return people.map((p) => [of(p.accountNumber)!, of(p.savings)!]);
  }

  it(`keeps the model's balances and every invariant over ${SEQUENCES} random sequences`, async () => {
    let sequences = 0;
    let pair: Person[] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 5 }), async (ops) => {
        if (!pair || sequences % PAIR_LIFE === 0) {
          // The goal job looks at every goal: a retired pair's goals stop asking for money.
          if (pair)
            await h.db.query('UPDATE goals SET auto_fund = false WHERE goal_account_number = ANY($1)', [
              pair.map((p) => p.savings),
            ]);
          pair = [await person(), await person()];
        }
        const people = pair;
        // Balances in pesewas: [main, savings] per person, as the previous sequence left them.
        const model = await balancesOf(people);
        // What was accepted, and how to send it again (the ledger's transact or a bill payment).
        type Sent = TransactRequest | BillPaymentRequest | BreakRequest | QrPaymentRequest;
        const accepted: {
          req: Sent;
          auth: AuthContext;
          answer: unknown;
          via: 'transact' | 'bill' | 'break' | 'qr';
          owner?: Person;
        }[] = [];
        const resend = (first: (typeof accepted)[number], req: Sent) =>
          first.via === 'bill'
            ? billers.pay(first.auth, req as BillPaymentRequest)
            : first.via === 'break'
              ? goals.breakGoal(first.auth, (req as BreakRequest).goalAccountNumber, {
                  transactionId: req.transactionId,
                })
              : first.via === 'qr'
                ? qr.pay(first.auth, req as QrPaymentRequest)
                : h.ledger.transact(first.auth, req as TransactRequest);
        // What each merchant's collection account held before the sequence, and what it was paid.
        const collectedBefore = await collected();
        const paidTo = new Map<string, number>();
        // Goals released in this sequence: closed, empty.
        const released: string[] = [];
        const pending: { id: string; who: number; total: number }[] = [];
        const ids: string[] = [];
        const charge = (kind: ChargeKind, amount: number) => {
          const { fee, levy } = computeCharges(kind, amount, h.now());
          return amount + fee + levy;
        };
        const send = async (p: number, overrides: Partial<TransactRequest>) => {
          const req = h.request(people[p]!, overrides);
          ids.push(req.transactionId);
          const answer = await h.ledger.transact(people[p]!.auth, req);
          return { req, answer };
        };
        const payout = async (
          p: number,
          amount: number,
          kind: ChargeKind,
          overrides: Partial<TransactRequest>,
          end: Ending,
        ) => {
          const total = charge(kind, amount);
          const { req, answer } = await send(p, overrides);
          if (model[p]![0]! < total) {
            expect(answer.isSuccess).toBe(false);
            expect(answer.displayMessage).toMatch(/^Insufficient balance/);
            refusedAsExpected += 1;
            return;
          }
          accepted.push({ req, auth: people[p]!.auth, answer, via: 'transact' });
          // 9999: rejected at once, the reservation reversed; 8888: reserved until resolved.
          if (end === '1234') model[p]![0]! -= total;
          if (end === '8888') {
            model[p]![0]! -= total;
            pending.push({ id: await h.ref(people[p]!, req.transactionId), who: p, total });
          }
        };

        for (const step of ops) {
          operations += 1;
          counts[step.kind] = (counts[step.kind] ?? 0) + 1;
          if (step.kind === 'deposit') {
            // From the customer's own number: a prompt goes nowhere else (push-payment phishing).
            const { req, answer } = await send(step.who, {
              transactionType: 'DEPOSIT',
              amount: `${step.cedis}.00`,
            });
            expect(answer.isSuccess).toBe(true);
            accepted.push({ req, auth: people[step.who]!.auth, answer, via: 'transact' });
            const promptId = (answer.result as { promptId: string }).promptId;
            await h.ledger.sandbox!.decidePrompt(promptId, step.approve ? 'APPROVED' : 'DECLINED');
            if (step.approve) model[step.who]![0]! += step.cedis * 100;
          } else if (step.kind === 'withdrawal') {
            await payout(
              step.who,
              step.cedis * 100,
              'WITHDRAWAL',
              {
                transactionType: 'WITHDRAWAL',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: '0241231234',
              },
              '1234',
            );
          } else if (step.kind === 'momo') {
            await payout(
              step.who,
              step.cedis * 100,
              'WITHDRAWAL',
              {
                transactionType: 'MOMO',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: `024123${step.ending}`,
              },
              step.ending,
            );
          } else if (step.kind === 'bank') {
            await payout(
              step.who,
              step.cedis * 100,
              'OTHER_BANK_TRANSFER',
              {
                transactionType: 'BANK_TRANSFER',
                amount: `${step.cedis}.00`,
                destinationAccountNumber: `1000012${step.ending}`,
                destinationSortCode: otherBank,
              },
              step.ending,
            );
          } else if (step.kind === 'transfer' || step.kind === 'own') {
            const from = step.kind === 'transfer' ? step.from : step.who;
            const to = step.kind === 'transfer' ? step.to : step.who;
            const fromSlot = step.kind === 'own' && !step.toSavings ? 1 : 0;
            const toSlot = step.kind === 'own' ? 1 - fromSlot : 0;
            const accountOf = (p: number, slot: number) =>
              slot === 0 ? people[p]!.accountNumber : people[p]!.savings;
            const amount = step.cedis * 100;
            const { req, answer } = await send(from, {
              customerAccountNumber: accountOf(from, fromSlot),
              transactionType: 'BANK_TRANSFER',
              amount: `${step.cedis}.00`,
              destinationAccountNumber: accountOf(to, toSlot),
              destinationSortCode: OWN_BANK_SORT_CODE,
            });
            const total = charge('OWN_BANK_TRANSFER', amount);
            const same = from === to && fromSlot === toSlot;
            // Out of the goal (slot 1) is refused: a goal's money leaves by a break or at maturity.
            if (fromSlot === 1) expect(answer.displayMessage).toBe(GOAL_SOURCE_MESSAGE);
            if (!same && fromSlot === 0 && model[from]![fromSlot]! >= total) {
              expect(answer.isSuccess).toBe(true);
              accepted.push({ req, auth: people[from]!.auth, answer, via: 'transact' });
              model[from]![fromSlot]! -= total;
              model[to]![toSlot]! += amount;
            } else {
              expect(answer.isSuccess).toBe(false);
              refusedAsExpected += 1;
            }
          } else if (step.kind === 'resolve') {
            const next = pending.shift();
            if (!next) continue;
            await h.ledger.completePayout(
              next.id,
              step.succeed
                ? { status: 'SUCCESSFUL', reference: 'late' }
                : { status: 'FAILED', reason: 'Rejected late.' },
            );
            if (!step.succeed) model[next.who]![0]! += next.total;
          } else if (step.kind === 'bill') {
            const amount = step.cedis * 100;
            const req: BillPaymentRequest = {
              customerAccountNumber: people[step.who]!.accountNumber,
              transactionId: freshId('bill'),
              amount: `${step.cedis}.00`,
              // The sandbox biller fails to deliver to a reference ending in 9999 (reversed).
              billerReference: step.delivered ? '12345678' : '12349999',
              billerCode,
              sourceSystem: 'WEB APP',
              narration: 'bill',
            };
            ids.push(req.transactionId);
            const answer = await billers.pay(people[step.who]!.auth, req);
            const affordable = model[step.who]![0]! >= amount;
            if (answer.isSuccess) {
              expect(affordable && step.delivered).toBe(true);
              model[step.who]![0]! -= amount;
              accepted.push({ req, auth: people[step.who]!.auth, answer, via: 'bill' });
            } else {
              // Refused (short funds, the daily limit) or reversed by the biller: nothing moved.
              if (affordable && step.delivered) expect(answer.displayMessage).toMatch(/limit/);
              refusedAsExpected += 1;
            }
          } else if (step.kind === 'link') {
            const payer: AuthContext = {
              kind: 'payer',
              linkHash: people[step.who]!.link,
              phoneNumber: PAYER_PHONE,
            };
            const req: TransactRequest = {
              customerAccountNumber: people[step.who]!.link,
              transactionId: freshId('link'),
              amount: `${step.cedis}.00`,
              narration: 'payment link',
              transactionType: 'DEPOSIT',
              destinationAccountNumber: PAYER_PHONE,
              destinationSortCode: '',
              sourceSystem: 'PAYMENT LINK',
            };
            ids.push(req.transactionId);
            const answer = await h.ledger.transact(payer, req);
            expect(answer.isSuccess, answer.displayMessage).toBe(true);
            accepted.push({ req, auth: payer, answer, via: 'transact' });
            const promptId = (answer.result as { promptId: string }).promptId;
            await h.ledger.sandbox!.decidePrompt(promptId, step.approve ? 'APPROVED' : 'DECLINED');
            if (step.approve) model[step.who]![0]! += step.cedis * 100;
          } else if (step.kind === 'merchant') {
            const shop = SANDBOX_MERCHANTS[step.shop]!;
            const amount = step.cedis * 100;
            const asked = step.code === 'static' ? null : amount + (step.code === 'dynamicOther' ? 100 : 0);
            const payload = writePaymentQr({
              scheme: 'ghqr',
              accountId: shop.merchantId,
              merchantName: shop.name,
              merchantCity: shop.city,
              categoryCode: shop.categoryCode,
              terminalId: shop.terminals[0]!,
              ...(asked === null ? {} : { amount: asked }),
            });
            const req: QrPaymentRequest = {
              customerAccountNumber: people[step.who]!.accountNumber,
              transactionId: freshId('qr'),
              amount: `${step.cedis}.00`,
              payload,
              narration: 'lunch',
              sourceSystem: 'WEB APP',
            };
            const answer = await qr.pay(people[step.who]!.auth, req);
            const affordable = model[step.who]![0]! >= amount;
            if (step.code === 'dynamicOther') {
              expect(answer.displayMessage).toBe(QR_PAYMENT_MESSAGES.amountDiffers(asked!));
              refusedAsExpected += 1;
            } else if (answer.isSuccess) {
              expect(affordable).toBe(true);
              model[step.who]![0]! -= amount;
              paidTo.set(shop.merchantId, (paidTo.get(shop.merchantId) ?? 0) + amount);
              ids.push(await h.ref(people[step.who]!, req.transactionId));
              accepted.push({ req, auth: people[step.who]!.auth, answer, via: 'qr' });
            } else {
              // Refused (short funds, the daily limit): nothing moved.
              if (affordable) expect(answer.displayMessage).toMatch(/limit/);
              refusedAsExpected += 1;
            }
          } else if (step.kind === 'qrPeer') {
            // The other customer's own code: money sent to their SAVE & WIN account, as a transfer.
            const payee = people[step.to]!;
            const amount = step.cedis * 100;
            const req: QrPaymentRequest = {
              customerAccountNumber: people[step.from]!.accountNumber,
              transactionId: freshId('qrp'),
              amount: `${step.cedis}.00`,
              payload: writePaymentQr({
                scheme: 'savewin',
                accountId: payee.accountNumber,
                merchantName: 'Customer',
                merchantCity: 'Accra',
              }),
              narration: 'thanks',
              sourceSystem: 'WEB APP',
            };
            const answer = await qr.pay(people[step.from]!.auth, req);
            const total = charge('OWN_BANK_TRANSFER', amount);
            if (step.from === step.to) {
              expect(answer.displayMessage).toBe(QR_MESSAGES.own);
              refusedAsExpected += 1;
            } else if (model[step.from]![0]! >= total) {
              expect(answer.isSuccess, answer.displayMessage).toBe(true);
              model[step.from]![0]! -= total;
              model[step.to]![0]! += amount;
              ids.push(await h.ref(people[step.from]!, req.transactionId));
              accepted.push({ req, auth: people[step.from]!.auth, answer, via: 'qr' });
            } else {
              expect(answer.isSuccess).toBe(false);
              refusedAsExpected += 1;
            }
          } else if (step.kind === 'request') {
            // One customer asks the other by number; the one asked pays (once, however often it
            // is sent) or declines, after which paying is refused and nothing moves.
            const asker = people[step.from]!;
            const payer = people[step.to]!;
            const amount = step.cedis * 100;
            const asked = await requests.create(asker.auth, {
              payerMobileNumber: payer.mobileNumber,
              amount: `${step.cedis}.00`,
              note: 'property',
            });
            if (step.from === step.to) {
              expect(asked.displayMessage).toBe(MONEY_REQUEST_MESSAGES.own);
              refusedAsExpected += 1;
              continue;
            }
            expect(asked.isSuccess, asked.displayMessage).toBe(true);
            const requestId = asked.result!.requestId;
            const pay = () =>
              requests.pay(
                payer.auth,
                requestId,
                { customerAccountNumber: payer.accountNumber },
                async () => {},
              );
            if (step.then === 'decline') {
              const declined = await requests.decline(payer.auth, requestId);
              expect(declined.isSuccess, declined.displayMessage).toBe(true);
              const late = await pay();
              expect(late.displayMessage).toBe(MONEY_REQUEST_MESSAGES.declined);
              refusedAsExpected += 1;
              continue;
            }
            const answer = await pay();
            const total = charge('OWN_BANK_TRANSFER', amount);
            if (model[step.to]![0]! >= total) {
              expect(answer.isSuccess, answer.displayMessage).toBe(true);
              model[step.to]![0]! -= total;
              model[step.from]![0]! += amount;
              ids.push(await h.ref(payer, requestId));
              if (step.then === 'payTwice') expect(await pay()).toEqual(answer);
            } else {
              expect(answer.isSuccess).toBe(false);
              refusedAsExpected += 1;
              // Refused for the balance: the request still waits, and may be declined.
              expect((await requests.decline(payer.auth, requestId)).isSuccess).toBe(true);
            }
          } else if (step.kind === 'auto') {
            // The set-and-forget job for the next day: each goal takes its payment (never past
            // its target) from the main account, or skips the day when the money is short.
            const day = Math.max(...people.map((p) => p.autoDays)) + 1;
            const at = new Date(h.now().getTime() + day * 86_400_000);
            await runGoalJobs({ db: h.db, ledger: h.ledger }, at);
            for (const [p, who] of people.entries()) {
              who.autoDays = day;
              ids.push(autoFundTransactionId(who.savings, periodOf('Daily', at)));
              const amount = Math.min(who.payment, who.target - model[p]![1]!);
              const total = amount > 0 ? charge('OWN_BANK_TRANSFER', amount) : 0;
              if (amount > 0 && model[p]![0]! >= total) {
                model[p]![0]! -= total;
                model[p]![1]! += amount;
              }
            }
          } else if (step.kind === 'release') {
            // The goal broken early (its balance less the break fee) or matured (all of it) into
            // the main account, then closed; the customer opens a new goal.
            const p = people[step.who]!;
            const saved = model[step.who]![1]!;
            const goalAccountNumber = p.savings;
            if (step.how === 'break') {
              const req: BreakRequest = { transactionId: freshId('brk'), goalAccountNumber };
              const answer = await goals.breakGoal(p.auth, goalAccountNumber, req);
              if (saved === 0) {
                expect(answer.isSuccess).toBe(false);
                refusedAsExpected += 1;
                continue;
              }
              expect(answer.isSuccess, answer.displayMessage).toBe(true);
              accepted.push({ req, auth: p.auth, answer, via: 'break', owner: p });
              ids.push(await h.ref(p, req.transactionId));
              model[step.who]![0]! += saved - goalBreakTerms(saved, 0, h.now()).fee;
            } else {
              const answer = await h.ledger.releaseGoal({
                kind: 'MATURITY',
                customerNumber: p.customerNumber,
                goalAccountNumber,
                transactionId: '',
              });
              expect(answer.isSuccess, answer.displayMessage).toBe(true);
              if (saved > 0) ids.push(maturityTransactionId(goalAccountNumber));
              model[step.who]![0]! += saved;
            }
            model[step.who]![1]! = 0;
            released.push(goalAccountNumber);
            // As the maturity job does with a released goal (the break does it itself).
            await assistantOff(h.db, goalAccountNumber);
            Object.assign(p, await newGoal(p));
          } else if (accepted.length) {
            const first = accepted[step.pick % accepted.length]!;
            if (step.kind === 'retry') {
              const again = await resend(first, { ...first.req });
              expect(again).toEqual(first.answer);
            } else {
              // The same id for another goal (the owner's current one) or another amount.
              // (A QR payment: another note, since a dynamic code refuses any other amount.)
              const other =
                first.via === 'break'
                  ? { ...first.req, goalAccountNumber: first.owner!.savings }
                  : first.via === 'qr'
                    ? { ...first.req, narration: 'another note' }
                    : { ...first.req, amount: `${Number((first.req as TransactRequest).amount) + 1}.00` };
              const refusal = await resend(first, other).then(
                () => null,
                (error: unknown) => error,
              );
              expect(refusal).toBeInstanceOf(DomainError);
              expect((refusal as DomainError).code).toBe('CONFLICT');
              refusedAsExpected += 1;
            }
          }
        }
        for (const left of pending) {
          await h.ledger.completePayout(left.id, { status: 'SUCCESSFUL', reference: 'end' });
        }
        expect(await balancesOf(people)).toEqual(model);
        const collectedAfter = await collected();
        for (const shop of SANDBOX_MERCHANTS)
          expect(collectedAfter.get(shop.merchantId)! - collectedBefore.get(shop.merchantId)!).toBe(
            paidTo.get(shop.merchantId) ?? 0,
          );
        const touched = [...people.flatMap((p) => [p.accountNumber, p.savings]), ...released];
        for (const goal of released) expect(await h.balance(goal)).toBe(0);
        expect(await scopedProblems(touched, ids)).toEqual([]);
        sequences += 1;
        if (sequences % CHECK_EVERY === 0) {
          fullChecks += 1;
          expect(await checkLedgerInvariants(h.db)).toEqual([]);
        }
      }),
      { numRuns: SEQUENCES, seed, endOnFailure: true },
    );
    fullChecks += 1;
    const problems = await checkLedgerInvariants(h.db);
    expect(problems).toEqual([]);
    report({
      suite: 'ledger properties',
      tried: { sequences, operations, ...counts },
      found: { invariantViolations: problems.length, refusedAsExpected, wholeLedgerChecks: fullChecks },
    });
  });
});
