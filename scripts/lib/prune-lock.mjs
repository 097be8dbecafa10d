// Our npm registry mirror serves only the Linux builds of some packages' platform bindings, so npm
// cannot lock the others; it still lists them as optional dependencies, and `npm ci` then refuses
// the lock as out of sync. This drops, from package-lock.json, optional dependencies that have no
// locked entry anywhere. Run it after changing dependencies: `node scripts/lib/prune-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

import { root } from './deps.mjs';

const file = `${root}package-lock.json`;
const lock = JSON.parse(readFileSync(file, 'utf8'));
const locked = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!locked.has(name)) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: dropped ${dropped} optional dependencies the registry does not serve`);
