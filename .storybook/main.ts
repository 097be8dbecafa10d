// Storybook for the design system (packages/ui) and the portal's screen stories. The same config
// drives the story tests: @storybook/addon-vitest turns every story into a Vitest browser test.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

import { reactDocgenTypescriptOptions } from './docgen';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/docs/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  // The portal's public files (goal-option pictures are addresses the gateway's goals point at),
  // and MSW's worker for the screen stories, kept apart so the portal's build never ships it.
  staticDirs: ['../apps/portal/public', './public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript', reactDocgenTypescriptOptions },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Without these Vite discovers them mid-run and reloads the page under a running test.
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'react-aria-components',
          '@internationalized/date',
          '@paulmillr/qr',
          '@paulmillr/qr/decode.js',
        ],
      },
    });
  },
};

export default config;
