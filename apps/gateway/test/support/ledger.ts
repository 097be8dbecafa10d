// The ledger on a fresh test database with the sandbox network and bank, a clock the test moves,
// and helpers to make customers and fund them the way money really arrives (an approved
// mobile-money collection), so tests never write balances by hand.
import { expect } from 'vitest';

import { readGroupCommit } from '../../src/config';
import {
  checkLedgerInvariants,
  createSandboxLedger,
  openCustomerAccount,
  type KycTier,
  type LedgerConfig,
  type LedgerDeps,
  type LedgerService,
  type TransactRequest,
} from '../../src/domain/ledger';
import type { AuthContext } from '../../src/http/types';

import { createTestDatabase, type TestDatabase } from './database';

export type CustomerAuth = Extract<AuthContext, { kind: 'customer' }>;

export interface TestCustomer {
  customerNumber: string;
  accountNumber: string;
  mobileNumber: string;
  auth: CustomerAuth;
}

export interface LedgerHarness {
  db: TestDatabase['db'];
  ledger: LedgerService;
  now(): Date;
  setNow(at: Date | string): void;
  advance(ms: number): void;
  tiers: Map<string, KycTier>;
  customer(): Promise<TestCustomer>;
  fund(customer: TestCustomer, amount: string): Promise<void>;
  request(customer: TestCustomer, overrides?: Partial<TransactRequest>): TransactRequest;
  balance(accountNumber: string): Promise<number>;
  /**
   * The ledger's own key of a customer's request (what the network is told and calls back
   * with): customers' ids are theirs alone, so the ledger keys their rows itself.
   */
  ref(customer: Pick<TestCustomer, 'customerNumber'>, transactionId: string): Promise<string>;
  /** Fails the test when any ledger invariant is broken. */
  assertInvariants(): Promise<void>;
  dispose(): Promise<void>;
}

let serial = 0;
let idSerial = 0;

/** A transaction id no other request of this run uses. */
export function freshId(prefix = 'tx'): string {
  idSerial += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${idSerial}`;
}

export async function createLedgerHarness(
  options: {
    now?: string;
    config?: Partial<LedgerConfig>;
    promptTtlMs?: number;
    /** Which account a payment-link payer pays into (the products' answer); none: payers are refused. */
    payableLink?: LedgerDeps['payableLink'];
  } = {},
): Promise<LedgerHarness> {
  const database = await createTestDatabase();
  const { db } = database;
  let now = new Date(options.now ?? '2026-11-20T10:00:00Z');
  const tiers = new Map<string, KycTier>();
  const ledger = createSandboxLedger({
    db,
    now: () => now,
    tierOf: async (_q, customerNumber) => tiers.get(customerNumber) ?? 'MINIMUM',
    customerName: async (_q, customerNumber) => `Customer ${customerNumber}`,
    // LEDGER_GROUP_COMMIT=on: the suites run every transfer through group commit.
    config: { groupCommit: readGroupCommit(process.env), ...options.config },
    ...(options.promptTtlMs === undefined ? {} : { promptTtlMs: options.promptTtlMs }),
    ...(options.payableLink ? { payableLink: options.payableLink } : {}),
  });

  const harness: LedgerHarness = {
    db,
    ledger,
    now: () => now,
    setNow(at) {
      now = new Date(at);
    },
    advance(ms) {
      now = new Date(now.getTime() + ms);
    },
    tiers,
    async customer() {
      serial += 1;
      const customerNumber = `C${process.pid}${String(serial).padStart(4, '0')}`;
      const mobileNumber = `024${String(1_000_000 + serial * 7).slice(-7)}`;
      const { accountNumber } = await db.transaction((tx) =>
        openCustomerAccount(tx, { customerNumber, productName: 'SAVE & WIN' }),
      );
      return {
        customerNumber,
        accountNumber,
        mobileNumber,
        auth: {
          kind: 'customer',
          sessionId: `s-${serial}`,
          leadId: `l-${serial}`,
          mobileNumber,
          customerNumber,
        },
      };
    },
    request(customer, overrides = {}) {
      return {
        customerAccountNumber: customer.accountNumber,
        transactionId: freshId(),
        amount: '10.00',
        narration: 'test',
        transactionType: 'WITHDRAWAL',
        destinationAccountNumber: customer.mobileNumber,
        destinationSortCode: '',
        sourceSystem: 'WEB APP',
        ...overrides,
      };
    },
    async fund(customer, amount) {
      const answer = await ledger.transact(
        customer.auth,
        harness.request(customer, { transactionType: 'DEPOSIT', amount, narration: 'top up' }),
      );
      const promptId = (answer.result as { promptId?: string } | null)?.promptId;
      if (!answer.isSuccess || !promptId)
        throw new Error(`deposit was not accepted: ${answer.displayMessage}`);
      const decided = await ledger.sandbox!.decidePrompt(promptId, 'APPROVED');
      if (decided.kind !== 'decided') throw new Error('prompt could not be approved');
    },
    async ref(customer, transactionId) {
      const [row] = await db.query<{ transaction_id: string }>(
        `SELECT transaction_id FROM ledger_transactions WHERE requester = $1 AND client_transaction_id = $2`,
        [customer.customerNumber, transactionId],
      );
      if (!row) throw new Error(`no transaction ${transactionId} of ${customer.customerNumber}`);
      return row.transaction_id;
    },
    async balance(accountNumber) {
      const [row] = await db.query<{ balance: number }>(
        `SELECT balance FROM ledger_accounts WHERE account_number = $1`,
        [accountNumber],
      );
      return Number(row?.balance);
    },
    async assertInvariants() {
      expect(await checkLedgerInvariants(db)).toEqual([]);
    },
    dispose: () => database.dispose(),
  };
  return harness;
}
