// `npm test`: every test of the project, in the order a reviewer would want them to fail.
// Each stage is a root package.json script named test:<stage>; a stage not defined yet is
// skipped with a note. `npm test -- unit gateway` runs only the named stages.
//
// Stages in one group run at the same time (each one's output printed whole when it ends):
// contract, unit and package are short and partly wait on I/O (side by side 65 s in a clean-clone
// run; 6 + 28 + 43 s in turn in the CI run before). Lint and types are not paired: types already
// runs two tsc at once, and the pair took 142 s against 66 + 64 s in turn. The long stages keep
// both cores busy and run alone. The Storybook build waits on its bundler more than on the CPU
// and goes beside the byte budget.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, root } from './lib/deps.mjs';
import { failureLines } from './lib/failures.mjs';
import { ensureNode } from './lib/node-runtime.mjs';
import { runTimed } from './lib/parallel.mjs';

const groups = [
  ['lint'],
  ['types'],
  ['contract', 'unit', 'package'],
  ['budget', 'storybook-build'],
  ['gateway'],
  ['reliability'],
  ['stories'],
  ['e2e'],
];
const order = groups.flat();
const needsBrowser = new Set(['package', 'stories', 'e2e', 'budget']);

ensureDependencies();
await ensureNode();

const scripts = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts ?? {};
const wanted = process.argv.slice(2);
const stages = order.filter((stage) => wanted.length === 0 || wanted.includes(stage));
const env = { ...process.env };

if (stages.some((stage) => needsBrowser.has(stage) && scripts[`test:${stage}`])) {
  env.CHROME_PATH = ensureChromium();
}

/** A stage as a job for runTimed. */
function job(stage) {
  return {
    label: `${stage} (npm run test:${stage})`,
    command: 'npm',
    args: ['run', '--silent', `test:${stage}`],
    cwd: root,
    env,
  };
}

/**
 * A stage alone, its output printed as it comes (a long stage's log is readable while it runs)
 * and kept for the summary.
 * @returns {Promise<{ status: number, seconds: number, output: string }>}
 */
function runStreaming(stage) {
  const started = Date.now();
  const chunks = [];
  const child = spawn('npm', ['run', '--silent', `test:${stage}`], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
  }
  return new Promise((resolve) => {
    const finish = (status, error) =>
      resolve({
        status,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString() + (error ? `could not start: ${error.message}` : ''),
      });
    child.once('error', (error) => finish(1, error));
    child.once('close', (code) => finish(code ?? 1));
  });
}

const results = [];
for (const group of groups) {
  const here = group.filter((stage) => stages.includes(stage));
  for (const stage of here.filter((s) => !scripts[`test:${s}`])) {
    console.log(`\n── ${stage}: not defined yet (no "test:${stage}" script), skipped`);
  }
  const defined = here.filter((stage) => scripts[`test:${stage}`]);
  if (defined.length === 0) continue;
  console.log(`\n── ${defined.map((stage) => `${stage}: npm run test:${stage}`).join('; ')}`);
  const ran = defined.length === 1 ? [await runStreaming(defined[0])] : await runTimed(defined.map(job));
  for (const [i, stage] of defined.entries()) {
    const { status, seconds, output } = ran[i];
    results.push({ stage, ok: status === 0, seconds: seconds.toFixed(1), output });
    console.log(`── ${stage}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  }
}

const failed = results.filter((r) => !r.ok);
// Repeated last, where a log cut to its end still shows it: which tests of a failed stage failed.
for (const r of failed) {
  console.log(`\nWhat failed in ${r.stage}:`);
  for (const line of failureLines(r.output)) console.log(`  ${line}`);
}
console.log('\nStages:');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.stage} (${r.seconds} s)`);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
