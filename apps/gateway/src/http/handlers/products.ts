// The product operations (billers, favourites, linked wallets, goals, notifications): each
// translates HTTP to a product call and nothing else.
import type { GoalFrequency } from '@savewin/core';

import type { ChatRequest } from '../../domain/assistant/assistant';
import type { BillPaymentRequest } from '../../domain/bills/billers';
import type { CreateFavouriteRequest } from '../../domain/favourites/favourites';
import type { CreateGoalRequest } from '../../domain/goals/goals';
import { OWN_BANK_SORT_CODE } from '../../domain/ledger/index';
import type { CreateWalletRequest } from '../../domain/wallets/wallets';
import { HttpError } from '../envelope';
import type { HandlerMap } from '../types';

type Params = Record<string, string>;

export const productHandlers: HandlerMap = {
  /**
   * verify-account (spec §5 name validation): for a biller code the sandbox biller checks the
   * reference (phone line, meter, smartcard) and answers its holder; otherwise the ledger answers
   * for own accounts, banks and mobile-money numbers.
   */
  async verifyAccount({ request, auth, services }) {
    const body = request.body as { accountNumber: string; sortCode: string };
    if (!auth) throw new HttpError(401, 'Please sign in to continue.');
    const code = body.sortCode.trim();
    const billers = services.billers;
    if (code !== OWN_BANK_SORT_CODE && (await billers.findBiller(services.db, code))) {
      return billers.verifyReference(code, body.accountNumber);
    }
    return services.ledger.verifyAccount(auth, body);
  },

  async getBillers({ services }) {
    return services.billers.list();
  },
  async payBill({ request, auth, services }) {
    return services.billers.pay(auth, request.body as BillPaymentRequest);
  },

  async getFavourites({ request, auth, services }) {
    return services.favourites.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async createFavourite({ request, auth, services }) {
    return services.favourites.create(auth, request.body as CreateFavouriteRequest);
  },
  async deleteFavourite({ request, auth, services }) {
    return services.favourites.remove(auth, (request.params as Params).id ?? '');
  },

  async getLinkedWallets({ request, auth, services }) {
    return services.wallets.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async createLinkedWallet({ request, auth, services }) {
    return services.wallets.create(auth, request.body as CreateWalletRequest);
  },
  async deleteLinkedWallet({ request, auth, services }) {
    return services.wallets.remove(auth, (request.params as Params).id ?? '');
  },

  async getGoalOptions({ services }) {
    return services.goals.options();
  },
  async getCustomerGoals({ request, auth, services }) {
    return services.goals.list(auth, (request.params as Params).customerNumber ?? '');
  },
  async calculatePlan({ request, auth, services }) {
    return services.goals.plan(
      auth,
      request.body as { targetAmount: string; dueDate: string; goalType: GoalFrequency },
    );
  },
  async createGoal({ request, auth, services }) {
    return services.goals.create(auth, request.body as CreateGoalRequest);
  },
  async getGoalStatement({ request, auth, services }) {
    return services.goals.statement(auth, (request.params as Params).goalAccountNumber ?? '');
  },

  async createPaymentLink({ request, auth, services }) {
    return services.paymentLinks.create(
      auth,
      (request.body ?? {}) as { amount?: string; expiresInDays?: number },
    );
  },
  async getMyPaymentLink({ auth, services }) {
    return services.paymentLinks.mine(auth);
  },
  async revokePaymentLink({ request, auth, services }) {
    return services.paymentLinks.revoke(auth, (request.params as Params).hash ?? '');
  },
  async getAccountInfoByHash({ request, services }) {
    const { hash } = request.query as { hash: string };
    return services.paymentLinks.accountInfo(hash.replace(/ /g, '+'));
  },

  async getPreviousWinners({ services }) {
    return services.draws.previousWinners();
  },
  async getCurrentDraw({ auth, services }) {
    return services.draws.current(auth);
  },
  async getDrawPrizes({ services }) {
    return services.draws.prizes();
  },
  async getDrawVerification({ request, services }) {
    return services.draws.verification((request.params as Params).drawId ?? '');
  },

  async chat({ request, auth, services }) {
    return services.assistant.chat(auth, request.body as ChatRequest);
  },

  async getNotifications({ request, auth, services }) {
    const { limit } = request.query as { limit?: number };
    return services.notifications.list(auth, limit ?? 20);
  },
  async getUnreadNotificationCount({ auth, services }) {
    return services.notifications.unreadCount(auth);
  },
  async markNotificationRead({ request, auth, services }) {
    return services.notifications.markRead(auth, (request.params as Params).id ?? '');
  },
};
