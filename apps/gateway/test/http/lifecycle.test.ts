// `npm start`'s process: it starts the ledger and product jobs with the server, and on SIGTERM
// stops them before the database closes, so the process ends cleanly; a signal sent to `npm start`'s
// launcher alone (a supervisor's) stops the gateway the same way. And the jobs alone, started
// and stopped in a child process that never calls process.exit, leave nothing that keeps it alive.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const gatewayDir = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'savewin-lifecycle-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A sandbox gateway on any free port with its own data directory and no portal. */
function gatewayEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: join(scratch, dataDir),
    PORT: '0',
    HOST: '127.0.0.1',
    SKIP_PORTAL_BUILD: 'true',
    PORTAL_DIST: join(scratch, 'no-portal'),
    LOG_LEVEL: 'warn',
  };
}

/** The processes below `pid` (its children, theirs...), read from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (name) state ppid ...": the name may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const below = (p: number): number[] => (parents.get(p) ?? []).flatMap((c) => [c, ...below(c)]);
  return below(pid);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs a child (Node with these arguments); `onOutput` sees everything printed so far and may signal it. */
function run(
  nodeArgs: string[],
  env: Record<string, string>,
  onOutput: (output: string, child: ReturnType<typeof spawn>) => void,
  timeoutMs: number,
): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: gatewayDir,
      env: { ...process.env, ...env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      output += '\n[test: timed out, killed]';
      child.kill('SIGKILL');
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput(output, child);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, output });
    });
  });
}

describe('gateway process lifecycle', () => {
  it('serves, then on SIGTERM stops the jobs and the database and exits with 0', async () => {
    let signalled = false;
    // Node itself with tsx's loader (no wrapper process between the signal and the gateway).
    const result = await run(
      ['--import', 'tsx', 'src/main.ts'],
      gatewayEnv('main'),
      (output, child) => {
        if (!signalled && output.includes('Demo sign-in')) {
          signalled = true;
          child.kill('SIGTERM');
        }
      },
      150_000,
    );
    expect(result.output).toContain('SIGTERM: closing the gateway');
    expect(result.output).not.toMatch(/failed/i);
    expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
  }, 180_000);

  // `npm start` runs scripts/start.mjs, which runs the gateway's launcher (apps/gateway/scripts/start.mjs).
  it.each(['SIGTERM', 'SIGHUP'] as const)(
    "stops the gateway on a %s sent to `npm start`'s launcher alone, the gateway closing itself",
    async (signal) => {
      let gateway: number[] = [];
      try {
        const result = await run(
          [resolve(gatewayDir, '../../scripts/start.mjs')],
          gatewayEnv(`launcher-${signal}`),
          (output, launcher) => {
            if (gateway.length === 0 && output.includes('Demo sign-in')) {
              gateway = descendants(launcher.pid!);
              launcher.kill(signal);
            }
          },
          150_000,
        );
        expect(gateway.length).toBeGreaterThan(0);
        // The launcher ends with the gateway, so nothing of it is left a moment later.
        const deadline = Date.now() + 5_000;
        while (gateway.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
        expect(gateway.filter(alive)).toEqual([]);
        expect(result.output).toContain(`${signal}: closing the gateway`);
        expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
      } finally {
        for (const pid of gateway.filter(alive)) process.kill(pid, 'SIGKILL');
      }
    },
    180_000,
  );

  it('leaves nothing running once both job schedules are stopped: the process ends on its own', async () => {
    const script = join(scratch, 'jobs.mts');
    writeFileSync(
      script,
      `import { testConfig } from '${gatewayDir}/src/config';
import { openDatabase } from '${gatewayDir}/src/db/database';
import { migrate } from '${gatewayDir}/src/db/migrate';
import { startLedgerJobs } from '${gatewayDir}/src/jobs/interest';
import { startProductJobs } from '${gatewayDir}/src/jobs/products';
import { createServices } from '${gatewayDir}/src/services';

const db = await openDatabase({ dataDir: '${join(scratch, 'jobs-db')}' });
await migrate(db);
const services = createServices({ config: testConfig(), db });
let failures = 0;
const ledgerJobs = startLedgerJobs({ db, now: services.now, ledger: services.ledger, onError: () => failures++ });
const stopProducts = startProductJobs(services, { onError: () => failures++ });
// Stop while the first passes are still running: stop waits for them.
await Promise.all([ledgerJobs.stop(), stopProducts()]);
await db.close();
console.log('stopped cleanly, failures=' + failures);
`,
    );
    const result = await run(['--import', 'tsx', script], {}, () => {}, 120_000);
    expect(result.output).toContain('stopped cleanly, failures=0');
    expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
  }, 150_000);
});
