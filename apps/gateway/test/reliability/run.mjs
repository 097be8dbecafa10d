// `npm run test:reliability` (bounded, part of `npm test`) and `npm run soak` (long versions,
// random seeds): the reliability and security suites on PGlite and, at the same time, the ones that
// must hold on both engines (concurrency, ledger properties...) on PostgreSQL; at the end, what each
// tried and found. Extra arguments (suite file filters) go to vitest.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from '../../../../scripts/lib/deps.mjs';
import { ensureNode } from '../../../../scripts/lib/node-runtime.mjs';
import { runAtOnce } from '../../../../scripts/lib/parallel.mjs';
import { startPostgres } from '../../../../scripts/lib/postgres.mjs';
import { startRedis } from '../../../../scripts/lib/redis.mjs';

// Run directly (`node …`) on an older Node, this runs again under the project's (ADR 5).
await ensureNode();

const args = process.argv.slice(2);
const mode = args.includes('--soak') ? 'soak' : 'bounded';
const filters = args.filter((arg) => arg !== '--soak');
const config = 'apps/gateway/test/reliability/vitest.config.ts';
const dir = mkdtempSync(join(tmpdir(), 'savewin-reliability-'));
const reportFile = join(dir, 'report.jsonl');
/** Suites whose guarantees depend on the engine run on PostgreSQL too. */
const BOTH_ENGINES = [
  'inflight',
  'provider-faults',
  'concurrency',
  'ledger',
  'access-control',
  'fuzz',
  'rate-limits',
  'payer-credential',
  'draws',
  'authentication',
  'account-recovery',
  'step-up',
];
/** Several gateway processes on one database, the production build and the reference deployment (their engine): PostgreSQL only. */
const POSTGRES_ONLY = ['two-instances', 'production-build', 'deploy'];

const started = Date.now();
const redis = await startRedis();
/** The PostgreSQL run counts its rate limits in the next Redis database, so the two runs never share a budget. */
const nextRedisDatabase = () => {
  const url = new URL(redis.url);
  url.pathname = `/${(Number(url.pathname.slice(1) || '0') + 1) % 16}`;
  return url.toString();
};
const vitest = (label, files, env) => ({
  label,
  command: 'npx',
  args: ['vitest', 'run', '--config', config, ...files],
  cwd: root,
  env: {
    ...process.env,
    // The rate-limit suites run against a shared store, as several gateway instances would.
    REDIS_URL: redis.url,
    RELIABILITY_MODE: mode,
    RELIABILITY_REPORT: reportFile,
    ...env,
  },
});

const onPglite = filters.length
  ? filters.filter((f) => !POSTGRES_ONLY.some((s) => f.includes(s)))
  : POSTGRES_ONLY.flatMap((s) => ['--exclude', `**/${s}.suite.ts`]);
const onPostgres = filters.length
  ? filters.filter((f) => [...BOTH_ENGINES, ...POSTGRES_ONLY].some((s) => f.includes(s)))
  : [...BOTH_ENGINES, ...POSTGRES_ONLY];

// The two engines run at once: PGlite keeps one core busy, PostgreSQL's run shares the other
// with its server. Each run's output is printed whole when it ends.
const server = onPostgres.length ? await startPostgres() : undefined;
const jobs = [];
if (onPglite.length) {
  jobs.push(vitest(`reliability suites (${mode}) on PGlite`, onPglite, { GATEWAY_TEST_ENGINE: 'pglite' }));
}
if (server) {
  jobs.push(
    vitest(`reliability suites (${mode}) on PostgreSQL: ${onPostgres.join(', ')}`, onPostgres, {
      GATEWAY_TEST_ENGINE: 'postgres',
      TEST_DATABASE_URL: server.url,
      REDIS_URL: nextRedisDatabase(),
    }),
  );
}
console.log(`\n▶ ${jobs.map((job) => job.label).join('; ')}: at once`);
let statuses;
try {
  statuses = await runAtOnce(jobs);
} finally {
  server?.stop();
}
const pglite = onPglite.length ? statuses[0] : 0;
const postgres = server ? statuses[statuses.length - 1] : 0;

let lines = [];
try {
  lines = readFileSync(reportFile, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
} catch {
  // no suite reported (all failed before their summary)
}
rmSync(dir, { recursive: true, force: true });
const show = (record) =>
  Object.entries(record)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');
console.log(`\nReliability summary (${mode}, ${((Date.now() - started) / 1000).toFixed(0)} s):`);
for (const line of lines) {
  console.log(`  ${line.suite} [${line.engine}, seed ${line.seed}]`);
  console.log(`    tried: ${show(line.tried)}`);
  console.log(`    found: ${show(line.found)}`);
}
const ok = pglite === 0 && postgres === 0;
console.log(
  `reliability: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(ok ? 0 : 1);
