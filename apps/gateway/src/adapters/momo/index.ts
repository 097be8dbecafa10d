// The live mobile-money adapter from the environment (the convention of ../registry.ts): MTN MoMo
// Open API for MTN numbers, Paystack (PAYSTACK_SECRET_KEY, as the bank) for Telecel and AT.
// MTN's variables (all required in live mode):
//   MTN_MOMO_BASE_URL, MTN_MOMO_TARGET_ENVIRONMENT, MTN_MOMO_CURRENCY (GHS),
//   MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY, MTN_MOMO_COLLECTION_API_USER, MTN_MOMO_COLLECTION_API_KEY,
//   MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY, MTN_MOMO_DISBURSEMENT_API_USER, MTN_MOMO_DISBURSEMENT_API_KEY
// and, optional, MTN_MOMO_TIMEOUT_MS (the deadline of each call, default 20 000).
// Callbacks go to PUBLIC_URL/api/callbacks/mtn-momo/CALLBACK_SECRET/<reference>.
import { timeoutFromEnv } from '../providerHttp';
import type { LiveResult } from '../registry';

import type { MomoAdapter } from './momo';
import { MTN_DEFAULT_TIMEOUT_MS, createMtnMomo } from './mtnMomo';
import { momoByNetwork, paystackMomoFromEnv } from './paystackMomo';

export const MTN_VARIABLES = [
  'MTN_MOMO_BASE_URL',
  'MTN_MOMO_TARGET_ENVIRONMENT',
  'MTN_MOMO_CURRENCY',
  'MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY',
  'MTN_MOMO_COLLECTION_API_USER',
  'MTN_MOMO_COLLECTION_API_KEY',
  'MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY',
  'MTN_MOMO_DISBURSEMENT_API_USER',
  'MTN_MOMO_DISBURSEMENT_API_KEY',
] as const;

export function liveFromEnv(env: NodeJS.ProcessEnv): LiveResult<MomoAdapter> {
  const mtn = mtnFromEnv(env);
  const others = paystackMomoFromEnv(env);
  if ('missing' in mtn || 'missing' in others)
    return {
      missing: [
        ...('missing' in mtn ? mtn.missing : []),
        ...('missing' in others ? others.missing.map((name) => `${name} (Telecel and AT)`) : []),
      ],
    };
  return { adapter: momoByNetwork(mtn.adapter, others.adapter) };
}

/** MTN MoMo alone, for MTN numbers. */
export function mtnFromEnv(env: NodeJS.ProcessEnv): LiveResult<MomoAdapter> {
  const missing: string[] = MTN_VARIABLES.filter((name) => !env[name]).map((name) => `${name} is not set`);
  if (missing.length > 0) return { missing };
  const value = (name: (typeof MTN_VARIABLES)[number]) => env[name] as string;
  const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  return {
    adapter: createMtnMomo({
      baseUrl: value('MTN_MOMO_BASE_URL'),
      targetEnvironment: value('MTN_MOMO_TARGET_ENVIRONMENT'),
      currency: value('MTN_MOMO_CURRENCY'),
      collection: {
        subscriptionKey: value('MTN_MOMO_COLLECTION_SUBSCRIPTION_KEY'),
        apiUser: value('MTN_MOMO_COLLECTION_API_USER'),
        apiKey: value('MTN_MOMO_COLLECTION_API_KEY'),
      },
      disbursement: {
        subscriptionKey: value('MTN_MOMO_DISBURSEMENT_SUBSCRIPTION_KEY'),
        apiUser: value('MTN_MOMO_DISBURSEMENT_API_USER'),
        apiKey: value('MTN_MOMO_DISBURSEMENT_API_KEY'),
      },
      timeoutMs: timeoutFromEnv(env.MTN_MOMO_TIMEOUT_MS, MTN_DEFAULT_TIMEOUT_MS),
      ...(publicUrl && env.CALLBACK_SECRET
        ? { callbackUrl: `${publicUrl}/api/callbacks/mtn-momo/${env.CALLBACK_SECRET}` }
        : {}),
    }),
  };
}
