// A product catalogue (billers: airtime and data per network, utilities, TV listed as UTILITIES
// with TV in the name, as spec §2 expects; savings-goal options) for databases the demo seed
// (src/seed, which writes its own catalogue) did not fill: the product tests. And the demo
// customer's products (favourites of each kind, a linked wallet, a funded goal) for the seed.
// Both are idempotent: running them twice changes nothing.
import { sandboxHolderName } from '../adapters/momo/sandboxMomo';
import type { Queryable } from '../db/database';

import { OWN_BANK_SORT_CODE, openCustomerAccount, seedMovement } from './ledger/index';

export interface CatalogueBiller {
  billerCode: string;
  billerName: string;
  category: string;
  network: 'MTN' | 'TELECEL' | 'AT' | null;
}

export const BILLER_CATALOGUE: readonly CatalogueBiller[] = [
  { billerCode: 'MTN-AIRTIME', billerName: 'MTN Airtime', category: 'AIRTIME', network: 'MTN' },
  { billerCode: 'TELECEL-AIRTIME', billerName: 'TELECEL Airtime', category: 'AIRTIME', network: 'TELECEL' },
  { billerCode: 'AT-AIRTIME', billerName: 'AIRTELTIGO Airtime', category: 'AIRTIME', network: 'AT' },
  { billerCode: 'MTN-DATA', billerName: 'MTN Data Bundle', category: 'DATA', network: 'MTN' },
  { billerCode: 'TELECEL-DATA', billerName: 'TELECEL Data Bundle', category: 'DATA', network: 'TELECEL' },
  { billerCode: 'AT-DATA', billerName: 'AIRTELTIGO Data Bundle', category: 'DATA', network: 'AT' },
  { billerCode: 'ECG-PREPAID', billerName: 'ECG Prepaid', category: 'UTILITIES', network: null },
  { billerCode: 'GWCL', billerName: 'Ghana Water', category: 'UTILITIES', network: null },
  { billerCode: 'DSTV', billerName: 'DStv TV', category: 'UTILITIES', network: null },
  { billerCode: 'GOTV', billerName: 'GOtv TV', category: 'UTILITIES', network: null },
  { billerCode: 'STARTIMES', billerName: 'StarTimes TV', category: 'UTILITIES', network: null },
];

/**
 * The address of a goal option's picture, the contract's GoalOption.image: an SVG the portal serves
 * from apps/portal/public/goal-options/ (one per purpose; 'goal' is the generic one).
 */
export function goalOptionImage(picture: string): string {
  return `/goal-options/${picture}.svg`;
}

export interface CatalogueGoalOption {
  goalOptionId: string;
  name: string;
  /** The file name of its picture under /goal-options/, without '.svg'. */
  picture: string;
  minDays: number;
  maxDays: number;
}

export const GOAL_OPTION_CATALOGUE: readonly CatalogueGoalOption[] = [
  { goalOptionId: 'GO-EDU', name: 'Education', picture: 'education', minDays: 30, maxDays: 1095 },
  { goalOptionId: 'GO-TRAVEL', name: 'Travel', picture: 'travel', minDays: 14, maxDays: 730 },
  { goalOptionId: 'GO-HOME', name: 'Home', picture: 'home', minDays: 90, maxDays: 1825 },
  { goalOptionId: 'GO-BUSINESS', name: 'Business', picture: 'business', minDays: 30, maxDays: 1095 },
  { goalOptionId: 'GO-EMERGENCY', name: 'Emergency fund', picture: 'emergency', minDays: 7, maxDays: 365 },
];

