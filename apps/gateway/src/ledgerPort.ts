// What identity and KYC need from the ledger: open the SAVE & WIN account when KYC verifies a
// customer, list a customer's accounts for the subscription, and a customer's total balance
// before a profile may be deleted. The ledger engineer's src/ledger/index.ts provides these;
// until its functions land, this port reads the ledger tables (0100_ledger.sql) directly.
// TODO(ledger): delegate to openCustomerAccount / getCustomerAccounts from ./ledger once exported.
import type { Queryable } from './db/database';

export type ProductName = 'SAVE & WIN' | 'TARGET SAVE';

/** Spec §3 account, as the contract's Account schema has it. */
export interface Account {
  productName: string;
  accountNumber: string;
  currentAvailableBalance: string;
  accruedInterest: string;
  loyaltyPoint: number;
  currency: 'GHS';
}

export interface LedgerPort {
  openCustomerAccount(
    tx: Queryable,
    input: { customerNumber: string; productName: ProductName },
  ): Promise<{ accountNumber: string }>;
  getCustomerAccounts(q: Queryable, customerNumber: string): Promise<Account[]>;
  totalBalance(q: Queryable, customerNumber: string): Promise<number>;
}

function cedis(pesewas: number): string {
  return (pesewas / 100).toFixed(2);
}

export const ledgerPort: LedgerPort = {
  async openCustomerAccount(tx, { customerNumber, productName }) {
    if (productName === 'SAVE & WIN') {
      const existing = await tx.query<{ account_number: string }>(
        "SELECT account_number FROM ledger_accounts WHERE customer_number = $1 AND product_name = 'SAVE & WIN'",
        [customerNumber],
      );
      if (existing[0]) return { accountNumber: existing[0].account_number };
    }
    const rows = await tx.query<{ account_number: string }>(
      `INSERT INTO ledger_accounts (account_number, kind, customer_number, product_name, name, balance)
       VALUES (nextval('ledger_account_seq')::text, 'CUSTOMER', $1, $2, $2, 0) RETURNING account_number`,
      [customerNumber, productName],
    );
    return { accountNumber: (rows[0] as { account_number: string }).account_number };
  },
  async getCustomerAccounts(q, customerNumber) {
    const rows = await q.query<{ account_number: string; product_name: string; balance: number }>(
      `SELECT account_number, product_name, balance FROM ledger_accounts
        WHERE customer_number = $1 AND status = 'ACTIVE' ORDER BY product_name = 'SAVE & WIN' DESC, created_at`,
      [customerNumber],
    );
    return rows.map((row) => ({
      productName: row.product_name,
      accountNumber: row.account_number,
      currentAvailableBalance: cedis(row.balance),
      accruedInterest: '0.00',
      loyaltyPoint: 0,
      currency: 'GHS' as const,
    }));
  },
  async totalBalance(q, customerNumber) {
    const rows = await q.query<{ total: number | null }>(
      "SELECT COALESCE(SUM(balance), 0)::bigint AS total FROM ledger_accounts WHERE customer_number = $1 AND kind = 'CUSTOMER'",
      [customerNumber],
    );
    return rows[0]?.total ?? 0;
  },
};
