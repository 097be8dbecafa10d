// GET /metrics: Prometheus' text format for the operator credential only; a request raises its
// operation's counter, a provider call its provider's histogram, a job run its job's counter; the
// database's figures (postings, money in flight, outbox, calls waiting for a person) are read when
// scraped; no label holds an id or a number from an address.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { callProvider, providerFetch, withRequestId } from '../../src/adapters/providerHttp';
import { startScheduler } from '../../src/jobs/scheduler';
import { engine } from '../support/database';
import { fundCustomer, setUpTestGateway, startTestGateway, verifiedCustomer } from '../support/server';

const OPERATOR_TOKEN = 'operator-token-for-the-metrics-tests-0123456789';

type Samples = Map<string, number>;

/**
 * Parses Prometheus' text exposition format strictly: every line empty, a HELP or TYPE comment or a
 * sample of a family whose TYPE came before it, names and label values as the format allows.
 * Answers each sample by its name and sorted labels (`name{a="x",b="y"}`).
 */
function parsePrometheus(text: string): Samples {
  const samples: Samples = new Map();
  const types = new Map<string, string>();
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
  const sample = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (\\S+)(?: -?\\d+)?$`);
  // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes Nan).
  const value = /^(?:[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|nan|[-+]?inf)$/i;
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) {
    // The format ignores empty lines (prom-client puts one between families).
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      expect(comment[2]).toMatch(new RegExp(`^${NAME}$`));
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sample.exec(line);
    if (!match) throw new Error(`not a Prometheus text line: ${line}`);
    const name = match[1]!;
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(types.has(name) || types.has(family), `a TYPE before ${name}`).toBe(true);
    expect(match.at(-1)).toMatch(value);
    const labels = [...(match[2] ?? '').matchAll(new RegExp(LABEL, 'g'))]
      .map((label) => `${label[1]}="${label[2]}"`)
      .sort();
    samples.set(labels.length ? `${name}{${labels.join(',')}}` : name, Number(match.at(-1)));
  }
  return samples;
}

describe('metrics', () => {
  const g = setUpTestGateway({ config: { operatorToken: OPERATOR_TOKEN } });

  async function scrape(): Promise<Samples> {
    const answer = await g.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheus(answer.body);
  }

  it('answers the operator credential only', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-operator-token' }]) {
      const answer = await g.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ isSuccess: false });
    }
  });

  it('counts a request under its operation and status, with its latency', async () => {
    const key = 'gateway_http_requests_total{operation="getHealth",status="200"}';
    const before = (await scrape()).get(key) ?? 0;
    expect((await g.call('GET', '/api/health')).status).toBe(200);
    const after = await scrape();
    expect(after.get(key)).toBe(before + 1);
    expect(after.get('gateway_http_request_duration_seconds_count{operation="getHealth"}')).toBeGreaterThan(
      0,
    );
    // A refused one under its status; an address with a number in it under its operation id only.
    await g.call('GET', '/api/health', { subscriptionKey: null });
    await g.call('GET', '/api/sandbox/sms-inbox/0244123456');
    const text = (
      await g.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      })
    ).body;
    expect(parsePrometheus(text).get('gateway_http_requests_total{operation="getHealth",status="401"}')).toBe(
      1,
    );
    expect(text).toContain('operation="getSandboxSmsInbox"');
    expect(text).not.toContain('0244123456');
  });

  it("adds the speed customers' browsers report to histograms by page name, and refuses what is not a measurement", async () => {
    const lcp = (le: string) => `portal_web_vital_seconds_bucket{le="${le}",metric="LCP",page="home"}`;
    const before = await scrape();
    const report = {
      page: 'home',
      measurements: [
        { name: 'LCP', value: 1840 },
        { name: 'INP', value: 96 },
        { name: 'CLS', value: 0.02 },
        { name: 'DASHBOARD_PAINTED', value: 1910 },
      ],
    };
    const answer = await g.call('POST', '/api/field-speed', { body: report });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isSuccess: true, result: null });
    const after = await scrape();
    const rose = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
    // 1.84 s: within 2 s, not within 1.8 s.
    expect(rose(lcp('2'))).toBe(1);
    expect(rose(lcp('1.8'))).toBe(0);
    expect(rose('portal_web_vital_seconds_sum{metric="INP",page="home"}')).toBeCloseTo(0.096, 6);
    expect(rose('portal_web_vital_seconds_count{metric="DASHBOARD_PAINTED",page="home"}')).toBe(1);
    expect(rose('portal_layout_shift_bucket{le="0.05",page="home"}')).toBe(1);
    expect(rose('portal_layout_shift_count{page="home"}')).toBe(1);

    // An address, a customer's number, an unknown measurement, a value out of range, too many
    // measurements: refused with 400, and nothing counted.
    const refused = [
      { ...report, page: '/view-target-save?goal=GOAL-123' },
      { ...report, mobileNumber: '0244123456' },
      { page: 'home', measurements: [{ name: 'BALANCE', value: 12 }] },
      { page: 'home', measurements: [{ name: 'LCP', value: -1 }] },
      { page: 'home', measurements: [{ name: 'LCP', value: 600_001 }] },
      { page: 'home', measurements: [] },
      { page: 'home', measurements: Array.from({ length: 7 }, () => ({ name: 'LCP', value: 1 })) },
    ];
    for (const body of refused) {
      expect((await g.call('POST', '/api/field-speed', { body })).status, JSON.stringify(body)).toBe(400);
    }
    const last = await scrape();
    expect(last.get(lcp('+Inf'))).toBe(after.get(lcp('+Inf')));
    expect([...last.keys()].some((key) => key.includes('0244123456') || key.includes('GOAL-123'))).toBe(
      false,
    );
  });

  it('times provider calls by provider and outcome, and counts the failures', async () => {
    const before = await scrape();
    const key = 'gateway_provider_request_duration_seconds_count{outcome="success",provider="arkesel"}';
    const answered = await callProvider({
      provider: 'arkesel',
      method: 'POST',
      url: 'https://sms.example/api/v2/sms/send',
      body: {},
      timeoutMs: 1_000,
      fetch: async () => new Response('{"status":"success"}', { status: 200 }),
    });
    expect(answered.kind).toBe('answered');
    const unreachable = await callProvider({
      provider: 'arkesel',
      method: 'POST',
      url: 'https://sms.example/api/v2/sms/send',
      timeoutMs: 1_000,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(unreachable).toEqual({ kind: 'no-answer', reason: 'unreachable' });
    const after = await scrape();
    expect(after.get(key)).toBe((before.get(key) ?? 0) + 1);
    const failures = 'gateway_provider_request_failures_total{outcome="unreachable",provider="arkesel"}';
    expect(after.get(failures)).toBe((before.get(failures) ?? 0) + 1);
  });

  it('sends the request id to the provider', async () => {
    const seen: (string | null)[] = [];
    const fake = providerFetch('hubtel', async (_url, init) => {
      seen.push(new Headers(init?.headers).get('x-request-id'));
      return new Response('{}');
    });
    await withRequestId('req-42', () => fake('https://hubtel.example/x', { headers: { a: 'b' } }));
    await fake('https://hubtel.example/x');
    expect(seen).toEqual(['req-42', null]);
  });

  it('counts job runs and failures by job', async () => {
    const stop = startScheduler(
      g.services,
      [
        { name: `fine-${randomUUID().slice(0, 8)}`, everyMs: 3_600_000, run: async () => {} },
        {
          name: 'broken',
          everyMs: 3_600_000,
          run: () => Promise.reject(new Error('no')),
        },
      ],
      { tickMs: 60_000, onError: () => {} },
    );
    await stop();
    const samples = await scrape();
    expect(samples.get('gateway_job_runs_total{job="broken",outcome="failure"}')).toBe(1);
    expect(samples.get('gateway_job_failures_total{job="broken"}')).toBe(1);
    expect(
      [...samples.keys()].some((key) =>
        /gateway_job_runs_total\{job="fine-.*",outcome="success"\}/.test(key),
      ),
    ).toBe(true);
  });

  it('reads postings, money in flight, the outbox and what waits for a person from the database', async () => {
    const ama = await verifiedCustomer(g);
    await fundCustomer(g, ama, ama.accountNumber, '20.00');
    const at = new Date(g.services.now().getTime() - 90_000).toISOString();
    const payout = { kind: 'momo-payout', request: {} };
    await g.db.query(
      `INSERT INTO outbox_calls (call_id, kind, subject, payload, state, next_attempt_at, operator_note, created_at, updated_at)
       VALUES ($1, 'PAYOUT', $1, $2, 'SENT', $3, 'The provider accepted this request but no longer knows it.', $3, $3),
              ($4, 'BILL', $4, '{}', 'QUEUED', $3, NULL, $3, $3)`,
      [`m-${randomUUID()}`, JSON.stringify(payout), at, `m-${randomUUID()}`],
    );
    const samples = await scrape();
    expect(samples.get('gateway_database_up')).toBe(1);
    const postings = [...samples].filter(([key]) => key.startsWith('gateway_ledger_postings{'));
    expect(postings.length).toBeGreaterThan(0);
    expect(postings.every(([, count]) => count > 0)).toBe(true);
    expect(samples.get('gateway_money_in_flight_calls{kind="payout",provider="momo"}')).toBe(1);
    expect(
      samples.get('gateway_money_in_flight_oldest_age_seconds{kind="payout",provider="momo"}'),
    ).toBeGreaterThanOrEqual(90);
    expect(samples.get('gateway_money_in_flight_calls{kind="bill",provider="billers"}')).toBe(1);
    expect(samples.get('gateway_outbox_calls{kind="bill",state="queued"}')).toBe(1);
    expect(
      samples.get('gateway_outbox_oldest_age_seconds{kind="payout",state="sent"}'),
    ).toBeGreaterThanOrEqual(90);
    expect(samples.get('gateway_reconciliation_waiting_calls')).toBe(1);
    // The pool's connections on PostgreSQL (PGlite has no pool); Node's defaults on both.
    expect(samples.has('gateway_db_pool_connections{state="in_use"}')).toBe(engine === 'postgres');
    expect(samples.has('process_resident_memory_bytes')).toBe(true);
    expect(samples.has('nodejs_eventloop_lag_seconds')).toBe(true);
  });
});

describe('rate-limit refusals', () => {
  it('are counted by operation', async () => {
    const g = await startTestGateway({
      config: { operatorToken: OPERATOR_TOKEN },
      build: { rateLimitPerMinute: 1 },
    });
    try {
      const body = { mobileNumber: '0244000001', pin: '1357' };
      await g.call('POST', '/api/auth-service/auth/login', { body });
      const refused = await g.call('POST', '/api/auth-service/auth/login', { body });
      expect(refused.status).toBe(429);
      const answer = await g.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(parsePrometheus(answer.body).get('gateway_rate_limit_refusals_total{operation="login"}')).toBe(
        1,
      );
    } finally {
      await g.close();
    }
  }, 240_000);
});
