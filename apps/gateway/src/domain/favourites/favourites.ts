// Favourites (saved beneficiaries) by customer number: list, save, remove. Each entry is checked
// against what it names: a biller code for BILL PAYMENT, a bank sort code for BANK_TRANSFER, a
// network sort code and a mobile number for MOMO, so a favourite always opens a form that works.
import { normaliseMobileNumber } from '@savewin/core';

import type { Database } from '../../db/database';
import type { Caller } from '../caller';
import { newId, notFound, requireCustomer, requireOwnCustomerNumber } from '../common';
import { NotYours } from '../errors';
import { ok, refused, type Outcome } from '../outcome';

export type FavouriteType = 'BILL PAYMENT' | 'BANK_TRANSFER' | 'MOMO';

export interface FavouriteView {
  id: string;
  favouriteType: FavouriteType;
  destinationAccountName: string;
  destinationAccountNumber: string;
  sortCode: string;
}

export interface CreateFavouriteRequest {
  customerNumber: string;
  favouriteType: FavouriteType;
  destinationAccountName: string;
  destinationAccountNumber: string;
  sortCode: string;
}

export const FAVOURITE_MESSAGES = {
  saved: 'Favourite saved',
  removed: 'Favourite removed',
  notFound: 'We could not find that favourite.',
  notYours: 'You can only see or change your own favourites.',
  unknownBiller: 'We do not know this biller. Please choose it again from the list.',
  unknownBank: 'We do not know this bank. Please choose it again from the list.',
  unknownNetwork: 'Please choose the mobile-money network of this number.',
  badNumber: 'Please enter a valid mobile-money number.',
  badAccount: 'Please enter a valid account number.',
  emptyName: 'Please enter the beneficiary’s name.',
} as const;

interface FavouriteRow {
  favourite_id: string;
  customer_number: string;
  favourite_type: FavouriteType;
  destination_account_name: string;
  destination_account_number: string;
  sort_code: string;
}

function view(row: FavouriteRow): FavouriteView {
  return {
    id: row.favourite_id,
    favouriteType: row.favourite_type,
    destinationAccountName: row.destination_account_name,
    destinationAccountNumber: row.destination_account_number,
    sortCode: row.sort_code,
  };
}

export function createFavourites(deps: { db: Database; now(): Date }) {
  const { db } = deps;

  async function list(auth: Caller | null, customerNumber: string): Promise<Outcome<FavouriteView[]>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, customerNumber, 'favourites');
    const rows = await db.query<FavouriteRow>(
      `SELECT * FROM favourites WHERE customer_number = $1 ORDER BY created_at, saved_order`,
      [customerNumber],
    );
    return ok(rows.map(view), '');
  }

  /** The destination in the form payments use, or the refusal message. */
  async function checkDestination(req: CreateFavouriteRequest): Promise<string | { number: string }> {
    const number = req.destinationAccountNumber.trim();
    const code = req.sortCode.trim();
    if (req.favouriteType === 'BILL PAYMENT') {
      const [biller] = await db.query(`SELECT 1 FROM billers WHERE biller_code = $1`, [code]);
      return biller ? { number } : FAVOURITE_MESSAGES.unknownBiller;
    }
    const [sortCode] = await db.query<{ type: string }>(`SELECT type FROM sort_codes WHERE code = $1`, [
      code,
    ]);
    if (req.favouriteType === 'MOMO') {
      if (sortCode?.type !== 'TELCO') return FAVOURITE_MESSAGES.unknownNetwork;
      const phone = normaliseMobileNumber(number);
      return phone ? { number: phone } : FAVOURITE_MESSAGES.badNumber;
    }
    if (sortCode?.type !== 'BANK') return FAVOURITE_MESSAGES.unknownBank;
    return /^\d{6,20}$/.test(number) ? { number } : FAVOURITE_MESSAGES.badAccount;
  }

  async function create(auth: Caller | null, req: CreateFavouriteRequest): Promise<Outcome<FavouriteView>> {
    const caller = requireCustomer(auth);
    requireOwnCustomerNumber(caller, req.customerNumber, 'favourites');
    const name = req.destinationAccountName.trim();
    if (name === '') return refused(FAVOURITE_MESSAGES.emptyName);
    const destination = await checkDestination(req);
    if (typeof destination === 'string') return refused(destination);
    const [inserted] = await db.query<FavouriteRow>(
      `INSERT INTO favourites (favourite_id, customer_number, favourite_type, destination_account_name,
         destination_account_number, sort_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (customer_number, favourite_type, destination_account_number, sort_code) DO NOTHING
       RETURNING *`,
      [
        newId('F'),
        caller.customerNumber,
        req.favouriteType,
        name,
        destination.number,
        req.sortCode.trim(),
        deps.now().toISOString(),
      ],
    );
    if (inserted) return ok(view(inserted), FAVOURITE_MESSAGES.saved);
    // Saved before: answer the entry already there.
    const [existing] = await db.query<FavouriteRow>(
      `SELECT * FROM favourites WHERE customer_number = $1 AND favourite_type = $2
          AND destination_account_number = $3 AND sort_code = $4`,
      [caller.customerNumber, req.favouriteType, destination.number, req.sortCode.trim()],
    );
    if (!existing) throw new Error('favourite neither inserted nor found');
    return ok(view(existing), FAVOURITE_MESSAGES.saved);
  }

  async function remove(auth: Caller | null, id: string): Promise<Outcome<boolean>> {
    const caller = requireCustomer(auth);
    const [row] = await db.query<FavouriteRow>(`SELECT * FROM favourites WHERE favourite_id = $1`, [id]);
    if (!row) throw notFound(FAVOURITE_MESSAGES.notFound);
    if (row.customer_number !== caller.customerNumber) throw new NotYours(FAVOURITE_MESSAGES.notYours);
    await db.query(`DELETE FROM favourites WHERE favourite_id = $1 AND customer_number = $2`, [
      id,
      caller.customerNumber,
    ]);
    return ok(true, FAVOURITE_MESSAGES.removed);
  }

  return { list, create, remove };
}

export type Favourites = ReturnType<typeof createFavourites>;
