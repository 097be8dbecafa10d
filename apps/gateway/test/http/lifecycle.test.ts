// `npm start`'s process: it starts the ledger and product jobs with the server, and on SIGTERM
// stops them before the database closes, so the process ends cleanly. And the jobs alone, started
// and stopped in a child process that never calls process.exit, leave nothing that keeps it alive.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const gatewayDir = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'savewin-lifecycle-'));

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** Runs a child; `onOutput` sees everything printed so far and may signal it. */
function run(
  args: string[],
  env: Record<string, string>,
  onOutput: (output: string, child: ReturnType<typeof spawn>) => void,
  timeoutMs: number,
): Promise<Run> {
  return new Promise((done) => {
    // Node itself with tsx's loader (no wrapper process between the signal and the gateway).
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
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
    const result = await run(
      ['src/main.ts'],
      {
        DATA_DIR: join(scratch, 'main'),
        PORT: '0',
        HOST: '127.0.0.1',
        SKIP_PORTAL_BUILD: 'true',
        PORTAL_DIST: join(scratch, 'no-portal'),
        LOG_LEVEL: 'warn',
      },
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
    const result = await run([script], {}, () => {}, 120_000);
    expect(result.output).toContain('stopped cleanly, failures=0');
    expect({ code: result.code, signal: result.signal }).toEqual({ code: 0, signal: null });
  }, 150_000);
});
