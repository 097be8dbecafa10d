// The products of issue 4, built once per composition root from what it already holds (database,
// clock, the ledger's mobile-money name lookup) plus the sandbox biller. Handlers reach them with
// productsOf(services), so the server's composition root needs no change.
import { createSandboxBillers, type BillerAdapter } from '../adapters/billers/billers';
import type { Services } from '../services';

import { createBillers, type Billers } from './billers/billers';
import { createDraws, type Draws } from './draws/draws';
import { createFavourites, type Favourites } from './favourites/favourites';
import { createGoals, type Goals } from './goals/goals';
import { createNotifications, type Notifications } from './notifications/notifications';
import { createPaymentLinks, type PaymentLinks } from './paymentLinks/paymentLinks';
import { createWallets, type Wallets } from './wallets/wallets';

export { seedProducts } from './catalogue';

export interface Products {
  billerAdapter: BillerAdapter;
  billers: Billers;
  favourites: Favourites;
  wallets: Wallets;
  goals: Goals;
  notifications: Notifications;
  paymentLinks: PaymentLinks;
  draws: Draws;
}

const built = new WeakMap<object, Products>();

export function productsOf(services: Pick<Services, 'db' | 'now' | 'ledger' | 'config'>): Products {
  const existing = built.get(services);
  if (existing) return existing;
  const deps = { db: services.db, now: () => services.now() };
  const billerAdapter = createSandboxBillers();
  const products: Products = {
    billerAdapter,
    billers: createBillers({ ...deps, billers: billerAdapter }),
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
    draws: createDraws(deps),
    paymentLinks: createPaymentLinks({
      ...deps,
      portalOrigin: services.config.corsOrigins[0] ?? `http://localhost:${services.config.port}`,
    }),
  };
  built.set(services, products);
  return products;
}
