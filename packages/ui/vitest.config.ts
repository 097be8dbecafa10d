// The `storybook` project: every story of .storybook/main.ts as a test in Debian's Chromium, run
// twice, in light and in dark (the theme global pinned per browser instance), each with axe, a check that no text sits on a line shorter than its type
// (.storybook/lineHeight.setup.ts) and a screenshot compared with its committed baseline
// (.storybook/visual.setup.ts).
// The package's Node tests (token contrast, tree-shaking) are in vitest.node.config.ts.
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { INITIAL_GLOBALS_KEY } from '../../.storybook/testGlobals.ts';
import { chromiumArgs, findChromium } from '../../scripts/lib/chromium.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
const screenshots = `${repoRoot}.storybook/__screenshots__`;

export default defineConfig({
  plugins: [storybookTest({ configDir })],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react-aria-components',
      '@internationalized/date',
      'react/jsx-dev-runtime',
      '@paulmillr/qr',
      '@paulmillr/qr/decode.js',
    ],
  },
  test: {
    name: 'storybook',
    // The line-height check runs on every story, the screenshot comparison on those that have one.
    // After-hooks run last registered first: the line-height check before the screenshot.
    setupFiles: [`${configDir}/visual.setup.ts`, `${configDir}/lineHeight.setup.ts`],
    // A loaded machine (CI beside other work) draws slowly: a story, its play function and its
    // screenshot get time enough that only a real difference fails, never a slow one.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: chromiumArgs },
        contextOptions: {
          // Room for the largest story frame (1280×900): a smaller window scales the frame down to
          // fit, and the baselines would be shrunken copies instead of the pixels a screen shows.
          viewport: { width: 1440, height: 1000 },
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          locale: 'en-GB',
          timezoneId: 'Africa/Accra',
        },
      }),
      // Four browsers, one per theme and half of the stories (`storybook:light`, `storybook:dark`:
      // the design system's; `…:screens`: the portal's screens), all at once (`--maxWorkers=4` in
      // package.json's test:stories): a story's test waits on the browser about a quarter of its
      // time (its picture taken twice until stable, polls for animations), so two browsers left
      // the machine idle; with four the stage went from 516 s to 376 s on two cores.
      instances: (['light', 'dark'] as const).flatMap((theme) => [
        {
          browser: 'chromium' as const,
          name: `storybook:${theme}`,
          include: ['packages/ui/src/**/*.stories.@(ts|tsx)'],
          provide: { [INITIAL_GLOBALS_KEY]: { theme } },
        },
        {
          browser: 'chromium' as const,
          name: `storybook:${theme}:screens`,
          include: ['apps/portal/src/**/*.stories.tsx'],
          provide: { [INITIAL_GLOBALS_KEY]: { theme } },
        },
      ]),
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
