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
    // Limits for a hang, not for speed: packing and building took over two minutes on a machine
    // running two CI runs at once, and a check that gives up on a slow machine is a flaky check.
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
