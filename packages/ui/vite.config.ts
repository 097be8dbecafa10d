// Builds @savewin/ui as a library: ES modules that mirror src/ (so an app's bundler keeps only
// what it imports), one dist/style.css with the extracted vanilla-extract styles, and type
// declarations from tsc (see the `build` script). Style modules are emitted as *.styles.js, not
// *.css.js, so the package's sideEffects list ("*.css", "*.css.*") keeps the CSS file but lets
// unused components' class names be dropped.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The package is always built as it ships: production JSX (jsx, not jsxDEV, which a consumer's
// production build does not have), whatever NODE_ENV the caller runs under (Vitest sets 'test').
process.env.NODE_ENV = 'production';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** What the package's manifest names is imported by that name, never bundled. */
const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the tarball ships dist without them (its sources are not in it either), so a
    // map pointer would send a consumer's debugger and bundler warnings to a file that is not there.
    sourcemap: false,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: src('index.ts'),
        'theme/index': src('theme/index.ts'),
        'test/index': src('test/index.ts'),
      },
      formats: ['es'],
      cssFileName: 'style',
    },
    rollupOptions: {
      // Decided on the bare name, before resolution: a dependency externalised after it was
      // resolved would be imported by the building machine's absolute path.
      external: isDependency,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
