// The `portal` project: unit tests of the app's own logic that needs no browser (routes, the
// session's storage rules). Screens are tested end to end in e2e/ and their parts in Storybook.
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Limits for a hang, not for speed: beside other work a test can take many times its quiet time.
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
