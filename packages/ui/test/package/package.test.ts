// The design system as a developer outside this monorepo gets it: `npm pack` of @savewin/core and
// @savewin/ui, the tarballs linted by publint and are-the-types-wrong, then installed offline (from
// npm's cache) into a fresh Vite + React app in the system's temp folder, type-checked against the
// shipped declarations, built with Vite and rendered in Chromium with the shipped stylesheet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const { chromiumArgs, findChromium } = (await import(
  new URL('../../../../scripts/lib/chromium.mjs', import.meta.url).href
)) as { chromiumArgs: string[]; findChromium: () => string | undefined };

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'savewin-ui-package-'));
const app = join(work, 'app');

type Manifest = {
  name: string;
  version: string;
  exports: Record<string, unknown>;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const packages = {
  core: { dir: join(root, 'packages/core'), name: '@savewin/core' },
  ui: { dir: join(root, 'packages/ui'), name: '@savewin/ui' },
} as const;
type PackageKey = keyof typeof packages;

function run(command: string, args: string[], cwd: string): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

function tarball(key: PackageKey): string {
  const { version } = JSON.parse(readFileSync(join(packages[key].dir, 'package.json'), 'utf8')) as Manifest;
  return join(work, `savewin-${key}-${version}.tgz`);
}

/** Where the tarball of `key` was unpacked: its package.json and files, as a registry would serve. */
const unpacked = (key: PackageKey) => join(work, 'unpacked', key, 'package');
const shippedManifest = (key: PackageKey) =>
  JSON.parse(readFileSync(join(unpacked(key), 'package.json'), 'utf8')) as Manifest;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every module specifier a built file imports or re-exports. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g)].map(
    (match) => match[2] ?? '',
  );
}

const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');

type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [flag: string]: unknown;
};

/**
 * The app's package-lock.json: the tarballs, and for everything else the entries (version,
 * registry address, integrity) of this monorepo's lock, found the way Node resolves a package
 * from where its dependent sits. `npm ci` leaves tarballs in npm's cache but no registry metadata,
 * so an offline install needs the versions decided already, as any app's own lock decides them.
 */
function appLock(dependencies: Record<string, string>, tarballs: Record<string, LockEntry>): object {
  const monorepo = (
    JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    }
  ).packages;
  const packagesOut: Record<string, LockEntry> = { '': { dependencies } as LockEntry };
  const locate = (from: string, name: string): string | undefined => {
    for (let base = from; ; base = base.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (tarballs[key] ?? monorepo[key]) return key;
      if (!base) return undefined;
    }
  };
  const queue = Object.keys(dependencies).map((name) => ({ from: '', name, optional: false }));
  while (queue.length > 0) {
    const { from, name, optional } = queue.shift() ?? { from: '', name: '', optional: false };
    const key = locate(from, name);
    if (!key) {
      if (optional) continue;
      throw new Error(`The monorepo's lock has no ${name} (needed by ${from || 'the app'})`);
    }
    if (packagesOut[key]) continue;
    const {
      dev: _dev,
      peer: _peer,
      devOptional: _devOptional,
      ...entry
    } = tarballs[key] ?? monorepo[key] ?? {};
    packagesOut[key] = entry;
    for (const dep of Object.keys(entry.dependencies ?? {}))
      queue.push({ from: key, name: dep, optional: false });
    for (const dep of Object.keys(entry.optionalDependencies ?? {}))
      queue.push({ from: key, name: dep, optional: true });
    for (const dep of Object.keys(entry.peerDependencies ?? {})) {
      queue.push({ from: key, name: dep, optional: Boolean(entry.peerDependenciesMeta?.[dep]?.optional) });
    }
  }
  return { name: 'outside-app', lockfileVersion: 3, requires: true, packages: packagesOut };
}

