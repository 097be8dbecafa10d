// Each benchmark writes its figures as JSON under bench/.tmp/results/; bench/report.ts turns them
// into bench/RESULTS.md. A figure carries the command that produced it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { root } from './processes';

export const resultsDir = join(root, 'bench/.tmp/results');

export interface Check {
  name: string;
  /** The measured value and the target, in the unit of `unit`. */
  value: number;
  target: number;
  /** 'max': value must not exceed target; 'min': value must reach it. */
  kind: 'max' | 'min';
  /** The interim limit npm test enforces while the target is missed (byte budgets). */
  ceiling?: number;
  unit: string;
  /** Why a miss happens, when it does (written by the benchmark from what it saw). */
  note?: string;
  /** Set when the value does not measure what the check names: never reported as met. */
  untrusted?: string;
}

export interface Section {
  title: string;
  command: string;
  /** Markdown lines: tables and notes. */
  lines: string[];
  checks: Check[];
}

export function passed(check: Check): boolean {
  return check.kind === 'max' ? check.value <= check.target : check.value >= check.target;
}

export function writeSection(file: string, section: Section): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${file}.json`), JSON.stringify(section, null, 2));
}
