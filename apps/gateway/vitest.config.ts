import { defineProject } from 'vitest/config';

// The gateway's suite runs twice under `npm test -- gateway`: on PGlite, then on PostgreSQL
// (TEST_DATABASE_URL set by scripts/test-engines.mjs). Files run one at a time: 2 cores. And in
// one module graph (isolate: false): re-importing the gateway for each of some 60 files cost
// about 3.5 s a file; every file builds its own gateway, database and fakes, so nothing a file
// needs lives in a module's state.
export default defineProject({
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    fileParallelism: false,
    isolate: false,
    // Limits for a hang, not for speed: the two engines' suites share two cores, and beside other
    // work a test that takes 5 s alone can take ten times that. A slow machine must finish a
    // test, not fail it; a hang still fails, minutes in.
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
