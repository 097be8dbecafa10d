// The gateway in plain JavaScript: esbuild bundles an entry of apps/gateway (main.ts, migrate.ts, or
// the benchmarks' e2e/support/start-gateway.ts) with the workspace packages (@savewin/core,
// @savewin/api) compiled in, and leaves every other package to node_modules, where an install of
// the gateway's dependencies puts them (their native builds and data files stay where they expect
// them). The migrations are read from disk at run time: they are copied beside the bundle.
//
// The bundle must sit three folders below the folder that holds openapi/ and apps/portal/dist
// (apps/gateway/dist/ in a release): apps/gateway/src/config.ts finds them from its own file, three
// levels up, and in a bundle its file is the bundle.
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

import { build } from 'esbuild';

import { root } from './deps.mjs';
import { NODE_MINIMUM } from './node-runtime.mjs';

const gateway = JSON.parse(readFileSync(`${root}apps/gateway/package.json`, 'utf8'));

/**
 * The first statement of a built entry: on a Node older than the project's (package.json
 * "engines"), it says which Node the gateway needs and ends before the gateway starts. (The
 * packages it imports are loaded first, as ES modules are; they all load on older Nodes.)
 */
export function nodeCheck() {
  const [major, minor, patch] = NODE_MINIMUM.split('.').map(Number);
  return [
    `{ const [a, b, c] = process.versions.node.split('.').map(Number);`,
    `  if (a < ${major} || (a === ${major} && (b < ${minor} || (b === ${minor} && c < ${patch})))) {`,
    `    console.error(\`The SAVE & WIN gateway needs Node ${NODE_MINIMUM} or newer (Node 24 LTS, package.json "engines"); this is Node \${process.versions.node}. Install Node 24 and start it again.\`);`,
    `    process.exit(1); } }`,
  ].join('\n');
}

/** The packages a built gateway needs installed beside it: its dependencies but the workspace's own. */
export const runtimeDependencies = Object.fromEntries(
  Object.entries(gateway.dependencies).filter(([name]) => !name.startsWith('@savewin/')),
);

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Bare imports stay imports, except the workspace's packages, which are compiled in. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@savewin/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Bundles `entryPoints` ({ name: source path from the repository root }) into `outdir` as
 * <name>.js (ES modules, with source maps) and copies the migrations beside them. Refuses a
 * bundle that imports a package apps/gateway/package.json does not list: an install of the
 * runtime dependencies would not have it.
 */
export async function bundleGateway(entryPoints, outdir) {
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(entryPoints).map(([name, path]) => [name, join(root, path)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${NODE_MINIMUM}`,
    banner: { js: nodeCheck() },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepPackagesExternal],
  });
  const builtins = new Set(builtinModules);
  const missing = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith('node:') || builtins.has(path)) continue;
      if (!(packageOf(path) in runtimeDependencies)) missing.add(packageOf(path));
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `the gateway imports ${[...missing].join(', ')}, which apps/gateway/package.json does not list as dependencies`,
    );
  }
  const migrations = join(root, 'apps/gateway/src/db/migrations');
  mkdirSync(join(outdir, 'migrations'), { recursive: true });
  for (const name of readdirSync(migrations).filter((file) => file.endsWith('.sql'))) {
    cpSync(join(migrations, name), join(outdir, 'migrations', name));
  }
}
