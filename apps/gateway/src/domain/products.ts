// The products (bills, favourites, wallets, goals, notifications, payment links, draws, the
// assistant), built once per composition root from its database, clock, ledger and config.
import { assistantModelFromEnv, type AssistantModel } from '../adapters/assistant/assistant';
import { createSandboxBillers, type BillerAdapter } from '../adapters/billers/billers';
import type { GatewayConfig } from '../config';
import type { Database } from '../db/database';

import { createAssistant, type Assistant } from './assistant/assistant';
import { createBillers, type Billers } from './bills/billers';
import { createDraws, type Draws } from './draws/draws';
import { createFavourites, type Favourites } from './favourites/favourites';
import { createGoals, type Goals } from './goals/goals';
import { kycTierOf } from './kyc/tier';
import type { LedgerService } from './ledger/index';
import { createNotifications, type Notifications } from './notifications/notifications';
import { createPaymentLinks, type PaymentLinks } from './paymentLinks/paymentLinks';
import { createWallets, type Wallets } from './wallets/wallets';

export { seedProductCatalogue, seedProducts } from './catalogue';

export interface Products {
  billerAdapter: BillerAdapter;
  billers: Billers;
  favourites: Favourites;
  wallets: Wallets;
  goals: Goals;
  notifications: Notifications;
  paymentLinks: PaymentLinks;
  draws: Draws;
  assistant: Assistant;
}

const built = new WeakMap<object, Products>();

/**
 * The products of a composition root. `assistantModel` (first call only) overrides the model that
 * ASSISTANT_BASE_URL / ASSISTANT_MODEL / ASSISTANT_API_KEY configure; null for the built-in only.
 */
/** What the products are built from: the composition root's database, clock, ledger and config. */
export interface ProductsRoot {
  db: Database;
  now(): Date;
  ledger: Pick<LedgerService, 'validateName'>;
  config: GatewayConfig;
}

export function productsOf(
  services: ProductsRoot,
  options: { assistantModel?: AssistantModel | null } = {},
): Products {
  const existing = built.get(services);
  if (existing) return existing;
  const deps = { db: services.db, now: () => services.now() };
  const billerAdapter = createSandboxBillers();
  const draws = createDraws(deps);
  const products: Products = {
    billerAdapter,
    billers: createBillers({ ...deps, billers: billerAdapter, tierOf: kycTierOf }),
    favourites: createFavourites(deps),
    wallets: createWallets({
      ...deps,
      async lookupName(phoneNumber, network) {
        const answer = await services.ledger.validateName(phoneNumber, network);
        return answer.isSuccess && answer.result ? answer.result.accountName : null;
      },
    }),
    goals: createGoals(deps),
    notifications: createNotifications(deps),
    draws,
    paymentLinks: createPaymentLinks({
      ...deps,
      portalOrigin: services.config.publicUrl,
    }),
    assistant: createAssistant({
      ...deps,
      model:
        options.assistantModel === undefined ? assistantModelFromEnv(process.env) : options.assistantModel,
      async myTickets(auth) {
        const answer = await draws.current(auth);
        const result = answer.result as { myTickets?: number } | null;
        return answer.isSuccess && result ? (result.myTickets ?? 0) : null;
      },
    }),
  };
  built.set(services, products);
  return products;
}
