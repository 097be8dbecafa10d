// A gateway in a child process, for the reliability suites that kill and restart it (inflight,
// crash) or run several at once (two-instances): started with `node --import tsx <script>` and
// production's Node flags (scripts/node-flags.mjs, as `npm start` runs it) and the given
// environment, ready once it prints "listening <port>"; stopped with a signal.
import { spawn, type ChildProcess } from 'node:child_process';

import { GATEWAY_NODE_FLAGS } from '../../scripts/node-flags.mjs';
import { repoRoot } from '../../src/config';

/** What every suite's child gateway runs with: sandbox, any free port, quiet, no KYC delay. */
export const CHILD_SANDBOX_ENV = {
  PORT: '0',
  GATEWAY_MODE: 'sandbox',
  LOG_LEVEL: 'silent',
  PRINT_OTPS: 'false',
  KYC_DELAY_MS: '0',
  // These suites crash and restart payouts, not the customer's confirmation of them (step-up has
  // its own suite, reliability/step-up).
  STEP_UP: 'off',
} as const;

export interface ChildGateway {
  proc: ChildProcess;
  /**
   * The gateway's base URL once it listens; rejects when it exits first. No deadline of its own: a
   * loaded machine may take minutes to compile and migrate, and the test's timeout bounds the wait.
   */
  listening: Promise<string>;
}

export function startChildGateway(
  script: string,
  env: Record<string, string | undefined>,
  options: { onOutput?(chunk: string): void; what?: string } = {},
): ChildGateway {
  const what = options.what ?? 'gateway';
  const proc = spawn(process.execPath, [...GATEWAY_NODE_FLAGS, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const listening = new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      options.onOutput?.(chunk.toString());
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => {
      reject(new Error(`${what} exited (${code}) before listening: ${output}`));
    });
  });
  return { proc, listening };
}

/** Resolves when the process has ended (at once if it has), with the signal that ended it. */
export function exitOf(proc: ChildProcess): Promise<string | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.signalCode);
  return new Promise((resolve) => proc.once('exit', (_code, signal) => resolve(signal)));
}

/** Sends the signal (SIGTERM: a clean stop; SIGKILL: a crash) and waits for the process to end. */
export async function stopChild(proc: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const ended = exitOf(proc);
  proc.kill(signal);
  await ended;
}
