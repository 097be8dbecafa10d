// The ledger's public surface for the rest of the gateway (identity, seed, HTTP handlers).
export {
  OWN_BANK_SORT_CODE,
  SYSTEM_ACCOUNTS,
  accountOwner,
  closeCustomerAccounts,
  customerAccounts,
  customerBalanceTotal,
  getAccount,
  getCustomerAccounts,
  isWellFormedAccountNumber,
  openCustomerAccount,
} from './accounts';
export type { Account, CustomerAccounts, ProductName } from './accounts';
export { creditFromSystem } from './credit';
export { LATE_REVERSAL_SOURCE } from './lateNews';
export {
  GOAL_BROKEN_NARRATION,
  GOAL_MATURED_NARRATION,
  GOAL_RELEASE_MESSAGES,
  maturityTransactionId,
} from './goals';
export type { GoalRelease, ReleasedGoal } from './goals';
export { finishPending, payPending } from './pending';
export type { PendingContext, PendingOutcome, PendingPayment } from './pending';
export { limitUsage } from './limits';
export { findTransaction, summaryOf, visibleId } from './transactions';
export { chargeKindOf } from './plan';
export type { SystemCredit } from './credit';
export { checkLedgerInvariants } from './invariants';
export { TIER_LIMITS } from './limits';
export type { KycTier, TierLimits } from './limits';
export { seedMovement } from './seed';
export type { SeedMovement } from './seed';
export {
  DEFAULT_LEDGER_CONFIG,
  DUPLICATE_ID_MESSAGE,
  GOAL_SOURCE_MESSAGE,
  KYC_REQUIRED_MESSAGE,
  NOT_YOUR_ACCOUNT_MESSAGE,
  PAYER_CREDENTIAL_USED,
} from './types';
export type {
  ChargeLookupRequest,
  CustomerTransfer,
  LedgerConfig,
  LedgerDeps,
  TransactRequest,
} from './types';
export { createLedgerService } from './service';
export type { LedgerService } from './service';
export { exportStatementCsv, readStatement, assertOwnAccount } from './statement';
export { readMonthlyTotals } from './monthly';
export type { MonthlyTotals, MonthTotals } from './monthly';
export { accountStatement, findCustomerTransaction } from './accountStatement';
export type { AccountStatement, StatementLine } from './accountStatement';
export type { StatementPage, StatementQuery, StatementRow } from './statement';
export type { TransactionRow, TransactionSummary } from './transactions';
export { createSandboxLedger } from './sandbox';
export {
  accrueInterest,
  creditInterest,
  dailyInterestMicro,
  dayKey,
  daysBetween,
  interestTransactionId,
  isDayKey,
  lastAccruedDay,
  monthKey,
  previousMonth,
} from './interest';
export {
  customerAccountFacts,
  hasPaidDestination,
  interestEarned,
  mainAccountOf,
  movementsOf,
  openBalances,
  openMainAccounts,
  postingCountsByKind,
  recentTransactions,
  savedInWindow,
} from './queries';
export type {
  AccountMovement,
  CustomerAccountFacts,
  InterestEarned,
  RecentTransaction,
  SavedInWindow,
} from './queries';
