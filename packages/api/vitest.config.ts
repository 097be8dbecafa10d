import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Limits for a hang, not for speed: beside other work a test can take many times its quiet time.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
