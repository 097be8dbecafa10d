// Element Timing (https://wicg.github.io/element-timing/): a browser reports when an element
// carrying `elementtiming` was first painted. The design system marks the content a customer opens
// the dashboard for, only once it is drawn with data (never a placeholder, a spinner or the
// loading shell), so the speed bench (bench/portal/paint.ts) times what the customer waits for.
/** The names the bench reads. */
export const CONTENT_PAINT = {
  balance: 'savewin-balance',
  activity: 'savewin-recent-activity',
} as const;

/** The attribute for `name`; React passes it to the DOM as is (TypeScript's DOM types lack it). */
export function contentPaint(
  name: (typeof CONTENT_PAINT)[keyof typeof CONTENT_PAINT],
): Record<string, string> {
  return { elementtiming: name };
}
