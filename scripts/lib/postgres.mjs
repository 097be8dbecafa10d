// Gives the integration suites a PostgreSQL to run against. DATABASE_URL wins; otherwise a
// throwaway cluster is started on loopback from Debian's binaries (installed when we are root),
// and removed again by stop().
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

function ensurePgBin() {
  const found = findPgBin();
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      'PostgreSQL is needed for the integration tests. Either set DATABASE_URL to a database ' +
        'the tests may create schemas in, or install the server with:\n' +
        '  sudo apt-get update && sudo apt-get install -y postgresql',
    );
  }
  console.log('PostgreSQL binaries are missing: installing Debian’s package…');
  execSync('apt-get update && apt-get install -y postgresql', { stdio: 'inherit' });
  const installed = findPgBin();
  if (!installed) throw new Error('apt-get installed postgresql but initdb is missing');
  return installed;
}

/**
 * @returns {Promise<{ url: string, stop: () => void, throwaway: boolean }>}
 */
export async function startPostgres({ port = 55432 + Math.floor(Math.random() * 1000) } = {}) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: () => {}, throwaway: false };
  }
  const bin = ensurePgBin();
  const dir = mkdtempSync(join(tmpdir(), 'savewin-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: run them as the postgres user.
  const run = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, throwaway: true };
}
