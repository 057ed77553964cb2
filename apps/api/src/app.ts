import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolve } from 'node:path';
import { ALTA_MASIVA_MAX_BYTES } from '@cumplia/shared/schemas/alta-masiva';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/connect.ts';
import { createUnitOfWork, type UnitOfWorkRunner } from './db/unit-of-work.ts';
import { createEventBus } from './events/event-bus.ts';
import { dispatchEventsJob } from './jobs/dispatch-events.job.ts';
import { purgeExpiredJob } from './jobs/purge-expired.job.ts';
import { createJobQueue, jobWorker, type JobQueue } from './jobs/queue.ts';
import { AccessLogController, serverLoggerOptions } from './lib/access-log.ts';
import { backupDatabaseJob } from './jobs/backup-database.job.ts';
import { createBulkWork } from './jobs/bulk-work.ts';
import { backupEmbedded } from './db/embedded/backup.ts';
import { AppError } from './lib/app-error.ts';
import { createAccessTokenSigner, liveSessionVerifier, type AccessTokenSigner } from './modules/auth/access-tokens.ts';
import { createEndedSessions, type EndedSessions } from './modules/auth/ended-sessions.ts';
import { loadServerSecret } from './modules/auth/server-secret.ts';
import { inPolicyOrder, type PersonalDataSource } from './lib/datos-personales.ts';
import { inDependencyOrder, servicesFor, type AppServices, type BellSource, type ModuleContext } from './modules/manifest.ts';
import { MODULES } from './modules/modules.ts';
import { createEmailTemplateRegistry } from './modules/outbox/email-template.ts';
import { proveedorFromConfig } from './modules/proveedor/proveedor.routes.ts';
import { accessPolicyPlugin } from './plugins/access-policy.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { badUrlAnswer, inputTextPlugin } from './plugins/input-text.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { registerOpenApi, registerOpenApiUi } from './plugins/openapi.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { postgresRateLimitStore, purgeExpired as purgeExpiredRateLimits } from './plugins/rate-limit-store.ts';
import { requestScopePlugin } from './plugins/request-scope.ts';
import { registerMedia, registerStaticWeb } from './plugins/static-web.ts';

/** What the server is made of, for the start-up script, the seed and the tests. */
export interface AppContext {
  config: Config;
  database: DatabaseConnection;
  unitOfWork: UnitOfWorkRunner;
  queue: JobQueue;
  secret: string;
  signer: AccessTokenSigner;
  services: AppServices;
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}

/**
 * Builds the whole server: database (migrated), plugins, then every module of modules.ts from its
 * manifest (services in dependency order, routes, jobs, e-mails, event listeners). The jobs start
 * once the server is ready and stop when it closes, before the database does.
 */
export interface BuildOptions {
  now?: () => Date;
  /**
   * Where the access check learns which sessions have ended; by default the LISTEN-fed set of
   * decision 0037. The bench passes one that knows none, to measure the lists without the check.
   */
  endedSessions?: (deps: Parameters<typeof createEndedSessions>[0]) => EndedSessions;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  try {
    return await assemble(config, database, options.now ?? (() => new Date()), options.endedSessions ?? createEndedSessions);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: Config, database: DatabaseConnection, now: () => Date, makeEndedSessions: NonNullable<BuildOptions['endedSessions']>): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: serverLoggerOptions(config.LOG_LEVEL),
    logController: new AccessLogController(),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // X-Forwarded-For counts only from the configured proxies; by default the peer is the client.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: badUrlAnswer,
    // What the modules do once ready (the event log's start record, signed; a restored backup's) may
    // take more than Fastify's 10 s on a machine under load: a server must start, not exit.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // The foundations every module's factory may use (modules/manifest.ts ModuleContext).
  const secret = await loadServerSecret(db, config.JWT_SECRET);
  const signer = createAccessTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  // Sessions ended anywhere refuse their access tokens here at once (decision 0037).
  const endedSessions = makeEndedSessions({
    db,
    connectionString: database.url,
    tokenLifetimeSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    log: (error) => app.log.warn({ err: error }, 'ended sessions: LISTEN connection lost; checked in the database until it is back'),
  });
  await endedSessions.start();
  const events = createEventBus({ db, log: app.log });
  const unitOfWork = createUnitOfWork({ db, log: app.log, events });
  const queue = createJobQueue({ raw: database.raw, log: app.log, pollingIntervalSeconds: config.JOBS_POLL_SECONDS });
  const bellSources: BellSource[] = [];
  const personalDataSources: PersonalDataSource[] = [];
  const context: ModuleContext = {
    config,
    db,
    raw: database.raw,
    unitOfWork,
    queue,
    bulkWork: createBulkWork(),
    log: app.log,
    secret,
    signer,
    now,
    proveedor: proveedorFromConfig(config),
    emailTemplates: createEmailTemplateRegistry(),
    avisos: async (user) => (await Promise.all(bellSources.map((rings) => rings(user)))).filter((aviso) => aviso !== null),
    datosPersonales: async (interesado) => inPolicyOrder((await Promise.all(personalDataSources.map((holds) => holds(interesado)))).flat()),
  };

