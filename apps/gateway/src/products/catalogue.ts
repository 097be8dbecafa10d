// The product catalogue every fresh gateway serves: billers (airtime and data per network,
// utilities, TV listed as UTILITIES with TV in the name, as spec §2 expects) and savings-goal
// options. seedProducts writes it; running it twice changes nothing.
import type { Queryable } from '../db/database';

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

/** A 1×1 PNG (base64, no data-URL prefix), the contract's GoalOption.image until artwork exists. */
export const PLACEHOLDER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export interface CatalogueGoalOption {
  goalOptionId: string;
  name: string;
  minDays: number;
  maxDays: number;
}

export const GOAL_OPTION_CATALOGUE: readonly CatalogueGoalOption[] = [
  { goalOptionId: 'GO-EDU', name: 'Education', minDays: 30, maxDays: 1095 },
  { goalOptionId: 'GO-TRAVEL', name: 'Travel', minDays: 14, maxDays: 730 },
  { goalOptionId: 'GO-HOME', name: 'Home', minDays: 90, maxDays: 1825 },
  { goalOptionId: 'GO-BUSINESS', name: 'Business', minDays: 30, maxDays: 1095 },
  { goalOptionId: 'GO-EMERGENCY', name: 'Emergency fund', minDays: 7, maxDays: 365 },
];

/** Writes the catalogue (billers, goal options) where missing; existing rows are kept. */
export async function seedProducts(q: Queryable): Promise<void> {
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
      [option.goalOptionId, option.name, PLACEHOLDER_PNG, option.minDays, option.maxDays, position],
    );
  }
}
