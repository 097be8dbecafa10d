// The composition root: every service the handlers use, built once from the configuration, the
// database and the clock. Tests build it with a test database, a fixed config and their own clock.
import {
  createSandboxIdVerification,
  type IdVerificationAdapter,
} from './adapters/idVerification/idVerification';
import { createSandboxSms, type SandboxSmsAdapter, type SmsMessage } from './adapters/sms/sms';
import type { GatewayConfig } from './config';
import type { Database } from './db/database';
import { createIdentity, type Identity } from './domain/identity/identity';
import { createKyc, type Kyc } from './domain/kyc/kyc';
import { kycTierOf } from './domain/kyc/tier';
import {
  createSandboxLedger,
  customerAccounts,
  type CustomerAccounts,
  type LedgerService,
} from './domain/ledger/index';
import { noticeOfFinishedTransaction, noticeOfVerifiedCustomer } from './domain/notifications/notices';
import { productsOf } from './domain/products';
import type { GatewayServices } from './http/types';

export interface Services extends GatewayServices {
  config: GatewayConfig;
  sms: SandboxSmsAdapter;
  idVerification: IdVerificationAdapter;
  identity: Identity;
  kyc: Kyc;
  accounts: CustomerAccounts;
  ledger: LedgerService;
  /** Waits for background work (ID verification callbacks) to finish. */
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
  const accounts = customerAccounts;
  const identity = createIdentity({ db, keys, now, sms, accounts });
  const kyc = createKyc({ db, now, sms, idVerification, accounts, onVerified: noticeOfVerifiedCustomer });
  // Payers of a payment link pay into the link's account: the ledger asks the products (built
  // lazily from this composition root) which account and amount a payer's link stands for.
  let self: Services | null = null;
  const ledger = createSandboxLedger({
    db,
    now,
    payableLink: (auth) => {
      if (!self) throw new Error('services are not built yet');
      return productsOf(self).paymentLinks.payableLink(auth);
    },
    claimPayerCredential: (auth, transactionId) => {
      if (!self) throw new Error('services are not built yet');
      return productsOf(self).paymentLinks.claimPayerCredential(auth, transactionId);
    },
    onAdapterError: (error, context) => options.reportError?.({ error, ...context }),
    tierOf: kycTierOf,
    onFinished: noticeOfFinishedTransaction,
  });

  self = {
    db,
    now,
    config,
    sms,
    idVerification,
    identity,
    kyc,
    accounts,
    ledger,
    settle: () => idVerification.settle(),
    setClock(next) {
      clock = next;
    },
  };
  return self;
}
