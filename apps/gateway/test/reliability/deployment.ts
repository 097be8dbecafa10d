// The reference deployment of deploy/ on loopback, read from its own files so the suite (and the
// scale-out bench) cannot drift from what an operator installs:
// - a gateway instance is the command line, environment and stop/restart timings of
//   deploy/systemd/savewin-gateway@.service, with %i the instance's port, /usr/bin/node this
//   Node, /opt/savewin/current the release folder, /var/lib/savewin a scratch folder, and the
//   EnvironmentFile's content given by the caller (sandbox settings instead of live secrets);
// - `npm run migrate` is deploy/systemd/savewin-migrate.service's ExecStart, mapped the same way;
// - HAProxy runs deploy/haproxy/haproxy.cfg with only its addresses, its stats socket and the
//   privilege lines (user, group, chroot: the suite is no service account) replaced, each
//   replacement checked to have matched.
// systemd itself does not run in these containers; what the unit adds beyond this (user, limits,
// hardening) is documented in the unit and the README.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

import { repoRoot } from '../../src/config';

export const DEPLOY = join(repoRoot, 'deploy');
const GATEWAY_UNIT = join(DEPLOY, 'systemd/savewin-gateway@.service');
const MIGRATE_UNIT = join(DEPLOY, 'systemd/savewin-migrate.service');
const HAPROXY_CONFIG = join(DEPLOY, 'haproxy/haproxy.cfg');

export interface Unit {
  /** ExecStart, split into words, paths mapped. */
  execStart: string[];
  workingDirectory: string;
  /** Environment= lines, in order. */
  environment: Record<string, string>;
  /** Service settings as written (TimeoutStopSec, RestartSec, KillSignal, LimitNOFILE...). */
  settings: Record<string, string>;
}

export interface Places {
  /** Where /opt/savewin/current is: the release (apps/gateway/dist/main.js inside). */
  release: string;
  /** Where /var/lib/savewin is. */
  state: string;
}

/** A unit file's [Service] section with the instance name and the paths of `places`. */
export function readUnit(file: string, places: Places, instance = ''): Unit {
  const map = (value: string) =>
    value
      .replaceAll('%i', instance)
      .replaceAll('/opt/savewin/current', places.release)
      .replaceAll('/var/lib/savewin', places.state);
  const settings: Record<string, string> = {};
  const environment: Record<string, string> = {};
  let section = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    if (section !== 'Service') continue;
    const at = line.indexOf('=');
    const key = line.slice(0, at);
    const value = map(line.slice(at + 1));
    if (key === 'Environment') {
      const eq = value.indexOf('=');
      environment[value.slice(0, eq)] = value.slice(eq + 1);
    } else settings[key] = value;
  }
  const words = (settings.ExecStart ?? '').split(/\s+/).filter(Boolean);
  if (words[0] !== '/usr/bin/node')
    throw new Error(`${file}: ExecStart must run /usr/bin/node, not ${words[0]}`);
  return {
    execStart: [process.execPath, ...words.slice(1)],
    workingDirectory: settings.WorkingDirectory!,
    environment,
    settings,
  };
}

export const gatewayUnit = (places: Places, port: number) => readUnit(GATEWAY_UNIT, places, String(port));
export const migrateUnit = (places: Places) => readUnit(MIGRATE_UNIT, places);

/** systemd's time spans as the units write them (30, 30s, 500ms, 1min), in ms. */
export function spanMs(value: string | undefined): number {
  const match = /^(\d+)(ms|s|min)?$/.exec(value ?? '');
  if (!match) throw new Error(`not a time span: ${value}`);
  const n = Number(match[1]);
  return match[2] === 'ms' ? n : match[2] === 'min' ? n * 60_000 : n * 1000;
}

/** A port nothing listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Instance {
  port: number;
  base: string;
  proc: ChildProcess;
  unit: Unit;
  output: () => string;
  exited: Promise<void>;
}

/**
 * Starts one instance as systemd would: the unit's ExecStart in its WorkingDirectory, with the
 * environment file's content (`envFile`) and then the unit's Environment= lines over it (systemd's
 * order). Resolves once its /readyz answers 200; rejects when it exits first.
 */
export async function startInstance(
  places: Places,
  port: number,
  envFile: Record<string, string>,
): Promise<Instance> {
  const unit = gatewayUnit(places, port);
  const proc = spawn(unit.execStart[0]!, unit.execStart.slice(1), {
    cwd: unit.workingDirectory,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...envFile, ...unit.environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  let ended = false;
  void exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the instance on ${port} exited before it was ready:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, base, proc, unit, output: () => output, exited };
}

/**
 * Stops an instance as systemd does: KillSignal, then SIGKILL if it is still running after
 * TimeoutStopSec. Resolves with whether it ended by itself.
 */
export async function stopInstance(instance: Instance): Promise<boolean> {
  if (instance.proc.exitCode !== null || instance.proc.signalCode !== null) return true;
  const signal = (instance.unit.settings.KillSignal ?? 'SIGTERM') as NodeJS.Signals;
  instance.proc.kill(signal);
  const timeout = spanMs(instance.unit.settings.TimeoutStopSec ?? '90');
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    instance.exited.then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeout))),
  ]);
  clearTimeout(timer);
  if (!inTime) {
    instance.proc.kill('SIGKILL');
    await instance.exited;
  }
  return inTime;
}

