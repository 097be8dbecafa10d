// Chromatic as QA uses it: four modes per story and none that repeats another for a story that
// pins a theme or a width, the one opt-out that both Chromatic and the local visual regression
// honour, a config whose build script exists, and a CI step that never fails the build when the
// secret is missing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { chromaticModes, modesFor, pinned } from '../../../.storybook/modes';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** The text of the object literal opening at `open`, without what its nested braces hold. */
function topLevel(source: string, open: number): string {
  let depth = 0;
  let text = '';
  for (let i = open; i < source.length; i += 1) {
    const char = source[i]!;
    if ('{(['.includes(char)) depth += 1;
    if ('})]'.includes(char)) depth -= 1;
    if (depth === 0) return text;
    if (depth === 1 && !'{(['.includes(char)) text += char;
  }
  return text;
}

describe('Chromatic', () => {
  test('snapshots every story in light and dark at 360 and 1280 px', () => {
    const modes = Object.values(chromaticModes).map((mode) => `${mode.theme}@${mode.viewport}`);
    expect(modes.sort()).toEqual(['dark@1280', 'dark@360', 'light@1280', 'light@360']);
    const preview = readFileSync(join(root, '.storybook/preview.tsx'), 'utf8');
    expect(preview).toContain('chromatic: { modes: chromaticModes }');
  });

  test('a story pinned to a width or a theme is snapshotted only in the modes that differ for it', () => {
    const enabled = (globals: Parameters<typeof modesFor>[0]) =>
      Object.entries(modesFor(globals))
        .filter(([, mode]) => !('disable' in mode))
        .map(([name]) => name)
        .sort();
    expect(enabled({})).toEqual(['dark 1280', 'dark 360', 'light 1280', 'light 360']);
    expect(enabled({ viewport: { value: 'narrow' } })).toEqual(['dark 360', 'light 360']);
    expect(enabled({ viewport: { value: 'desktop' } })).toEqual(['dark 1280', 'light 1280']);
    expect(enabled({ theme: 'dark' })).toEqual(['dark 1280', 'dark 360']);
    expect(enabled({ theme: 'dark', viewport: { value: 'narrow' } })).toEqual(['dark 360']);
    // A width no mode renders at (the 412 px phone) repeats no mode: every one is kept.
    expect(enabled({ viewport: { value: 'phone' } })).toEqual(enabled({}));
    // A story's own parameters stay; a spread of a pinned story is pinned again for its globals.
    const desktop = pinned({ globals: { viewport: { value: 'desktop' } }, parameters: { url: '/' } });
    const narrow = pinned({ ...desktop, globals: { viewport: { value: 'narrow' } } });
    expect(narrow.parameters).toMatchObject({
      url: '/',
      chromatic: { modes: modesFor({ viewport: { value: 'narrow' } }) },
    });
  });

  test('every story that pins globals is wrapped in pinned()', () => {
    const files = [
      ...storyFiles(join(root, 'packages/ui/src')),
      ...storyFiles(join(root, 'apps/portal/src')),
    ];
    const unpinned = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return Array.from(source.matchAll(/export const (\w+)(?::\s*\w+)? = \{/g))
        .filter((match) => /(^|[\s,])globals\s*:/.test(topLevel(source, match.index + match[0].length - 1)))
        .map((match) => `${file.slice(root.length)}: ${match[1]}`);
    });
    expect(unpinned).toEqual([]);
  });

  test('a story kept out of the local screenshots is kept out of Chromatic too', () => {
    const files = [
      ...storyFiles(join(root, 'packages/ui/src')),
      ...storyFiles(join(root, 'apps/portal/src')),
    ];
    expect(files.length).toBeGreaterThan(20);
    const unmapped = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${file.slice(root.length)}:${index + 1}` }))
        .filter(
          ({ line }) =>
            /visual:\s*\{\s*disable:\s*true/.test(line) && !line.includes('disableSnapshot: true'),
        )
        .map(({ where }) => `${where}: use chromatic: { disableSnapshot: true }`),
    );
    expect(unmapped).toEqual([]);
    const optedOut = files.filter((file) => readFileSync(file, 'utf8').includes('disableSnapshot: true'));
    expect(optedOut.length).toBeGreaterThan(0);
  });

  test('the config builds Storybook with the script package.json defines and reports changes without failing', () => {
    const config = JSON.parse(readFileSync(join(root, 'chromatic.config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts[config['buildScriptName'] as string]).toMatch(/^storybook build/);
    expect(config['exitZeroOnChanges']).toBe(true);
    // TurboSnap: only the stories a change can reach are snapshotted; files outside the module
    // graph (pictures the stories show, MSW's worker) are named so a change to them still counts.
    expect(config['onlyChanged']).toBe(true);
    expect(config['externals']).toEqual(expect.arrayContaining(['apps/portal/public/**']));
    expect(scripts['chromatic']).toContain('chromatic.config.json');
  });

  test('CI skips the upload and succeeds when CHROMATIC_PROJECT_TOKEN is not set', () => {
    const env = { ...process.env };
    delete env['CHROMATIC_PROJECT_TOKEN'];
    const result = spawnSync('node', ['scripts/chromatic.mjs'], { cwd: root, env, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)');
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toContain('node scripts/chromatic.mjs');
  });
});
