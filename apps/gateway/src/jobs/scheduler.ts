// The gateway's scheduled jobs, one scheduler per instance, each job once per slot across all
// instances: every `everyMs` the slot (floor(now / everyMs)) is claimed with an INSERT into
// job_runs, and only the instance whose INSERT wins runs the job for that slot (PostgreSQL: N
// instances, one run; PGlite: one process, the same code). A slot missed while no instance ran
// is simply the next one: every job is idempotent per period, so nothing is lost or doubled.
//   interest       accrual and monthly credit, expired collection prompts (every minute)
//   products       weekly draw, goal auto-funding and reminders (every 5 minutes)
//   reconciliation asks providers about calls still open (every minute)
// The outbox sweep (due calls left by a crash or waiting for a retry) runs in every instance
// every second: each call is claimed with FOR UPDATE SKIP LOCKED and a lease, so it is sent by one.
import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

import type { Database } from '../db/database';
import type { Services } from '../services';

import { DEFAULT_ANNUAL_INTEREST_BPS, runInterestJobs } from './interest';
import { runProductJobs } from './products';

/** What each run of a job reports (the metrics count runs and failures by job). */
export interface JobRunReport {
  job: string;
  outcome: 'success' | 'failure';
  seconds: number;
}

/** Every run this instance made of a claimed slot; metrics.ts subscribes. */
export const jobRuns = diagnostics.channel('savewin:job-run');

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Claims the job's slot for this instance; false when another instance has it. */
export async function claimSlot(
  db: Database,
  job: string,
  slot: string,
  instance: string,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO job_runs (job, slot, instance, started_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING slot`,
    [job, slot, instance, at.toISOString()],
  );
  return rows.length === 1;
}

export function startScheduler(
  deps: { db: Database; now(): Date },
  jobs: readonly ScheduledJob[],
  options: {
    instance?: string;
    tickMs?: number;
    onError?(error: unknown, job: string): void;
    onRun?(job: string, slot: string): void;
  } = {},
): () => Promise<void> {
  const instance = options.instance ?? randomUUID();
  const running = new Map<string, Promise<void>>();
  const lastSlot = new Map<string, string>();
  const tick = () => {
    const at = deps.now();
    for (const job of jobs) {
      const slot = String(Math.floor(at.getTime() / job.everyMs));
      if (lastSlot.get(job.name) === slot || running.has(job.name)) continue;
      lastSlot.set(job.name, slot);
      const work = (async () => {
        if (!(await claimSlot(deps.db, job.name, slot, instance, at))) return;
        options.onRun?.(job.name, slot);
        let error: string | null = null;
        const started = performance.now();
        try {
          await job.run();
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
          options.onError?.(caught, job.name);
        }
        if (jobRuns.hasSubscribers) {
          const seconds = (performance.now() - started) / 1000;
          jobRuns.publish({
            job: job.name,
            outcome: error === null ? 'success' : 'failure',
            seconds,
          } satisfies JobRunReport);
        }
        await deps.db.query(`UPDATE job_runs SET finished_at = $3, error = $4 WHERE job = $1 AND slot = $2`, [
          job.name,
          slot,
          deps.now().toISOString(),
          error,
        ]);
      })()
        .catch((caught: unknown) => options.onError?.(caught, job.name))
        .finally(() => running.delete(job.name));
      running.set(job.name, work);
    }
  };
  tick();
  const timer = setInterval(tick, options.tickMs ?? 1_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await Promise.all(running.values());
  };
}

/** The gateway's jobs as main.ts (and the two-instance suite) schedule them. */
export function gatewayJobs(
  services: Services,
  options: {
    annualRateBps?: number;
    everyMs?: Partial<Record<'interest' | 'products' | 'reconciliation' | 'outbox', number>>;
  } = {},
): ScheduledJob[] {
  const every = { interest: 60_000, products: 5 * 60_000, reconciliation: 60_000, ...options.everyMs };
  return [
    {
      name: 'interest',
      everyMs: every.interest,
      run: async () => {
        await runInterestJobs(services.db, {
          now: services.now(),
          annualRateBps: options.annualRateBps ?? DEFAULT_ANNUAL_INTEREST_BPS,
        });
        await services.ledger.expireCollections();
      },
    },
    { name: 'products', everyMs: every.products, run: () => runProductJobs(services) },
    {
      name: 'reconciliation',
      everyMs: every.reconciliation,
      run: () =>
        services.outbox.reconcile({
          afterMs: services.config.reconcileAfterMs,
          operatorAfterMs: services.config.operatorAfterMs,
        }),
    },
  ];
}
