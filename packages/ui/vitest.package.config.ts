// `npm run test:package`: the published form of @savewin/core and @savewin/ui, packed, linted and
// installed into an app outside the monorepo (test/package/). Separate from vitest.node.config.ts
// because it packs, installs and starts a browser, about half a minute.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'package',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/package/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
