// `npm test`: every test of the project, in the order a reviewer would want them to fail.
// Each stage is a root package.json script named test:<stage>; a stage not defined yet is
// skipped with a note. `npm test -- unit gateway` runs only the named stages.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies, root } from './lib/deps.mjs';

const order = [
  'lint',
  'types',
  'contract',
  'unit',
  'package',
  'budget',
  'gateway',
  'reliability',
  'stories',
  'e2e',
];
const needsBrowser = new Set(['package', 'stories', 'e2e', 'budget']);

ensureDependencies();

const scripts = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts ?? {};
const wanted = process.argv.slice(2);
const stages = order.filter((stage) => wanted.length === 0 || wanted.includes(stage));
const env = { ...process.env };

if (stages.some((stage) => needsBrowser.has(stage) && scripts[`test:${stage}`])) {
  env.CHROME_PATH = ensureChromium();
}

const results = [];
for (const stage of stages) {
  const script = `test:${stage}`;
  if (!scripts[script]) {
    console.log(`\n── ${stage}: not defined yet (no "${script}" script), skipped`);
    continue;
  }
  console.log(`\n── ${stage}: npm run ${script}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ stage, ok: status === 0, seconds });
  console.log(`── ${stage}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}

const failed = results.filter((r) => !r.ok);
console.log('\nStages:');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.stage} (${r.seconds} s)`);
console.log(`stages: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
