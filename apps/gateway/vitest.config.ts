import { defineProject } from 'vitest/config';

// The gateway's suite runs twice under `npm test -- gateway`: on PGlite, then on PostgreSQL
// (TEST_DATABASE_URL set by scripts/test-engines.mjs). Files run one at a time: 2 cores.
export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