/** Writes the catalogue (billers, goal options) where missing; existing rows are kept. */
export async function seedProductCatalogue(q: Queryable): Promise<void> {
  for (const [position, biller] of BILLER_CATALOGUE.entries()) {
    await q.query(
      `INSERT INTO billers (biller_code, biller_name, category, network, position)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (biller_code) DO NOTHING`,
      [biller.billerCode, biller.billerName, biller.category, biller.network, position],
    );
  }
  for (const [position, option] of GOAL_OPTION_CATALOGUE.entries()) {
    await q.query(
      `INSERT INTO goal_options (goal_option_id, name, image, min_days, max_days, position)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [
        option.goalOptionId,
        option.name,
        goalOptionImage(option.picture),
        option.minDays,
        option.maxDays,
        position,
      ],
    );
  }
}

/**
 * The demo customer's products, inside the seed's transaction: a favourite of each kind, their own
 * number as a linked MTN wallet, and a goal on its own TARGET SAVE account funded by an own-bank
 * transfer through the ledger's seed movement. Uses whatever catalogue the database holds.
 */
export async function seedProducts(
  tx: Queryable,
  demo: { customerNumber: string; accountNumber: string; mobileNumber: string; at: Date },
): Promise<void> {
  const { customerNumber, accountNumber, mobileNumber, at } = demo;
  const [biller] = await tx.query<{ biller_code: string; biller_name: string }>(
    `SELECT biller_code, biller_name FROM billers WHERE category = 'UTILITIES' ORDER BY position LIMIT 1`,
  );
  const [bank] = await tx.query<{ code: string }>(
    `SELECT code FROM sort_codes WHERE type = 'BANK' AND code <> $1 ORDER BY position, code LIMIT 1`,
    [OWN_BANK_SORT_CODE],
  );
  const [telco] = await tx.query<{ code: string; description: string }>(
    `SELECT code, description FROM sort_codes WHERE type = 'TELCO' ORDER BY position, code LIMIT 1`,
  );
  const favourites: [id: string, type: string, name: string, number: string, code: string][] = [];
  if (biller)
    favourites.push(['FDEMO1', 'BILL PAYMENT', biller.biller_name, '12345678901', biller.biller_code]);
  if (bank) favourites.push(['FDEMO2', 'BANK_TRANSFER', 'KOFI BOATENG', '1009988776', bank.code]);
  if (telco) favourites.push(['FDEMO3', 'MOMO', 'ABENA ADDO', '0241112222', telco.code]);
  for (const [index, [id, type, name, number, code]] of favourites.entries()) {
    await tx.query(
      `INSERT INTO favourites (favourite_id, customer_number, favourite_type, destination_account_name,
         destination_account_number, sort_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        id,
        customerNumber,
        type,
        name,
        number,
        code,
        new Date(at.getTime() - (10 - index) * 86_400_000).toISOString(),
      ],
    );
  }
  await tx.query(
    `INSERT INTO linked_wallets (wallet_id, customer_number, network, phone_number, wallet_name, created_at)
     SELECT 'WDEMO1', $1, 'MTN', $2, $3, $4
      WHERE NOT EXISTS (SELECT 1 FROM linked_wallets WHERE wallet_id = 'WDEMO1')
        AND NOT EXISTS (SELECT 1 FROM linked_wallets WHERE customer_number = $1 AND phone_number = $2 AND deleted_at IS NULL)`,
    [customerNumber, mobileNumber, sandboxHolderName(`MTN:${mobileNumber}`), at.toISOString()],
  );

  const [existing] = await tx.query(`SELECT 1 FROM goals WHERE customer_number = $1`, [customerNumber]);
  const [option] = await tx.query<{ goal_option_id: string; min_days: number; max_days: number }>(
    `SELECT goal_option_id, min_days, max_days FROM goal_options ORDER BY position LIMIT 1`,
  );
  if (existing || !option) return;
  const days = Math.max(Number(option.min_days), Math.min(300, Number(option.max_days)));
  const due = new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const payments = Math.max(1, Math.ceil(days / (365.25 / 12)));
  const target = 300_000;
  const goal = await openCustomerAccount(tx, { customerNumber, productName: 'TARGET SAVE' });
  await tx.query(
    `INSERT INTO goals (goal_account_number, customer_number, goal_name, goal_option_id, target_amount,
       payment_amount, due_date, goal_type, reminder, auto_fund, source_account_number, created_at)
     VALUES ($1, $2, 'New laptop', $3, $4, $5, $6, 'Monthly', true, false, $7, $8)`,
    [
      goal.accountNumber,
      customerNumber,
      option.goal_option_id,
      target,
      Math.ceil(target / payments),
      due,
      accountNumber,
      new Date(at.getTime() - 30 * 86_400_000).toISOString(),
    ],
  );
  for (const [n, daysAgo] of [20, 5].entries()) {
    await seedMovement(tx, {
      transactionId: `SEED-GOAL-${customerNumber}-${n + 1}`,
      accountNumber,
      customerNumber,
      type: 'BANK_TRANSFER',
      amount: 20_000,
      at: new Date(at.getTime() - daysAgo * 86_400_000),
      narration: 'SOLIS TRANSFER TARGET SAVE',
      destinationAccountNumber: goal.accountNumber,
      destinationSortCode: OWN_BANK_SORT_CODE,
      destinationName: 'TARGET SAVE',
    });
  }
}
