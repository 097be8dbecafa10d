// Type-checks every workspace with its own tsconfig (DOM for the browser packages, Node for the
// gateway), two at a time to suit our 2-core machines.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

import { root } from './lib/deps.mjs';

const projects = ['.', 'packages/core', 'packages/api', 'packages/ui', 'apps/gateway', 'apps/portal'].filter(
  (p) => existsSync(`${root}${p}/tsconfig.json`),
);

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ project, ok: code === 0 }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) results.push(await check(p));
  }),
);
const failed = results.filter((r) => !r.ok).map((r) => r.project);
console.log(
  failed.length ? `types: failed in ${failed.join(', ')}` : `types: ${results.length} projects clean`,
);
process.exit(failed.length ? 1 : 0);
