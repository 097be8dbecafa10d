// The portal's view of the gateway: one method per call of spec §7 that the app makes, each
// answering the {isSuccess, displayMessage, result} envelope (readEnvelope of @savewin/api), typed
// by the contract. Screens and flows depend on this interface only.
import {
  BusinessError,
  GatewayError,
  SOMETHING_WENT_WRONG,
  type AccountInfoByHash,
  type AccountNameResult,
  type BillPaymentRequest,
  type Biller,
  type CalculatePlanRequest,
  type ChargeLookupRequest,
  type ChargeLookupResult,
  type ChatRequest,
  type ChatResponse,
  type CreateFavouriteRequest,
  type CreateGoalRequest,
  type CreateLinkedWalletRequest,
  type CreatePaymentLinkRequest,
  type CustomerGoal,
  type CustomerSubscription,
  type Draw,
  type DrawPrize,
  type DrawVerification,
  type DrawWinner,
  type Envelope,
  type Favourite,
  type FeeSchedule,
  type GoalOption,
  type GoalStatementRow,
  type KycRequest,
  type KycResult,
  type Lead,
  type LeadExists,
  type LinkedWallet,
  type LoginResult,
  type Network,
  type Notification,
  type OtpSent,
  type PayerToken,
  type PaymentLink,
  type PlanCalculation,
  type SessionTokens,
  type SortCode,
  type StatementPage,
  type StatementTransactionType,
  type TransactionRequest,
  type TransactionStatus,
  type TransactionSummary,
} from '@savewin/api';

export { BusinessError, GatewayError };
export type {
  Account,
  AccountInfoByHash,
  Biller,
  CustomerGoal,
  CustomerSubscription as Subscription,
  Draw,
  DrawPrize,
  DrawVerification,
  DrawWinner,
  Envelope,
  Favourite,
  FeeSchedule,
  GoalOption,
  GoalStatementRow,
  Lead,
  LeadExists,
  LinkedWallet,
  PlanCalculation,
  Notification,
  PayerToken,
  PaymentLink,
  SessionTokens,
  SortCode,
  StatementPage,
  StatementRow,
  StatementTransactionType,
  TransactionRequest,
  TransactionStatus,
  TransactionSummary,
} from '@savewin/api';

