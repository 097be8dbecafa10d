// CI's optional Chromatic upload (`.ci/run`): with CHROMATIC_PROJECT_TOKEN set, builds Storybook
// and uploads it (chromatic.config.json: every story in four modes, TurboSnap on so a build
// snapshots only the stories a change can reach, changes reported for review
// without failing); without it, says so and succeeds. Local visual regression (`npm test --
// stories`) is the gate, so a Chromatic outage or a missing secret never fails the build.
import { spawnSync } from 'node:child_process';

import { root } from './lib/deps.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set); local visual regression is the gate');
  process.exit(0);
}
const { status } = spawnSync('npm', ['run', '--silent', 'chromatic'], { cwd: root, stdio: 'inherit' });
console.log(
  status === 0
    ? 'Chromatic: uploaded; review changes in Chromatic'
    : `Chromatic: failed (exit ${status}); the build does not depend on it, see its output above`,
);
process.exit(0);
