// The product operations (billers, favourites, linked wallets, goals, notifications): each
// translates HTTP to a product call and nothing else.
import { OWN_BANK_SORT_CODE } from '../../domain/ledger/index';
import { ALERT_MESSAGES, type AlertKind } from '../../domain/notifications/alerts';
import { HttpError, ok } from '../envelope';
import type { HandlerMap } from '../types';

import { stepUpTokenOf } from './identity';

export const productHandlers: HandlerMap = {
  /**
   * verify-account (spec §5 name validation): for a biller code the sandbox biller checks the
   * reference (phone line, meter, smartcard) and answers its holder; otherwise the ledger answers
   * for own accounts, banks and mobile-money numbers.
   */
  async verifyAccount({ body, auth, services }) {
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
  async payBill({ body, request, auth, services }) {
    await services.identity.stepUp.require(
      auth,
      { kind: 'BILL_PAYMENT', request: body },
      stepUpTokenOf(request.headers),
    );
    return services.billers.pay(auth, body);
  },

  async getFavourites({ params, auth, services }) {
    return services.favourites.list(auth, params.customerNumber);
  },
  async createFavourite({ body, auth, services }) {
    return services.favourites.create(auth, body);
  },
  async deleteFavourite({ params, auth, services }) {
    return services.favourites.remove(auth, params.id);
  },

  async getLinkedWallets({ params, auth, services }) {
    return services.wallets.list(auth, params.customerNumber);
  },
  async createLinkedWallet({ body, auth, services }) {
    return services.wallets.create(auth, body);
  },
  async deleteLinkedWallet({ params, auth, services }) {
    return services.wallets.remove(auth, params.id);
  },

  async getGoalOptions({ services }) {
    return services.goals.options();
  },
  async getCustomerGoals({ params, auth, services }) {
    return services.goals.list(auth, params.customerNumber);
  },
  async calculatePlan({ body, auth, services }) {
    return services.goals.plan(auth, body);
  },
  async createGoal({ body, auth, services }) {
    return services.goals.create(auth, body);
  },
  async getGoalStatement({ params, auth, services }) {
    return services.goals.statement(auth, params.goalAccountNumber);
  },
  async updateGoal({ params, body, auth, services }) {
    return services.goals.update(auth, params.goalAccountNumber, body);
  },
  async getGoalBreakQuote({ params, auth, services }) {
    return services.goals.breakQuote(auth, params.goalAccountNumber);
  },
  async breakGoal({ params, body, auth, services }) {
    return services.goals.breakGoal(auth, params.goalAccountNumber, body);
  },
  async closeGoal({ params, auth, services }) {
    return services.goals.close(auth, params.goalAccountNumber);
  },

  async createPaymentLink({ body, request, auth, services }) {
    await services.identity.stepUp.require(
      auth,
      { kind: 'PAYMENT_LINK', request: body ?? {} },
      stepUpTokenOf(request.headers),
    );
    return services.paymentLinks.create(auth, body ?? {});
  },
  async getMyPaymentLink({ auth, services }) {
    return services.paymentLinks.mine(auth);
  },
  async revokePaymentLink({ params, auth, services }) {
    return services.paymentLinks.revoke(auth, params.hash);
  },
  async getAccountInfoByHash({ query, services }) {
    return services.paymentLinks.accountInfo(query.hash.replace(/ /g, '+'));
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
  async getDrawVerification({ params, auth, services }) {
    return services.draws.verification(params.drawId, auth);
  },
  async getMyDraws({ auth, services }) {
    return services.draws.mine(auth);
  },
  async getPrizeDestination({ auth, services }) {
    return services.draws.prizeDestination(auth);
  },
  async setPrizeDestination({ body, auth, services }) {
    return services.draws.setPrizeDestination(auth, body);
  },

  async chat({ body, auth, services }) {
    return services.assistant.chat(auth, body);
  },

  async getNotifications({ query, auth, services }) {
    return services.notifications.list(auth, query.limit ?? 20);
  },
  async getUnreadNotificationCount({ auth, services }) {
    return services.notifications.unreadCount(auth);
  },
  async markNotificationRead({ params, auth, services }) {
    return services.notifications.markRead(auth, params.id);
  },
  async getAlertPreferences({ auth, services }) {
    return ok(toContract(await services.alerts.preferences(auth)));
  },
  async setAlertPreferences({ body, auth, services }) {
    const changes: Partial<Record<AlertKind, boolean>> = {};
    for (const [field, kind] of ALERT_FIELDS) {
      const value = body[field];
      if (value !== undefined) changes[kind] = value;
    }
    return ok(toContract(await services.alerts.setPreferences(auth, changes)), ALERT_MESSAGES.saved);
  },
};

/** The contract's field of each alert kind. */
const ALERT_FIELDS = [
  ['moneyIn', 'money-in'],
  ['moneyOut', 'money-out'],
  ['payouts', 'payouts'],
  ['prizes', 'prizes'],
] as const;

function toContract(choices: Record<AlertKind, boolean>) {
  return {
    moneyIn: choices['money-in'],
    moneyOut: choices['money-out'],
    payouts: choices.payouts,
    prizes: choices.prizes,
  };
}
