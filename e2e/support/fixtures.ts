/// <reference lib="dom" />
// The test object every spec imports: Playwright's, with the base URL of the gateway the global
// setup started and timers shortened for the test build.
import { test as base } from '@playwright/test';

import { baseUrl } from './env';

export interface Timings {
  inactivityLogout?: number;
  credentialRefresh?: number;
  message?: number;
  kycRedirect?: number;
  deleteLogout?: number;
  loginRedirect?: number;
  /** How long the portal waits for an answer before it gives up (30 s in the spec's builds). */
  httpTimeout?: number;
}

export const test = base.extend<{ timings: Timings }>({
  // Playwright needs the destructuring form; this fixture depends on no other.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    await provide(baseUrl());
  },
  timings: [{}, { option: true }],
  page: async ({ page, timings }, provide) => {
    // Read by the test build only (shared/testTimings.ts); production builds ignore it.
    // The credential clock is not shortened: the portal renews from the credential's own life,
    // so the test gateway's 6 s credential is renewed 1.5 s before it expires.
    await page.addInitScript((t) => {
      (window as unknown as { __SAVEWIN_TEST_TIMINGS__: unknown }).__SAVEWIN_TEST_TIMINGS__ = t;
    }, timings);
    await provide(page);
  },
});

export { expect } from '@playwright/test';
