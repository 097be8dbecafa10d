// End-to-end tests: whole flows in Debian's Chromium against the portal's test build served by a
// sandbox gateway that e2e/support/global-setup.ts starts on a free port with fresh data.
import { defineConfig } from '@playwright/test';

// The project's one place that knows where Chromium lives and which flags keep it off the
// network (a plain .mjs without types, hence the typed dynamic import).
const chromium = (await import(new URL('./scripts/lib/chromium.mjs', import.meta.url).href)) as {
  chromiumArgs: string[];
  findChromium: () => string | undefined;
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GH',
    timezoneId: 'Africa/Accra',
    trace: 'retain-on-failure',
    permissions: ['camera'],
    // The portal's service worker would answer page loads from its cache, out of reach of a spec's
    // page.route(); only e2e/offline.spec.ts, which tests the worker itself, lets it install.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium.findChromium() ?? '/usr/bin/chromium',
      args: [
        ...chromium.chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
