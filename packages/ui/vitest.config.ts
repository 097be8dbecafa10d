// The `storybook` project: every story of .storybook/main.ts as a test in Debian's Chromium, run
// twice, as `storybook:light` and `storybook:dark` (the theme global pinned per browser instance),
// each with axe, a check that no text sits on a line shorter than its type
// (.storybook/lineHeight.setup.ts) and a screenshot compared with its committed baseline
// (.storybook/visual.setup.ts).
// The package's Node tests (token contrast, tree-shaking) are in vitest.node.config.ts.
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumArgs, findChromium } from '../../scripts/lib/chromium.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const screenshots = `${repoRoot}.storybook/__screenshots__`;
// The key addon-vitest reads its per-run globals from (storybookTest({ initialGlobals })), set
// per browser instance so one Vite server serves both themes.
const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-aria-components',
      '@internationalized/date',
      'react/jsx-dev-runtime',
    ],
  },
  test: {
    name: 'storybook',
    // The line-height check runs on every story, the screenshot comparison on those that have one.
    // After-hooks run last registered first: the line-height check before the screenshot.
    setupFiles: [`${configDir}/visual.setup.ts`, `${configDir}/lineHeight.setup.ts`],
    // A loaded machine (CI beside other work) draws slowly: a story, its play function and its
    // screenshot get time enough that only a real difference fails, never a slow one.
    testTimeout: 60_000,
    hookTimeout: 150_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: chromiumArgs },
        contextOptions: {
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          locale: 'en-GB',
          timezoneId: 'Africa/Accra',
        },
      }),
      instances: [
        {
          browser: 'chromium' as const,
          name: 'storybook:light',
          provide: { [INITIAL_GLOBALS_KEY]: { theme: 'light' } },
        },
        {
          browser: 'chromium' as const,
          name: 'storybook:dark',
          provide: { [INITIAL_GLOBALS_KEY]: { theme: 'dark' } },
        },
      ],
      expect: {
        toMatchScreenshot: {
          // Vitest's 5 s default gave up on a loaded machine before two screenshots in a row had been
          // taken and compared ("Could not capture a stable screenshot"); the check now waits for the
          // story to stop changing however long that takes, up to far more than any honest story needs.
          timeout: 90_000,
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
          screenshotOptions: {
            animations: 'disabled' as const,
            caret: 'hide' as const,
            scale: 'css' as const,
          },
          resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
            `${screenshots}/${arg}${ext}`,
          resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => `${screenshots}/diff/${arg}${ext}`,
        },
      },
    },
  },
});
