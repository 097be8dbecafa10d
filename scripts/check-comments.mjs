// Source says what the code does, not which tracker issue asked for it: an issue number in a
// comment means nothing to the next reader (the tracker is not part of the repository) and goes
// stale when the issue closes. Fails on the word issue (or issues) followed by a number, in
// tracked source files; the history (git log) is where a change's reason and issue live. Applied
// migrations are history themselves and are never edited, so they are not read.
import { matchingLines, trackedFiles } from './lib/tracked.mjs';

const SOURCE = /\.(?:[cm]?[jt]sx?|css\.ts|sql)$/;
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;

const files = trackedFiles((file) => SOURCE.test(file) && !file.includes('/db/migrations/'));
const found = matchingLines(files, (line) => ISSUE_NUMBER.test(line));
if (found.length > 0) {
  console.error(`Issue numbers in source (say what the code does instead):\n${found.join('\n')}`);
  process.exit(1);
}
