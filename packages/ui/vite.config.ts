// Builds @savewin/ui as a library: ES modules that mirror src/ (so an app's bundler keeps only
// what it imports), one dist/style.css with the extracted vanilla-extract styles, and type
// declarations from tsc (see the `build` script). Style modules are emitted as *.styles.js, not
// *.css.js, so the package's sideEffects list ("*.css", "*.css.*") keeps the CSS file but lets
// unused components' class names be dropped.
import { fileURLToPath } from 'node:url';

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
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
      // Dependencies stay imports, whether the bundler hands over the bare name or (as under
      // Vitest) the path it already resolved into node_modules.
      external: (id) =>
        /[\\/]node_modules[\\/]/.test(id) ||
        /^(react|react-dom|react-aria-components|@internationalized\/|@savewin\/core|@vanilla-extract\/(recipes|sprinkles|css))(\/|$)/.test(
          id,
        ),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '.styles')}.js`,
      },
    },
  },
});
