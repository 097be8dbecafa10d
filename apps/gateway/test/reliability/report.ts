// What each reliability suite tried and what it found, appended to the run's report file (set by
// ./run.mjs) and printed, so the summary at the end of the run names the counts the issue asks for.
import { appendFileSync } from 'node:fs';

import { engine } from '../support/database';

/** `npm run soak` runs the long versions with random seeds; `npm test` the bounded ones. */
export const soak = process.env.RELIABILITY_MODE === 'soak';

/** Fixed in `npm test` so a failure reproduces; random (and printed) in soak. */
export const seed = soak ? Math.floor(Math.random() * 2 ** 31) : 20_261_123;

export function bounded(normal: number, long: number): number {
  return soak ? long : normal;
}

export interface Finding {
  suite: string;
  tried: Record<string, number | string>;
  found: Record<string, number | string>;
}

export function report(finding: Finding): void {
  const line = { ...finding, engine, mode: soak ? 'soak' : 'bounded', seed };
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`);
  const parts = (record: Record<string, number | string>) =>
    Object.entries(record)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ');
  console.log(
    `[${finding.suite} on ${engine}] tried: ${parts(finding.tried)} | found: ${parts(finding.found)}`,
  );
}
