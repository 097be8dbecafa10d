// The product operations (billers, favourites, linked wallets, goals, notifications): each
// translates HTTP to a product call and nothing else.
import type { GoalFrequency } from '@savewin/core';

import type { ChatRequest } from '../../domain/assistant/assistant';
import type { BillPaymentRequest } from '../../domain/bills/billers';
import type { CreateFavouriteRequest } from '../../domain/favourites/favourites';
import type { CreateGoalRequest } from '../../domain/goals/goals';
import { OWN_BANK_SORT_CODE } from '../../domain/ledger/index';
import { productsOf } from '../../domain/products';
import type { CreateWalletRequest } from '../../domain/wallets/wallets';
import type { Services } from '../../services';
import { HttpError } from '../envelope';
import type { HandlerMap } from '../types';

type Params = Record<string, string>;

export const productHandlers: HandlerMap<Services> = {
  /**
   * verify-account (spec §5 name validation): for a biller code the sandbox biller checks the
   * reference (phone line, meter, smartcard) and answers its holder; otherwise the ledger answers
   * for own accounts, banks and mobile-money numbers.
   */
  async verifyAccount({ request, auth, services }) {
    const body = request.body as { accountNumber: string; sortCode: string };
    if (!auth) throw new HttpError(401, 'Please sign in to continue.');
    const code = body.sortCode.trim();
    const billers = productsOf(services).billers;
    if (code !== OWN_BANK_SORT_CODE && (await billers.findBiller(services.db, code))) {
      return billers.verifyReference(code, body.accountNumber);
    }
    return services.ledger.verifyAccount(auth, body);
  },

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

  async createPaymentLink({ request, auth, services }) {
    return productsOf(services).paymentLinks.create(
      auth,
      (request.body ?? {}) as { amount?: string; expiresInDays?: number },
    );
  },
  async getMyPaymentLink({ auth, services }) {
    return productsOf(services).paymentLinks.mine(auth);
  },
  async revokePaymentLink({ request, auth, services }) {
    return productsOf(services).paymentLinks.revoke(auth, (request.params as Params).hash ?? '');
  },
  async getAccountInfoByHash({ request, services }) {
    const { hash } = request.query as { hash: string };
    return productsOf(services).paymentLinks.accountInfo(hash.replace(/ /g, '+'));
  },

  async getPreviousWinners({ services }) {
    return productsOf(services).draws.previousWinners();
  },
  async getCurrentDraw({ auth, services }) {
    return productsOf(services).draws.current(auth);
  },
  async getDrawPrizes({ services }) {
    return productsOf(services).draws.prizes();
  },
  async getDrawVerification({ request, services }) {
    return productsOf(services).draws.verification((request.params as Params).drawId ?? '');
  },

  async chat({ request, auth, services }) {
    return productsOf(services).assistant.chat(auth, request.body as ChatRequest);
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
