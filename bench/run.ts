// `npm run bench`: every benchmark, one after another, then bench/RESULTS.md. Portal
// (bytes, interactions, Lighthouse) first, then the gateway. `npm run bench -- --report-only`
// rewrites RESULTS.md from the last run's figures (after editing bench/misses.ts, say).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { writeResults, type RunInfo } from './report';
import { root } from './support/processes';
import { resultsDir } from './support/results';

const runFile = join(root, 'bench/.tmp/run.json');
let failed: string[] = [];

if (!process.argv.includes('--report-only')) {
  const started = Date.now();
  const loadBefore = loadavg();
  rmSync(resultsDir, { recursive: true, force: true });
  for (const stage of ['bench/portal/run.ts', 'bench/gateway/load.ts']) {
    console.log(`\n── ${stage}`);
    const { status } = spawnSync(process.execPath, ['--import', 'tsx', stage], {
      cwd: root,
      stdio: 'inherit',
    });
    if (status !== 0) failed.push(stage);
  }
  const info: RunInfo = {
    started: new Date(started).toISOString(),
    loadBefore,
    loadAfter: loadavg(),
    minutes: (Date.now() - started) / 60_000,
    failed,
  };
  writeFileSync(runFile, JSON.stringify(info, null, 2));
}
const info = JSON.parse(readFileSync(runFile, 'utf8')) as RunInfo;
failed = info.failed;
writeResults(info);
console.log('\nbench/RESULTS.md written.');
if (failed.length > 0) {
  console.log(`These benchmarks failed before finishing: ${failed.join(', ')}`);
  process.exit(1);
}