function tarballEntry(key: PackageKey): LockEntry {
  const manifest = shippedManifest(key);
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(tarball(key)))
    .digest('base64')}`;
  return {
    version: manifest.version,
    resolved: `file:${tarball(key)}`,
    integrity,
    ...(manifest.dependencies ? { dependencies: manifest.dependencies } : {}),
    ...(manifest.peerDependencies ? { peerDependencies: manifest.peerDependencies } : {}),
  };
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as Manifest).version;

beforeAll(() => {
  const packed = run(
    'npm',
    ['pack', '--silent', '-w', packages.core.name, '-w', packages.ui.name, '--pack-destination', work],
    root,
  );
  if (!packed.ok) throw new Error(`npm pack failed:\n${packed.output}`);
  for (const key of Object.keys(packages) as PackageKey[]) {
    mkdirSync(join(work, 'unpacked', key), { recursive: true });
    const untar = run('tar', ['-xzf', tarball(key), '-C', join(work, 'unpacked', key)], work);
    if (!untar.ok) throw new Error(untar.output);
  }
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(Object.keys(packages) as PackageKey[])('the %s tarball', (key) => {
  test('ships the built dist with declarations and the manifest, not the sources, stories or configs', () => {
    const files = filesUnder(unpacked(key)).map((file) => relative(unpacked(key), file));
    const outsideDist = files.filter((file) => !file.startsWith('dist/'));
    expect(outsideDist.sort()).toEqual(['CHANGELOG.md', 'README.md', 'package.json']);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.filter((file) => /\.(stories|test)\.|\.map$/.test(file))).toEqual([]);
    if (key === 'ui') expect(files).toContain('dist/style.css');
  });

  test('no shipped file points at a source map the tarball does not hold', () => {
    const dangling = filesUnder(unpacked(key))
      .filter((file) => /\.(js|css|d\.ts)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/[#@] sourceMappingURL=(\S+)/g)]
          .map((match) => join(dirname(file), match[1]!))
          .filter((map) => !existsSync(map))
          .map((map) => `${relative(unpacked(key), file)} → ${relative(unpacked(key), map)}`),
      );
    expect(dangling).toEqual([]);
  });

  test('every export points at a file of dist that is in the tarball, types first', () => {
    const targetsOf = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(targetsOf);
    const targets = targetsOf(shippedManifest(key).exports);
    expect(targets.length).toBeGreaterThan(1);
    for (const target of targets) {
      if (target === './package.json') continue;
      expect(target, `export ${target}`).toMatch(/^\.\/dist\//);
      expect(existsSync(join(unpacked(key), target)), `${target} is in the tarball`).toBe(true);
    }
    const main = shippedManifest(key).exports['.'] as Record<string, string>;
    expect(Object.keys(main)[0]).toBe('types');
  });

  test('built modules use the production JSX runtime, which a consumer’s production build has', () => {
    const built = filesUnder(join(unpacked(key), 'dist')).filter((file) => file.endsWith('.js'));
    expect(built.length).toBeGreaterThan(5);
    for (const file of built) {
      const where = relative(unpacked(key), file);
      expect(specifiersOf(file), where).not.toContain('react/jsx-dev-runtime');
      expect(readFileSync(file, 'utf8'), where).not.toMatch(/\bjsxDEV\b/);
    }
  });

  test('built modules and declarations import dependencies by package name, never by a path', () => {
    const manifest = shippedManifest(key);
    const allowed = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    const built = filesUnder(join(unpacked(key), 'dist')).filter((file) => /\.(js|d\.ts)$/.test(file));
    expect(built.length).toBeGreaterThan(5);
    for (const file of built) {
      for (const specifier of specifiersOf(file)) {
        const where = `${relative(unpacked(key), file)} imports "${specifier}"`;
        expect(specifier, where).not.toMatch(/^\/|^[A-Za-z]:|node_modules/);
        if (specifier.startsWith('.')) {
          // Node and TypeScript's node16 resolution need the file named.
          expect(specifier, where).toMatch(/\.(js|css)$/);
        } else {
          expect(allowed.has(packageName(specifier)), `${where}, which the manifest does not list`).toBe(
            true,
          );
        }
      }
    }
  });

  test('publint finds nothing to fix, even in strict mode', () => {
    const result = run(
      join(root, 'node_modules/.bin/publint'),
      [unpacked(key), '--pack', 'false', '--strict'],
      root,
    );
    expect(result.output).toContain('All good!');
    expect(result.ok, result.output).toBe(true);
  });

  test('are-the-types-wrong resolves types and JavaScript for every entry point under node16 ESM and bundlers', () => {
    // ESM only, like its dependencies: node10 and require() from CommonJS are out of scope. The
    // stylesheet is an entry point for bundlers, not a module with types.
    const result = run(
      join(root, 'node_modules/.bin/attw'),
      [
        tarball(key),
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        './style.css',
        '--format',
        'table-flipped',
      ],
      root,
    );
    expect(result.ok, result.output).toBe(true);
    expect(result.output).toContain('🟢');
  });
});

describe('the ui manifest', () => {
  test('asks the app for react, react-dom and react-aria-components instead of bringing its own', () => {
    const manifest = shippedManifest('ui');
    for (const name of ['react', 'react-dom', 'react-aria-components']) {
      expect(manifest.peerDependencies, name).toHaveProperty(name);
      expect(manifest.dependencies ?? {}, name).not.toHaveProperty(name);
    }
    expect(manifest.dependencies).toHaveProperty('@savewin/core', shippedManifest('core').version);
  });
});

describe('a fresh Vite + React app outside the monorepo', () => {
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    mkdirSync(join(app, 'src'), { recursive: true });
    const dependencies = Object.fromEntries(
      ['react', 'react-dom', 'react-aria-components', '@types/react', '@types/react-dom'].map((name) => [
        name,
        installedVersion(name),
      ]),
    );
    const all = {
      ...dependencies,
      '@savewin/core': `file:${tarball('core')}`,
      '@savewin/ui': `file:${tarball('ui')}`,
    };
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'outside-app', private: true, type: 'module', dependencies: all }),
    );
    const tarballs = {
      'node_modules/@savewin/core': tarballEntry('core'),
      'node_modules/@savewin/ui': tarballEntry('ui'),
    };
    writeFileSync(join(app, 'package-lock.json'), JSON.stringify(appLock(all, tarballs), null, 2));
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['src'],
      }),
    );
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outside app</title><link rel="icon" href="data:,"></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(app, 'src/main.tsx'),
      [
        "import '@savewin/ui/style.css';",
        "import { createRoot } from 'react-dom/client';",
        "import { Button, Calendar, PhoneField, ThemeProvider, calendarDay } from '@savewin/ui';",
        "import { lightColors } from '@savewin/ui/themes';",
        "import { formatCedis } from '@savewin/core';",
        '',
        'const root = document.getElementById("root");',
        'if (root) {',
        '  createRoot(root).render(',
        '    <ThemeProvider theme="light">',
        '      <Button variant="primary" onPress={() => undefined}>Save {formatCedis(125000)}</Button>',
        '      <PhoneField label="Mobile number" value="0244123456" onChange={() => undefined} />',
        '      <Calendar aria-label="Due date" defaultValue={calendarDay("2026-11-23")} />',
        '      <p data-brand={lightColors.brand}>ready</p>',
        '    </ThemeProvider>,',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  test('installs both tarballs offline, with one copy of react-aria-components (the app’s)', () => {
    const installed = run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], app);
    expect(installed.ok, installed.output).toBe(true);
    expect(existsSync(join(app, 'node_modules/@savewin/ui/dist/index.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/@savewin/core/dist/index.js'))).toBe(true);
    expect(existsSync(join(app, 'node_modules/@savewin/ui/src'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/@savewin/ui/node_modules/react-aria-components'))).toBe(false);
  });

  test('type-checks against the shipped declarations with NodeNext resolution', () => {
    const checked = run(join(root, 'node_modules/.bin/tsc'), ['-p', join(app, 'tsconfig.json')], app);
    expect(checked.output.trim(), checked.output).toBe('');
    expect(checked.ok).toBe(true);
  });

  test('builds with Vite and renders themed components from the shipped CSS in Chromium', async () => {
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: 'out' },
    });
    const css = readdirSync(join(app, 'out/assets')).filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);

    server = await preview({
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: 'out' },
      preview: { port: 0, host: '127.0.0.1' },
    });
    const url = server.resolvedUrls?.local[0];
    expect(url).toBeDefined();
    browser = await chromium.launch({
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url ?? '');

    const button = page.getByRole('button', { name: 'Save GH₵1,250.00' });
    await button.waitFor();
    // #006b3f, the light theme's brand: the class names of the JS met the rules of style.css.
    expect(await button.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(0, 107, 63)');
    expect(await page.getByRole('textbox', { name: /Mobile number/ }).inputValue()).toBe('0244123456');
    await page.getByRole('grid', { name: /November 2026/ }).waitFor();
    expect(await page.getByText('ready').getAttribute('data-brand')).toBe('#006b3f');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
