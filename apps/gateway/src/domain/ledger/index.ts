// The ledger's public surface for the rest of the gateway (identity, seed, HTTP handlers).
export {
  OWN_BANK_SORT_CODE,
  SYSTEM_ACCOUNTS,
  accountOwner,
  closeCustomerAccounts,
  customerAccounts,
  getCustomerAccounts,
  openCustomerAccount,
} from './accounts';
export type { CustomerAccounts } from './accounts';
export { creditFromSystemToGoal } from './credit';
export { LATE_REVERSAL_SOURCE } from './lateNews';
export { GOAL_BROKEN_NARRATION, GOAL_MATURED_NARRATION, maturityTransactionId } from './goals';
export { finishPending, payPending } from './pending';
export { payMerchant } from './merchants';
export { maskedName } from './internalTransfer';
export { limitUsage } from './limits';
export { findTransaction, summaryOf, visibleId } from './transactions';
export { chargeKindOf } from './plan';
export { checkLedgerInvariants } from './invariants';
export { TIER_LIMITS } from './limits';
export type { KycTier } from './limits';
export { seedMovement } from './seed';
export type { SeedMovement } from './seed';
export {
  DUPLICATE_ID_MESSAGE,
  GOAL_SOURCE_MESSAGE,
  KYC_REQUIRED_MESSAGE,
  NOT_YOUR_ACCOUNT_MESSAGE,
  PAYER_CREDENTIAL_USED,
} from './types';
export type { CustomerTransfer, LedgerConfig, LedgerDeps, TransactRequest } from './types';
export { createLedgerService } from './service';
export type { LedgerService } from './service';
export { exportStatementCsv, readStatement, assertOwnAccount } from './statement';
export { readMonthlyTotals } from './monthly';
export { accountStatement, findCustomerTransaction } from './accountStatement';
export type { AccountStatement, StatementLine } from './accountStatement';
export type { StatementRow } from './statement';
export type { TransactionRow } from './transactions';
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
  statusesOfRequested,
} from './queries';
