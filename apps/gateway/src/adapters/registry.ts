// Which live adapter serves each kind of outside party, read from the environment (live mode).
//
// The convention every kind follows (see README.md beside this file): adapters/<kind>/index.ts
// exports `liveFromEnv(env)`, answering either `{ adapter }`, ready to use, or `{ missing }`, the
// environment variables (or other problems) that stop it, each named so a person can act on it.
// A kind without a live adapter yet is listed as missing. Live mode starts only when none is.
import type { BankAdapter } from './bank/bank';
import { liveFromEnv as bankFromEnv } from './bank/index';
import type { RandomnessBeacon } from './beacon/beacon';
import { liveFromEnv as beaconFromEnv } from './beacon/index';
import type { BillerAdapter } from './billers/billers';
import { liveFromEnv as billersFromEnv } from './billers/index';
import type { EmailAdapter } from './email/email';
import { liveFromEnv as emailFromEnv } from './email/index';
import type { IdVerificationAdapter } from './idVerification/idVerification';
import { liveFromEnv as idVerificationFromEnv } from './idVerification/index';
import { liveFromEnv as merchantsFromEnv } from './merchants/index';
import type { MerchantDirectory } from './merchants/merchants';
import { liveFromEnv as momoFromEnv } from './momo/index';
import type { MomoAdapter } from './momo/momo';
import { liveFromEnv as smsFromEnv } from './sms/index';
import type { SmsAdapter } from './sms/sms';

export type LiveResult<Adapter> = { adapter: Adapter } | { missing: string[] };
export type LiveFactory<Adapter> = (env: NodeJS.ProcessEnv) => LiveResult<Adapter>;

export interface LiveAdapters {
  momo: MomoAdapter;
  bank: BankAdapter;
  sms: SmsAdapter;
  idVerification: IdVerificationAdapter;
  billers: BillerAdapter;
  beacon: RandomnessBeacon;
}

/** The live adapter of each kind; a kind left undefined has none yet. */
export const LIVE_FACTORIES: { [Kind in keyof LiveAdapters]: LiveFactory<LiveAdapters[Kind]> | undefined } = {
  momo: momoFromEnv,
  bank: bankFromEnv,
  sms: smsFromEnv,
  idVerification: idVerificationFromEnv,
  billers: billersFromEnv,
  beacon: beaconFromEnv,
};

/**
 * Kinds live mode may start without: the feature that needs one answers that it is unavailable
 * (e-mail: changing the e-mail address; merchants: paying a merchant's GhQR code). Never reported
 * as missing.
 */
export interface OptionalLiveAdapters {
  email: EmailAdapter;
  merchants: MerchantDirectory;
}

export const OPTIONAL_LIVE_FACTORIES: {
  [Kind in keyof OptionalLiveAdapters]: LiveFactory<OptionalLiveAdapters[Kind]>;
} = {
  email: emailFromEnv,
  merchants: merchantsFromEnv,
};

const LABELS: Record<keyof LiveAdapters, string> = {
  momo: 'mobile money',
  bank: 'bank transfers',
  sms: 'SMS',
  idVerification: 'ID verification (Ghana Card)',
  billers: 'bill payments',
  beacon: "the prize draw's randomness beacon",
};

/** The live adapters the environment configures, and everything missing for the others. */
export function liveAdapters(env: NodeJS.ProcessEnv): {
  adapters: Partial<LiveAdapters & OptionalLiveAdapters>;
  missing: string[];
} {
  const adapters: Partial<Record<keyof (LiveAdapters & OptionalLiveAdapters), unknown>> = {};
  const missing: string[] = [];
  for (const kind of Object.keys(LIVE_FACTORIES) as (keyof LiveAdapters)[]) {
    const factory = LIVE_FACTORIES[kind];
    if (!factory) {
      missing.push(`${LABELS[kind]} has no live adapter yet`);
      continue;
    }
    const result = factory(env);
    if ('adapter' in result) adapters[kind] = result.adapter;
    else missing.push(...result.missing.map((item) => `${LABELS[kind]}: ${item}`));
  }
  for (const kind of Object.keys(OPTIONAL_LIVE_FACTORIES) as (keyof OptionalLiveAdapters)[]) {
    const result = OPTIONAL_LIVE_FACTORIES[kind](env);
    if ('adapter' in result) adapters[kind] = result.adapter;
  }
  return { adapters: adapters as Partial<LiveAdapters & OptionalLiveAdapters>, missing };
}
