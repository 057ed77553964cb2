import { readFileSync } from 'node:fs';
import { sistemaModo } from '../../config.ts';
import { takeRestauracion } from '../../db/embedded/backup.ts';
import { contratoFirmado } from '../../events/contrato-firmado.event.ts';
import { contratosFirmadosEnPapel } from '../../events/contratos-firmados-en-papel.event.ts';
import { facturaEmitida } from '../../events/factura-emitida.event.ts';
import { listen } from '../../events/listen.ts';
import { renovacionProcesada } from '../../events/renovacion-procesada.event.ts';
import { jobWorker } from '../../jobs/queue.ts';
import { remitRequerimientoJob } from '../../jobs/remit-requerimiento.job.ts';
import { sendVerifactuJob } from '../../jobs/send-verifactu.job.ts';
import { summarizeVerifactuEventsJob } from '../../jobs/summarize-verifactu-events.job.ts';
import { API_PREFIXES, defineModule, mount } from '../manifest.ts';
import { facturaEmitidaAttachments, facturaEmitidaEmail } from './factura-email.ts';
import { createFacturacionService, type FacturacionService } from './facturacion.service.ts';
import { facturasRoutes } from './facturas.routes.ts';
import { createFacturasService, type FacturasService } from './facturas.service.ts';
import { AEAT_ENDPOINTS, AEAT_REQUERIMIENTO_ENDPOINTS, createRequerimientoSender, createVerifactuSender } from './verifactu-sender.ts';
import { registroFirmadorOf, registrosEnvelope } from './verifactu-firma.ts';
import { createRequerimientosService, type RequerimientosService } from './verifactu-requerimientos.service.ts';
import { createRegistroEventos } from './verifactu-eventos.ts';
import { verifactuRoutes } from './verifactu.routes.ts';
import { createVerifactuService, type VerifactuService } from './verifactu.service.ts';
import { facturasPersonalData } from './facturas.datos-personales.ts';

declare module '../manifest.ts' {
  interface AppServices {
    facturacion: FacturacionService;
    facturas: FacturasService;
    verifactu: VerifactuService;
    requerimientos: RequerimientosService;
  }
}

/**
 * Invoices: issuing (decision 0026) when a contract is signed, on paper or by SMS, and when a renewal
 * is processed; the lists, PDFs and exports of every role (0027); VERI*FACTU records (0028).
 */
