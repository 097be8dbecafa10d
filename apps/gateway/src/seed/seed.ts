// Demo data for a fresh start: the catalogue (billers, goal options, previous draw winners) and a
// demo customer with a few months of history written through the ledger's own posting code.
// Idempotent: every row has a fixed key, so seeding twice changes nothing.
// Favourites, goals and linked wallets of the demo customer come with the products' tables.
import type { Queryable } from '../db/database';
import { goalOptionImage, seedProducts } from '../domain/catalogue';
import { DRAW_PRIZES } from '../domain/draws/draws';
import { hashPin, type SecretKeys } from '../domain/identity/secrets';
import {
  accrueInterest,
  creditInterest,
  dayKey,
  monthKey,
  openCustomerAccount,
  previousMonth,
  seedMovement,
  type SeedMovement,
} from '../domain/ledger/index';
import type { Services } from '../services';

export const DEMO = {
  mobileNumber: '0244123456',
  pin: '246810',
  profileName: 'Ama Mensah',
  email: 'ama.mensah@example.com',
} as const;

/** A second customer, so the demo history has own-bank transfers to someone. */
const FRIEND = {
  mobileNumber: '0201234567',
  pin: '135790',
  profileName: 'Kofi Boateng',
  email: 'kofi.boateng@example.com',
} as const;

/** Annual interest rate of the SAVE & WIN account used for the demo accruals (basis points). */
export const DEMO_INTEREST_BPS = 1_000;

const BILLERS: readonly [code: string, name: string, category: string, network: string | null][] = [
  ['MTN-AIRTIME', 'MTN AIRTIME', 'AIRTIME', 'MTN'],
  ['TELECEL-AIRTIME', 'TELECEL AIRTIME', 'AIRTIME', 'TELECEL'],
  ['AT-AIRTIME', 'AT AIRTIME', 'AIRTIME', 'AT'],
  ['MTN-DATA', 'MTN DATA BUNDLE', 'DATA', 'MTN'],
  ['TELECEL-DATA', 'TELECEL DATA BUNDLE', 'BUNDLE', 'TELECEL'],
  ['AT-DATA', 'AT INTERNET BUNDLE', 'DATA', 'AT'],
  ['ECG-PREPAID', 'ECG PREPAID ELECTRICITY', 'UTILITIES', null],
  ['NEDCO-PREPAID', 'NEDCO PREPAID ELECTRICITY', 'UTILITIES', null],
  ['GWL', 'GHANA WATER LIMITED', 'UTILITIES', null],
  ['DSTV', 'DSTV', 'UTILITIES', null],
  ['GOTV', 'GOTV', 'UTILITIES', null],
  ['STARTIMES', 'STARTIMES TV', 'UTILITIES', null],
];

// Each id is also the file name of the option's picture (apps/portal/public/goal-options/<id>.svg).
const GOAL_OPTIONS: readonly [id: string, name: string, minDays: number, maxDays: number][] = [
  ['education', 'Education', 30, 1825],
  ['travel', 'Travel', 14, 730],
  ['emergency', 'Emergency Fund', 7, 365],
  ['business', 'Business', 30, 1095],
  ['wedding', 'Wedding', 30, 730],
  ['rent', 'Rent', 30, 365],
  ['gadget', 'Gadget', 7, 365],
];

const WINNER_NAMES = [
  'Kwame A.',
  'Akosua B.',
  'Yaw D.',
  'Efua M.',
  'Kojo O.',
  'Adwoa Q.',
  'Kwabena S.',
  'Esi T.',
];

const DAY_MS = 86_400_000;

/** The sandbox billers (airtime, data, utilities, TV); also used alone by the end-to-end gateway. */
export async function seedBillers(tx: Queryable): Promise<void> {
  for (const [index, [code, name, category, network]] of BILLERS.entries()) {
    await tx.query(
      `INSERT INTO billers (biller_code, biller_name, category, network, position, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (biller_code) DO NOTHING`,
      [code, name, category, network, index + 1, new Date(Date.UTC(2025, 0, 1 + index))],
    );
  }
}

/** The goal purposes and their allowed days; also used alone by the end-to-end gateway. */
export async function seedGoalOptions(tx: Queryable): Promise<void> {
  for (const [index, [id, name, minDays, maxDays]] of GOAL_OPTIONS.entries()) {
    await tx.query(
      `INSERT INTO goal_options (goal_option_id, name, image, min_days, max_days, position)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (goal_option_id) DO NOTHING`,
      [id, name, goalOptionImage(id), minDays, maxDays, index + 1],
    );
  }
}

