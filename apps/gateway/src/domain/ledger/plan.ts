// Where a movement goes: the request's type, destination and sort code become a plan (collect
// from a mobile-money number, pay out to a wallet or another bank), after the destination is
// checked with the network or the bank. Nothing is written. A move inside SAVE & WIN (to 999999)
// is recognised here (internalDestination) and planned by the database function that makes it
// (internalTransfer.ts).
import { detectNetwork, normaliseMobileNumber, parseNetwork, type Network } from '@savewin/core';

import type { Queryable } from '../../db/database';
import { computeCharges, type ChargeKind, type Charges } from '../fees/schedule';

import { OWN_BANK_SORT_CODE } from './accounts';
import { lookup, type LedgerContext, type Party } from './context';
import { UNKNOWN_DESTINATION_MESSAGE, type RequestType, type TransactRequest } from './types';

export interface SortCodeRow {
  code: string;
  description: string;
  type: 'BANK' | 'TELCO';
}

export type Plan =
  | { kind: 'collection'; phone: string; network: Network; name: string | null }
  | { kind: 'momo-payout'; phone: string; network: Network; name: string }
  | { kind: 'bank-payout'; sortCode: string; accountNumber: string; name: string };

const ACCOUNT_NUMBER = /^\d{6,20}$/;

/**
 * The SAVE & WIN account a request moves money to (BANK_TRANSFER to the own bank's sort code,
 * with a well-formed account number), or null when the request is anything else.
 */
export function internalDestination(req: TransactRequest): string | null {
  if (req.transactionType !== 'BANK_TRANSFER') return null;
  const destination = (req.destinationAccountNumber ?? '').trim();
  const code = (req.destinationSortCode ?? '').trim();
  return code === OWN_BANK_SORT_CODE && ACCOUNT_NUMBER.test(destination) ? destination : null;
}

/** Collections and payouts per request type; MOMO is quoted as WITHDRAWAL (spec §4). */
export function chargeKindOf(type: RequestType, sortCode: string): ChargeKind {
  switch (type) {
    case 'DEPOSIT':
      return 'DEPOSIT';
    case 'REQUEST MONEY':
      return 'REQUEST MONEY';
    case 'WITHDRAWAL':
    case 'MOMO':
      return 'WITHDRAWAL';
    case 'BANK_TRANSFER':
      return sortCode === OWN_BANK_SORT_CODE ? 'OWN_BANK_TRANSFER' : 'OTHER_BANK_TRANSFER';
  }
}

/** What a request costs on top of its amount at `at`, by the configured fee and levy tables. */
export function chargesOf(
  ctx: LedgerContext,
  req: Pick<TransactRequest, 'transactionType' | 'destinationSortCode'>,
  amount: number,
  at: Date,
): Charges {
  return computeCharges(
    chargeKindOf(req.transactionType, req.destinationSortCode),
    amount,
    at,
    ctx.config.charges,
  );
}

export async function findSortCode(q: Queryable, code: string): Promise<SortCodeRow | null> {
  const [row] = await q.query<SortCodeRow>(`SELECT code, description, type FROM sort_codes WHERE code = $1`, [
    code,
  ]);
  return row ?? null;
}

function isNetworkName(value: string): value is Network {
  return value === 'MTN' || value === 'TELECEL' || value === 'AT';
}

/** The network of a mobile-money number: its TELCO sort code when given, else its prefix. */
async function networkOf(q: Queryable, phone: string, code: string): Promise<Network | string> {
  if (code === '') return detectNetwork(phone);
  const row = await findSortCode(q, code);
  if (!row) return 'We do not know that sort code. Please choose the network again.';
  if (row.type !== 'TELCO') return 'Choose a mobile-money network for a mobile-money number.';
  return parseNetwork(row.description) ?? 'We do not know that network.';
}

/** The mobile-money number and network a request names, or the refusal the customer reads. */
async function walletOf(
  q: Queryable,
  caller: Party,
  destination: string,
  code: string,
): Promise<{ phone: string; network: Network } | string> {
  // Spec §5: an empty destination is the signed-in customer's own number.
  const phone = normaliseMobileNumber(destination === '' ? caller.mobileNumber : destination);
  if (!phone) return 'Please enter a valid mobile-money number.';
  const network = await networkOf(q, phone, code);
  if (!isNetworkName(network)) return network;
  return { phone, network };
}

/** The plan of a request, or the refusal the customer reads. */
export async function planMovement(
  ctx: LedgerContext,
  caller: Party,
  req: TransactRequest,
): Promise<Plan | string> {
  const { db, deps } = ctx;
  const destination = (req.destinationAccountNumber ?? '').trim();
  const code = (req.destinationSortCode ?? '').trim();
  switch (req.transactionType) {
    case 'DEPOSIT':
    case 'REQUEST MONEY': {
      const wallet = await walletOf(db, caller, destination, code);
      return typeof wallet === 'string' ? wallet : { kind: 'collection', ...wallet, name: null };
    }
    case 'WITHDRAWAL':
    case 'MOMO': {
      const wallet = await walletOf(db, caller, destination, code);
      if (typeof wallet === 'string') return wallet;
      const { phone, network } = wallet;
      const name = await lookup(ctx, () => deps.momo.lookupName(phone, network));
      if (!name)
        return `We could not find a ${network} mobile-money wallet for ${phone}. Please check the number and network.`;
      return { kind: 'momo-payout', phone, network, name };
    }
    case 'BANK_TRANSFER': {
      if (!ACCOUNT_NUMBER.test(destination)) return 'Please enter a valid account number.';
      if (code === OWN_BANK_SORT_CODE)
        throw new Error('an internal transfer is made by transferInternally, never planned here');
      const row = code === '' ? null : await findSortCode(db, code);
      if (!row) return 'Please choose the bank you are sending to.';
      if (row.type === 'TELCO') return 'To send to a mobile-money number, choose Mobile Money.';
      const name = await lookup(ctx, () => deps.bank.nameEnquiry(row.code, destination));
      if (!name) return UNKNOWN_DESTINATION_MESSAGE;
      return { kind: 'bank-payout', sortCode: row.code, accountNumber: destination, name };
    }
    default:
      return 'This type of transaction is not supported.';
  }
}
