// The composition root: every service the handlers and jobs use, built once from the
// configuration, the database and the clock, each after what it needs (adapters → identity and
// KYC → payment links → ledger → the products that call the ledger). Tests build it with a test
// database, a fixed config and their own clock.
import { assistantModelFromEnv, type AssistantModel } from './adapters/assistant/assistant';
import { createSandboxBillers, type BillerAdapter } from './adapters/billers/billers';
import {
  createSandboxIdVerification,
  type IdVerificationAdapter,
} from './adapters/idVerification/idVerification';
import { createSandboxSms, type SandboxSmsAdapter, type SmsMessage } from './adapters/sms/sms';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { createAssistant, type Assistant } from './domain/assistant/assistant';
import { createBillers, type Billers } from './domain/bills/billers';
import { createDraws, type Draws } from './domain/draws/draws';
import { createFavourites, type Favourites } from './domain/favourites/favourites';
import { createGoals, type Goals } from './domain/goals/goals';
import { createIdentity, type Identity } from './domain/identity/identity';
import { createKyc, type Kyc } from './domain/kyc/kyc';
import { kycTierOf } from './domain/kyc/tier';
import {
  createSandboxLedger,
  customerAccounts,
  type CustomerAccounts,
  type LedgerService,
} from './domain/ledger/index';
import { createAlerts, type Alerts } from './domain/notifications/alerts';
import { noticeOfFinishedTransaction, noticeOfVerifiedCustomer } from './domain/notifications/notices';
import { createNotifications, type Notifications } from './domain/notifications/notifications';
import { createPaymentLinks, type PaymentLinks } from './domain/paymentLinks/paymentLinks';
import { createWallets, type Wallets } from './domain/wallets/wallets';

export interface Services {
  db: Database;
  now(): Date;
  config: GatewayConfig;
  sms: SandboxSmsAdapter;
  idVerification: IdVerificationAdapter;
  billerAdapter: BillerAdapter;
  identity: Identity;
  kyc: Kyc;
  accounts: CustomerAccounts;
  ledger: LedgerService;
  billers: Billers;
  favourites: Favourites;
  wallets: Wallets;
  goals: Goals;
  notifications: Notifications;
  /** SMS alerts: delivery of the queued texts and the customer's choices. */
  alerts: Alerts;
  paymentLinks: PaymentLinks;
  draws: Draws;
  assistant: Assistant;
  /** Waits for background work (ID verification callbacks, queued SMS alerts) to finish. */
  settle(): Promise<void>;
  /** Tests move time with this; production uses the system clock. */
  setClock(now: () => Date): void;
}

export interface ServiceOptions {
  config: GatewayConfig;
  db: Database;
  now?: () => Date;
  /** Where sandbox OTPs and notices are printed for a person (the console in `npm start`). */
  print?: (line: string) => void;
  /** Where background faults are reported (the server's logger). */
  reportError?: (error: unknown) => void;
  /**
   * The assistant's language model; null for the built-in assistant only. By default the one
   * ASSISTANT_BASE_URL / ASSISTANT_MODEL / ASSISTANT_API_KEY configure (none when unset).
   */
  assistantModel?: AssistantModel | null;
}

export function createServices(options: ServiceOptions): Services {
  const { config, db } = options;
  let clock = options.now ?? (() => new Date());
  const now = () => clock();
  const keys = { pinPepper: config.pinPepper, tokenSecret: config.tokenSecret };

  const sms = createSandboxSms({
    now,
    onSend: (message: SmsMessage) => {
      if (config.printOtps && options.print)
        options.print(`[sandbox SMS to ${message.mobileNumber}] ${message.message}`);
    },
  });
  const idVerification = createSandboxIdVerification({
    delayMs: config.kycDelayMs,
    onError: options.reportError ?? (() => {}),
  });
  const billerAdapter = createSandboxBillers();
  const accounts = customerAccounts;

  const identity = createIdentity({ db, keys, now, sms, accounts });
  const kyc = createKyc({ db, now, sms, idVerification, accounts, onVerified: noticeOfVerifiedCustomer });
  const paymentLinks = createPaymentLinks({ db, now, portalOrigin: config.publicUrl });
  // Payers of a payment link pay into the link's account: the ledger asks the payment links which
  // account and amount a payer's link stands for, and spends the payer's credential once.
  const ledger = createSandboxLedger({
    db,
    now,
    payableLink: (auth) => paymentLinks.payableLink(auth),
    claimPayerCredential: (auth, transactionId) => paymentLinks.claimPayerCredential(auth, transactionId),
    onAdapterError: (error, context) => options.reportError?.({ error, ...context }),
    tierOf: kycTierOf,
    onFinished: noticeOfFinishedTransaction,
  });
  const draws = createDraws({ db, now });
  const alerts = createAlerts({ db, sms, now });

  return {
    db,
    now,
    config,
    sms,
    idVerification,
    billerAdapter,
    identity,
    kyc,
    accounts,
    ledger,
    billers: createBillers({ db, now, billers: billerAdapter, tierOf: kycTierOf }),
    favourites: createFavourites({ db, now }),
    wallets: createWallets({
      db,
      now,
      async lookupName(phoneNumber, network) {
        const answer = await ledger.validateName(phoneNumber, network);
        return answer.isSuccess && answer.result ? answer.result.accountName : null;
      },
    }),
    goals: createGoals({ db, now }),
    notifications: createNotifications({ db, now }),
    alerts,
    paymentLinks,
    draws,
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
    // Work left to finish after an answer: identity checks, then the SMS alerts they queued.
    settle: async () => {
      await idVerification.settle();
      await alerts.deliver();
    },
    setClock(next) {
      clock = next;
    },
  };
}
