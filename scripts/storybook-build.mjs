// `npm run test:storybook-build`: the Storybook designers and Chromatic see is built as they get
// it (`storybook build`, the static site), so a story or doc page that only breaks in a build
// (an import the dev server forgives, an MDX page that does not compile) fails `npm test`. The
// built index must list every story the story tests run (the vitest project reads the same
// .storybook/main.ts) and the docs pages; the site is built into a temporary folder and removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from './lib/deps.mjs';

const out = mkdtempSync(join(tmpdir(), 'savewin-storybook-'));
try {
  const built = spawnSync('npx', ['storybook', 'build', '--quiet', '--output-dir', out], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`storybook build failed (exit ${built.status})`);
  if (!existsSync(join(out, 'iframe.html'))) throw new Error('the build holds no iframe.html');
  const { entries } = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const kinds = Object.values(entries).reduce((count, entry) => {
    count[entry.type] = (count[entry.type] ?? 0) + 1;
    return count;
  }, {});
  console.log(`storybook build: ${kinds.story ?? 0} stories and ${kinds.docs ?? 0} docs pages`);
  if (!(kinds.story > 0) || !(kinds.docs > 0)) throw new Error('the built index lists no stories or no docs');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
