// Runs the gateway suite on both engines: PGlite (the default) and PostgreSQL (DATABASE_URL, or a
// throwaway cluster from Debian's binaries). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';

import { root } from '../../../scripts/lib/deps.mjs';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';

const extra = process.argv.slice(2);
const vitest = (env) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'gateway', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;

console.log('\n▶ gateway suite on PGlite');
const pglite = vitest({ GATEWAY_TEST_ENGINE: 'pglite' });

console.log('\n▶ gateway suite on PostgreSQL');
const server = await startPostgres();
let postgres;
try {
  console.log(server.throwaway ? `  throwaway cluster at ${server.url}` : '  using DATABASE_URL');
  postgres = vitest({ GATEWAY_TEST_ENGINE: 'postgres', TEST_DATABASE_URL: server.url });
} finally {
  server.stop();
}
console.log(
  `\ngateway: PGlite ${pglite === 0 ? 'passed' : 'FAILED'}, PostgreSQL ${postgres === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(pglite === 0 && postgres === 0 ? 0 : 1);
