// The operations of issue 4 (billers, favourites, linked wallets, goals, notifications): each
// translates HTTP to a product call and nothing else.
import type { GoalFrequency } from '@savewin/core';

import type { BillPaymentRequest } from '../../products/billers/billers';
import type { CreateFavouriteRequest } from '../../products/favourites/favourites';
import type { CreateGoalRequest } from '../../products/goals/goals';
import { productsOf } from '../../products/index';
import type { CreateWalletRequest } from '../../products/wallets/wallets';
import type { Services } from '../../services';
import type { HandlerMap } from '../types';

type Params = Record<string, string>;

export const productHandlers: HandlerMap<Services> = {
  async getBillers({ services }) {
    return productsOf(services).billers.list();
  },
  async payBill({ request, auth, services }) {
    return productsOf(services).billers.pay(auth, request.body as BillPaymentRequest);
  },

  async getFavourites({ request, auth, services }) {
    return productsOf(services).favourites.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async createFavourite({ request, auth, services }) {
    return productsOf(services).favourites.create(auth, request.body as CreateFavouriteRequest);
  },
  async deleteFavourite({ request, auth, services }) {
    return productsOf(services).favourites.remove(auth, (request.params as Params).id ?? '');
  },

  async getLinkedWallets({ request, auth, services }) {
    return productsOf(services).wallets.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async createLinkedWallet({ request, auth, services }) {
    return productsOf(services).wallets.create(auth, request.body as CreateWalletRequest);
  },
  async deleteLinkedWallet({ request, auth, services }) {
    return productsOf(services).wallets.remove(auth, (request.params as Params).id ?? '');
  },

  async getGoalOptions({ services }) {
    return productsOf(services).goals.options();
  },
  async getCustomerGoals({ request, auth, services }) {
    return productsOf(services).goals.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async calculatePlan({ request, auth, services }) {
    return productsOf(services).goals.plan(
      auth,
      request.body as { targetAmount: string; dueDate: string; goalType: GoalFrequency },
    );
  },
  async createGoal({ request, auth, services }) {
    return productsOf(services).goals.create(auth, request.body as CreateGoalRequest);
  },
  async getGoalStatement({ request, auth, services }) {
    return productsOf(services).goals.statement(auth, (request.params as Params).goalAccountNumber ?? '');
  },

  async getNotifications({ request, auth, services }) {
    const { limit } = request.query as { limit?: number };
    return productsOf(services).notifications.list(auth, limit ?? 20);
  },
  async getUnreadNotificationCount({ auth, services }) {
    return productsOf(services).notifications.unreadCount(auth);
  },
  async markNotificationRead({ request, auth, services }) {
    return productsOf(services).notifications.markRead(auth, (request.params as Params).id ?? '');
  },
};
