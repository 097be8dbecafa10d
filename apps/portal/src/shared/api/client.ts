// The PortalGateway on the one configured client of @savewin/api (bearer, subscription key,
// request id, 30 s timeout, GatewayError for any failure). Same origin: the gateway serves the
// built portal, and Vite's dev server proxies /api to it.
import { createGatewayClient, readEnvelope, type GatewayClient } from '@savewin/api';
import { HTTP_TIMEOUT_MS } from '@savewin/core';

import type { PortalGateway } from './gateway';

export const SUBSCRIPTION_KEY: string =
  (import.meta.env.VITE_SUBSCRIPTION_KEY as string | undefined) || 'sandbox-subscription-key';

export function createClient(getToken: () => string | null): GatewayClient {
  return createGatewayClient({
    baseUrl: '',
    subscriptionKey: SUBSCRIPTION_KEY,
    getToken,
    timeoutMs: HTTP_TIMEOUT_MS,
  });
}

export function createPortalGateway(client: GatewayClient): PortalGateway {
  const mobile = (mobileNumber: string) => ({ params: { path: { mobileNumber } } });
  return {
    login: (body) => readEnvelope(client.POST('/api/auth-service/auth/login', { body })),
    refresh: (refreshToken, retryKey) =>
      readEnvelope(client.POST('/api/auth-service/auth/refresh', { body: { refreshToken, retryKey } })),
    logout: () => readEnvelope(client.POST('/api/auth-service/auth/logout')),
    logoutEverywhere: () => readEnvelope(client.POST('/api/auth-service/auth/logout-everywhere')),
    sendOtp: (mobileNumber) =>
      readEnvelope(client.POST('/api/otp-service/otp/send/{mobileNumber}', mobile(mobileNumber))),
    resendOtp: (mobileNumber) =>
      readEnvelope(client.POST('/api/otp-service/otp/resend/{mobileNumber}', mobile(mobileNumber))),
    validateOtp: (mobileNumber, code) =>
      readEnvelope(client.POST('/api/otp-service/otp/validate', { body: { mobileNumber, code } })),
    leadExists: (mobileNumber) =>
      readEnvelope(client.GET('/api/lead-service/lead/exists/{mobileNumber}', mobile(mobileNumber))),
    leadByNumber: (mobileNumber) =>
      readEnvelope(client.GET('/api/lead-service/lead/{mobileNumber}', mobile(mobileNumber))),
    createLead: (body) => readEnvelope(client.POST('/api/lead-service/lead', { body })),
    updateLead: (body) => readEnvelope(client.PUT('/api/lead-service/lead', { body })),
    confirmPin: (body) => readEnvelope(client.POST('/api/lead-service/lead/confirm-pin', { body })),
    customerDetails: (mobileNumber) =>
      readEnvelope(
        client.GET('/api/customer-details/{mobile}', { params: { path: { mobile: mobileNumber } } }),
      ),
    sortCodes: () => readEnvelope(client.GET('/api/account-service/sort-codes')),
    billers: () => readEnvelope(client.GET('/api/bill-service/billers')),
    drawWinners: () => readEnvelope(client.GET('/api/loyalty/previous-winners')),
    transactionHistory: (accountNumber) =>
      readEnvelope(
        client.GET('/api/transaction-service/statement/{accountNumber}', {
          params: { path: { accountNumber }, query: { page: 1, pageSize: 20 } },
        }),
      ),
    favourites: (customerNumber) =>
      readEnvelope(
        client.GET('/api/favourite-service/favourites/{customerNumber}', {
          params: { path: { customerNumber } },
        }),
      ),
    goalOptions: () => readEnvelope(client.GET('/api/investment/goal-options')),
    customerTargetSaves: (customerNumber) =>
      readEnvelope(
        client.GET('/api/investment/customer-goals/{customerNumber}', {
          params: { path: { customerNumber } },
        }),
      ),
    goalStatement: (goalAccountNumber) =>
      readEnvelope(
        client.GET('/api/investment/goal-statement/{goalAccountNumber}', {
          params: { path: { goalAccountNumber } },
        }),
      ),
    calculatePlan: (body) => readEnvelope(client.POST('/api/investment/calculate-plan', { body })),
    createGoal: (body) => readEnvelope(client.POST('/api/investment/create-goal', { body })),
    kycRequest: (body) => readEnvelope(client.POST('/api/kyc-service/kyc/request', { body })),
    notifications: () => readEnvelope(client.GET('/api/notifications', { params: { query: { limit: 20 } } })),
    transact: (body) => readEnvelope(client.POST('/api/transaction-service/transaction/transact', { body })),
    chargeLookup: (body) => readEnvelope(client.POST('/api/transaction/charge-lookup', { body })),
    feeSchedule: () => readEnvelope(client.GET('/api/transaction/fee-schedule')),
    verifyAccount: (body) => readEnvelope(client.POST('/api/transaction/verify-account', { body })),
    payBill: (body) => readEnvelope(client.POST('/api/bill-service/bill/pay', { body })),
    createFavourite: (body) => readEnvelope(client.POST('/api/favourite-service/favourites', { body })),
    deleteFavourite: (id) =>
      readEnvelope(client.DELETE('/api/favourite-service/favourites/id/{id}', { params: { path: { id } } })),
    deleteLead: (leadId) =>
      readEnvelope(client.DELETE('/api/lead-service/lead/id/{leadId}', { params: { path: { leadId } } })),
    linkedWallets: (customerNumber) =>
      readEnvelope(
        client.GET('/api/account-service/account/linked-wallets/{customerNumber}', {
          params: { path: { customerNumber } },
        }),
      ),
    createLinkedWallet: (body) =>
      readEnvelope(client.POST('/api/account-service/account/linked-wallets', { body })),
    deleteLinkedWallet: (id) =>
      readEnvelope(client.DELETE('/api/delete-linked-wallet/{id}', { params: { path: { id } } })),
    currentDraw: () => readEnvelope(client.GET('/api/draws/current')),
    drawPrizes: () => readEnvelope(client.GET('/api/draws/prizes')),
    drawVerification: (drawId) =>
      readEnvelope(client.GET('/api/draws/{drawId}/verification', { params: { path: { drawId } } })),
    chat: (body) => readEnvelope(client.POST('/api/assistant/chat', { body })),
    statement: (accountNumber, query) =>
      readEnvelope(
        client.GET('/api/transaction-service/statement/{accountNumber}', {
          params: { path: { accountNumber }, query },
        }),
      ),
    exportStatement: async (accountNumber, period) => {
      const { data } = await client.GET('/api/transaction-service/statement/{accountNumber}/export', {
        params: { path: { accountNumber }, query: period },
        parseAs: 'text',
      });
      // The middleware has already turned any answer but 200 into a GatewayError.
      return data ?? '';
    },
    createPaymentLink: (body) => readEnvelope(client.POST('/api/payment-link', { body })),
    myPaymentLink: () => readEnvelope(client.GET('/api/payment-link')),
    accountInfoByHash: (hash) =>
      readEnvelope(client.GET('/api/payment-link/account-info', { params: { query: { hash } } })),
    validateName: (phoneNumber, network) =>
      readEnvelope(
        client.GET('/api/account-service/name-validation', { params: { query: { phoneNumber, network } } }),
      ),
  };
}
