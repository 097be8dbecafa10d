// Values the end-to-end tests share with the gateway they start.
export const SUBSCRIPTION_KEY = 'sandbox-subscription-key';

/** The operator credential of the test gateway (the operator report and decisions on held calls). */
export const OPERATOR_TOKEN = 'e2e-operator-token-for-the-sandbox-gateway-only';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

/**
 * Identity limits of the test gateway: no OTP resend cooldown, plenty of sends, and an access
 * credential that lives 6 s, so every signed-in test relies on the portal's renewal clock.
 */
export const IDENTITY_LIMITS = {
  otpResendCooldownMs: 0,
  otpSendsPerWindow: 1000,
  accessLifeMs: 6_000,
} as const;
