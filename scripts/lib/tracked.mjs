// The repository's tracked files as the source checks (check-comments, check-data-path) read them:
// listed by git, read from the work tree, a file listed but deleted there left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { root } from './deps.mjs';

/** Each tracked file under `under` (all when omitted) that `keep` accepts, with its text. */
export function trackedFiles(keep, under) {
  const listed = execFileSync('git', ['ls-files', ...(under ? [under] : [])], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && keep(file));
  const files = [];
  for (const file of listed) {
    try {
      files.push({ file, text: readFileSync(`${root}${file}`, 'utf8') });
    } catch {
      // listed but deleted in the work tree
    }
  }
  return files;
}

/** `file:line: text` for every line of `files` that `match` accepts. */
export function matchingLines(files, match) {
  return files.flatMap(({ file, text }) =>
    text
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => match(line))
      .map(({ line, index }) => `${file}:${index + 1}: ${line.trim().slice(0, 120)}`),
  );
}
