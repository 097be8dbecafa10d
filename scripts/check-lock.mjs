// Part of `npm run test:lint`: package-lock.json must let `npm ci` install on every machine a
// developer or a server may have, not just on the Debian (Linux glibc) machine that wrote it. A
// package with native code (rollup, esbuild, rolldown, lightningcss, @node-rs/argon2...) ships one
// optional package per platform and npm installs only the one that fits; when the lock lacks the
// fitting one, `npm ci` on that machine installs none and the tool fails at its first use (rollup,
// which vite-plugin-pwa needs to build the portal, did so on macOS, Windows and Alpine). So for
// each such package the lock must hold a build for each platform below, and every optional
// dependency it names must be locked (npm ci refuses a lock that names one it does not hold).
// `node scripts/check-lock.mjs [lock file]`; the fix when it fails is in its message.
import { readFileSync } from 'node:fs';

import { root } from './lib/deps.mjs';

/** The machines `npm ci` must work on: macOS (both chips), Windows, Linux with glibc and with musl (Alpine). */
const PLATFORMS = [
  { name: 'macOS arm64', os: 'darwin', cpu: 'arm64' },
  { name: 'macOS x64', os: 'darwin', cpu: 'x64' },
  { name: 'Windows x64', os: 'win32', cpu: 'x64' },
  { name: 'Linux x64 glibc', os: 'linux', cpu: 'x64', libc: 'glibc' },
  { name: 'Linux x64 musl', os: 'linux', cpu: 'x64', libc: 'musl' },
  { name: 'Linux arm64 glibc', os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { name: 'Linux arm64 musl', os: 'linux', cpu: 'arm64', libc: 'musl' },
];

/** Whether a package.json field (os, cpu or libc: absent, or a list of names and '!name's) admits `value`. */
function admits(field, value) {
  if (!field || field.length === 0) return true;
  const list = Array.isArray(field) ? field : [field];
  if (list.includes(`!${value}`)) return false;
  const positive = list.filter((item) => !item.startsWith('!'));
  return positive.length === 0 || positive.includes(value);
}

/** The lock entry a dependency `name` of the package at `path` resolves to, as Node resolves it. */
function resolveIn(packages, path, name) {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

/** What is wrong with the lock (empty when nothing is). */
export function lockProblems(lock) {
  const packages = lock.packages ?? {};
  const problems = [];
  for (const [path, entry] of Object.entries(packages)) {
    const optional = Object.keys(entry.optionalDependencies ?? {});
    if (optional.length === 0) continue;
    const who = `${path.replace(/^.*node_modules\//, '') || 'the root'}@${entry.version}`;
    const bindings = [];
    for (const name of optional) {
      const resolved = resolveIn(packages, path, name);
      if (!resolved) problems.push(`${who} names the optional ${name}, which the lock does not hold`);
      else if (packages[resolved].cpu) bindings.push(packages[resolved]);
    }
    // A native build names its processor; fsevents (rollup's, chokidar's) names only macOS: it is a
    // feature of that system, not a build of the package.
    if (bindings.length < 2) continue;
    for (const platform of PLATFORMS) {
      const fits = bindings.some(
        (binding) =>
          admits(binding.os, platform.os) &&
          admits(binding.cpu, platform.cpu) &&
          (!platform.libc || admits(binding.libc, platform.libc)),
      );
      if (!fits) problems.push(`${who} has no locked build for ${platform.name}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? `${root}package-lock.json`;
  const problems = lockProblems(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length > 0) {
    console.error(`${file} would not install on every platform:`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      "Restore the missing platform packages: put back the package's optionalDependencies as the registry lists them (npm view <package>@<version> optionalDependencies), then run npm install --package-lock-only --no-audit --no-fund.",
    );
    process.exit(1);
  }
  console.log(`check-lock: every native package has its macOS, Windows, glibc and musl builds locked`);
}
