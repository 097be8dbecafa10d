// A clock that starts at a fixed moment and keeps running: what the screens draw from the time
// ('2 min ago', the footer's year, a date picker's today) is the same on every run, while timers,
// animations and waits still see time pass.
const RealDate = Date;

/** Makes `Date` read `iso` now and tick from there; returns the function that puts it back. */
export function pinClock(iso: string): () => void {
  const offset = new RealDate(iso).getTime() - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
