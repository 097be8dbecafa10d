// Writes bench/RESULTS.md from the sections the benchmarks left in bench/.tmp/results: the machine,
// a summary of every target (met, or missed and by how much, with the reason we found), then each
// benchmark's figures and the command that produced them; below them, every earlier run as it was
// written (its headings under a heading of its own), so no earlier row is ever lost.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

import { whyMissed } from './misses';
import { root } from './support/processes';
import { passed, resultsDir, type Check, type Section } from './support/results';

function version(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim().split('\n')[0] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function postgresVersion(): string {
  const base = '/usr/lib/postgresql';
  try {
    const newest = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
    return newest ? version(join(base, newest, 'bin/postgres'), ['--version']) : 'unknown';
  } catch {
    return process.env.DATABASE_URL ? 'DATABASE_URL' : 'unknown';
  }
}

function by(check: Check): string {
  const gap = check.kind === 'max' ? check.value - check.target : check.target - check.value;
  const relative = check.target === 0 ? '' : ` (${((gap / check.target) * 100).toFixed(0)}%)`;
  return `${Number(gap.toFixed(3))}${check.unit}${relative}`;
}

export interface RunInfo {
  started: string;
  loadBefore: number[];
  loadAfter: number[];
  minutes: number;
  /** Benchmarks that stopped before writing their section. */
  failed: string[];
}

export function writeResults(options: RunInfo): void {
  const files = readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const sections = files.map((f) => JSON.parse(readFileSync(join(resultsDir, f), 'utf8')) as Section);
  const cpu = cpus();
  const stamp = `run on ${options.started.slice(0, 16).replace('T', ' ')} UTC`;
  const out: string[] = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.ts), ${stamp}, in ${options.minutes.toFixed(1)} min.`,
    '',
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ` +
      `Node ${process.version}, ${version('/usr/bin/chromium', ['--version'])}, ${postgresVersion()}. ` +
      `Load average (1/5/15 min) ${options.loadBefore.map((l) => l.toFixed(1)).join(' / ')} before the run and ` +
      `${options.loadAfter.map((l) => l.toFixed(1)).join(' / ')} after it: the machine is shared, so figures that ` +
      'depend on its speed are given as ratios to a baseline measured in the same run.',
    '',
    '## Targets',
    '',
    '| | check | measured | target | |',
    '| --- | --- | --- | --- | --- |',
  ];
  const misses: { check: Check; why: string }[] = [];
  for (const section of sections) {
    for (const check of section.checks) {
      const target = `${check.kind === 'max' ? '≤' : '≥'} ${check.target}${check.unit}`;
      if (check.untrusted) {
        out.push(
          `| ? | ${check.name} | ${check.value}${check.unit} | ${target} | not measured: ${check.untrusted} |`,
        );
        continue;
      }
      const ok = passed(check);
      out.push(
        `| ${ok ? '✓' : '✗'} | ${check.name} | ${check.value}${check.unit} | ${target} | ${ok ? 'met' : `missed by ${by(check)}`} |`,
      );
      if (!ok) misses.push({ check, why: whyMissed(check.name) });
    }
  }
  for (const stage of options.failed)
    out.push('', `**${stage} stopped before it finished: its figures are missing.**`);
  if (misses.length > 0) {
    out.push('', '### Why the misses', '');
    for (const { check, why } of misses) out.push(`- **${check.name}**, missed by ${by(check)}: ${why}`);
  }
  for (const section of sections) {
    out.push('', `## ${section.title}`, '', `Command: \`${section.command}\``, '', ...section.lines);
  }
  const file = join(root, 'bench/RESULTS.md');
  writeFileSync(file, `${out.join('\n')}\n${earlierRuns(readPrevious(file), stamp)}`);
}

const EARLIER = '## Earlier runs';

function readPrevious(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The previous file's latest run moved under 'Earlier runs' (unless it is the run being written
 * again, as `--report-only` does), with the runs already there kept as they are.
 */
export function earlierRuns(previous: string, stamp: string): string {
  const at = previous.indexOf(`\n${EARLIER}\n`);
  const latest = (at < 0 ? previous : previous.slice(0, at)).trim();
  const older = at < 0 ? '' : previous.slice(at + EARLIER.length + 2).trim();
  const moved = latest && !latest.includes(stamp) ? demote(latest) : '';
  const runs = [moved, older].filter(Boolean);
  return runs.length ? `\n${EARLIER}\n\n${runs.join('\n\n')}\n` : '';
}

/** '# Benchmark results' becomes the run's own heading, every other heading two levels down, under it. */
function demote(run: string): string {
  const written = /run on ([0-9-]+ [0-9:]+) UTC/.exec(run)?.[1] ?? 'an earlier date';
  return run
    .replace(/^(#{2,4}) /gm, (_, hashes: string) => `${hashes}## `)
    .replace(/^# Benchmark results$/m, `### Run of ${written} UTC`);
}
