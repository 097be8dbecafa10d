// End-to-end tests: whole flows in Debian's Chromium against the portal's test build served by a
// sandbox gateway that e2e/support/global-setup.ts starts on a free port with fresh data.
import { defineConfig } from '@playwright/test';

// The project's one place that knows where Chromium lives and which flags keep it off the
// network (a plain .mjs without types, hence the typed dynamic import).
const chromium = (await import(new URL('./scripts/lib/chromium.mjs', import.meta.url).href)) as {
  chromiumArgs: string[];
  findChromium: () => string | undefined;
};

/**
 * Specs that act on every customer of the gateway at once: the goal-maturity job matures every goal
 * due by the date it is given, and the weekly draw pays prizes to customers at random.
 */
const GOAL_MATURITY = '**/goal-lifecycle.spec.ts';
const THE_DRAW = '**/prizes.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Every test makes its own customers, so spec files run side by side. Most of a test's time is
  // waiting (the 6 s credential, spinners, message timers), so three browsers fit on two cores.
  // Tests of those specs share nothing (no state between tests of a file), so they are handed
  // out one by one, and the run does not wait at its end on the last long file of one worker.
  // A spec whose actions reach every customer (the draw pays prizes to customers at random, which
  // would change other specs' balances) runs after all the others, alone, and so does the
  // goal-maturity spec, before it: side by side, the draw once paid a goal-lifecycle customer a
  // prize in the middle of its balance checks.
  workers: 3,
  projects: [
    {
      name: 'own customers',
      testMatch: '**/*.spec.ts',
      testIgnore: [GOAL_MATURITY, THE_DRAW],
      fullyParallel: true,
    },
    { name: 'every goal', testMatch: GOAL_MATURITY, dependencies: ['own customers'] },
    { name: 'every customer', testMatch: THE_DRAW, dependencies: ['every goal'] },
  ],
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A test's whole time, far above what any flow needs on a quiet machine (the longest take about
  // 50 s at three workers) so that a loaded machine finishes it instead of giving up: a second
  // clean-clone run beside this one (load 17 on two cores) stretched two settings flows past a
  // 60 s limit while every step of them still passed. A hang still fails, three minutes in.
  timeout: 180_000,
  // An assertion waits as long as a loaded machine needs to show what a quiet one shows at once.
  expect: { timeout: 30_000 },
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