/** Runs a unit's ExecStart to its end (the migrate unit: Type=oneshot). */
export function runUnit(
  unit: Unit,
  envFile: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(unit.execStart[0]!, unit.execStart.slice(1), {
      cwd: unit.workingDirectory,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...envFile, ...unit.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.once('error', reject);
    proc.once('exit', (code) => resolve({ code, output }));
  });
}

export interface Balancer {
  base: string;
  proc: ChildProcess;
  socket: string;
  output: () => string;
  /** HAProxy's view of each gateway server: status (UP, DOWN, ...) and sessions sent to it. */
  servers(): Promise<Map<number, { status: string; sessions: number }>>;
  stop(): Promise<void>;
}

/** deploy/haproxy/haproxy.cfg with the loopback set-up's ports, socket and no privilege lines. */
export function haproxyConfig(listen: number, gateways: number[], socket: string): string {
  let config = readFileSync(HAPROXY_CONFIG, 'utf8');
  const replace = (pattern: RegExp, by: string | ((...match: string[]) => string), times = 1) => {
    const found = config.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== times) throw new Error(`haproxy.cfg: expected ${times} of ${pattern}, found ${found}`);
    config = config.replace(new RegExp(pattern.source, 'gm'), by as string);
  };
  replace(/^\s*(user|group|chroot) .*\n/, '', 3);
  replace(/stats socket \S+/, `stats socket ${socket}`);
  replace(/^(\s*bind) :80$/, `$1 127.0.0.1:${listen}`);
  const servers = config.match(/^\s*server gateway\d+ 127\.0\.0\.1:\d+ check$/gm) ?? [];
  if (servers.length !== gateways.length)
    throw new Error(`haproxy.cfg names ${servers.length} gateways, the set-up has ${gateways.length}`);
  let index = 0;
  config = config.replace(/^(\s*server) gateway\d+ 127\.0\.0\.1:\d+ check$/gm, (_line, head: string) => {
    const port = gateways[index++]!;
    return `${head} gateway${port} 127.0.0.1:${port} check`;
  });
  return config;
}

function findHaproxy(): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/bin')) {
    if (dir && existsSync(join(dir, 'haproxy'))) return join(dir, 'haproxy');
  }
  throw new Error(
    'HAProxy is needed for the deployment suite: sudo apt-get install -y haproxy (.ci/run installs it)',
  );
}

/** One request on HAProxy's stats socket (its answer, whole). */
function askSocket(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.on('connect', () => connection.write(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Starts HAProxy in the foreground on the deploy/ configuration; resolves once its socket answers. */
export async function startBalancer(dir: string, gateways: number[]): Promise<Balancer> {
  const listen = await freePort();
  const socket = join(dir, 'haproxy.sock');
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(listen, gateways, socket));
  const proc = spawn(findHaproxy(), ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const servers = async () => {
    const csv = await askSocket(socket, 'show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const names = header!.replace(/^# /, '').split(',');
    const at = (name: string) => names.indexOf(name);
    const result = new Map<number, { status: string; sessions: number }>();
    for (const row of rows) {
      const cells = row.split(',');
      const port = /^gateway(\d+)$/.exec(cells[at('svname')] ?? '')?.[1];
      if (cells[at('pxname')] === 'gateways' && port)
        result.set(Number(port), { status: cells[at('status')]!, sessions: Number(cells[at('stot')]) });
    }
    return result;
  };
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`HAProxy exited:\n${output}`);
    if (
      existsSync(socket) &&
      (await servers().then(
        () => true,
        () => false,
      ))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `http://127.0.0.1:${listen}`,
    proc,
    socket,
    output: () => output,
    servers,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until HAProxy reports the gateway on `port` with `status` (UP, DOWN...), checking each
 * time `also`. A watchdog, not a speed check: fails after a minute, with what HAProxy said.
 */
export async function untilServer(
  balancer: Balancer,
  port: number,
  status: string,
  also: () => void = () => {},
): Promise<{ status: string; sessions: number }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    also();
    const server = (await balancer.servers()).get(port);
    if (server?.status === status) return server;
    if (Date.now() > deadline)
      throw new Error(
        `HAProxy never reported ${port} ${status} (it says ${server?.status}):\n${balancer.output()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
