// What identity and KYC need from the ledger: open the SAVE & WIN account when KYC verifies a
// customer, list a customer's accounts for the subscription, and a customer's total balance
// before a profile may be deleted (money is never dropped with a profile).
import type { Queryable } from './db/database';
import {
  getCustomerAccounts,
  openCustomerAccount,
  type Account,
  type ProductName,
} from './domain/ledger/index';

export interface LedgerPort {
  openCustomerAccount(
    tx: Queryable,
    input: { customerNumber: string; productName: ProductName },
  ): Promise<{ accountNumber: string }>;
  getCustomerAccounts(q: Queryable, customerNumber: string): Promise<Account[]>;
  /** Pesewas held in all the customer's accounts. */
  totalBalance(q: Queryable, customerNumber: string): Promise<number>;
  /** Closes every account of the customer (only called when they hold nothing). */
  close(tx: Queryable, customerNumber: string): Promise<void>;
}

export const ledgerPort: LedgerPort = {
  openCustomerAccount,
  getCustomerAccounts,
  async totalBalance(q, customerNumber) {
    const rows = await q.query<{ total: number }>(
      "SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM ledger_accounts WHERE customer_number = $1 AND kind = 'CUSTOMER'",
      [customerNumber],
    );
    return rows[0]?.total ?? 0;
  },
  // TODO(ledger): use the ledger's own close function once it exports one.
  async close(tx, customerNumber) {
    await tx.query(
      "UPDATE ledger_accounts SET status = 'CLOSED' WHERE customer_number = $1 AND kind = 'CUSTOMER' AND balance = 0",
      [customerNumber],
    );
  },
};
