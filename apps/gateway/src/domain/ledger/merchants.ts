// A payment to a merchant (GhQR) through the one path (movement.ts): the customer debited and the
// merchant's collection account credited in one TRANSFER posting, SUCCESSFUL at once. The
// merchant's collection account is a system account (no balance column: the sum of its entries),
// opened inside the payment's transaction the first time the merchant is paid, so the directory of
// merchants stays the adapter's and the ledger never has to be told of a new merchant beforehand.
// The product (domain/ghqr) has read the code and found the merchant; the ledger claims the id,
// locks, checks the balance and the tier's limits, writes the row (merchant name, id and till)
// and its posting, and whatever the product writes alongside (the customer's notice), then keeps
// the first answer.
import type { Pesewas } from '@savewin/core';

import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../errors';
import type { Outbox } from '../outbox/outbox';
import type { Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS, accountOwner } from './accounts';
import type { KycTier } from './limits';
import { answer, claim, commit, hashOf, ledgerKey, type MovementKey, type MovementRow } from './movement';
import type { TransactionRow } from './transactions';
import { NOT_YOUR_ACCOUNT_MESSAGE } from './types';

export interface MerchantPaymentContext {
  db: Database;
  now(): Date;
  tierOf(q: Queryable, customerNumber: string): Promise<KycTier>;
  outbox: Pick<Outbox, 'deliver' | 'leaseMs'>;
}

export interface MerchantPayment {
  /** The customer paying, who is also the requester whose namespace the id lives in. */
  customerNumber: string;
  clientTransactionId: string;
  /** Every field of the request, in a fixed order: the ledger hashes them with the customer. */
  request: readonly unknown[];
  accountNumber: string;
  amount: Pesewas;
  narration: string;
  sourceSystem: string;
  merchant: { merchantId: string; name: string; terminalId: string | null };
  /** The product's words for the refusals it has its own for. */
  messages: { closed: string; insufficient(balance: Pesewas, needed: Pesewas): string };
  /** The answer a row gives (the first answer, and a replay's). */
  answerOf(row: TransactionRow): Outcome<unknown>;
  /** Written in the payment's transaction once the money moved (the customer's notice). */
  alongside?(tx: Queryable, row: MovementRow): Promise<void>;
}

/** Opens the merchant's collection account unless it is open already (in the caller's transaction). */
async function openCollectionAccount(tx: Queryable, merchantId: string, name: string): Promise<string> {
  const accountNumber = SYSTEM_ACCOUNTS.merchantCollection(merchantId);
  await tx.query(
    `INSERT INTO ledger_accounts (account_number, kind, product_name, name)
     VALUES ($1, 'SYSTEM', 'MERCHANT COLLECTION', $2) ON CONFLICT (account_number) DO NOTHING`,
    [accountNumber, `${name} (GhQR collection)`],
  );
  return accountNumber;
}

/** Pays a merchant from the customer's account (see the file's head). */
export async function payMerchant(
  ctx: MerchantPaymentContext,
  p: MerchantPayment,
): Promise<Outcome<unknown>> {
  const key: MovementKey = {
    requester: p.customerNumber,
    clientId: p.clientTransactionId,
    hash: hashOf([p.customerNumber, ...p.request]),
  };
  const replayed = { answerOf: p.answerOf };
  const prior = await claim(ctx, key, replayed);
  if (prior) return prior;
  const ref = ledgerKey(key);
  const owner = await accountOwner(ctx.db, p.accountNumber);
  if (owner !== p.customerNumber) throw new DomainError('FORBIDDEN', NOT_YOUR_ACCOUNT_MESSAGE);

  const now = ctx.now();
  const tier = await ctx.tierOf(ctx.db, p.customerNumber);
  const committed = await commit(ctx, {
    key,
    lock: { accounts: [p.accountNumber], customers: [p.customerNumber] },
    checks: {
      customerNumber: p.customerNumber,
      account: p.accountNumber,
      closedMessage: p.messages.closed,
      refuseGoal: true,
      debit: { total: p.amount, refusal: (balance) => p.messages.insufficient(balance, p.amount) },
      limit: { tier, amount: p.amount, now },
    },
    plan: async (tx) => {
      const collection = await openCollectionAccount(tx, p.merchant.merchantId, p.merchant.name);
      return {
        row: {
          transactionId: ref,
          requester: p.customerNumber,
          clientTransactionId: p.clientTransactionId,
          hash: key.hash,
          customerNumber: p.customerNumber,
          accountNumber: p.accountNumber,
          type: 'MERCHANT_PAYMENT',
          direction: 'DEBIT',
          status: 'SUCCESSFUL',
          amount: p.amount,
          narration: p.narration,
          sourceSystem: p.sourceSystem,
          destinationAccountNumber: p.merchant.merchantId,
          // The till, where a bill payment keeps its biller code: the receipt names both.
          destinationSortCode: p.merchant.terminalId ?? '',
          destinationName: p.merchant.name,
          at: now,
        },
        posting: {
          kind: 'TRANSFER',
          lines: [
            { accountNumber: p.accountNumber, amount: -p.amount },
            { accountNumber: collection, amount: p.amount },
          ],
        },
      };
    },
    ...(p.alongside ? { alongside: (tx, written) => p.alongside!(tx, written.row) } : {}),
  });
  if ('refusal' in committed) return committed.refusal;
  if ('replay' in committed) {
    const replay = await claim(ctx, key, replayed);
    if (!replay) throw new Error(`transaction ${p.clientTransactionId} vanished`);
    return replay;
  }
  return answer(ctx, ref, { answerOf: p.answerOf });
}
