// What a failed stage says about its failures, short enough to repeat at the end of `npm test`.
// CI keeps only the end of a run's log: a stage that failed early (the gateway suite, before
// twenty minutes of stories and e2e) would otherwise leave no trace there of which test failed.

// Escape sequences of colour and cursor movement (vitest and playwright colour their output).
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/**
 * Lines that name a failure in the output of the project's test runners: vitest (`FAIL`, `×`,
 * the assertion), playwright (`✘`, `1) [project] › file`) and the stage summaries (`FAILED`).
 */
const NAMES_FAILURE = /(^\s*FAIL\b|\bFAILED\b|[×✘✗]|^\s*\d+\) \[|AssertionError|Unhandled)/;
/** What lint, types and a crashed script say instead (`error`, a thrown `Error:`). */
const SAYS_ERROR = /(\berror\b|Error:)/;
/** A passing or skipped test's line, which may well contain the word error in its title. */
const PASSED = /^\s*[✓↓]/;

/**
 * @param {string} output a stage's whole output
 * @param {number} [limit] the most lines to return
 * @returns {string[]} the distinct lines naming a failure, in order, at most `limit`; if none
 *   does, those saying error; if none does either, the output's last lines, so the summary
 *   always shows something of how the stage ended
 */
export function failureLines(output, limit = 30) {
  const lines = output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !PASSED.test(line));
  const matching = (pattern) => [...new Set(lines.filter((line) => pattern.test(line)))];
  let found = matching(NAMES_FAILURE);
  if (found.length === 0) found = matching(SAYS_ERROR);
  if (found.length === 0) return lines.slice(-Math.min(limit, 15));
  found = found.map((line) => (line.length > 240 ? `${line.slice(0, 237)}...` : line));
  if (found.length <= limit) return found;
  return [...found.slice(0, limit - 1), `… and ${found.length - limit + 1} more such lines`];
}
