import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The chunks of the signed-in screens (routes/staff, gestoria, empresa). Their lists of files to
 * preload are left out of the entry, which every visitor downloads: ~5 KiB gzipped of file names for
 * the public pages to carry (docs/decisions/0055). A signed-in screen's chunk still names its own
 * imports, which the browser fetches as soon as it reads them.
 */
const signedInScreenChunks = new Set<string>();
const SIGNED_IN_SCREEN = /\/src\/app\/routes\/(staff|gestoria|empresa)\//;

/**
 * Writes dist/.vite/chunk-modules.json: each JavaScript chunk's file and the modules in it (paths
 * relative to the repository), read by the test that keeps staff, form, date-picker and zod code
 * out of the landing page (e2e/journeys/public-bundle.e2e.ts). Never served (static-web.ts).
 */
function chunkModules(): Plugin {
  return {
    name: 'cumplia-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId && SIGNED_IN_SCREEN.test(output.facadeModuleId)) signedInScreenChunks.add(output.fileName);
      }
      const repo = new URL('../../', import.meta.url).pathname;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ file: output.fileName, imports: output.imports, dynamicImports: output.dynamicImports, modules: Object.keys(output.modules).map((id) => id.replace(repo, '').replace(/\?.*$/, '')) }]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 1) });
    },
  };
}

const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), chunkModules()],
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
    // Every browser the app supports preloads modules itself (docs/decisions/0055).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, dependencies) => (signedInScreenChunks.has(filename) ? [] : dependencies),
    },
    // React, Mantine, TanStack Query and zod make a ~530 kB entry (165 kB gzip); screens are split.
    chunkSizeWarningLimit: 700,
  },
  worker: {
    format: 'es',
  },
});
