import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The reliability and security suites (`npm run test:reliability`, long versions `npm run soak`):
// run by ./run.mjs, which sets the engine, the mode (bounded or soak) and the report file. Not a
// project of the root workspace: these files end in .suite.ts so the gateway project (which runs
// test/**/*.test.ts) never picks them up.
const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    name: 'reliability',
    root: here,
    environment: 'node',
    include: ['**/*.suite.ts'],
    globalSetup: ['../support/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 900_000,
    hookTimeout: 240_000,
  },
});
