// The server as one JavaScript file (decision 0078): `npm run build` makes it, `npm start` runs it
// with plain Node, and so do the tests that start a real server process (the crash tests, the
// journeys, the benches). Run as a script, it builds; imported, it gives `buildServer` and the
// arguments that run the built file.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ENGINES } from '../src/lib/threads/engines.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Where the build writes: the server, `dist/server.mjs`, and each engine of lib/threads/engines.ts, `dist/engines/pdf.mjs`... */
const DIST = new URL('../dist/', import.meta.url);

/** The built server: `node apps/api/dist/server.mjs`. */
const SERVER_BUNDLE = fileURLToPath(new URL('server.mjs', DIST));

/** Node's arguments to run it as `npm start` does (package.json): its stack traces name our TypeScript. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', SERVER_BUNDLE];

/**
 * Each of our modules keeps its own `import.meta.url` in the bundle: what it finds beside itself
 * (the migrations, the XSD schemas, the engines its worker threads load, its `createRequire`) is
 * found where it is in the source, as under tsx. So the bundle runs in place, from this checkout.
 */
const ownModuleUrls: Plugin = {
  name: 'own-module-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

/**
 * Our code (the API's and packages/shared's TypeScript) in one ES module, and each engine its worker
 * threads run in one of its own (decision 0079); every npm package stays an import that Node resolves
 * from node_modules as before. About half a second.
 */
export async function buildServer(): Promise<void> {
  await build({
    absWorkingDir: apiDir,
    entryPoints: [
      { in: 'src/server.ts', out: 'server' },
      ...Object.entries(ENGINES).map(([name, engine]) => ({ in: fileURLToPath(engine), out: `engines/${name}` })),
    ],
    outdir: fileURLToPath(DIST),
    outExtension: { '.js': '.mjs' },
    // The pools' threads, inside the bundle, load the engines' bundles (lib/threads/engine-pool.ts).
    define: { __BUILT_ENGINES__: JSON.stringify(new URL('engines/', DIST).href) },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      ownModuleUrls,
      {
        name: 'npm-packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@cumplia/') ? undefined : { path, external: true }));
        },
      },
    ],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
