// Speed in the field: the Core Web Vitals of each page load (web-vitals) and, when the load opened
// the dashboard, the time until its balance was painted with data (the design system's Element
// Timing mark), reported to the gateway's metrics so an operator sees p75 on customers' phones.
// This module: what is sent when; measureFieldSpeed.ts listens to the browser. Both are fetched at
// the customer's first tap or key press (main.tsx), out of the first load's bytes.
//
// The page is the route the load opened, by its name in the route table (never its address). Each
// measurement is sent once per load: its value when the page is first hidden or left (LCP, FCP
// and TTFB are final by then; a worse INP or CLS after the customer comes back is not sent).
import type { FieldSpeedReport } from '../shared/api/fieldSpeed';

type Measurement = FieldSpeedReport['measurements'][number];

/** The contract's largest value (FieldSpeedReport): a longer wait is reported as this. */
const LONGEST_REPORTED_MS = 600_000;

/**
 * Collects a load's measurements and hands each to `send` once, at the first flush after it arrived.
 * `page` is typed by the contract's list: startFieldSpeed passing a route table name compiles only
 * while every route has its name there.
 */
export function createFieldSpeedCollector(
  page: FieldSpeedReport['page'],
  send: (report: FieldSpeedReport) => void,
) {
  const pending = new Map<Measurement['name'], number>();
  const sent = new Set<Measurement['name']>();
  return {
    record(name: Measurement['name'], value: number) {
      if (sent.has(name) || !Number.isFinite(value) || value < 0) return;
      pending.set(name, Math.min(value, LONGEST_REPORTED_MS));
    },
    flush() {
      if (pending.size === 0) return;
      const measurements = [...pending].map(([name, value]) => ({ name, value }));
      for (const name of pending.keys()) sent.add(name);
      pending.clear();
      send({ page, measurements });
    },
  };
}
