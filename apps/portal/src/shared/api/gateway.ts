// The portal's view of the gateway: one method per call of spec §7 that this app makes, each
// answering the {isSuccess, displayMessage, result} envelope. Screens and flows depend on this
// interface only, so they stay the same when the transport changes.
// TODO(packages/api): implement PortalGateway on createGatewayClient() and the contract's schema
// aliases once openapi/gateway.yaml and packages/api land; the types below mirror spec §3.

export interface Envelope<T> {
  isSuccess: boolean;
  displayMessage: string;
  result: T | null;
}

/** Network failure, timeout or non-200 answer (ARCHITECTURE difference 3). */
export class GatewayError extends Error {
  constructor(
    readonly status: number | null,
    readonly detail?: unknown,
  ) {
    super('Something went wrong');
    this.name = 'GatewayError';
  }
}

/** isSuccess false: the server's displayMessage is for the customer. */
export class BusinessError extends Error {
  constructor(message: string) {
    super(message || 'Something went wrong');
    this.name = 'BusinessError';
  }
}

export interface Account {
  productName: string;
  accountNumber: string;
  currentAvailableBalance: string;
  accruedInterest: string;
  loyaltyPoint: string | number;
  currency: string;
}

export interface Subscription {
  firstName: string;
  lastName: string;
  email: string;
  customerNumber: string;
  customer: { customerPhoneNumber: string; leadId: string };
  address: { mobileNumber: string };
  profile: { kycStatus: string };
  accounts: Account[];
}

export interface Lead {
  leadId: string;
  profileName: string;
  mobileNumber?: string;
  email?: string;
  /** True when the lead already became a customer (has a subscription). */
  hasSubscription?: boolean;
}

export interface StatementRow {
  transactionId?: string;
  transactionDate: string;
  amount: string;
  feeAmount?: string;
  transactionType: string;
  status: string;
  destination?: string;
  destinationAccountNumber: string;
  narration: string;
}

export interface Favourite {
  favouriteType: string;
  destinationAccountName: string;
  destinationAccountNumber: string;
  sortCode: string;
}

export interface SortCode {
  code: string;
  description: string;
  type: 'BANK' | 'TELCO';
}

export interface Biller {
  billerName: string;
  billerCode: string;
  category: string;
}

export interface DrawWinner {
  shortName: string;
  position: number | string;
  prize: string;
}

export interface GoalOption {
  goalOptionId: string | number;
  name: string;
  image: string;
  minDays: number;
  maxDays: number;
}

export interface CustomerTargetSave {
  goalName: string;
  goalAccountNumber: string;
  currentAmount: string;
  targetAmount: string;
  paymentAmount: string;
  earnings: string;
  dueDate: string;
}

export interface Credentials {
  /** Short-lived access credential (bearer). */
  token: string;
  /** Longer-lived refresh credential, exchanged every CREDENTIAL_REFRESH_MS for a new token. */
  refreshToken: string;
}

export interface KycRequest {
  ghanaCardNumber: string;
  image: string;
  dataType: 'JPG';
  leadid: string;
  partnerReference: '';
  live: false;
  sourceSystem: 'WEB PORTAL';
}

export interface PortalGateway {
  login(body: { mobileNumber: string; pin: string; isBiometric: boolean }): Promise<Envelope<Credentials>>;
  refresh(refreshToken: string): Promise<Envelope<Credentials>>;
  logout(refreshToken: string | null): Promise<Envelope<unknown>>;
  sendOtp(mobileNumber: string): Promise<Envelope<unknown>>;
  validateOtp(mobileNumber: string, code: string): Promise<Envelope<unknown>>;
  leadByNumber(mobileNumber: string): Promise<Envelope<Lead>>;
  createLead(body: {
    profileName: string;
    mobileNumber: string;
    email: string;
    pin: string;
  }): Promise<Envelope<string>>;
  updateLead(body: {
    leadId: string;
    profileName: string;
    mobileNumber: string;
    email: string;
    pin: string;
  }): Promise<Envelope<unknown>>;
  confirmPin(body: { mobileNumber: string; pin: string }): Promise<Envelope<unknown>>;
  customerDetails(mobileNumber: string): Promise<Envelope<Subscription>>;
  sortCodes(): Promise<Envelope<SortCode[]>>;
  billers(): Promise<Envelope<Biller[]>>;
  drawWinners(): Promise<Envelope<DrawWinner[]>>;
  transactionHistory(accountNumber: string): Promise<Envelope<StatementRow[]>>;
  favourites(customerNumber: string): Promise<Envelope<Favourite[]>>;
  goalOptions(): Promise<Envelope<GoalOption[]>>;
  customerTargetSaves(customerNumber: string): Promise<Envelope<CustomerTargetSave[]>>;
  kycRequest(body: KycRequest): Promise<Envelope<unknown>>;
  deleteAccount(leadId: string): Promise<Envelope<unknown>>;
}

/** The envelope's result when isSuccess is true; BusinessError with the server's message when not. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (!envelope.isSuccess) throw new BusinessError(envelope.displayMessage);
  if (envelope.result === null) throw new GatewayError(200, 'empty result');
  return envelope.result;
}

/** What a customer reads for any failure: the server's message or 'Something went wrong'. */
export function failureMessage(error: unknown): string {
  if (error instanceof BusinessError) return error.message;
  return 'Something went wrong';
}
