// `npm run bench`: every benchmark of issue 9, one after another on a machine kept as quiet as we
// can, then bench/RESULTS.md. Portal (bytes, interactions, Lighthouse) first, then the gateway.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';

import { writeResults } from './report';
import { root } from './support/processes';
import { resultsDir } from './support/results';

const started = new Date();
const loadBefore = loadavg();
rmSync(resultsDir, { recursive: true, force: true });

const stages = ['bench/portal/run.ts', 'bench/gateway/load.ts'];
const failed: string[] = [];
for (const stage of stages) {
  console.log(`\n── ${stage}`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', stage], { cwd: root, stdio: 'inherit' });
  if (status !== 0) failed.push(stage);
}
writeResults({ started, loadBefore, minutes: (Date.now() - started.getTime()) / 60_000 });
console.log('\nbench/RESULTS.md written.');
if (failed.length > 0) {
  console.log(`These benchmarks failed before finishing: ${failed.join(', ')}`);
  process.exit(1);
}
