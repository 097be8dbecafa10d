// Runs the gateway suite on both engines at once: PGlite (the default) and PostgreSQL
// (DATABASE_URL, or a throwaway cluster from Debian's binaries). Extra arguments go to vitest.
import { root } from '../../../scripts/lib/deps.mjs';
import { runAtOnce } from '../../../scripts/lib/parallel.mjs';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';

const extra = process.argv.slice(2);
const vitest = (label, env) => ({
  label,
  command: 'npx',
  args: ['vitest', 'run', '--project', 'gateway', ...extra],
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
    vitest('gateway suite on PGlite', { GATEWAY_TEST_ENGINE: 'pglite' }),
    vitest('gateway suite on PostgreSQL', { GATEWAY_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: server.url }),
  ]);
} finally {
  server.stop();
}
console.log(
  `\ngateway: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(pglite === 0 && postgres === 0 ? 0 : 1);
