import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

/**
 * The bench's reference for the session check (issue 24, decision 0065): the server as `npm start`
 * builds it, on a seeded data folder, except that no session is ever ended — the access check is the
 * token's signature and expiry alone, as before decision 0037. Started by `startServer` with `entry`.
 */
const config = loadConfig();
const app = await buildApp(config, {
  endedSessions: () => ({ isEnded: () => false, start: async () => {}, stop: async () => {}, purgeExpired: async () => {} }),
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
app.server.keepAliveTimeout = 65_000;
await app.listen({ host: config.HOST, port: config.PORT });
