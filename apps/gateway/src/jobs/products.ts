// The product jobs on one schedule, in-process (ARCHITECTURE "Jobs"): the weekly prize draw
// (open, close and commit, draw and pay) and the goal jobs (maturity at the due date, set &
// forget, reminders). Every run is
// idempotent per period, so a restart or an overlapping run never pays twice. main.ts starts it.
import type { Services } from '../services';

import { runGoalJobs, runGoalMaturity } from './goals';

/** Runs every product job once, now. */
export async function runProductJobs(services: Services): Promise<void> {
  const at = services.now();
  await services.draws.runDrawJobs(at);
  await runGoalMaturity({ db: services.db, ledger: services.ledger }, at);
  await runGoalJobs({ db: services.db, ledger: services.ledger }, at);
}

/**
 * Runs the product jobs at once and then every intervalMs; returns a function that stops the
 * timer and waits for a run in progress (call it before closing the database).
 *
 * @public Started by the lifecycle test's child gateway, a script knip cannot read.
 */
export function startProductJobs(
  services: Services,
  options: { intervalMs?: number; onError?(error: unknown): void } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runProductJobs(services)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? 5 * 60 * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