async function seedCatalogue(tx: Queryable, now: Date): Promise<void> {
  await seedBillers(tx);
  await seedGoalOptions(tx);
  // Eight weekly draws, Sundays, before the first seeding (fixed keys: later seeds add nothing).
  const existing = await tx.query<{ n: number }>('SELECT count(*)::bigint AS n FROM draw_winners');
  if ((existing[0]?.n ?? 0) > 0) return;
  const lastSunday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - now.getUTCDay()),
  );
  for (let week = 0; week < 8; week++) {
    const date = new Date(lastSunday.getTime() - week * 7 * DAY_MS);
    const drawId = `draw-${dayKey(date)}`;
    // The configured weekly prize tiers, so past winners show the prizes the draw pays.
    for (const [position, { prize }] of DRAW_PRIZES.entries()) {
      const name = WINNER_NAMES[(week * 3 + position) % WINNER_NAMES.length] ?? 'Kwame A.';
      await tx.query(
        `INSERT INTO draw_winners (draw_id, draw_date, position, short_name, prize)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [drawId, dayKey(date), position + 1, name, prize],
      );
    }
  }
}

/** 23:59 UTC (Ghana time) on the last day of a month key. */
function monthEnd(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1) - 60_000);
}

interface SeededCustomer {
  customerNumber: string;
  accountNumber: string;
  created: boolean;
}

/** A verified customer with a SAVE & WIN account opened `openedAt` (no OTP: this is the seed). */
async function seedCustomer(
  tx: Queryable,
  keys: SecretKeys,
  person: { mobileNumber: string; pin: string; profileName: string; email: string },
  openedAt: Date,
): Promise<SeededCustomer> {
  const found = await tx.query<{ customer_number: string | null }>(
    'SELECT customer_number FROM leads WHERE mobile_number = $1 AND deleted_at IS NULL',
    [person.mobileNumber],
  );
  let created = false;
  let customerNumber = found[0]?.customer_number ?? null;
  if (!found[0]) {
    const seq = await tx.query<{ n: number }>("SELECT nextval('customer_number_seq') AS n");
    customerNumber = String(seq[0]?.n);
    const [firstName, ...rest] = person.profileName.split(' ');
    await tx.query(
      `INSERT INTO leads (mobile_number, profile_name, email, pin_hash, customer_number, first_name, last_name,
                          kyc_status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'VERIFIED', $8, $8)`,
      [
        person.mobileNumber,
        person.profileName,
        person.email,
        await hashPin(keys, person.pin),
        customerNumber,
        firstName,
        rest.join(' '),
        openedAt,
      ],
    );
    created = true;
  }
  if (!customerNumber)
    throw new Error(`seed: ${person.mobileNumber} is registered without KYC; not touching it`);
  // A demo account opened now has existed since its history began, so interest accrues over it.
  const { accountNumber } = await openCustomerAccount(tx, {
    customerNumber,
    productName: 'SAVE & WIN',
    ...(created ? { openedAt } : {}),
  });
  return { customerNumber, accountNumber, created };
}

/** Four months of the demo customer's life, oldest first (a debit needs the balance before it). */
function demoHistory(ama: SeededCustomer, kofi: SeededCustomer, start: Date): SeedMovement[] {
  const movements: SeedMovement[] = [];
  const at = (day: number, hour: number) => new Date(start.getTime() + day * DAY_MS + hour * 3_600_000);
  const base = { accountNumber: ama.accountNumber, customerNumber: ama.customerNumber };
  for (let month = 0; month < 4; month++) {
    const d = month * 30;
    const id = (n: number) => `SEED-DEMO-${month + 1}-${n}`;
    movements.push(
      {
        ...base,
        transactionId: id(1),
        type: 'DEPOSIT',
        amount: 80_000,
        at: at(d + 1, 9),
        narration: 'Salary savings',
        destinationAccountNumber: DEMO.mobileNumber,
        network: 'MTN',
      },
      {
        ...base,
        transactionId: id(2),
        type: 'DEPOSIT',
        amount: 15_000,
        at: at(d + 8, 18),
        narration: 'Deposit',
        destinationAccountNumber: DEMO.mobileNumber,
        network: 'MTN',
      },
      {
        ...base,
        transactionId: id(3),
        type: 'MOMO',
        amount: 4_000,
        fee: 40,
        at: at(d + 11, 12),
        narration: 'For Esi',
        destinationAccountNumber: '0551234567',
        destinationName: 'Esi Appiah',
        network: 'MTN',
      },
      {
        ...base,
        transactionId: id(4),
        type: 'BANK_TRANSFER',
        amount: 7_500,
        at: at(d + 14, 15),
        narration: 'Contribution',
        destinationAccountNumber: kofi.accountNumber,
        destinationSortCode: '999999',
        destinationName: FRIEND.profileName,
      },
      {
        ...base,
        transactionId: id(5),
        type: 'WITHDRAWAL',
        amount: 10_000,
        fee: 100,
        at: at(d + 20, 10),
        narration: 'Withdraw',
        destinationAccountNumber: DEMO.mobileNumber,
        network: 'MTN',
      },
      // Paid by GhQR at a sandbox merchant's till: the receipt and history name both.
      month % 2 === 0
        ? {
            ...base,
            transactionId: id(7),
            type: 'MERCHANT_PAYMENT',
            amount: 3_500,
            at: at(d + 17, 13),
            narration: 'Lunch',
            destinationAccountNumber: 'GHQR-MER-000123',
            destinationSortCode: 'TILL-02',
            destinationName: 'Auntie Akos Chop Bar',
          }
        : {
            ...base,
            transactionId: id(7),
            type: 'MERCHANT_PAYMENT',
            amount: 6_200,
            at: at(d + 17, 11),
            narration: 'Medicine',
            destinationAccountNumber: 'GHQR-MER-000456',
            destinationSortCode: 'POS-1',
            destinationName: 'Osu Community Pharmacy',
          },
      {
        ...base,
        transactionId: id(6),
        type: 'DEPOSIT',
        amount: 20_000,
        at: at(d + 25, 19),
        narration: 'Deposit',
        destinationAccountNumber: DEMO.mobileNumber,
        network: 'MTN',
      },
    );
  }
  return movements.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface SeedResult {
  demo: { mobileNumber: string; pin: string; customerNumber: string; accountNumber: string };
  created: boolean;
}

/** Seeds everything; safe to run at every start. */
export async function seed(services: Pick<Services, 'db' | 'now' | 'config'>): Promise<SeedResult> {
  const { db } = services;
  const now = services.now();
  const keys = { pinPepper: services.config.pinPepper, tokenSecret: services.config.tokenSecret };
  // History starts four months (120 days) before the first seeding, at midnight UTC.
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 121 * DAY_MS);

  const result = await db.transaction(async (tx) => {
    await seedCatalogue(tx, now);
    const kofi = await seedCustomer(tx, keys, FRIEND, start);
    const ama = await seedCustomer(tx, keys, DEMO, start);
    if (ama.created) {
      await seedMovement(tx, {
        transactionId: 'SEED-FRIEND-1',
        accountNumber: kofi.accountNumber,
        customerNumber: kofi.customerNumber,
        type: 'DEPOSIT',
        amount: 30_000,
        at: new Date(start.getTime() + 3_600_000),
        narration: 'Deposit',
        destinationAccountNumber: FRIEND.mobileNumber,
        network: 'TELECEL',
      });
      for (const movement of demoHistory(ama, kofi, start)) await seedMovement(tx, movement);
      await seedProducts(tx, { ...ama, mobileNumber: DEMO.mobileNumber, at: now });
    }
    return { ama, created: ama.created };
  });

  if (result.created) {
    // Interest through the ledger's own job: accrued daily over the history, credited for each
    // finished month, so the current month shows accrued (not yet credited) interest.
    for (
      let day = new Date(start);
      day.getTime() < now.getTime() - DAY_MS;
      day = new Date(day.getTime() + DAY_MS)
    ) {
      await accrueInterest(db, { day: dayKey(day), annualRateBps: DEMO_INTEREST_BPS });
    }
    // Each month's interest is credited on its last day, as the month-end job would have done.
    const thisMonth = monthKey(now);
    for (let month = previousMonth(thisMonth), n = 0; n < 5; month = previousMonth(month), n++) {
      await creditInterest(db, { month, at: monthEnd(month) });
    }
  }
  return {
    demo: {
      mobileNumber: DEMO.mobileNumber,
      pin: DEMO.pin,
      customerNumber: result.ama.customerNumber,
      accountNumber: result.ama.accountNumber,
    },
    created: result.created,
  };
}
