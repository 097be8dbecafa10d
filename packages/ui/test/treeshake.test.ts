// Proves that an app importing one component from the built package gets that component and not
// the others: the library build keeps one module per source file and its style modules free of
// side effects, so the app's bundler drops what is not imported.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'savewin-ui-treeshake-'));
const dist = join(work, 'dist');

/** Every class name a built style module defines ("_1u4el1b0" in production builds). */
function classNamesOf(stylesModule: string): string[] {
  return [...readFileSync(join(dist, stylesModule), 'utf8').matchAll(/"(_[0-9a-z]{6,}\d*)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Bundles `source` as an app would (react and friends stay external) and returns the JS. */
async function bundleApp(source: string): Promise<string> {
  const appDir = mkdtempSync(join(work, 'app-'));
  writeFileSync(join(appDir, 'main.js'), source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: appDir,
    build: {
      outDir: join(appDir, 'out'),
      minify: false,
      lib: { entry: join(appDir, 'main.js'), formats: ['es'], fileName: 'app' },
      rollupOptions: { external: (id) => !id.startsWith('.') && !id.startsWith('/') },
    },
  });
  const out = join(appDir, 'out');
  return readdirSync(out)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(join(out, file), 'utf8'))
    .join('\n');
}

beforeAll(async () => {
  // The package as published: dist/ beside a package.json carrying the real sideEffects list.
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    sideEffects: unknown;
  };
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({ name: '@savewin/ui', type: 'module', sideEffects: manifest.sideEffects }),
  );
  await build({
    configFile: join(packageDir, 'vite.config.ts'),
    root: packageDir,
    logLevel: 'silent',
    build: { outDir: dist, sourcemap: false },
  });
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the built package', () => {
  test('an app importing only Button gets Button and its spinner, not Modal, DatePicker or Menu', async () => {
    const app = await bundleApp(`import { Button } from '${join(dist, 'index.js')}';\nexport { Button };\n`);

    const buttonClasses = classNamesOf('primitives/Button/Button.styles.js');
    expect(buttonClasses.length).toBeGreaterThan(0);
    for (const name of buttonClasses) expect(app).toContain(name);
    expect(app).toContain('Loading'); // the spinner Button shows while pending

    for (const other of [
      'primitives/Modal/Modal.styles.js',
      'primitives/DatePicker/DatePicker.styles.js',
      'primitives/Menu/Menu.styles.js',
      'layout-atoms/sprinkles.styles.js',
    ]) {
      for (const name of classNamesOf(other)) expect(app, `${other} class ${name}`).not.toContain(name);
    }
    expect(app).not.toContain('ModalOverlay');
    expect(app).not.toContain('CalendarGrid');
    expect(app).not.toContain('MenuTrigger');
  });

  test('an app importing Modal does get the modal, so the check above can see a component when it is there', async () => {
    const app = await bundleApp(`import { Modal } from '${join(dist, 'index.js')}';\nexport { Modal };\n`);
    expect(app).toContain('ModalOverlay');
    for (const name of classNamesOf('primitives/Modal/Modal.styles.js')) expect(app).toContain(name);
  });

  test('built modules import dependencies by package name, never by the building machine’s path', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.js')
            ? [join(dir, entry.name)]
            : [],
      );
    const specifiers = files(dist).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)].map(
        (match) => `${file.slice(dist.length)}: ${match[1] ?? ''}`,
      ),
    );
    expect(specifiers.length).toBeGreaterThan(50);
    expect(specifiers.filter((line) => /: (\/|[A-Za-z]:)|node_modules/.test(line))).toEqual([]);
    expect(specifiers).toContain('/primitives/Calendar/Calendar.js: @internationalized/date');
  });

  test('the styles ship as one CSS file holding the theme variables of both themes', () => {
    const css = readFileSync(join(dist, 'style.css'), 'utf8');
    expect(css).toContain('#006b3f'); // light brand
    expect(css).toContain('#5fd39a'); // dark brand
  });
});
