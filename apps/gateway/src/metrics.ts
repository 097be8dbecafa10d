// The gateway's metrics, in Prometheus' text format (prom-client), one registry per gateway.
// Counted as things happen: requests by operation and status with their latency, rate-limit
// refusals, provider calls by provider and outcome (adapters/providerHttp.ts reports each one) and
// job runs (jobs/scheduler.ts reports each one). Read from the database when scraped, one cheap
// query each: ledger postings by kind, and the open outbox calls (money in flight per provider,
// outbox depth, what reconciliation left for a person). Plus the pool's connections and Node's
// defaults (memory, CPU, event loop, garbage collection). Labels hold operation ids, providers,
// kinds and outcomes only: never an address with an id in it, a number or an amount. And the speed
// customers' browsers reported (fieldSpeed.ts): Core Web Vitals and the dashboard's paint time by
// page name, so an operator reads p75 INP on real phones, not only the lab's.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

import { providerCalls, type ProviderCallReport } from './adapters/providerHttp';
import type { Database } from './db/database';
import { postingCountsByKind } from './domain/ledger';
import { fieldSpeedReports, type FieldSpeedReport } from './fieldSpeed';
import { jobRuns, type JobRunReport } from './jobs/scheduler';

export interface GatewayMetrics {
  readonly contentType: string;
  /** One answered request: its operation (or route), status and seconds taken. */
  observeRequest(operation: string, status: number, seconds: number): void;
  /** A request refused by a rate limit. */
  observeRateLimited(operation: string): void;
  /** Everything, the database's figures read now. */
  render(): Promise<string>;
  /** Stops listening to provider calls and job runs. */
  close(): void;
}

/** Request latencies: from a cached read (milliseconds) to a provider's slow answer (seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Field timings, around the thresholds web.dev names good and poor: INP 0.2 / 0.5 s, LCP 2.5 / 4 s,
 * FCP 1.8 / 3 s, TTFB 0.8 / 1.8 s, and our 2 s target for the dashboard's balance.
 */
