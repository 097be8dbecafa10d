// Source says what the code does, not which tracker issue asked for it: an issue number in a
// comment means nothing to the next reader (the tracker is not part of the repository) and goes
// stale when the issue closes. Fails on the word issue (or issues) followed by a number, in
// tracked source files; the history (git log) is where a change's reason and issue live. Applied
// migrations are history themselves and are never edited, so they are not read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { root } from './lib/deps.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?|css\.ts|sql)$/;
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.includes('/db/migrations/'));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${root}${file}`, 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  text.split('\n').forEach((line, index) => {
    if (ISSUE_NUMBER.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (found.length > 0) {
  console.error(`Issue numbers in source (say what the code does instead):\n${found.join('\n')}`);
  process.exit(1);
}
