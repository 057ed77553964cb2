/**
 * Every engine that runs on worker threads (engine-pool.ts), by name: a module of pure functions of
 * data. The server's build bundles each beside the server (scripts/build-server.ts), and there its
 * threads load that JavaScript; under tsx and vitest they load this TypeScript.
 */
export const ENGINES = {
  pdf: new URL('../pdf/pdf-engine.ts', import.meta.url),
  xades: new URL('../verifactu/firma-xades.ts', import.meta.url),
  xml: new URL('../xml/xmllint-engine.ts', import.meta.url),
} as const;

export type EngineName = keyof typeof ENGINES;
