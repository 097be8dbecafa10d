// Builds the portal into dist/ (served by the gateway in `npm start`), one chunk per screen.
// `vite build --mode e2e` makes the test build, the only one that reads shortened timers.
//
// A build consumes the *built* @savewin/ui package (its dist modules and one style.css), as any other app of the design system would; the dev server reads the package's
// sources so a designer's change shows at once. The build makes sure the package's dist is
// there and newer than its sources first.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
/** What a text field is made of, kept in one chunk (see build.rolldownOptions). */
const TEXT_FIELD_MODULES =
  /node_modules\/(react-aria-components\/dist\/private\/(FieldError|Form|Group|Input|TextArea|TextField|Autocomplete)\.mjs|react-aria\/dist\/private\/(label\/useField|utils\/useFormReset|form\/useFormValidation|textfield\/useTextField)\.mjs|react-stately\/dist\/private\/form\/useFormValidationState\.mjs)$/;
const uiPackage = join(import.meta.dirname, '../../packages/ui');
const UI_CSS = 'virtual:savewin-ui-css';
const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!/\.(stories|test)\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds @savewin/ui when its dist is missing or older than its sources. */
function ensureUiBuilt(): void {
  const marker = join(uiPackage, 'dist/style.css');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  if (builtAt > newestSource(join(uiPackage, 'src'))) return;
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@savewin/ui'], {
    cwd: join(uiPackage, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * `import 'virtual:savewin-ui-css'` in the entry: the package's one stylesheet in a build; nothing
 * on the dev server, where vanilla-extract compiles the package's styles from source.
 */
function uiStyles(isBuild: boolean): Plugin {
  return {
    name: 'savewin-ui-css',
    resolveId(id) {
      if (id !== UI_CSS) return null;
      return isBuild ? this.resolve('@savewin/ui/style.css') : `\0${UI_CSS}`;
    },
    load(id) {
      return id === `\0${UI_CSS}` ? '' : null;
    },
  };
}

/**
 * A brotli and a gzip copy beside every script, stylesheet and page of a build: the gateway sends
 * them to browsers that accept them (about a third of the bytes over a phone's mobile data).
 */
function precompress(): Plugin {
  return {
    name: 'savewin-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(file) || !options.dir) continue;
        const path = join(options.dir, file);
        const data = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Moves the build's stylesheets and entry script from <head> to the end of <body>, after the
 * static shell: a stylesheet in <head> holds back the first paint until it arrives over mobile
 * data, one after the shell does not. The entry script follows the stylesheets, and a script
 * waits for the stylesheets before it, so the app never renders unstyled.
 */
function shellFirst(): Plugin {
  const tags = /\s*<link rel="stylesheet"[^>]*>|\s*<script type="module"[^>]*><\/script>/g;
  return {
    name: 'savewin-shell-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const moved = html.match(tags) ?? [];
        const links = moved.filter((tag) => tag.includes('<link'));
        const scripts = moved.filter((tag) => tag.includes('<script'));
        const tail = [...links, ...scripts].map((tag) => `    ${tag.trim()}`).join('\n');
        return html.replace(tags, '').replace(/\s*<\/body>/, `\n${tail}\n  </body>`);
      },
    },
  };
}

/**
 * The web app manifest (installable) and a service worker that precaches the app shell: the page,
 * every script and stylesheet of the build and the icon, so a repeat visit paints from the phone
 * and the portal opens offline (it then says it is offline). Every address the worker does not
 * precache goes to the network untouched: nothing under /api is ever cached (customer data), and
 * no request is queued or replayed (a money action is sent once, online, or not at all). The
 * portal registers it itself after load (src/app/serviceWorker.ts): no inline script (CSP).
 */
function appShellWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'SAVE & WIN',
      short_name: 'SAVE & WIN',
      description: 'Save, earn points and win cash prizes every week.',
      lang: 'en-GH',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#006b3f',
      // Android installs from the PNGs (scripts/make-icons.mjs draws them from the SVG mark).
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,webmanifest}', 'icons/*.png'],
      // Goal pictures are content, cached by the browser for a day; not part of the shell.
      globIgnores: ['goal-options/**'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      // Deliberately nothing cached at run time and no background sync.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // A new version waits until the customer presses Reload (src/app/UpdateNotice.tsx).
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
    },
  });
}

export default defineConfig(({ command }) => {
  const isBuild = command === 'build';
  if (isBuild) ensureUiBuilt();
  return {
    root: import.meta.dirname,
    plugins: [
      // react-aria ships its built-in strings (calendar, date field, dialog…) in 34 languages; the
      // portal speaks English (en-GH, which react-aria serves from its English strings): the rest
      // leave the build.
      optimizeLocales.vite({ locales: ['en'] }),
      uiStyles(isBuild),
      react(),
      vanillaExtractPlugin(),
      shellFirst(),
      precompress(),
      ...(isBuild ? appShellWorker() : []),
    ],
    // The package's `dist` export condition, spelled as aliases: Vite 8's resolver lets the
    // `types` entry (sources, for TypeScript) win over a custom condition.
    resolve: isBuild
      ? {
          alias: [
            { find: /^@savewin\/ui$/, replacement: join(uiPackage, 'dist/index.js') },
            { find: /^@savewin\/ui\/themes$/, replacement: join(uiPackage, 'dist/theme/index.js') },
            // React Router publishes its development build (warnings and checks) as its only
            // export; its production build is the same API without them.
            { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
            { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
          ],
        }
      : {},
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // The parts of a text field (react-aria's field, form validation, input and text field)
          // travel as one chunk. Left to the automatic split, a screen that uses only some of them
          // (the prize checker's radio group) cut them into four smaller chunks, and /sign-in, which
          // needs all of them, fetched 0.8 kB more for the extra requests and worse compression.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [{ name: 'text-field', test: TEXT_FIELD_MODULES }],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: gateway, changeOrigin: false } },
    },
    preview: {
      proxy: { '/api': { target: gateway, changeOrigin: false } },
    },
  };
});
