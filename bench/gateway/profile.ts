// Summarises a gateway CPU profile (node --cpu-prof) as markdown: where the busy time went by
// package, and the functions with the most self time. Usage:
//   BENCH_PROFILE=bench/.tmp/profile npx tsx bench/gateway/load.ts   (one own-account transfer run on
//                                                                    PostgreSQL, the gateway profiled)
//   npx tsx bench/gateway/profile.ts bench/.tmp/profile [top] [s]    (the newest profile there; with s,
//                                                                    only its last s seconds: the load)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)']);

/** node_modules/<package> or the repository folder a script lives in. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules?.[1]) return modules[1];
  if (url.startsWith('node:')) return 'node internals';
  const app = /\/(apps\/gateway\/src\/[^/]+(?:\/[^/]+)?)\//.exec(url);
  return app?.[1] ?? url.replace(/^.*\/(?=[^/]+$)/, '');
}

/**
 * `lastSeconds`: only the samples of the profile's last seconds (the load, not the process's
 * start, which compiles the contract's validators and loads modules).
 */
export function summarise(profile: Profile, top = 15, lastSeconds = Infinity): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const at: number[] = [];
  profile.timeDeltas.reduce((time, delta, i) => (at[i] = time + delta), 0);
  const from = (at[at.length - 1] ?? 0) - lastSeconds * 1e6;
  profile.samples.forEach((id, i) => {
    if (at[i]! >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  let idle = 0;
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, micros] of self) {
    const frame = byId.get(id)!.callFrame;
    if (IDLE.has(frame.functionName)) {
      idle += micros;
      continue;
    }
    const where = frame.url
      ? `${packageOf(frame.url)} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + micros);
    const pkg = frame.url ? packageOf(frame.url) : frame.functionName;
    packages.set(pkg, (packages.get(pkg) ?? 0) + micros);
  }
  const busy = total - idle;
  const pct = (micros: number) => `${((micros / busy) * 100).toFixed(1)}%`;
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, micros]) =>
          `| ${name.replace(/\|/g, '\\|')} | ${(micros / 1000).toFixed(0)} | ${pct(micros)} |`,
      );
  return [
    `Profiled ${(total / 1e6).toFixed(1)} s${Number.isFinite(lastSeconds) ? ` (the last ${lastSeconds} s of the process: the load)` : ''}, of which ${(busy / 1e6).toFixed(1)} s busy (idle and (program) left out of the shares below).`,
    '',
    '| package / part (self time) | ms | share of busy |',
    '| --- | --- | --- |',
    ...rows(packages),
    '',
    '| function (self time) | ms | share of busy |',
    '| --- | --- | --- |',
    ...rows(functions),
  ];
}

if (process.argv[1]?.endsWith('profile.ts')) {
  const dir = process.argv[2] ?? 'bench/.tmp/profile';
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) throw new Error(`no .cpuprofile in ${dir}`);
  console.log(
    summarise(
      JSON.parse(readFileSync(newest, 'utf8')) as Profile,
      Number(process.argv[3] ?? 15),
      Number(process.argv[4] ?? Infinity),
    ).join('\n'),
  );
}
