// What a customer may ask the ledger without moving money: the charges of a movement, one of
// their transactions, the holder of an account or wallet, and the sort codes.
import { randomUUID } from 'node:crypto';

import {
  INVALID_AMOUNT_MESSAGE,
  amountTextToPesewas,
  formatAmount,
  normaliseMobileNumber,
  parseNetwork,
} from '@savewin/core';

import type { Caller } from '../caller';
import { DomainError } from '../errors';
import { computeCharges } from '../fees/schedule';
import { ok, refused, type Outcome } from '../outcome';

import { OWN_BANK_SORT_CODE, accountOwner, getAccount } from './accounts';
import { findCustomerTransaction } from './accountStatement';
import { isEnvelope, lookup, requireCaller, type LedgerContext } from './context';
import { chargeKindOf, findSortCode, type SortCodeRow } from './plan';
import { summaryOf } from './transactions';
import { KYC_REQUIRED_MESSAGE, NOT_YOUR_ACCOUNT_MESSAGE, type ChargeLookupRequest } from './types';

export async function chargeLookup(
  ctx: LedgerContext,
  auth: Caller | null,
  req: ChargeLookupRequest,
): Promise<Outcome<unknown>> {
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  const amount = amountTextToPesewas(req.amount);
  if (amount === null || amount <= 0) return refused(INVALID_AMOUNT_MESSAGE);
  if (auth.kind === 'customer') {
    if (!auth.customerNumber) return refused(KYC_REQUIRED_MESSAGE);
    const owner = await accountOwner(ctx.db, req.customerAccountNumber);
    if (owner !== auth.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);
  } else if (auth.kind !== 'payer') {
    throw new DomainError('FORBIDDEN', 'Please sign in to continue.');
  }
  const kind = chargeKindOf(req.transactionType, (req.destinationSortCode ?? '').trim());
  const charges = computeCharges(kind, amount, ctx.deps.now(), ctx.config.charges);
  return ok({
    feeAmount: formatAmount(charges.fee),
    elevyAmount: formatAmount(charges.levy),
    transactionId: req.transactionId && req.transactionId.length >= 8 ? req.transactionId : randomUUID(),
  });
}

export async function getTransaction(
  ctx: LedgerContext,
  auth: Caller | null,
  transactionId: string,
): Promise<Outcome<unknown>> {
  const caller = requireCaller(auth);
  if (isEnvelope(caller)) return caller;
  const row = await findCustomerTransaction(ctx.db, caller.customerNumber, transactionId);
  if (!row) throw new DomainError('NOT_FOUND', 'We could not find that transaction.');
  return ok(summaryOf(row), '');
}

export async function verifyAccount(
  ctx: LedgerContext,
  auth: Caller | null,
  req: { accountNumber: string; sortCode: string },
): Promise<Outcome<{ accountName: string }>> {
  const { db, deps } = ctx;
  if (!auth) throw new DomainError('UNAUTHENTICATED', 'Please sign in to continue.');
  // A name is answered to a verified customer only: a lead costs a number and a code, so leads
  // without KYC would be fresh look-up budgets for anyone enumerating names; a verified customer
  // is a Ghana Card, and has nothing to send money to before KYC anyway.
  if (auth.kind === 'customer' && !auth.customerNumber) return refused(KYC_REQUIRED_MESSAGE);
  const number = (req.accountNumber ?? '').trim();
  const code = (req.sortCode ?? '').trim();
  const notFound = refused('We could not verify this account. Please check the number.');
  if (code === OWN_BANK_SORT_CODE) {
    const owner = await accountOwner(db, number);
    const account = owner === null ? null : await getAccount(db, number);
    if (owner === null || !account) return notFound;
    return ok({ accountName: (await ctx.customerName(db, owner)) ?? 'SAVE & WIN customer' });
  }
  const row = await findSortCode(db, code);
  if (!row) return refused('We do not know that sort code.');
  if (row.type === 'TELCO') {
    const phone = normaliseMobileNumber(number);
    const network = parseNetwork(row.description);
    if (!phone || !network) return notFound;
    const name = await lookup(ctx, () => deps.momo.lookupName(phone, network));
    return name ? ok({ accountName: name }) : notFound;
  }
  const name = await lookup(ctx, () => deps.bank.nameEnquiry(row.code, number));
  return name ? ok({ accountName: name }) : notFound;
}

export async function validateName(
  ctx: LedgerContext,
  phoneNumber: string,
  network: string,
): Promise<Outcome<{ accountName: string }>> {
  const phone = normaliseMobileNumber(phoneNumber ?? '');
  const parsed = parseNetwork(network ?? '');
  if (!phone) return refused('Invalid Number');
  if (!parsed) return refused('Please select a network');
  const name = await lookup(ctx, () => ctx.deps.momo.lookupName(phone, parsed));
  return name
    ? ok({ accountName: name })
    : refused(`We could not find a ${parsed} mobile-money wallet for ${phone}.`);
}

export async function getSortCodes(ctx: LedgerContext): Promise<Outcome<SortCodeRow[]>> {
  const rows = await ctx.db.query<SortCodeRow>(
    `SELECT code, description, type FROM sort_codes ORDER BY position, code`,
  );
  return ok(rows);
}
