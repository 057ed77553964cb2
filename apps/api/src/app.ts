import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/connect.ts';
import { createUnitOfWork, type UnitOfWorkRunner } from './db/unit-of-work.ts';
import { createJobQueue, jobWorker, type JobQueue } from './jobs/queue.ts';
import { deliverOutboxJob } from './jobs/deliver-outbox.job.ts';
import { passwordRecoveryJob } from './jobs/password-recovery.job.ts';
import { processCsvJob } from './jobs/process-csv.job.ts';
import { purgeExpiredJob } from './jobs/purge-expired.job.ts';
import { compactEmpresaCountsJob } from './jobs/compact-empresa-counts.job.ts';
import { resumeCsvJob } from './jobs/resume-csv.job.ts';
import { processRenewalsJob } from './jobs/process-renewals.job.ts';
import { AccessLogController } from './lib/access-log.ts';
import { AppError } from './lib/app-error.ts';
import { accessPolicyPlugin } from './plugins/access-policy.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { registerOpenApi, registerOpenApiUi } from './plugins/openapi.ts';
import { requestScopePlugin } from './plugins/request-scope.ts';
import { postgresRateLimitStore, purgeExpired as purgeExpiredRateLimits } from './plugins/rate-limit-store.ts';
import { registerMedia, registerStaticWeb } from './plugins/static-web.ts';
import { createAccessTokenSigner, type AccessTokenSigner } from './modules/auth/access-tokens.ts';
import { createAccountsService, type AccountsService } from './modules/auth/accounts.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { currentUserRoutes } from './modules/auth/current-user.routes.ts';
import { createOneTimeCodes } from './modules/auth/one-time-codes.ts';
import { createPasswordRecoveryService } from './modules/auth/password-recovery.service.ts';
import { loadServerSecret } from './modules/auth/server-secret.ts';
import { createSessionsService } from './modules/auth/sessions.service.ts';
import { createCaptchaService, type CaptchaService } from './modules/captcha/captcha.service.ts';
import { createMailTransport } from './modules/outbox/mail-transport.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
import { createOutboxService, type OutboxService } from './modules/outbox/outbox.service.ts';
import { createSmsSender } from './modules/outbox/sms-sender.ts';
import { createNotifications } from './modules/notifications.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createEmpresasService } from './modules/empresas/empresas.service.ts';
import { gestoriaEmpresasRoutes } from './modules/empresas/gestoria-empresas.routes.ts';
import { empresaVerificationRoutes } from './modules/empresas/empresa-verification.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { staffEmpresaDetailRoutes } from './modules/empresas/staff-empresa-detail.routes.ts';
import { staffEmpresasRoutes } from './modules/empresas/staff-empresas.routes.ts';
import { createGestoriasService } from './modules/gestorias/gestorias.service.ts';
import { gestoriasRoutes } from './modules/gestorias/gestorias.routes.ts';
import { staffGestoriasRoutes } from './modules/gestorias/staff-gestorias.routes.ts';
import { createUsuariosService } from './modules/usuarios/usuarios.service.ts';
import { usuariosRoutes } from './modules/usuarios/usuarios.routes.ts';
import { altaMasivaRoutes } from './modules/alta-masiva/alta-masiva.routes.ts';
import { createFacturacionService, type FacturacionService } from './modules/facturas/facturacion.service.ts';
import { createFacturasService } from './modules/facturas/facturas.service.ts';
import { facturaEmitidaEmail } from './modules/facturas/factura-email.ts';
import { facturasRoutes } from './modules/facturas/facturas.routes.ts';
import { AEAT_ENDPOINTS, createVerifactuSender } from './modules/facturas/verifactu-sender.ts';
import { createVerifactuService, type VerifactuService } from './modules/facturas/verifactu.service.ts';
import { verifactuRoutes } from './modules/facturas/verifactu.routes.ts';
import { sendVerifactuJob } from './jobs/send-verifactu.job.ts';
import { creditorAccountsFromConfig } from './modules/sepa/sepa-accounts.ts';
import { sepaRoutes } from './modules/sepa/sepa.routes.ts';
import { createSepaService } from './modules/sepa/sepa.service.ts';
import { createAltaMasivaService, type AltaMasivaService } from './modules/alta-masiva/alta-masiva.service.ts';
import { ALTA_MASIVA_MAX_BYTES } from '@cumplia/shared/schemas/alta-masiva';
import { empresasRoutes } from './modules/empresas/empresas.routes.ts';
import { formacionRoutes } from './modules/formacion/formacion.routes.ts';
import { loadPildoras } from './modules/formacion/pildoras.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createNewsletterService } from './modules/newsletter/newsletter.service.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { proveedorFromConfig, proveedorRoutes } from './modules/proveedor/proveedor.routes.ts';
import { contratosRoutes } from './modules/contratos/contratos.routes.ts';
import { createContratosService } from './modules/contratos/contratos.service.ts';
import { loadSealCertificate, type SealCertificate } from './modules/contratos/seal.ts';
import { protocolosEmail } from './modules/protocolos/protocolos-email.ts';
import { protocolosRoutes } from './modules/protocolos/protocolos.routes.ts';
import { createProtocolosService } from './modules/protocolos/protocolos.service.ts';
import { renovacionesRoutes } from './modules/renovaciones/renovaciones.routes.ts';
import { comisionesRoutes } from './modules/comisiones/comisiones.routes.ts';
import { createComisionesService } from './modules/comisiones/comisiones.service.ts';
import { createRenovacionesService, type RenovacionesService } from './modules/renovaciones/renovaciones.service.ts';

