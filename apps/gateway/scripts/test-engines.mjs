// Runs the gateway suite on both engines at once: PGlite (the default) and PostgreSQL
// (DATABASE_URL, or a throwaway cluster from Debian's binaries). Extra arguments go to vitest.
import { root } from '../../../scripts/lib/deps.mjs';
import { ensureNode } from '../../../scripts/lib/node-runtime.mjs';
import { runAtOnce } from '../../../scripts/lib/parallel.mjs';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';

// Run directly (`node …`) on an older Node, this runs again under the project's (ADR 5).
await ensureNode();

const extra = process.argv.slice(2);
/**
 * Files that never open the test database (adapters against their fakes, configuration, the
 * process lifecycle, which starts gateways of its own): the same on either engine, so a full run
 * runs them once, beside PostgreSQL, whose run is the shorter one.
 */
const ENGINE_FREE = [
  'test/http/lifecycle.test.ts',
  'test/http/config.test.ts',
  'test/adapters/arkesel.test.ts',
  'test/adapters/drand.test.ts',
  'test/adapters/hubtel.test.ts',
  'test/adapters/paystack.test.ts',
  'test/adapters/smileId.test.ts',
  'test/ledger/one-writer.test.ts',
  'src/domain/fees/schedule.test.ts',
];
const fullRun = !extra.some((arg) => !arg.startsWith('-'));
const vitest = (label, env, skip = []) => ({
  label,
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--project',
    'gateway',
    ...skip.flatMap((file) => ['--exclude', `**/${file}`]),
    ...extra,
  ],
  cwd: root,
  env: { ...process.env, ...env },
});

const server = await startPostgres();
let pglite;
let postgres;
try {
  console.log(
    `\n▶ gateway suite on PGlite and on PostgreSQL (${server.throwaway ? `throwaway cluster at ${server.url}` : 'DATABASE_URL'}), at once`,
  );
  [pglite, postgres] = await runAtOnce([
    vitest('gateway suite on PGlite', { GATEWAY_TEST_ENGINE: 'pglite' }, fullRun ? ENGINE_FREE : []),
    vitest('gateway suite on PostgreSQL', { GATEWAY_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: server.url }),
  ]);
} finally {
  server.stop();
}
console.log(
  `\ngateway: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(pglite === 0 && postgres === 0 ? 0 : 1);
