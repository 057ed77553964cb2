import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written beside the bundle for reading stack traces, not referenced from it, and never served
    // (apps/api/src/plugins/static-web.ts): the public gets no map of the source.
    sourcemap: 'hidden',
    // React, Mantine, TanStack Query and zod make a ~530 kB entry (165 kB gzip); screens are split.
    chunkSizeWarningLimit: 700,
  },
  worker: {
    format: 'es',
  },
});
