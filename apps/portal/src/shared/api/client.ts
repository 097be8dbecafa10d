// The one configured gateway connection of the portal: same origin, the subscription key from
// VITE_SUBSCRIPTION_KEY, the bearer from the session, a 30 s timeout (ARCHITECTURE difference 3).
// TODO(packages/api): replace `request` with createGatewayClient() from @savewin/api once it lands;
// the paths below are placeholders in the style of spec §7 until the contract fixes them.
import { HTTP_TIMEOUT_MS } from '@savewin/core';

import { GatewayError, type Envelope, type PortalGateway } from './gateway';

export const SUBSCRIPTION_KEY: string =
  (import.meta.env.VITE_SUBSCRIPTION_KEY as string | undefined) ?? 'sandbox-subscription-key';

export interface ClientOptions {
  /** The current access credential, read at every call. */
  getToken: () => string | null;
  /** Called once when the gateway answers 401 (expired or revoked credential). */
  onUnauthorized?: () => void;
}

export function createPortalGateway({ getToken, onUnauthorized }: ClientOptions): PortalGateway {
  async function request<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'Ocp-Apim-Subscription-Key': SUBSCRIPTION_KEY };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(null, error);
    }
    if (response.status === 401) onUnauthorized?.();
    if (response.status !== 200)
      throw new GatewayError(response.status, await response.text().catch(() => ''));
    try {
      return (await response.json()) as Envelope<T>;
    } catch (error) {
      throw new GatewayError(200, error);
    }
  }
  const enc = encodeURIComponent;
  return {
    login: (body) => request('POST', 'identity/login', body),
    refresh: (refreshToken) => request('POST', 'identity/refresh', { refreshToken }),
    logout: (refreshToken) => request('POST', 'identity/logout', { refreshToken }),
    sendOtp: (mobileNumber) => request('POST', `identity/otp/send/${enc(mobileNumber)}`),
    validateOtp: (mobileNumber, code) =>
      request('POST', `identity/otp/validate/${enc(mobileNumber)}`, { code }),
    leadByNumber: (mobileNumber) => request('GET', `customer/lead-exists/${enc(mobileNumber)}`),
    createLead: (body) => request('POST', 'customer/lead', body),
    updateLead: (body) => request('PUT', 'customer/lead', body),
    confirmPin: (body) => request('POST', 'identity/confirm-old-password', body),
    customerDetails: (mobileNumber) => request('GET', `customer-details/${enc(mobileNumber)}`),
    sortCodes: () => request('GET', 'transaction/sort-codes'),
    billers: () => request('GET', 'transaction/billers'),
    drawWinners: () => request('GET', 'loyalty/draw-winners'),
    transactionHistory: (accountNumber) => request('GET', `transaction/history/${enc(accountNumber)}`),
    favourites: (customerNumber) => request('GET', `favourites/${enc(customerNumber)}`),
    goalOptions: () => request('GET', 'investment/goal-options'),
    customerTargetSaves: (customerNumber) =>
      request('GET', `investment/customer-goals/${enc(customerNumber)}`),
    kycRequest: (body) => request('POST', 'customer/kyc-request', body),
    deleteAccount: (leadId) => request('DELETE', `customer/delete-account/${enc(leadId)}`),
  };
}
