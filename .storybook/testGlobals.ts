// The key addon-vitest reads a test run's initial globals from (storybookTest's initialGlobals),
// provided per browser instance in packages/ui/vitest.config.ts so one Vite server serves both
// themes; the screenshot check reads it to know which theme its instance draws.
export const INITIAL_GLOBALS_KEY = 'storybook/test-initial-globals';

declare module 'vitest' {
  interface ProvidedContext {
    [INITIAL_GLOBALS_KEY]: { theme: 'light' | 'dark' };
  }
}
