// A payment to a merchant (GhQR) through the one path (movement.ts): the customer debited and the
// merchant's collection account credited in one TRANSFER posting, SUCCESSFUL at once. The
// merchant's collection account is a system account (no balance column: the sum of its entries),
// opened inside the payment's transaction the first time the merchant is paid, so the directory of
// merchants stays the adapter's and the ledger never has to be told of a new merchant beforehand.
// The product (domain/ghqr) has read the code and found the merchant; the ledger claims the id,
// locks, checks the balance and the tier's limits, writes the row (merchant name, id and till)
// and its posting, and whatever the product writes alongside (the customer's notice), then keeps
// the first answer.
import type { Queryable } from '../../db/database';
import type { Outcome } from '../outcome';

import { SYSTEM_ACCOUNTS } from './accounts';
import {
  debitChecks,
  debitKey,
  refuseOthersAccount,
  type CustomerDebit,
  type CustomerDebitContext,
} from './customerDebit';
import { answer, claim, commit, ledgerKey, type MovementRow } from './movement';
import type { TransactionRow } from './transactions';

export interface MerchantPayment extends CustomerDebit {
  narration: string;
  sourceSystem: string;
  merchant: { merchantId: string; name: string; terminalId: string | null };
  /** The answer a row gives (the first answer, and a replay's). */
  answerOf(row: TransactionRow): Outcome<unknown>;
  /** Written in the payment's transaction once the money moved (the customer's notice). */
  alongside?(tx: Queryable, row: MovementRow): Promise<void>;
}

/** Opens the merchant's collection account unless it is open already (in the caller's transaction). */
export async function openCollectionAccount(
  tx: Queryable,
  merchantId: string,
  name: string,
): Promise<string> {
  const accountNumber = SYSTEM_ACCOUNTS.merchantCollection(merchantId);
  await tx.query(
    `INSERT INTO ledger_accounts (account_number, kind, product_name, name)
     VALUES ($1, 'SYSTEM', 'MERCHANT COLLECTION', $2) ON CONFLICT (account_number) DO NOTHING`,
    [accountNumber, `${name} (GhQR collection)`],
  );
  return accountNumber;
}

/** Pays a merchant from the customer's account (see the file's head). */
export async function payMerchant(ctx: CustomerDebitContext, p: MerchantPayment): Promise<Outcome<unknown>> {
  const key = debitKey(p);
  const replayed = { answerOf: p.answerOf };
  const prior = await claim(ctx, key, replayed);
  if (prior) return prior;
  const ref = ledgerKey(key);
  await refuseOthersAccount(ctx.db, p);

  const { now, lock, checks } = await debitChecks(ctx, p);
  const committed = await commit(ctx, {
    key,
    lock,
    checks,
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