export const facturasModule = defineModule({
  name: 'facturas',
  provides: ['facturacion', 'facturas', 'verifactu', 'requerimientos'],
  needs: ['outbox', 'sepa'],
  services: ({ db, unitOfWork, queue, config, proveedor, now }, { outbox, sepa }) => {
    // A non-VERI*FACTU system signs every record it chains (decision 0044).
    const firma =
      sistemaModo(config) === 'no-verifactu'
        ? registroFirmadorOf(db, config, proveedor)
        : undefined;
    // The event log: in non-VERI*FACTU mode chained and signed like the records (decision 0052).
    const eventos = createRegistroEventos({ db, proveedor, installation: config.VERIFACTU_INSTALLATION, firma, now });
    // VERI*FACTU mode sends each record once it has committed; the minute's job catches up the rest.
    const sending = sistemaModo(config) === 'verifactu' ? queue : undefined;
    const facturacion = createFacturacionService({ proveedor, mail: { outbox, publicUrl: config.PUBLIC_URL }, now, firma, sending });
    // How both services reach the agency: the issuer's certificate and the time-out of an answer.
    const connection = {
      pfx: config.VERIFACTU_CERT_P12_PATH ? readFileSync(config.VERIFACTU_CERT_P12_PATH) : undefined,
      passphrase: config.VERIFACTU_CERT_P12_PASSPHRASE,
      timeoutMs: config.VERIFACTU_TIMEOUT_SECONDS * 1000,
    };
    return {
      facturacion,
      facturas: createFacturasService({ db, unitOfWork, facturacion, aeatEnvironment: config.VERIFACTU_ENVIRONMENT, modo: sistemaModo(config), registroMercantil: config.PROVIDER_REGISTRY, mandates: sepa, now }),
      verifactu: createVerifactuService({
        db,
        proveedor,
        now,
        firma,
        eventos,
        installation: config.VERIFACTU_INSTALLATION,
        sender: createVerifactuSender({ sending: config.VERIFACTU_SENDING, endpoint: config.VERIFACTU_ENDPOINT ?? AEAT_ENDPOINTS[config.VERIFACTU_ENVIRONMENT], ...connection }),
      }),
      // The records the agency asks a non-VERI*FACTU system for (decision 0083).
      requerimientos: createRequerimientosService({
        db,
        unitOfWork,
        queue,
        now,
        eventos,
        modo: sistemaModo(config),
        envelope: registrosEnvelope(proveedor, config.VERIFACTU_INSTALLATION),
        sender: createRequerimientoSender({ endpoint: config.VERIFACTU_REQUERIMIENTO_ENDPOINT ?? AEAT_REQUERIMIENTO_ENDPOINTS[config.VERIFACTU_ENVIRONMENT], ...connection }),
      }),
    };
  },
  routes: ({ facturas, verifactu, requerimientos }) => [mount(API_PREFIXES.core, facturasRoutes, { facturas }), mount(API_PREFIXES.core, verifactuRoutes, { verifactu, requerimientos })],
  // The bell of staff and collaborators: debits the bank returned (issue 20).
  bell: ({ facturas }) => (user) => facturas.cobrosDevueltosAviso(user),
  // The start and stop of the system as non-VERI*FACTU (EventosSIF types 01 and 02, a summary 10 before the stop), and a restored backup (07).
  onReady: ({ verifactu }, { config }) => verifactu.arrancar(takeRestauracion(config.DATA_DIR)),
  onClose: ({ verifactu }) => verifactu.detener(),
  // Sending (VERI*FACTU), the event log's summary for every 6 hours of work (non-VERI*FACTU, type 10), and the records the agency asked for.
  jobs: ({ verifactu, requerimientos }) => [
    jobWorker(sendVerifactuJob, () => verifactu.sendPending()),
    jobWorker(summarizeVerifactuEventsJob, () => verifactu.resumirEventos()),
    jobWorker(remitRequerimientoJob, ({ id }) => requerimientos.remitir(id)),
  ],
  // VERI*FACTU: what a stopped server left unsent goes now, not on the minute's run (decision 0028).
  onJobsStarted: async ({ requerimientos }, { queue, config, log }) => {
    // A remittance the agency asked for and a stopped server left halfway goes on now (decision 0083).
    await requerimientos.retomar().catch((error: unknown) => log.warn({ err: error }, 'VERI*FACTU: the unfinished remittances were not queued; staff resume them'));
    if (sistemaModo(config) !== 'verifactu') return;
    await queue.send(sendVerifactuJob, {}).catch((error: unknown) => log.warn({ err: error }, 'VERI*FACTU: the start-up sending was not queued; the minute run does it'));
  },
  // The invoice's PDF is made by the invoices service when its e-mail is delivered.
  emails: ({ facturas }) => [{ ...facturaEmitidaEmail, attachments: facturaEmitidaAttachments(async (id) => ({ bytes: await (await facturas.pdf({ staff: true }, id)).render() })) }],
  listeners: ({ facturacion }) => [
    listen(contratoFirmado, 'facturas.facturar-contrato', (uow, firmado) => facturacion.issueForContrato(uow, firmado)),
    listen(contratosFirmadosEnPapel, 'facturas.facturar-contratos-en-papel', (uow, firmados) => facturacion.issueForPaperContratos(uow, firmados.empresaId, firmados.tools, firmados.signedAt)),
    listen(renovacionProcesada, 'facturas.facturar-renovacion', (uow, procesada) => facturacion.issueForRenovacion(uow, procesada)),
    listen(facturaEmitida, 'facturas.enviar-factura', (uow, emitida) => facturacion.mailIssued(uow, emitida)),
  ],
  personalData: (_services, { db }) => facturasPersonalData(db),
});
