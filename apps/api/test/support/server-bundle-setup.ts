import { buildServer } from '../../scripts/build-server.ts';

/**
 * The tests that start a real server process run the built server, as `npm start` does (decision
 * 0078): it is built from this checkout's code before them, so that they never run an older build.
 */
export default async function setup() {
  await buildServer();
}