export interface PortalGateway {
  /** First sign-in step: the gateway sends the OTP itself; result.token is an OTP-stage credential. */
  login(body: {
    mobileNumber: string;
    pin: string;
    isBiometric: boolean;
  }): Promise<Envelope<LoginResult | null>>;
  /** `retryKey`: the same key again when an earlier answer for this credential was lost. */
  refresh(refreshToken: string, retryKey?: string): Promise<Envelope<SessionTokens | null>>;
  logout(): Promise<Envelope<boolean | null>>;
  /** Ends every session of the customer, this one included. */
  logoutEverywhere(): Promise<Envelope<boolean | null>>;
  sendOtp(mobileNumber: string): Promise<Envelope<OtpSent | null>>;
  resendOtp(mobileNumber: string): Promise<Envelope<OtpSent | null>>;
  /** With the OTP-stage bearer the result is the session; without one it marks the number verified. */
  validateOtp(mobileNumber: string, code: string): Promise<Envelope<SessionTokens | PayerToken | null>>;
  leadExists(mobileNumber: string): Promise<Envelope<LeadExists | null>>;
  leadByNumber(mobileNumber: string): Promise<Envelope<Lead | null>>;
  createLead(body: {
    profileName: string;
    mobileNumber: string;
    email: string;
    pin: string;
  }): Promise<Envelope<string | null>>;
  updateLead(body: {
    leadId: string;
    profileName: string;
    mobileNumber: string;
    email: string;
    pin: string;
  }): Promise<Envelope<unknown>>;
  confirmPin(body: { mobileNumber: string; pin: string }): Promise<Envelope<unknown>>;
  customerDetails(mobileNumber: string): Promise<Envelope<CustomerSubscription | null>>;
  sortCodes(): Promise<Envelope<SortCode[] | null>>;
  billers(): Promise<Envelope<Biller[] | null>>;
  drawWinners(): Promise<Envelope<DrawWinner[] | null>>;
  transactionHistory(accountNumber: string): Promise<Envelope<StatementPage | null>>;
  favourites(customerNumber: string): Promise<Envelope<Favourite[] | null>>;
  goalOptions(): Promise<Envelope<GoalOption[] | null>>;
  customerTargetSaves(customerNumber: string): Promise<Envelope<CustomerGoal[] | null>>;
  /** A goal account's full statement, newest first. */
  goalStatement(goalAccountNumber: string): Promise<Envelope<GoalStatementRow[] | null>>;
  calculatePlan(body: CalculatePlanRequest): Promise<Envelope<PlanCalculation | null>>;
  createGoal(body: CreateGoalRequest): Promise<Envelope<CustomerGoal | null>>;
  kycRequest(body: KycRequest): Promise<Envelope<KycResult | null>>;
  deleteLead(leadId: string): Promise<Envelope<unknown>>;
  notifications(): Promise<Envelope<Notification[] | null>>;
  // Money (spec §7). transactionId is the gateway's idempotency key: the same id never moves money twice.
  transact(body: TransactionRequest): Promise<Envelope<TransactionSummary | null>>;
  chargeLookup(body: ChargeLookupRequest): Promise<Envelope<ChargeLookupResult | null>>;
  /** The fees and levies in force with their effective dates (the Prices page). */
  feeSchedule(): Promise<Envelope<FeeSchedule | null>>;
  verifyAccount(body: {
    accountNumber: string;
    sortCode: string;
  }): Promise<Envelope<AccountNameResult | null>>;
  payBill(body: BillPaymentRequest): Promise<Envelope<TransactionSummary | null>>;
  createFavourite(body: CreateFavouriteRequest): Promise<Envelope<Favourite | null>>;
  deleteFavourite(id: string): Promise<Envelope<boolean | null>>;
  // Linked wallets (a wallet links only after its number passed an OTP), the prize draw and the
  // assistant (issue 8).
  linkedWallets(customerNumber: string): Promise<Envelope<LinkedWallet[] | null>>;
  createLinkedWallet(body: CreateLinkedWalletRequest): Promise<Envelope<LinkedWallet | null>>;
  deleteLinkedWallet(id: string): Promise<Envelope<boolean | null>>;
  /** The draw now open with the customer's tickets; isSuccess false when none is open. */
  currentDraw(): Promise<Envelope<Draw | null>>;
  drawPrizes(): Promise<Envelope<DrawPrize[] | null>>;
  drawVerification(drawId: string): Promise<Envelope<DrawVerification | null>>;
  chat(body: ChatRequest): Promise<Envelope<ChatResponse | null>>;
  // Transaction history (issue 7): one filtered page, and the CSV of a period.
  statement(accountNumber: string, query: StatementQuery): Promise<Envelope<StatementPage | null>>;
  /** The CSV text (header row first); a refusal arrives as GatewayError with the server's message. */
  exportStatement(accountNumber: string, period: { from?: string; to?: string }): Promise<string>;
  // Payment links: the customer's own link, and the public page's reads (no session needed).
  createPaymentLink(body: CreatePaymentLinkRequest): Promise<Envelope<PaymentLink | null>>;
  myPaymentLink(): Promise<Envelope<PaymentLink | null>>;
  accountInfoByHash(hash: string): Promise<Envelope<AccountInfoByHash | null>>;
  /** The registered name of a mobile-money number on a network. */
  validateName(phoneNumber: string, network: Network): Promise<Envelope<AccountNameResult | null>>;
}

/** Filters and page of the transaction history (getStatement); dates are YYYY-MM-DD. */
export interface StatementQuery {
  from?: string;
  to?: string;
  transactionType?: StatementTransactionType;
  status?: TransactionStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** What a customer reads for any failure: the server's refusal, or 'Something went wrong'. */
export function failureMessage(error: unknown): string {
  if (error instanceof BusinessError) return error.displayMessage || SOMETHING_WENT_WRONG;
  return SOMETHING_WENT_WRONG;
}

/** True when the gateway answered 401: the credential expired or was revoked. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof GatewayError && error.status === 401;
}
