// Timers the end-to-end tests need to shorten (inactivity, credential refresh, message delays).
// Only the test build (`vite build --mode e2e`) and Vitest (mode `test`: the Storybook run holds
// timed messages on screen while it takes a story's picture, .storybook/visual.setup.ts) read an
// override; in every other build the condition is the constant `false`, Vite drops the branch and
// the spec's values are used as is.

declare global {
  interface Window {
    /** Test builds only: milliseconds by timing name, e.g. { inactivityLogout: 3000 }. */
    __SAVEWIN_TEST_TIMINGS__?: Partial<Record<TimingName, number>>;
  }
}

export type TimingName =
  | 'inactivityLogout'
  | 'credentialRefresh'
  | 'message'
  | 'loginSuccess'
  | 'otpModalClose'
  | 'loginRedirect'
  | 'successModalDelay'
  | 'deleteLogout'
  | 'kycRedirect'
  | 'httpTimeout';

/** localStorage key a test may set before the page loads (test builds only). */
export const TEST_TIMINGS_STORAGE_KEY = 'savewin:test-timings';

function readOverride(name: TimingName): number | undefined {
  if (typeof window === 'undefined') return undefined; // a unit test in Node: no page, no override
  const fromWindow = window.__SAVEWIN_TEST_TIMINGS__?.[name];
  if (typeof fromWindow === 'number' && Number.isFinite(fromWindow) && fromWindow >= 0) return fromWindow;
  try {
    const stored = JSON.parse(window.localStorage.getItem(TEST_TIMINGS_STORAGE_KEY) ?? '{}') as unknown;
    const value =
      stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  } catch {
    // A malformed override is ignored: the spec's value applies.
  }
  return undefined;
}

/** The spec's value for a timer, unless a test build was told otherwise. */
export function timing(name: TimingName, specValue: number): number {
  if (import.meta.env.MODE === 'e2e' || import.meta.env.MODE === 'test') {
    return readOverride(name) ?? specValue;
  }
  return specValue;
}
