// The composition root: every service the handlers and jobs use, built once from the
// configuration, the database and the clock, each after what it needs (adapters → identity and
// KYC → payment links → ledger → the products that call the ledger). Tests build it with a test
// database, a fixed config and their own clock.
import { assistantModelFromEnv, type AssistantModel } from './adapters/assistant/assistant';
import type { BankAdapter } from './adapters/bank/bank';
import { createSandboxBank } from './adapters/bank/sandboxBank';
import { createSandboxBeacon, type RandomnessBeacon } from './adapters/beacon/beacon';
import { drandBeaconFromEnv } from './adapters/beacon/drand';
import { createSandboxBillers, type BillerAdapter } from './adapters/billers/billers';
import {
  createSandboxEmail,
  type EmailAdapter,
  type EmailMessage,
  type SandboxEmailAdapter,
} from './adapters/email/email';
import {
  createSandboxIdVerification,
  type IdVerificationAdapter,
} from './adapters/idVerification/idVerification';
import { createSandboxMerchantDirectory, type MerchantDirectory } from './adapters/merchants/merchants';
import type { MomoAdapter } from './adapters/momo/momo';
import { createSandboxMomo, type SandboxMomo } from './adapters/momo/sandboxMomo';
import {
  createSandboxSms,
  type SmsAdapter,
  type SandboxSmsAdapter,
  type SmsMessage,
} from './adapters/sms/sms';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { createAssistant, type Assistant } from './domain/assistant/assistant';
import { createBillers, type Billers } from './domain/bills/billers';
import { createDocuments, type Documents } from './domain/documents/documents';
import { createDraws, entrantKeyFrom, type Draws } from './domain/draws/draws';
import { createFavourites, type Favourites } from './domain/favourites/favourites';
import { createQrPayments, type QrPayments } from './domain/ghqr/ghqr';
import { createGoals, type Goals } from './domain/goals/goals';
import { createIdentity, type Identity } from './domain/identity/identity';
import { nameLookedUp } from './domain/identity/nameLookups';
import { createKyc, type Kyc } from './domain/kyc/kyc';
import { kycTierOf } from './domain/kyc/tier';
import {
  createLedgerService,
  customerAccounts,
  type CustomerAccounts,
  type LedgerService,
} from './domain/ledger/index';
import { createMoneyRequests, type MoneyRequests } from './domain/moneyRequests/moneyRequests';
import { createAlerts, type Alerts } from './domain/notifications/alerts';
import {
  noticeOfFinishedTransaction,
  noticeOfTransfer,
  noticesOfTransfers,
  noticeOfRejectedIdentity,
  noticeOfVerifiedCustomer,
} from './domain/notifications/notices';
import { createNotifications, type Notifications } from './domain/notifications/notifications';
import { createDecisions, type Decisions } from './domain/outbox/decisions';
import { createOutbox, type Outbox } from './domain/outbox/outbox';
import { createPaymentLinks, type PaymentLinks } from './domain/paymentLinks/paymentLinks';
import { createWallets, type Wallets } from './domain/wallets/wallets';

/** The outside world: the sandbox by default; live mode passes the live ones (adapters/registry.ts). */
export interface Adapters {
  sms: SmsAdapter | SandboxSmsAdapter;
  momo: MomoAdapter | SandboxMomo;
  bank: BankAdapter;
  idVerification: IdVerificationAdapter;
  billers: BillerAdapter;
  /** The prize draws' public randomness (drand in live mode; see adapters/beacon). */
  beacon: RandomnessBeacon;
  email: EmailAdapter | SandboxEmailAdapter;
  /** Who a GhQR code's merchant is (sandbox directory; see adapters/merchants). */
  merchants: MerchantDirectory;
}

