// A fixed-window counter per key (operation + client address), in memory. Enough for one gateway
// process; several instances behind a load balancer would share a store (Redis) instead.

export const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.';

export function createRateLimiter(options: { perMinute: number; now: () => Date }) {
  const windows = new Map<string, { start: number; count: number }>();
  const WINDOW_MS = 60_000;
  return {
    /** Counts a hit; answers 0 when allowed, else the seconds to wait. */
    hit(key: string): number {
      const now = options.now().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
      }
      const window = windows.get(key);
      if (!window || now - window.start >= WINDOW_MS) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      window.count += 1;
      if (window.count <= options.perMinute) return 0;
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
    },
  };
}