/** What the server is made of, for the start-up script, the seed and the tests. */
export interface AppContext {
  config: Config;
  database: DatabaseConnection;
  unitOfWork: UnitOfWorkRunner;
  queue: JobQueue;
  secret: string;
  signer: AccessTokenSigner;
  services: {
    accounts: AccountsService;
    captcha: CaptchaService;
    outbox: OutboxService;
    altaMasiva: AltaMasivaService;
    facturacion: FacturacionService;
    verifactu: VerifactuService;
    renovaciones: RenovacionesService;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}

export const API_PREFIXES = {
  core: '/api/cumplia-core',
  auth: '/api/cumplia-auth',
  mail: '/api/cumplia-mail',
} as const;

/**
 * Builds the whole server: database (migrated), plugins, modules and jobs. The jobs start once the
 * server is ready and stop when it closes, before the database does.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE });
  try {
    return await assemble(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function assemble(config: Config, database: DatabaseConnection): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers["x-captcha-auth"]'],
    },
    logController: new AccessLogController(),
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // X-Forwarded-For counts only from the configured proxies; by default the peer is the client.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await loadServerSecret(db, config.JWT_SECRET);
  const signer = createAccessTokenSigner(secret, config.ACCESS_TOKEN_TTL_SECONDS);
  const unitOfWork = createUnitOfWork({ db, log: app.log });
  const queue = createJobQueue({ raw: database.raw, log: app.log, pollingIntervalSeconds: config.JOBS_POLL_SECONDS });
  // A new invoice's e-mail carries its PDF, made by the invoices service when the e-mail is delivered.
  const facturaEmail = facturaEmitidaEmail({ invoicePdf: (id) => facturas.pdf({ staff: true }, id) });
  const outbox = createOutboxService({
    db,
    queue,
    mail: createMailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    sms: createSmsSender({ config, log: app.log }),
    log: app.log,
    // Templates other modules own, with attachments made when the e-mail is delivered.
    templates: [protocolosEmail, facturaEmail],
  });
  const codes = createOneTimeCodes({ db, secret });
  const accounts = createAccountsService({ db, unitOfWork, config, codes, outbox });
  const sessions = createSessionsService({ db, config, signer });
  const recovery = createPasswordRecoveryService({ db, unitOfWork, config, codes, outbox, queue });
  const captcha = createCaptchaService({ db, secret, maxNumber: config.CAPTCHA_MAX_NUMBER, ttlSeconds: config.CAPTCHA_TTL_SECONDS });
  // The staff bell: priority renewals (spec 1 §1, spec 0 "Renewals").
  const hasNotifications = createNotifications([(user) => renovaciones.hasPriorityRenewals(user)]);
  const contact = createContactService({ unitOfWork, config, outbox });
  const newsletter = createNewsletterService({ db, unitOfWork, config, outbox, secret });
  const gestorias = createGestoriasService({ db, unitOfWork, accounts });
  // The sealing certificate of signed contracts: configured, or made once and kept in the database.
  let sealLoading: Promise<SealCertificate> | undefined;
  const seal = () =>
    (sealLoading ??= loadSealCertificate(db, {
      p12Base64: config.CONTRACT_SEAL_P12_BASE64,
      p12Path: config.CONTRACT_SEAL_P12_PATH,
      passphrase: config.CONTRACT_SEAL_P12_PASSPHRASE,
      commonName: `${config.PROVIDER_NAME} · sello de contratos`,
      organization: config.PROVIDER_NAME,
    }).catch((error: unknown) => {
      sealLoading = undefined;
      throw error;
    }));
  const contratos = createContratosService({
    db,
    unitOfWork,
    outbox,
    secret,
    seal,
    config: {
      publicUrl: config.PUBLIC_URL,
      proveedor: proveedorFromConfig(config),
      creditorId: config.PROVIDER_SEPA_CREDITOR_ID,
      linkValidDays: config.CONTRACT_LINK_VALID_DAYS,
      signedPdfUrlPrefix: `${API_PREFIXES.core}/pdfs/contratos`,
    },
    // "Contract signed → …" (decisions 0022, 0026), in the signing transaction: the tool's contract
    // date and downloads, then the tool's invoice, e-mailed with its leaflet.
    onContractSigned: [
      (uow, event) => empresas.recordContractSigned(uow, event),
      async (uow, event) => {
        await facturacion.issueForContract(uow, event);
      },
    ],
  });
  const empresas = createEmpresasService({
    db,
    unitOfWork,
    accounts,
    gestorias,
    contratos,
    onSignedOnPaper: async (uow, empresaId, tools) => {
      await facturacion.issueForPaperContracts(uow, empresaId, tools);
    },
  });
  const usuarios = createUsuariosService({ db, unitOfWork, accounts, gestorias });
  const dashboard = createDashboardService({ db });
  const protocolos = createProtocolosService({
    unitOfWork,
    empresas,
    outbox,
    proveedor: { nombre: config.PROVIDER_NAME, nif: config.PROVIDER_NIF, email: config.PROVIDER_INBOX },
    publicUrl: config.PUBLIC_URL,
  });
  const facturacion = createFacturacionService({ proveedor: proveedorFromConfig(config), mail: { outbox, template: facturaEmail, publicUrl: config.PUBLIC_URL } });
  const facturas = createFacturasService({ db, unitOfWork, aeatEnvironment: config.VERIFACTU_ENVIRONMENT, registroMercantil: config.PROVIDER_REGISTRY });
  const verifactu = createVerifactuService({
    db,
    proveedor: proveedorFromConfig(config),
    installation: config.VERIFACTU_INSTALLATION,
    sender: createVerifactuSender({
      sending: config.VERIFACTU_SENDING,
      endpoint: config.VERIFACTU_ENDPOINT ?? AEAT_ENDPOINTS[config.VERIFACTU_ENVIRONMENT],
      pfx: config.VERIFACTU_CERT_P12_PATH ? readFileSync(config.VERIFACTU_CERT_P12_PATH) : undefined,
      passphrase: config.VERIFACTU_CERT_P12_PASSPHRASE,
      timeoutMs: config.VERIFACTU_TIMEOUT_SECONDS * 1000,
    }),
  });
  const sepa = createSepaService({ db, unitOfWork, proveedor: proveedorFromConfig(config), creditorIdentifier: config.PROVIDER_SEPA_CREDITOR_ID, accounts: creditorAccountsFromConfig(config), log: app.log });
  const renovaciones = createRenovacionesService({ db, unitOfWork, outbox, facturacion, publicUrl: config.PUBLIC_URL, log: app.log });
  const comisiones = createComisionesService({ db, gestorias, proveedor: proveedorFromConfig(config) });
  const altaMasiva = createAltaMasivaService({ db, unitOfWork, queue, empresas, log: app.log });
  const rateLimitPerMinute = config.PUBLIC_RATE_LIMIT_PER_MINUTE;

  app.decorate('context', { config, database, unitOfWork, queue, secret, signer, services: { accounts, captcha, outbox, altaMasiva, facturacion, verifactu, renovaciones } });

  await app.register(errorsPlugin);
  await app.register(accessPolicyPlugin, { verifyToken: signer.verify });
  await app.register(requestScopePlugin, { findGestoria: gestorias.find });
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
  });
  // gzip what is worth it (the web app's scripts above all); the client picks the encoding.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(multipart, { limits: { fileSize: ALTA_MASIVA_MAX_BYTES, files: 1, fields: 5 } });
  await registerOpenApi(app);

  await app.register(authRoutes, { prefix: API_PREFIXES.auth, sessions, accounts, recovery, captcha, rateLimitPerMinute });
  await app.register(currentUserRoutes, { prefix: API_PREFIXES.core, accounts, hasNotifications });
  await app.register(empresasRoutes, { prefix: API_PREFIXES.core, empresas, captcha, rateLimitPerMinute });
  await app.register(gestoriasRoutes, { prefix: API_PREFIXES.core, empresas });
  await app.register(staffGestoriasRoutes, { prefix: API_PREFIXES.core, gestorias, empresas });
  await app.register(gestoriaEmpresasRoutes, { prefix: API_PREFIXES.core, empresas });
  await app.register(staffEmpresaDetailRoutes, { prefix: API_PREFIXES.core, empresas });
  await app.register(staffEmpresasRoutes, { prefix: API_PREFIXES.core, empresas });
  await app.register(usuariosRoutes, { prefix: API_PREFIXES.core, usuarios });
  await app.register(empresaVerificationRoutes, { prefix: API_PREFIXES.core, empresas });
  await app.register(dashboardRoutes, { prefix: API_PREFIXES.core, dashboard });
  await app.register(protocolosRoutes, { prefix: API_PREFIXES.core, protocolos });
  await app.register(altaMasivaRoutes, { prefix: API_PREFIXES.core, altaMasiva });
  await app.register(facturasRoutes, { prefix: API_PREFIXES.core, facturas });
  await app.register(comisionesRoutes, { prefix: API_PREFIXES.core, comisiones });
  await app.register(contratosRoutes, { prefix: API_PREFIXES.core, contratos, rateLimitPerMinute });
  await app.register(proveedorRoutes, { prefix: API_PREFIXES.core, proveedor: proveedorFromConfig(config) });
  await app.register(formacionRoutes, { prefix: API_PREFIXES.core, pildoras: loadPildoras(config.PILDORAS_FILE) });
  await app.register(verifactuRoutes, { prefix: API_PREFIXES.core, verifactu });
  await app.register(sepaRoutes, { prefix: API_PREFIXES.core, sepa });
  await app.register(renovacionesRoutes, { prefix: API_PREFIXES.core, renovaciones });
  await app.register(outboxRoutes, { prefix: API_PREFIXES.mail, outbox });
  await app.register(contactRoutes, { prefix: API_PREFIXES.mail, contact, captcha, rateLimitPerMinute });
  await app.register(newsletterRoutes, { prefix: API_PREFIXES.mail, newsletter, captcha, rateLimitPerMinute });
  await app.register(healthRoutes);

  await registerOpenApiUi(app);
  await registerMedia(app, resolve(config.MEDIA_DIR));
  await registerStaticWeb(app, resolve(config.WEB_DIST_DIR));
  app.setNotFoundHandler({}, async () => {
    throw new AppError(404, 'NOT_FOUND');
  });

  // Each job definition (src/jobs/) bound to the service that does its work.
  const workers = [
    jobWorker(deliverOutboxJob, () => outbox.deliverDue()),
    jobWorker(passwordRecoveryJob, ({ identifier }) => recovery.sendResetEmail(identifier)),
    jobWorker(purgeExpiredJob, async () => {
      await captcha.purgeExpired();
      await sessions.purgeExpired();
      await purgeExpiredRateLimits(db);
    }),
    jobWorker(compactEmpresaCountsJob, () => empresas.compactCounts()),
    jobWorker(sendVerifactuJob, () => verifactu.sendPending()),
    jobWorker(processCsvJob, ({ archivoId }) => altaMasiva.continueProcessing(archivoId)),
    jobWorker(resumeCsvJob, () => altaMasiva.resumeStalled()),
    jobWorker(processRenewalsJob, () => renovaciones.runDaily()),
  ];
  if (config.NODE_ENV !== 'test') {
    // First start: the self-signed sealing certificate is made now, not at the first signature.
    app.addHook('onReady', async () => {
      await seal().catch((error: unknown) => app.log.warn({ err: error }, 'contract sealing certificate not loaded; retried at the first signature'));
    });
  }
  if (config.JOBS_ENABLED) {
    app.addHook('onReady', async () => {
      await queue.start(workers);
      // Files a stopped server left half done go on now (their lines already done are kept).
      await altaMasiva.resumeUnfinished();
      // The renewals' days a stopped server missed are caught up now (one run, coalesced across servers).
      await queue.send(processRenewalsJob, {}).catch((error: unknown) => app.log.warn({ err: error }, 'renewals: the start-up run was not queued; the nightly run does it'));
    });
  }
  app.addHook('onClose', async () => {
    await queue.stop();
    await database.close();
  });
  return app;
}
