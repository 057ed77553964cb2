import type { TestProject } from 'vitest/node';
import { buildServer } from '../../apps/api/scripts/build-server.ts';
import { launchBrowserServer } from './browser.ts';
import { E2E_JWT_SECRET, startServer } from './server-process.ts';
import { E2E_SERVERS } from './servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker (support/servers.ts). */
    baseUrls: string[];
    /** One browser per journey worker, which its files connect to (support/browser.ts). */
    browserEndpoints: string[];
    jwtSecret: string;
  }
}

/**
 * Starts one server and one browser per journey worker (support/servers.ts), the server as `npm
 * start` does, and stops them after the journeys. The server is built first from this checkout's
 * code (decision 0078), so that the journeys never drive an older build of it; the web app is `npm
 * run build`'s.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  const [servers, browsers] = await Promise.all([
    Promise.allSettled(Array.from({ length: E2E_SERVERS }, () => startServer())),
    Promise.allSettled(Array.from({ length: E2E_SERVERS }, () => launchBrowserServer())),
  ]);
  const fulfilled = <T,>(results: PromiseSettledResult<T>[]) => results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all([...fulfilled(servers).map((server) => server.stop()), ...fulfilled(browsers).map((browser) => browser.close())]).then(() => undefined);
  const failed = [...servers, ...browsers].find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('baseUrls', fulfilled(servers).map((server) => server.baseUrl));
  project.provide('browserEndpoints', fulfilled(browsers).map((browser) => browser.wsEndpoint()));
  project.provide('jwtSecret', E2E_JWT_SECRET);
  return stopAll;
}
