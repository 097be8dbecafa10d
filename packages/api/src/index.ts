// @savewin/api: the types generated from openapi/gateway.yaml under friendly names, and the one
// configured gateway client with the helpers that read its envelope.
import type { components, operations } from './schema';

export type { components, operations, paths } from './schema';
export {
  createGatewayClient,
  DEFAULT_TIMEOUT_MS,
  newRequestId,
  REQUEST_ID_HEADER,
  SUBSCRIPTION_KEY_HEADER,
} from './client.ts';
export type { GatewayClient, GatewayClientOptions, TokenSource } from './client.ts';
export type { Middleware } from 'openapi-fetch';
export { readEnvelope, unwrap, unwrapAnswer, unwrapEnvelope, unwrapList } from './envelope.ts';
export type { CallOutcome, Envelope, ResultOf } from './envelope.ts';
export {
  BusinessError,
  GatewayError,
  isBusinessError,
  isGatewayError,
  SOMETHING_WENT_WRONG,
} from './errors.ts';
export type { GatewayErrorDetails, GatewayErrorKind } from './errors.ts';

type Schemas = components['schemas'];

/** Every operationId of the contract. */
export type OperationId = keyof operations;

/** The JSON body of an operation's HTTP 200 answer (for CSV exports: the text). */
export type SuccessBody<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: infer C };
}
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'text/csv': infer T }
      ? T
      : never
  : never;

/** The `result` of an operation's envelope (including `null`, sent when isSuccess is false). */
export type OperationResult<Op extends OperationId> = ResultOfBody<SuccessBody<Op>>;
type ResultOfBody<B> = B extends { result: infer R } ? R : never;

/** The JSON request body of an operation (never for operations without one). */
export type OperationRequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** The path, query and header parameters of an operation. */
export type OperationParameters<Op extends OperationId> = operations[Op]['parameters'];

export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type Amount = Schemas['Amount'];
export type MobileNumber = Schemas['MobileNumber'];
export type Pin = Schemas['Pin'];
export type OtpCode = Schemas['OtpCode'];
export type Identifier = Schemas['Identifier'];
export type LeadId = Schemas['LeadId'];
export type CustomerNumber = Schemas['CustomerNumber'];
export type AccountNumber = Schemas['AccountNumber'];
export type TransactionId = Schemas['TransactionId'];
export type SortCodeValue = Schemas['SortCodeValue'];
export type PaymentLinkHash = Schemas['PaymentLinkHash'];
export type Narration = Schemas['Narration'];
export type Email = Schemas['Email'];
export type ProfileName = Schemas['ProfileName'];
export type Network = Schemas['Network'];
export type TransactionType = Schemas['TransactionType'];
export type StatementTransactionType = Schemas['StatementTransactionType'];
export type TransactionStatus = Schemas['TransactionStatus'];
export type KycStatus = Schemas['KycStatus'];
export type GoalType = Schemas['GoalType'];
export type Health = Schemas['Health'];
export type LeadExists = Schemas['LeadExists'];
export type Lead = Schemas['Lead'];
export type CreateLeadRequest = Schemas['CreateLeadRequest'];
export type UpdateLeadRequest = Schemas['UpdateLeadRequest'];
export type ConfirmPinRequest = Schemas['ConfirmPinRequest'];
export type StepUpRequest = Schemas['StepUpRequest'];
export type StepUpChallenge = Schemas['StepUpChallenge'];
export type CoolingOff = Schemas['CoolingOff'];
export type WebAuthnResponse = Schemas['WebAuthnResponse'];
export type OtpSent = Schemas['OtpSent'];
export type ValidateOtpRequest = Schemas['ValidateOtpRequest'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type SessionTokens = Schemas['SessionTokens'];
export type PayerToken = Schemas['PayerToken'];
export type RefreshTokenRequest = Schemas['RefreshTokenRequest'];
export type CustomerSubscription = Schemas['CustomerSubscription'];
export type Account = Schemas['Account'];
export type KycRequest = Schemas['KycRequest'];
export type KycResult = Schemas['KycResult'];
export type TransactionRequest = Schemas['TransactionRequest'];
export type ChargeLookupRequest = Schemas['ChargeLookupRequest'];
export type ChargeLookupResult = Schemas['ChargeLookupResult'];
export type VerifyAccountRequest = Schemas['VerifyAccountRequest'];
export type AccountNameResult = Schemas['AccountNameResult'];
export type TransactionSummary = Schemas['TransactionSummary'];
export type StatementRow = Schemas['StatementRow'];
export type StatementPage = Schemas['StatementPage'];
export type MonthlyTotals = Schemas['MonthlyTotals'];
export type MonthTotals = Schemas['MonthTotals'];
export type FeeRule = Schemas['FeeRule'];
export type LevyRule = Schemas['LevyRule'];
export type FeeSchedule = Schemas['FeeSchedule'];
export type BillPaymentRequest = Schemas['BillPaymentRequest'];
export type Biller = Schemas['Biller'];
export type SortCode = Schemas['SortCode'];
export type LinkedWallet = Schemas['LinkedWallet'];
export type CreateLinkedWalletRequest = Schemas['CreateLinkedWalletRequest'];
export type Favourite = Schemas['Favourite'];
export type CreateFavouriteRequest = Schemas['CreateFavouriteRequest'];
export type GoalOption = Schemas['GoalOption'];
export type CustomerGoal = Schemas['CustomerGoal'];
export type GoalBreakQuote = Schemas['GoalBreakQuote'];
export type UpdateGoalRequest = Schemas['UpdateGoalRequest'];
export type GoalStatementRow = Schemas['GoalStatementRow'];
export type CalculatePlanRequest = Schemas['CalculatePlanRequest'];
export type PlanCalculation = Schemas['PlanCalculation'];
export type CreateGoalRequest = Schemas['CreateGoalRequest'];
export type CreatePaymentLinkRequest = Schemas['CreatePaymentLinkRequest'];
export type PaymentLink = Schemas['PaymentLink'];
export type AccountInfoByHash = Schemas['AccountInfoByHash'];
export type DrawWinner = Schemas['DrawWinner'];
export type DrawPrize = Schemas['DrawPrize'];
export type Draw = Schemas['Draw'];
export type DrawVerification = Schemas['DrawVerification'];
export type DrawBeacon = Schemas['DrawBeacon'];
export type MyDraw = Schemas['MyDraw'];
export type PrizeDestination = Schemas['PrizeDestination'];
export type QrPayee = Schemas['QrPayee'];
export type QrPaymentRequest = Schemas['QrPaymentRequest'];
export type MoneyRequest = Schemas['MoneyRequest'];
export type MoneyRequestCreate = Schemas['MoneyRequestCreate'];
export type MoneyRequestStepUp = Schemas['MoneyRequestStepUp'];
export type MyQrAnswer = Schemas['MyQr'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatRequest = Schemas['ChatRequest'];
export type ChatResponse = Schemas['ChatResponse'];
export type Notification = Schemas['Notification'];
export type UnreadCount = Schemas['UnreadCount'];
export type SandboxSms = Schemas['SandboxSms'];
export type MomoPrompt = Schemas['MomoPrompt'];
