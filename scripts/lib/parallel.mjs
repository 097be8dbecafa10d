// Runs a few long test commands at the same time (e.g. one suite on PGlite and on PostgreSQL: one
// keeps a core busy in WebAssembly, the other mostly waits on the database server) and prints each
// one's output as a whole when it ends, so the log reads as if they had run one after another.
import { spawn } from 'node:child_process';

/**
 * @param {{ label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }[]} jobs
 * @returns {Promise<number[]>} each job's exit status, in the order given (1 when it could not start)
 */
export async function runAtOnce(jobs) {
  return (await runTimed(jobs)).map((result) => result.status);
}

/**
 * As runAtOnce, with how long each job took.
 * @param {{ label: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }[]} jobs
 * @returns {Promise<{ status: number, seconds: number, output: string }[]>} each job's output too
 */
export function runTimed(jobs) {
  return Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const started = Date.now();
          const chunks = [];
          const child = spawn(job.command, job.args, {
            cwd: job.cwd,
            env: job.env,
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          let finished = false;
          const finish = (status, error) => {
            if (finished) return;
            finished = true;
            const seconds = (Date.now() - started) / 1000;
            const output =
              Buffer.concat(chunks).toString() + (error ? `could not start: ${error.message}\n` : '');
            process.stdout.write(`\n▶ ${job.label} (${seconds.toFixed(0)} s)\n`);
            process.stdout.write(output);
            resolve({ status, seconds, output });
          };
          child.once('error', (error) => finish(1, error));
          child.once('close', (code) => finish(code ?? 1));
        }),
    ),
  );
}
