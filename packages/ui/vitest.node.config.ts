// The Node tests of @savewin/ui: token contrast, props tables, Foundations pages, Chromatic setup
// and the tree-shaking check of the built package.
// Run by the `stories` stage (`npm test -- stories`) before the story tests.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/package/**'],
    // Limits for a hang, not for speed: the tree-shaking check builds the package in a hook, which
    // took over 10 s beside two CI runs and failed one of them.
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
