import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The reliability and security suites (`npm run test:reliability`, long versions `npm run soak`):
// run by ./run.mjs, which sets the engine, the mode (bounded or soak) and the report file. Not a
// project of the root workspace: these files end in .suite.ts so the gateway project (which runs
// test/**/*.test.ts) never picks them up.
const here = dirname(fileURLToPath(import.meta.url));
/**
 * A watchdog, not a speed check: the bounded suites' longest test (10,000 ledger sequences) takes
 * a few minutes on a quiet 2-core machine and took 11 beside a second CI run, so it is given
 * 45 (the CI cut is at 90); the soak's 50,000 sequences are given hours (never part of `npm test`).
 */
const testTimeout = process.env.RELIABILITY_MODE === 'soak' ? 4 * 3_600_000 : 2_700_000;

export default defineConfig({
  test: {
    name: 'reliability',
    root: here,
    environment: 'node',
    include: ['**/*.suite.ts'],
    globalSetup: ['../support/globalSetup.ts'],
    fileParallelism: false,
    // One module graph for every suite (as the gateway project): each suite builds its own gateway.
    isolate: false,
    testTimeout,
    hookTimeout: 600_000,
  },
});