  // Each module's services, made after those of the modules it needs.
  const modules = inDependencyOrder(MODULES);
  const made: Partial<AppServices> = {};
  for (const module of modules) Object.assign(made, module.services?.(context, servicesFor(module, made)));
  const services = made as AppServices;
  for (const module of modules) {
    context.emailTemplates.register(module.emails?.(services, context) ?? []);
    events.subscribe(module.listeners?.(services, context) ?? []);
    const bell = module.bell?.(services);
    if (bell) bellSources.push(bell);
    const personalData = module.personalData?.(services, context);
    if (personalData) personalDataSources.push(personalData);
  }

  app.decorate('context', { config, database, unitOfWork, queue, secret, signer, services });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputTextPlugin);
  await app.register(accessPolicyPlugin, { verifyToken: liveSessionVerifier(signer, endedSessions) });
  await app.register(requestScopePlugin, { findGestoria: services.gestorias.find });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
  });
  // gzip what is worth it (the web app's scripts above all); the client picks the encoding.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(multipart, { limits: { fileSize: ALTA_MASIVA_MAX_BYTES, files: 1, fields: 5 } });
  await registerOpenApi(app);

  for (const module of modules) {
    for (const { prefix, plugin, options } of module.routes?.(services, context) ?? []) await app.register(plugin, { ...options, prefix });
  }

  await registerOpenApiUi(app);
  await registerMedia(app, resolve(config.MEDIA_DIR));
  await registerStaticWeb(app, resolve(config.WEB_DIST_DIR), modules.flatMap((module) => module.pages?.(services, context) ?? []));
  app.setNotFoundHandler({}, async () => {
    throw new AppError(404, 'NOT_FOUND');
  });

  // Each module's job definitions (src/jobs/) bound to its services, and the application's own two.
  const purges = modules.flatMap((module) => module.purge?.(services) ?? []);
  const workers = [
    ...modules.flatMap((module) => module.jobs?.(services, context) ?? []),
    jobWorker(dispatchEventsJob, () => events.dispatchPending(unitOfWork)),
    // The embedded database's nightly backup, when asked for (decision 0039).
    ...(config.BACKUP_DAILY && database.kind === 'embedded'
      ? [jobWorker(backupDatabaseJob, () => backupEmbedded({ dataDir: config.DATA_DIR, backupDir: config.BACKUP_DIR ?? resolve(config.DATA_DIR, 'backups'), keep: config.BACKUP_KEEP }))]
      : []),
    jobWorker(purgeExpiredJob, async () => {
      for (const purge of purges) await purge();
      await purgeExpiredRateLimits(db);
      await endedSessions.purgeExpired();
      await events.purgeHandled();
    }),
  ];
  if (config.JOBS_ENABLED) {
    app.addHook('onReady', async () => {
      await queue.start(workers);
      // Events a stopped server left unhandled, then each module's catching up.
      await events.dispatchPending(unitOfWork);
      for (const module of modules) await module.onJobsStarted?.(services, context);
    });
  }
  app.addHook('onReady', async () => {
    for (const module of modules) await module.onReady?.(services, context);
  });
  app.addHook('onClose', async () => {
    await queue.stop();
    for (const module of modules) {
      try {
        await module.onClose?.(services);
      } catch (error) {
        app.log.error({ err: error, module: module.name }, 'module close failed');
      }
    }
    // Here, not in a hook of its own: Fastify runs onClose hooks last registered first, and its LISTEN
    // connection, cut by the database's stop, warned "connection lost" at every shutdown.
    await endedSessions.stop();
    await database.close();
  });
  return app;
}
