// Values the end-to-end tests share with the gateway they start.
export const SUBSCRIPTION_KEY = 'sandbox-subscription-key';

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}
