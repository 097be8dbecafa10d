// The Vitest workspace: each package or app with tests has its own vitest.config.ts naming its
// project; `vitest run --project <name>` runs one of them.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
