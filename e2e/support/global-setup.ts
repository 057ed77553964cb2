import type { TestProject } from 'vitest/node';
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
 * them after the journeys.
 */
export default async function setup(project: TestProject) {
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