const FIELD_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2, 2.5, 3, 4, 6, 10, 20];
/** Cumulative layout shift: good up to 0.1, poor over 0.25. */
const LAYOUT_SHIFT_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export function createMetrics(deps: { db: Database; now(): Date }): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'HTTP requests answered, by operation id (or route) and status code.',
    labelNames: ['operation', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by operation id (or route).',
    labelNames: ['operation'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const rateLimited = new Counter({
    name: 'gateway_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by operation id.',
    labelNames: ['operation'] as const,
    registers,
  });
  const providerSeconds = new Histogram({
    name: 'gateway_provider_request_duration_seconds',
    help: 'Calls to outside providers until their answer arrived (or the call failed), by provider and outcome.',
    labelNames: ['provider', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const providerFailures = new Counter({
    name: 'gateway_provider_request_failures_total',
    help: 'Calls to outside providers that did not succeed (4xx, 5xx, timeout, unreachable), by provider and outcome.',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  const jobRunCount = new Counter({
    name: 'gateway_job_runs_total',
    help: 'Scheduled job runs made by this instance, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'gateway_job_failures_total',
    help: 'Scheduled job runs made by this instance that failed, by job.',
    labelNames: ['job'] as const,
    registers,
  });

  const fieldSeconds = new Histogram({
    name: 'portal_web_vital_seconds',
    help: "Timings customers' browsers reported (LCP, INP, FCP, TTFB, DASHBOARD_PAINTED), by metric and page name.",
    labelNames: ['metric', 'page'] as const,
    buckets: FIELD_SECONDS_BUCKETS,
    registers,
  });
  const layoutShift = new Histogram({
    name: 'portal_layout_shift',
    help: "Cumulative layout shift customers' browsers reported, by page name.",
    labelNames: ['page'] as const,
    buckets: LAYOUT_SHIFT_BUCKETS,
    registers,
  });

  // Read at scrape time (render).
  const poolConnections = new Gauge({
    name: 'gateway_db_pool_connections',
    help: 'PostgreSQL pool connections of this instance, by state (in_use, idle).',
    labelNames: ['state'] as const,
    registers,
  });
  const poolWaiting = new Gauge({
    name: 'gateway_db_pool_waiting_queries',
    help: 'Queries of this instance waiting for a PostgreSQL pool connection.',
    registers,
  });
  const databaseUp = new Gauge({
    name: 'gateway_database_up',
    help: '1 when the figures read from the database at this scrape could be read, 0 otherwise.',
    registers,
  });
  const postings = new Gauge({
    name: 'gateway_ledger_postings',
    help: 'Ledger postings (balanced journal entries) in the database, by kind; its rate is the posting rate.',
    labelNames: ['kind'] as const,
    registers,
  });
  const inFlight = new Gauge({
    name: 'gateway_money_in_flight_calls',
    help: 'Calls that move money (collections, payouts, bill payments) not yet settled, by provider and kind.',
    labelNames: ['provider', 'kind'] as const,
    registers,
  });
  const inFlightAge = new Gauge({
    name: 'gateway_money_in_flight_oldest_age_seconds',
    help: 'Age of the oldest unsettled call that moves money, by provider and kind.',
    labelNames: ['provider', 'kind'] as const,
    registers,
  });
  const outboxDepth = new Gauge({
    name: 'gateway_outbox_calls',
    help: 'Outbox calls not done (queued to be sent, or sent and awaiting their outcome), by kind and state.',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const outboxAge = new Gauge({
    name: 'gateway_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox call not done, by kind and state.',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const waitingForPerson = new Gauge({
    name: 'gateway_reconciliation_waiting_calls',
    help: 'Calls reconciliation could not settle, listed for a person (GET /api/operator/reconciliation).',
    registers,
  });

  const onProviderCall = (message: unknown) => {
    const { provider, outcome, seconds } = message as ProviderCallReport;
    providerSeconds.observe({ provider, outcome }, seconds);
    if (outcome !== 'success') providerFailures.inc({ provider, outcome });
  };
  const onJobRun = (message: unknown) => {
    const { job, outcome } = message as JobRunReport;
    jobRunCount.inc({ job, outcome });
    if (outcome === 'failure') jobFailures.inc({ job });
  };
  const onFieldSpeed = (message: unknown) => {
    const { page, measurements } = message as FieldSpeedReport;
    for (const { name, value } of measurements) {
      if (name === 'CLS') layoutShift.observe({ page }, value);
      else fieldSeconds.observe({ metric: name, page }, value / 1000);
    }
  };
  providerCalls.subscribe(onProviderCall);
  jobRuns.subscribe(onJobRun);
  fieldSpeedReports.subscribe(onFieldSpeed);

  async function readDatabase(): Promise<void> {
    const stats = deps.db.poolStats();
    poolConnections.reset();
    if (stats) {
      poolConnections.set({ state: 'in_use' }, stats.total - stats.idle);
      poolConnections.set({ state: 'idle' }, stats.idle);
      poolWaiting.set(stats.waiting);
    }
    try {
      const [kinds, open] = await Promise.all([
        postingCountsByKind(deps.db),
        // The open calls only (outbox_calls_open_idx): few, however long the history.
        deps.db.query<{
          kind: string;
          provider: string;
          state: string;
          calls: number;
          waiting: number;
          oldest: Date | string;
        }>(
          `SELECT kind, state,
                  CASE WHEN kind = 'BILL' THEN 'billers'
                       WHEN kind = 'KYC' THEN 'id-verification'
                       WHEN payload->>'kind' = 'bank-payout' THEN 'bank'
                       ELSE 'momo' END AS provider,
                  count(*)::int8 AS calls,
                  count(*) FILTER (WHERE operator_note IS NOT NULL)::int8 AS waiting,
                  min(created_at) AS oldest
             FROM outbox_calls WHERE state <> 'DONE' GROUP BY 1, 2, 3`,
        ),
      ]);
      postings.reset();
      for (const row of kinds) postings.set({ kind: row.kind }, row.count);
      const now = deps.now().getTime();
      const ageOf = (oldest: Date | string) => Math.max(0, (now - new Date(oldest).getTime()) / 1000);
      outboxDepth.reset();
      outboxAge.reset();
      inFlight.reset();
      inFlightAge.reset();
      let waiting = 0;
      const money = new Map<string, { provider: string; kind: string; calls: number; age: number }>();
      for (const row of open) {
        const state = row.state.toLowerCase();
        const kind = row.kind.toLowerCase();
        const age = ageOf(row.oldest);
        outboxDepth.set({ kind, state }, row.calls);
        outboxAge.set({ kind, state }, age);
        waiting += row.waiting;
        if (row.kind === 'KYC') continue;
        const key = `${row.provider}/${kind}`;
        const sum = money.get(key) ?? { provider: row.provider, kind, calls: 0, age: 0 };
        sum.calls += row.calls;
        sum.age = Math.max(sum.age, age);
        money.set(key, sum);
      }
      for (const { provider, kind, calls, age } of money.values()) {
        inFlight.set({ provider, kind }, calls);
        inFlightAge.set({ provider, kind }, age);
      }
      waitingForPerson.set(waiting);
      databaseUp.set(1);
    } catch {
      // The rest of the figures still answer; readiness (/readyz) says what is wrong.
      databaseUp.set(0);
    }
  }

  return {
    contentType: registry.contentType,
    observeRequest(operation, status, seconds) {
      requests.inc({ operation, status: String(status) });
      requestSeconds.observe({ operation }, seconds);
    },
    observeRateLimited(operation) {
      rateLimited.inc({ operation });
    },
    async render() {
      await readDatabase();
      return registry.metrics();
    },
    close() {
      providerCalls.unsubscribe(onProviderCall);
      jobRuns.unsubscribe(onJobRun);
      fieldSpeedReports.unsubscribe(onFieldSpeed);
    },
  };
}
