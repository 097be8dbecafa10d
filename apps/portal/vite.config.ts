// Builds the portal into dist/ (served by the gateway in `npm start`), one chunk per screen.
// `vite build --mode e2e` makes the test build, the only one that reads shortened timers.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: gateway, changeOrigin: false } },
  },
});
