import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';

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

/**
 * The pages a visitor opens cold, from a search, an SMS or an e-mail, often on a phone: the landing,
 * a contract's signing link, the links of the account and password e-mails, and the login. Each path
 * (`:name` for a segment of the address) with the screen the route table shows there.
 */
const COLD_PAGES = [
  { path: '/', screen: '/src/app/routes/public/landing-screen.tsx' },
  { path: '/firma/:token', screen: '/src/app/routes/public/firma-contrato-screen.tsx', fetches: ['/api/cumplia-core/firma/:token'] },
  { path: '/verificacion', screen: '/src/app/routes/public/verification-screen.tsx' },
  { path: '/reset-password-confirm', screen: '/src/app/routes/public/password-reset-confirm-screen.tsx' },
  { path: '/acceso', screen: '/src/app/routes/public/login-screen.tsx' },
];

/**
 * Writes dist/.vite/page-preloads.json: for each cold page, the files of its screen's chunk with
 * everything it imports, and their styles, beyond what index.html already names. The server names
 * them in the page it sends for that address (apps/api/src/lib/page-preloads.ts), so a phone fetches
 * the screen beside the app's entry instead of after the entry has run: on the phone profile of issue
 * 25 that waterfall was 0.7 s of the landing's 2.8 s and 1.1 s of the signing page's 3.4
 * (docs/decisions/0070). A screen missing from the build stops it.
 */
function pagePreloads(): Plugin {
  return {
    name: 'cumplia-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
      /** A chunk's file and every file it imports statically, itself included. */
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, into);
        return into;
      };
      const inTheEntry = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]));
      const stylesOf = (files: Iterable<string>) => [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
      const entryStyles = new Set(stylesOf(inTheEntry));
      const pages = COLD_PAGES.map(({ path, screen, fetches }) => {
        const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(screen));
        if (!chunk) this.error(`page-preloads: no chunk for ${screen} (the screen of ${path})`);
        const files = [...closure(chunk.fileName)].filter((file) => !inTheEntry.has(file));
        return { path, fetches, scripts: files.map((file) => `/${file}`), styles: [...new Set(stylesOf(files))].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/page-preloads.json', source: JSON.stringify(pages, null, 1) });
    },
  };
}

/**
 * The app drawn in Node (decision 0072). After the browser's build, a server build of
 * src/server-render.tsx goes to dist/.vite/server/ (never served), where the API server finds it to
 * draw a signing link's page with its contract (apps/api/src/lib/web-renderer.ts). The pages the
 * same for every visitor (the landing) are drawn here once: their address's entry in
 * dist/.vite/page-preloads.json gets `markup`, which the server puts in the page's `#root`
 * (apps/api/src/lib/page-preloads.ts). A phone shows the page once it and its styles have arrived,
 * and the app hydrates it when its scripts have. Markup that would need a script to show (a Suspense
 * boundary left pending) stops the build.
 */
const PRERENDERED_PAGES = ['/'];

function serverRender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'cumplia-server-render',
    // The browser's build only: the server build (below) and any other SSR build skip it.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = join(outDir, '.vite/server');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        // Bundled, so that only what the pages use is loaded: Node would load the icons' index whole
        // (some 5,000 modules: 1.4 s and ~150 MB of the API server's memory at its first drawing).
        ssr: { noExternal: ['@tabler/icons-react', '@mantine/core', '@mantine/hooks'] },
        build: { ssr: 'src/server-render.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
      });
      const { renderPage } = (await import(pathToFileURL(join(serverDir, 'server-render.js')).href)) as { renderPage: (path: string) => Promise<string> };
      const preloadsFile = join(outDir, '.vite/page-preloads.json');
      const pages = JSON.parse(await readFile(preloadsFile, 'utf8')) as Array<{ path: string; markup?: string }>;
      for (const path of PRERENDERED_PAGES) {
        const page = pages.find((candidate) => candidate.path === path);
        if (!page) this.error(`server-render: ${path} is not a cold page (COLD_PAGES)`);
        const markup = await renderPage(path);
        if (/<script|<template|<!--\$[?!]/.test(markup)) this.error(`server-render: ${path} drew a part that needs a script to show (a Suspense boundary still loading)`);
        page.markup = markup;
      }
      await writeFile(preloadsFile, JSON.stringify(pages, null, 1));
    },
  };
}

/** A Mantine component's class map (`esm/components/Button/Button.module.mjs`): the component's name. */
const MANTINE_CLASS_MAP = /\/@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/;

/**
 * Mantine's styles per component: each component's class map imports that component's style sheet
 * (`@mantine/core/styles/Button.css`; Mantine ships one per class map, and `styles.css` is their
 * concatenation), so a component's styles travel with its code, in the chunk that uses it, and load
 * with it. The entry keeps only the base sheets (main.tsx). A component's own imports come before its
 * class map, so the sheets keep Mantine's order: a component's after those it is built on. The public
 * pages no longer carry the styles of the ~90 components only signed-in screens draw (decision 0071).
 */
function mantineStylesPerComponent(): Plugin {
  return {
    name: 'cumplia-mantine-styles-per-component',
    transform(code, id) {
      const name = MANTINE_CLASS_MAP.exec(id.replace(/\?.*$/, ''))?.[1];
      return name ? { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null } : undefined;
    },
  };
}

const brotli = promisify(brotliCompress);

/**
 * Writes a Brotli copy at its best quality beside each script and style sheet of the build
 * (`file.js.br`), which the server sends to a browser that accepts it (`preCompressed`,
 * apps/api/src/plugins/static-web.ts); others still get gzip, made as it is sent. The app's entry is
 * 13 % smaller than its gzip (106 against 122 KiB), Mantine's styles 19 % (30 against 37): on a phone
 * at 1.6 Mbps, 0.1–0.2 s less before the first screen (docs/decisions/0070). Files under 1 KiB are
 * left as they are, as the server does not compress them either.
 */
function brotliCopies(): Plugin {
  return {
    name: 'cumplia-brotli-copies',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const data = await readFile(join(dir, name));
          if (data.length < 1024) return;
          const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(join(dir, `${name}.br`), await brotli(data, { params }));
        }),
      );
    },
  };
}

const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), mantineStylesPerComponent(), chunkModules(), pagePreloads(), serverRender(), brotliCopies()],
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