export interface Services {
  db: Database;
  /** A streaming replica for the reads db/replica.ts allows (DATABASE_REPLICA_URL); none when unset. */
  replica?: Database;
  now(): Date;
  config: GatewayConfig;
  sms: SmsAdapter | SandboxSmsAdapter;
  /** E-mail (proving a new address); the sandbox one in sandbox mode. */
  email: EmailAdapter | SandboxEmailAdapter;
  idVerification: IdVerificationAdapter;
  billerAdapter: BillerAdapter;
  identity: Identity;
  kyc: Kyc;
  accounts: CustomerAccounts;
  ledger: LedgerService;
  billers: Billers;
  /** Paying by GhQR: reading a scanned code, paying it, the customer's own code. */
  qr: QrPayments;
  moneyRequests: MoneyRequests;
  favourites: Favourites;
  wallets: Wallets;
  goals: Goals;
  notifications: Notifications;
  /** SMS alerts: delivery of the queued texts and the customer's choices. */
  alerts: Alerts;
  paymentLinks: PaymentLinks;
  draws: Draws;
  /** Receipts and statements as PDF with a verification code, and the public check of a code. */
  documents: Documents;
  assistant: Assistant;
  /** Every call to an outside party, recorded with the money or request it serves. */
  outbox: Outbox;
  /** An operator's decisions on held calls (credit what arrived, reverse, retry), audited. */
  decisions: Decisions;
  /** Waits for background work (outbox calls being sent, then queued SMS alerts) to finish. */
  settle(): Promise<void>;
  /** Tests move time with this; production uses the system clock. */
  setClock(now: () => Date): void;
}

export interface ServiceOptions {
  config: GatewayConfig;
  db: Database;
  /** The replica main.ts opened from DATABASE_REPLICA_URL. */
  replica?: Database;
  now?: () => Date;
  /** Where sandbox OTPs and notices are printed for a person (the console in `npm start`). */
  print?: (line: string) => void;
  /** Where background faults are reported (the server's logger). */
  reportError?: (error: unknown) => void;
  /** Where warnings for a person are logged (a provider answer held for the operator report). */
  reportWarning?: (message: string, context: Record<string, unknown>) => void;
  /**
   * The assistant's language model; null for the built-in assistant only. By default the one
   * ASSISTANT_BASE_URL / ASSISTANT_MODEL / ASSISTANT_API_KEY configure (none when unset).
   */
  assistantModel?: AssistantModel | null;
  /** The outside parties (default: the sandbox ones; tests wrap them, live mode replaces them). */
  adapters?: (deps: { db: Database; now(): Date }) => Partial<Adapters>;
}

/** The sandbox outside world: deterministic, offline, the default. */
export function sandboxAdapters(
  deps: { db: Database; now(): Date },
  onSms: (message: SmsMessage) => void,
  onEmail?: (message: EmailMessage) => void,
): Adapters {
  return {
    sms: createSandboxSms({ now: deps.now, onSend: onSms }),
    email: createSandboxEmail({ now: deps.now, onSend: onEmail }),
    momo: createSandboxMomo({ db: deps.db, now: deps.now }),
    bank: createSandboxBank(),
    idVerification: createSandboxIdVerification(),
    billers: createSandboxBillers(),
    beacon: createSandboxBeacon({ now: deps.now }),
    merchants: createSandboxMerchantDirectory(),
  };
}

function withDrandFromEnv(now: () => Date): Partial<Adapters> {
  const drand = drandBeaconFromEnv(process.env, () => now().getTime());
  return drand ? { beacon: drand } : {};
}

