import type { TestProject } from 'vitest/node';
import { buildServer } from '../../apps/api/scripts/build-server.ts';
import { E2E_JWT_SECRET, startServer } from './server-process.ts';
import { E2E_SERVERS } from './servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker (support/servers.ts). */
    baseUrls: string[];
    jwtSecret: string;
  }
}

/**
 * Starts one server per journey worker (support/servers.ts), each as `npm start` does, and stops
 * them after the journeys. The server is built first from this checkout's code (decision 0078), so
 * that the journeys never drive an older build of it; the web app is `npm run build`'s.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  const started = await Promise.allSettled(Array.from({ length: E2E_SERVERS }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop())).then(() => undefined);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('baseUrls', servers.map((server) => server.baseUrl));
  project.provide('jwtSecret', E2E_JWT_SECRET);
  return stopAll;
}
