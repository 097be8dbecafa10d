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
    testTimeout: 60_000,
  },
});