export function createServices(options: ServiceOptions): Services {
  const { config, db } = options;
  let clock = options.now ?? (() => new Date());
  const now = () => clock();
  const keys = { pinPepper: config.pinPepper, tokenSecret: config.tokenSecret };

  const adapters: Adapters = {
    ...sandboxAdapters(
      { db, now },
      (message: SmsMessage) => {
        if (config.mode === 'sandbox' && config.printOtps && options.print)
          options.print(`[sandbox SMS to ${message.mobileNumber}] ${message.message}`);
      },
      (message: EmailMessage) => {
        if (config.mode === 'sandbox' && config.printOtps && options.print)
          options.print(`[sandbox e-mail to ${message.to}] ${message.subject}: ${message.text}`);
      },
    ),
    // BEACON_URL and BEACON_CHAIN_HASH choose drand in sandbox mode too (live mode requires them).
    ...withDrandFromEnv(now),
    ...options.adapters?.({ db, now }),
  };
  const { sms, idVerification, billers: billerAdapter } = adapters;
  const accounts = customerAccounts;
  const outbox = createOutbox({
    db,
    now,
    leaseMs: config.outboxLeaseMs,
    onError: (error, context) => options.reportError?.({ error, ...context }),
    onWarning: (message, context) => options.reportWarning?.(message, context),
  });

  // Live mode without a live e-mail adapter sends no e-mail: the sandbox's would reach nobody.
  const email = config.mode === 'live' && adapters.email.kind === 'sandbox' ? null : adapters.email;
  const identity = createIdentity(
    { db, keys, now, sms, accounts, email, idVerification },
    { stepUp: config.stepUp, webauthn: webAuthnOf(config.publicUrl) },
  );
  const kyc = createKyc({
    db,
    now,
    sms,
    idVerification,
    outbox,
    delayMs: config.kycDelayMs,
    accounts,
    onVerified: noticeOfVerifiedCustomer,
    onRejected: noticeOfRejectedIdentity,
  });
  const paymentLinks = createPaymentLinks({ db, now, portalOrigin: config.publicUrl });
  // Payers of a payment link pay into the link's account: the ledger asks the payment links which
  // account and amount a payer's link stands for, and spends the payer's credential once.
  const ledger = createLedgerService({
    db,
    now,
    momo: adapters.momo,
    bank: adapters.bank,
    outbox,
    payableLink: (auth) => paymentLinks.payableLink(auth),
    claimPayerCredential: (auth, transactionId) => paymentLinks.claimPayerCredential(auth, transactionId),
    onAdapterError: (error, context) => options.reportError?.({ error, ...context }),
    tierOf: kycTierOf,
    nameLookedUp: nameLookedUp(now),
    onFinished: noticeOfFinishedTransaction,
    onTransfer: noticeOfTransfer,
    onTransfers: noticesOfTransfers,
    config: { groupCommit: config.ledgerGroupCommit },
  });
  const draws = createDraws({
    db,
    now,
    beacon: adapters.beacon,
    entrantKey: entrantKeyFrom(config.tokenSecret),
    onBeaconError: (error, drawId) => options.reportError?.({ error, drawId }),
  });
  const alerts = createAlerts({ db, sms, email, now });

  return {
    db,
    ...(options.replica ? { replica: options.replica } : {}),
    now,
    config,
    sms,
    email: adapters.email,
    idVerification,
    billerAdapter,
    identity,
    kyc,
    accounts,
    ledger,
    billers: createBillers({
      db,
      now,
      billers: billerAdapter,
      tierOf: kycTierOf,
      outbox,
      lateNews: ledger.lateNews,
    }),
    // Live mode without a live merchant directory pays no merchant: the sandbox's merchants are made up.
    qr: createQrPayments({
      db,
      now,
      directory: config.mode === 'live' && adapters.merchants.kind === 'sandbox' ? null : adapters.merchants,
      tierOf: kycTierOf,
      outbox,
      transact: (auth, req) => ledger.transact(auth, req),
      maxAmount: ledger.config.maxAmount,
    }),
    moneyRequests: createMoneyRequests({
      db,
      now,
      transact: (auth, req) => ledger.transact(auth, req),
      maxAmount: ledger.config.maxAmount,
    }),
    favourites: createFavourites({ db, now }),
    wallets: createWallets({
      db,
      now,
      async lookupName(phoneNumber, network) {
        const answer = await ledger.validateName(phoneNumber, network);
        return answer.isSuccess && answer.result ? answer.result.accountName : null;
      },
    }),
    goals: createGoals({ db, now, ledger }),
    notifications: createNotifications({ db, now }),
    alerts,
    paymentLinks,
    draws,
    documents: createDocuments({ db, now, secret: config.tokenSecret, portalOrigin: config.publicUrl }),
    assistant: createAssistant({
      db,
      now,
      model:
        options.assistantModel === undefined ? assistantModelFromEnv(process.env) : options.assistantModel,
      async myTickets(auth) {
        const answer = await draws.current(auth);
        const result = answer.result as { myTickets?: number } | null;
        return answer.isSuccess && result ? (result.myTickets ?? 0) : null;
      },
    }),
    outbox,
    decisions: createDecisions({
      db,
      now,
      outbox,
      onWarning: (message, context) => options.reportWarning?.(message, context),
    }),
    // Work left to finish after an answer: outbox calls (identity checks among them), then the SMS alerts they queued.
    settle: async () => {
      await outbox.settle();
      await alerts.deliver();
    },
    setClock(next) {
      clock = next;
    },
  };
}

/**
 * The passkeys' relying party: the portal's host (PUBLIC_URL). WebAuthn takes no IP address as an
 * RP id, so a sandbox served on 127.0.0.1 is the RP 'localhost' and may be opened on either name.
 */
export function webAuthnOf(publicUrl: string): { rpId: string; origins: string[]; rpName: string } {
  const url = new URL(publicUrl);
  const isAddress = /^[\d.]+$|^\[.*\]$/.test(url.hostname);
  if (!isAddress) return { rpId: url.hostname, origins: [url.origin], rpName: 'SAVE & WIN' };
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpId: 'localhost', origins: [url.origin, local.origin], rpName: 'SAVE & WIN' };
}
