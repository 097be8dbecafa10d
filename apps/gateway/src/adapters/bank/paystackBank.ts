// The interbank switch through Paystack: name enquiry (GET /bank/resolve) and GHS transfers to
// GhIPSS banks (recipient type ghipss; our sort codes are the GhIPSS bank codes Paystack lists).
// Outcomes: SUCCESSFUL or FAILED when Paystack says so, PENDING otherwise (the transfer.* webhook
// or verifyTransfer settles it later).
import type { PayoutOutcome, RemoteStatus } from '../momo/momo';
import { createPaystackClient, PAYSTACK_BASE_URL, type PaystackOptions } from '../paystack/paystackClient';
import {
  resolveAccountName,
  sendTransfer,
  transferStatus,
  verifyTransfer,
} from '../paystack/paystackTransfers';
import { verifyPaystackWebhook } from '../paystack/paystackWebhook';
import { missingVariables, timeoutFromEnv, type LiveFactoryResult } from '../providerHttp';

import type { BankAdapter, BankTransferRequest } from './bank';

export interface LiveBankAdapter extends BankAdapter {
  readonly kind: 'live';
  transferStatus(request: BankTransferRequest): Promise<RemoteStatus>;
  /** What became of our transaction's transfer at Paystack (reconciliation); null: none there. */
  verifyTransfer(transactionId: string): Promise<PayoutOutcome | null>;
  /** Verifies and parses a Paystack webhook (raw body, x-paystack-signature). */
  parseWebhook: (
    rawBody: string | Buffer,
    signature: string | string[] | undefined,
  ) => ReturnType<typeof verifyPaystackWebhook>;
}

export function createPaystackBank(options: PaystackOptions): LiveBankAdapter {
  const client = createPaystackClient(options);
  return {
    kind: 'live',
    nameEnquiry: (sortCode, accountNumber) =>
      /^\d{6,20}$/.test(accountNumber)
        ? resolveAccountName(client, sortCode, accountNumber)
        : Promise.resolve(null),
    transfer: (request) =>
      sendTransfer(client, {
        transactionId: request.transactionId,
        type: 'ghipss',
        bankCode: request.sortCode,
        accountNumber: request.accountNumber,
        amount: request.amount,
        narration: request.narration,
      }),
    transferStatus: (request) => transferStatus(client, request.transactionId),
    verifyTransfer: (transactionId) => verifyTransfer(client, transactionId),
    parseWebhook: (rawBody, signature) => verifyPaystackWebhook(rawBody, signature, options.secretKey),
  };
}

export const PAYSTACK_ENV = {
  secretKey: 'PAYSTACK_SECRET_KEY',
  baseUrl: 'PAYSTACK_BASE_URL',
  timeoutMs: 'PAYSTACK_TIMEOUT_MS',
  customerEmailDomain: 'PAYSTACK_CUSTOMER_EMAIL_DOMAIN',
} as const;

/** Paystack's options from the environment, or the variables still missing. */
export function paystackOptionsFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<PaystackOptions> {
  const missing = missingVariables(env, [PAYSTACK_ENV.secretKey]);
  if (missing.length > 0) return { missing };
  const customerEmailDomain = env[PAYSTACK_ENV.customerEmailDomain]?.trim();
  return {
    adapter: {
      secretKey: (env[PAYSTACK_ENV.secretKey] ?? '').trim(),
      baseUrl: env[PAYSTACK_ENV.baseUrl]?.trim() || PAYSTACK_BASE_URL,
      timeoutMs: timeoutFromEnv(env[PAYSTACK_ENV.timeoutMs]),
      ...(customerEmailDomain ? { customerEmailDomain } : {}),
    },
  };
}

/** The live bank adapter (Paystack) from the environment, or what is missing. */
export function liveFromEnv(env: NodeJS.ProcessEnv): LiveFactoryResult<LiveBankAdapter> {
  const options = paystackOptionsFromEnv(env);
  return 'missing' in options ? options : { adapter: createPaystackBank(options.adapter) };
}
