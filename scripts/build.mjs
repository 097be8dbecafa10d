// `npm run build`: the release, a folder an operator copies to a server and runs with Node alone,
// no TypeScript and no dev tools (README, "Running in production"). `--out <folder>` (default
// dist/ at the repository root). It holds, in the repository's layout (the gateway finds the
// contract and the portal from its own file, as it does here):
//   package.json, package-lock.json   the gateway's runtime dependencies, at the versions this
//                                     repository's lock tested, and the commands `npm run migrate`
//                                     and `npm start` (Node with apps/gateway/scripts/node-flags.mjs)
//   apps/gateway/dist/                main.js (the gateway) and migrate.js, plain JavaScript with the
//                                     workspace packages compiled in; the migrations beside them
//   apps/portal/dist/                 the portal's static files, which the gateway serves
//   openapi/gateway.yaml              the contract the gateway routes and validates requests by
//   deploy/                           the reference deployment: systemd units, HAProxy, backups
// On the server: `npm ci --omit=dev`, `npm run migrate`, `npm start`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { GATEWAY_NODE_FLAGS } from '../apps/gateway/scripts/node-flags.mjs';

import { bundleGateway, runtimeDependencies } from './lib/bundle-gateway.mjs';
import { root } from './lib/deps.mjs';
import { ensureNode } from './lib/node-runtime.mjs';

await ensureNode();

const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag === -1 ? join(root, 'dist') : process.argv[outFlag + 1]);
const started = Date.now();
const step = (what) => console.log(`build: ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const portal = spawnSync(
  'npm',
  [
    'run',
    '--silent',
    'build',
    '-w',
    'portal',
    '--',
    '--outDir',
    join(out, 'apps/portal/dist'),
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (portal.status !== 0) {
  console.error('build: the portal build failed (above)');
  process.exit(1);
}
step('the portal, apps/portal/dist');

await bundleGateway(
  { main: 'apps/gateway/src/main.ts', migrate: 'apps/gateway/src/migrate.ts' },
  join(out, 'apps/gateway/dist'),
);
mkdirSync(join(out, 'openapi'), { recursive: true });
cpSync(join(root, 'openapi/gateway.yaml'), join(out, 'openapi/gateway.yaml'));
step('the gateway, apps/gateway/dist');
// The reference deployment (systemd units, HAProxy, backup scripts) travels with the release it runs.
cpSync(join(root, 'deploy'), join(out, 'deploy'), { recursive: true });
step('the reference deployment, deploy/');

const repository = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const manifest = {
  name: 'savewin-gateway',
  version: JSON.parse(readFileSync(join(root, 'apps/gateway/package.json'), 'utf8')).version,
  private: true,
  description:
    'SAVE & WIN gateway and portal, built by `npm run build`: npm ci --omit=dev, npm run migrate, npm start',
  type: 'module',
  engines: repository.engines,
  scripts: {
    migrate: 'node apps/gateway/dist/migrate.js',
    start: `node ${GATEWAY_NODE_FLAGS.join(' ')} apps/gateway/dist/main.js`,
  },
  dependencies: runtimeDependencies,
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
writeFileSync(join(out, 'package-lock.json'), `${JSON.stringify(releaseLock(manifest), null, 2)}\n`);
// `npm ci` on a server whose Node is older than "engines" stops, naming the Node it needs.
writeFileSync(join(out, '.npmrc'), 'engine-strict=true\n');
step(`package.json and package-lock.json (${Object.keys(runtimeDependencies).length} dependencies)`);
console.log(`build: done: ${out}`);

/**
 * The repository lock's entries for the release's dependencies and everything they need, at the
 * same paths (none of the gateway's dependencies is nested under apps/gateway, so the repository's
 * hoisting holds for the release too): `npm ci` on the server installs exactly what the tests ran,
 * with every platform's native builds listed. An entry reached only through optional edges stays
 * optional; nothing in it is a dev dependency.
 */
function releaseLock(release) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const packages = lock.packages;
  const resolveFrom = (path, name) => {
    for (let base = path; ;) {
      const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return undefined;
      const index = base.lastIndexOf('/node_modules/');
      base = index === -1 ? '' : base.slice(0, index);
    }
  };
  /** path -> whether some chain of required (non-optional) edges reaches it. */
  const reached = new Map();
  const visit = (path, required) => {
    const seen = reached.get(path);
    if (seen === true || (seen === false && !required)) return;
    reached.set(path, required);
    const entry = packages[path];
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const edges = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => [name, required]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, false]),
      ...Object.keys(entry.peerDependencies ?? {})
        .filter((name) => !optionalPeers.has(name))
        .map((name) => [name, required]),
    ];
    for (const [name, requiredEdge] of edges) {
      const target = resolveFrom(path, name);
      if (target) visit(target, requiredEdge);
      else if (requiredEdge)
        throw new Error(`package-lock.json: ${path} needs ${name}, which it does not hold`);
    }
  };
  for (const name of Object.keys(release.dependencies)) {
    const path = `node_modules/${name}`;
    if (!packages[path]) throw new Error(`package-lock.json does not hold ${name}: run npm install`);
    if (packages[path].version !== release.dependencies[name]) {
      throw new Error(
        `package-lock.json holds ${name} ${packages[path].version}, not ${release.dependencies[name]}`,
      );
    }
    visit(path, true);
  }
  const kept = {
    '': {
      name: release.name,
      version: release.version,
      dependencies: release.dependencies,
      engines: release.engines,
    },
  };
  for (const path of [...reached.keys()].sort()) {
    const {
      dev: _dev,
      devOptional: _devOptional,
      optional: _optional,
      peer: _peer,
      ...entry
    } = packages[path];
    kept[path] = reached.get(path) ? entry : { ...entry, optional: true };
  }
  return {
    name: release.name,
    version: release.version,
    lockfileVersion: lock.lockfileVersion,
    requires: true,
    packages: kept,
  };
}
