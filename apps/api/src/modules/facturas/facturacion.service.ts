import { eq } from 'drizzle-orm';
import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Transaction } from '../../db/database.ts';
import { empresas, gestorias, type FacturaOrigen, type FacturaParte, type FacturaTipo } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { addDaysIso, addYearsIso, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { centsToEuros, formatEuros, shareOfCents } from '@cumplia/shared/money';
import { chainRecord, type AltaDraft, type AnulacionDraft } from '../../lib/verifactu/registro.ts';
import { fechaHoraHuso } from '../../lib/verifactu/verifactu-format.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { facturaEmitida } from '../../events/factura-emitida.event.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendVerifactuJob } from '../../jobs/send-verifactu.job.ts';
import type { OutboxService } from '../outbox/outbox.service.ts';
import { ownAmounts } from './factura-document.ts';
import { facturaEmitidaEmail } from './factura-email.ts';
import type { RegistroFirmador } from './verifactu-firma.ts';
import {
  altaVeredictosOf,
  appendRegistro,
  findByOrigin,
  findFactura,
  hasRectificativas,
  insertFactura,
  lastRegistro,
  lastRegistroOfFactura,
  lockChain,
  lockFactura,
  markAnulada,
  periodoOf,
  rectificacionesSum,
  takeNextNumber,
  toolsBilledOn,
  type FacturaRow,
  type NewFacturaLinea,
} from './facturas.repository.ts';

/** VAT on every tool: the general rate. */
export const IVA_PERCENT = 21;
/** Days from the issue date to the collection date a new invoice gets (staff may move it while not remitted). */
export const DAYS_TO_COLLECTION = 7;

export interface LineaInput {
  tool: ToolCode | null;
  nombreProducto: string;
  precioUnitarioCents: number;
  cantidad?: number;
  /** The period of service the line bills, both days included (RD 1619/2012 art. 6.1.f). */
  periodo?: Periodo | null;
}

/** A period of service, ISO dates, both days included. */
export interface Periodo {
  desde: string;
  hasta: string;
}

/** A rectifying invoice as staff ask for it (RD 1619/2012 art. 15; decision 0045). */
export interface RectificacionInput {
  /** The legal reason: R1 art. 80.1, 80.2 and 80.6 LIVA; R2 art. 80.3; R3 art. 80.4; R4 the rest. */
  tipo: Exclude<FacturaTipo, 'F1'>;
  /** I: the lines are the change; S: the lines are the invoice as it should have been. */
  modo: 'I' | 'S';
  motivo: string;
  lineas: LineaInput[];
}

export interface IssueInput {
  empresaId: string;
  origen: Exclude<FacturaOrigen, 'RECTIFICACION'>;
  /** The contract or renewal that issues it: one invoice per origin. */
  origenId: string;
  lineas: LineaInput[];
}

/** The product name printed on a tool's invoice line. */
export const productName = (tool: ToolCode) =>
  ({ LOPD: 'Protección de datos (LOPDGDD)', ACOSO: 'Protocolo de acoso laboral', DIGITAL: 'Política de desconexión digital' })[tool] ??
  TOOLS[tool].label;

/** A tool's contract, just signed (the `contrato.firmado` event). */
export interface SignedContrato {
  contratoId: string;
  empresaId: string;
  tool: ToolCode;
  precioCents: number;
  /** When it was signed: its yearly period starts that day (Madrid). */
  signedAt?: Date | string;
}

/**
 * The yearly period a tool's invoice bills: from its first day to the day before the next period
 * starts (the tool's `fecha_fin`, decision 0030), both included, so consecutive periods never share a day.
 */
export function periodoAnual(desde: string, hastaExclusive: string = addYearsIso(desde, 1)): Periodo {
  return { desde, hasta: addDaysIso(hastaExclusive, -1) };
}

/** A base and its VAT, in cents. */
interface Importes {
  baseCents: number;
  cuotaCents: number;
}

/** What lines come to: their base and its VAT (half a cent rounds away from zero, for negative amounts as for positive ones). */
function importesOf(lineas: readonly LineaInput[]): Importes {
  const baseCents = lineas.reduce((sum, linea) => sum + (linea.cantidad ?? 1) * linea.precioUnitarioCents, 0);
  return { baseCents, cuotaCents: shareOfCents(baseCents, IVA_PERCENT, 100) };
}

/**
 * What an invoice is worth now: its own amounts plus those of every rectifying invoice of it not
 * cancelled (a substitution's row is its difference, so the sum holds for both kinds). Read under
 * the invoice's row lock, which every rectification and every cancellation of one of its
 * rectifying invoices takes first, so no other correction of it commits in between.
 */
async function valorVigente(tx: Transaction, original: FacturaRow): Promise<Importes> {
  const rectificaciones = await rectificacionesSum(tx, original.id);
  return { baseCents: original.baseCents + rectificaciones.baseCents, cuotaCents: original.cuotaCents + rectificaciones.cuotaCents };
}

/**
 * RD 1619/2012 art. 15 and Ley 37/1992 del IVA art. 80: a correction lowers what was invoiced, never
 * below nothing; refunding more than was charged is not a correction (decision 0045).
 */
function bajoCero(despues: Importes): boolean {
  return despues.baseCents < 0 || despues.cuotaCents < 0;
}

function superaFacturado(accion: string, original: FacturaRow, vigente: Importes) {
  const totalCents = vigente.baseCents + vigente.cuotaCents;
  return conflict(
    'RECTIFICACION_SUPERA_FACTURADO',
    `${accion} dejaría la factura ${original.numeroFactura} por debajo de 0 €: con sus rectificativas vale ${formatEuros(totalCents)} (${formatEuros(vigente.baseCents)} de base y ${formatEuros(vigente.cuotaCents)} de IVA), y no se puede devolver más de lo facturado.`,
    { importeVigente: centsToEuros(totalCents) },
  );
}

const ACEPTADO = new Set(['ENVIO_CORRECTO', 'ENVIO_ACEPTADO_CON_ERRORES']);

/**
 * Whether the agency has no record of the invoice: its last RegistroAlta was refused (EstadoRegistro
 * Incorrecto) and none was ever accepted. A cancellation of it then says SinRegistroPrevio S
 * (SuministroInformacion.xsd, RegistroFacturacionAnulacionType). An alta still unanswered is sent
 * before the cancellation (chain order), so it is not taken for missing.
 */
async function sinRegistroPrevio(tx: Transaction, facturaId: string): Promise<boolean> {
  const veredictos = await altaVeredictosOf(tx, facturaId);
  return veredictos.at(-1) === 'ENVIO_INCORRECTO' && !veredictos.some((veredicto) => veredicto !== null && ACEPTADO.has(veredicto));
}

/** How a new invoice reaches the company: an outbox e-mail with its PDF and the product leaflets. */
export interface FacturaMail {
  outbox: Pick<OutboxService, 'queueEmail'>;
  publicUrl: string;
}

export interface FacturacionService {
  /**
   * Issues an invoice in the caller's unit of work (the contract's signature, a renewal's
   * processing): the next number of the year's F series, the recipient's data as they are now, and
   * its VERI*FACTU RegistroAlta chained to the last record; a new invoice publishes
   * `factura.emitida`. A rollback leaves no trace: no number, no record. An origin already invoiced
   * gives back its invoice.
   */
  issue(uow: UnitOfWork, input: IssueInput): Promise<FacturaRow>;
  /**
   * The invoice of a contract just signed (a listener of `contrato.firmado`), e-mailed with the
   * tool's leaflet; a tool at no price is not invoiced, nor one whose signing day an ordinary invoice
   * already bills (switched off and on inside its year, decision 0041). Issuing for the same contract
   * twice gives back the first invoice.
   */
  issueForContrato(uow: UnitOfWork, contract: SignedContrato): Promise<FacturaRow | null>;
  /** The invoice of tools whose contracts staff recorded as signed on paper: one invoice, a line per tool, billing the year from `signedAt` (the tools whose signing day is billed already left out). */
  issueForPaperContratos(uow: UnitOfWork, empresaId: string, tools: Array<{ tool: ToolCode; precioCents: number }>, signedAt?: Date | string): Promise<FacturaRow | null>;
  /**
   * The invoice of a renewal's new period (docs/decisions/0030; a listener of
   * `renovacion.procesada`): a line per tool renewed, e-mailed like a contract's (without the
   * leaflets, sent with the first invoice); nothing when every price is 0. The renewal is its origin,
   * so issuing for it twice gives back the first invoice.
   */
  issueForRenovacion(
    uow: UnitOfWork,
    renewal: { renovacionId: string; empresaId: string; tools: Array<{ tool: ToolCode; precioCents: number }>; fechaInicio?: string; fechaFin?: string },
  ): Promise<FacturaRow | null>;
  /**
   * A rectifying invoice (the year's R series, R1–R4, by differences or by substitution) naming the
   * one it corrects, with its RegistroAlta chained like any other; e-mailed to the company. A
   * substitution replaces what the invoice is worth now; 409 RECTIFICACION_SUPERA_FACTURADO when the
   * correction would leave it below 0 (decision 0045).
   */
  rectify(uow: UnitOfWork, actor: Actor, facturaId: string, input: RectificacionInput): Promise<FacturaRow>;
  /**
   * Cancels an invoice issued by mistake and never collected: a RegistroAnulacion, the invoice kept
   * and marked, SinRegistroPrevio S when the agency refused its alta and never accepted one. 409 once
   * remitted, when a rectifying invoice corrects it, or when cancelling this rectifying invoice would
   * leave its original below 0.
   */
  cancel(uow: UnitOfWork, actor: Actor, facturaId: string, motivo: string): Promise<void>;
  /**
   * The "subsanación" of the invoice's last record, which the agency refused or accepted with errors
   * (decision 0061): the same RegistroAlta again with Subsanacion S and RechazoPrevio S (refused) or
   * N (accepted with errors), chained and signed like any record, sent by the next run; a refused
   * cancellation, a new RegistroAnulacion with RechazoPrevio S. 409 when the last record is pending
   * or accepted (a cancellation even with errors).
   */
  subsanar(uow: UnitOfWork, actor: Actor, facturaId: string): Promise<void>;
  /** A new invoice e-mailed to its company with its PDF and these leaflets (a listener of `factura.emitida`). */
  mailIssued(uow: UnitOfWork, issued: { facturaId: string; folletos: readonly ToolCode[] }): Promise<void>;
}

export function createFacturacionService(deps: {
  proveedor: Proveedor;
  mail?: FacturaMail;
  now?: () => Date;
  /** In non-VERI*FACTU mode, what signs each record as it is chained (decision 0044); none in VERI*FACTU mode. */
  firma?: Pick<RegistroFirmador, 'firmar'>;
  /** In VERI*FACTU mode, where a new record's sending is asked for once it has committed (decision 0028); none otherwise. */
  sending?: Pick<JobQueue, 'sendAfterCommit'>;
}): FacturacionService {
  const { proveedor } = deps;
  const now = deps.now ?? (() => new Date());
  const emisor: FacturaParte = {
    nombre: proveedor.nombre,
    nif: proveedor.nif,
    direccion: proveedor.direccion,
    codigoPostal: proveedor.codigoPostal,
    localidad: proveedor.localidad,
    provincia: proveedor.provincia,
    email: proveedor.email,
  };

  /**
   * Chains `draft` after the chain's last record (its lock held), signed in non-VERI*FACTU mode; in
   * VERI*FACTU mode the record is sent as soon as the unit commits, if the agency's last answer
   * lets a message go (its TiempoEsperaEnvio), else on the minute's run after the wait.
   */
  async function appendToChain(uow: UnitOfWork, facturaId: string, draft: AltaDraft | AnulacionDraft, moment: Date) {
    const registro = chainRecord(draft, await lastRegistro(uow.tx));
    await appendRegistro(uow.tx, facturaId, registro, deps.firma ? await deps.firma.firmar(registro, moment) : null);
    deps.sending?.sendAfterCommit(uow, sendVerifactuJob, {});
  }

  async function recipient(tx: Transaction, empresaId: string) {
    // With its gestoría's commission as it is now: the invoice keeps both (docs/decisions/0032).
    const [row] = await tx
      .select({ empresa: empresas, comisionBasisPoints: gestorias.comisionBasisPoints })
      .from(empresas)
      .leftJoin(gestorias, eq(gestorias.id, empresas.gestoriaId))
      .where(eq(empresas.id, empresaId));
    if (!row) throw notFound('La empresa no existe.');
    const { empresa } = row;
    const destinatario: FacturaParte = {
      nombre: empresa.razonSocial,
      nif: empresa.nifCif,
      direccion: empresa.direccion,
      codigoPostal: empresa.codigoPostal,
      // Empty for a company that has not given its town yet: documents then write the province (decision 0057).
      localidad: empresa.localidad,
      provincia: empresa.provincia,
      email: empresa.email,
    };
    return { empresa, destinatario, comision: { gestoriaId: empresa.gestoriaId, comisionBasisPoints: empresa.gestoriaId ? row.comisionBasisPoints : null } };
  }

  /**
   * Writes the invoice, its lines and its RegistroAlta, and publishes `factura.emitida` with the
   * leaflets its e-mail carries; the chain lock is taken first, then the series'.
   */
  async function write(
    uow: UnitOfWork,
    input: {
      empresaId: string;
      origen: FacturaOrigen;
      origenId: string | null;
      tipo: FacturaTipo;
      lineas: LineaInput[];
      folletos: ToolCode[];
      /** For a substitution, `reemplaza` is what the original is worth when it is replaced (`valorVigente`). */
      rectificacion?: { original: FacturaRow; modo: 'I' | 'S'; motivo: string; reemplaza: Importes | null };
    },
  ) {
    const { tx } = uow;
    const { empresa, destinatario, comision } = await recipient(tx, input.empresaId);
    const original = input.rectificacion?.original;
    // A rectifying invoice corrects its original's base: it counts for the same gestoría at the same commission.
    const { gestoriaId, comisionBasisPoints } = original ?? comision;
    const lineas: NewFacturaLinea[] = input.lineas.map((linea, index) => {
      const cantidad = linea.cantidad ?? 1;
      return {
        posicion: index + 1,
        tool: linea.tool,
        nombreProducto: linea.nombreProducto,
        cantidad,
        precioUnitarioCents: linea.precioUnitarioCents,
        importeCents: cantidad * linea.precioUnitarioCents,
        periodoDesde: linea.periodo?.desde ?? null,
        periodoHasta: linea.periodo?.hasta ?? null,
      };
    });
    // What the invoice says: its lines, their base and its VAT (for a substitution, the corrected invoice).
    const lineasImportes = importesOf(input.lineas);
    // What it changes: a substitution replaces the invoice as it stands (the original and its
    // corrections), so it is worth the difference (decision 0045; RD 1619/2012 art. 15).
    const sustituye = input.rectificacion?.modo === 'S' ? input.rectificacion.reemplaza : null;
    const baseCents = lineasImportes.baseCents - (sustituye?.baseCents ?? 0);
    const cuotaCents = lineasImportes.cuotaCents - (sustituye?.cuotaCents ?? 0);

    await lockChain(tx);
    if (input.origenId) {
      const issued = await findByOrigin(tx, input.origen, input.origenId);
      if (issued) return issued;
    }
    // Taken under the chain lock, which orders every number: a higher number never carries an earlier date or time.
    const moment = now();
    const fecha = madridIsoDate(moment);
    const serie = `${input.tipo === 'F1' ? 'F' : 'R'}${fecha.slice(0, 4)}`;
    const numero = await takeNextNumber(tx, serie);
    const numeroFactura = `${serie}-${String(numero).padStart(6, '0')}`;
    const factura = await insertFactura(
      tx,
      {
        serie,
        numero,
        numeroFactura,
        tipo: input.tipo,
        rectificaId: original?.id ?? null,
        motivoRectificacion: input.rectificacion?.motivo ?? null,
        tipoRectificativa: input.rectificacion?.modo ?? null,
        baseRectificadaCents: sustituye?.baseCents ?? null,
        cuotaRectificadaCents: sustituye?.cuotaCents ?? null,
        empresaId: empresa.id,
        origen: input.origen,
        origenId: input.origenId,
        fecha,
        // A week later, on a day SEPA settles (a weekend or a TARGET holiday moves to the next business day).
        fechaCuandoFacturar: nextTargetBusinessDay(addDaysIso(fecha, DAYS_TO_COLLECTION)),
        metodoDePago: empresa.metodoDePago,
        baseCents,
        tipoIvaPercent: IVA_PERCENT,
        cuotaCents,
        totalCents: baseCents + cuotaCents,
        emisor,
        destinatario,
        gestoriaId,
        comisionBasisPoints,
      },
      lineas,
    );
    // The record's breakdown is the invoice's own (for a substitution the corrected amounts, with the
    // replaced ones apart), read from the row as the PDF's QR reads it: one ImporteTotal for both.
    const propios = ownAmounts(factura);
    const draft: AltaDraft = {
      tipo: 'alta',
      factura: { idEmisorFactura: emisor.nif, numSerieFactura: numeroFactura, fechaExpedicionFactura: fecha },
      fechaHoraHusoGenRegistro: fechaHoraHuso(moment),
      tipoFactura: input.tipo,
      nombreRazonEmisor: emisor.nombre,
      descripcionOperacion: original
        ? `Rectificación de la factura ${original.numeroFactura}: ${input.rectificacion?.motivo ?? ''}`
        : `Servicios de cumplimiento normativo: ${lineas.map((linea) => linea.nombreProducto).join(', ')}`,
      destinatario: { nombreRazon: destinatario.nombre, nif: destinatario.nif },
      desglose: [{ tipoImpositivoPercent: IVA_PERCENT, baseImponibleCents: propios.baseCents, cuotaRepercutidaCents: propios.cuotaCents }],
      rectificacion: original
        ? {
            tipoRectificativa: input.rectificacion!.modo,
            facturasRectificadas: [{ idEmisorFactura: original.emisor.nif, numSerieFactura: original.numeroFactura, fechaExpedicionFactura: original.fecha }],
            importeRectificacion: sustituye ? { baseRectificadaCents: sustituye.baseCents, cuotaRectificadaCents: sustituye.cuotaCents } : null,
          }
        : null,
    };
    await appendToChain(uow, factura.id, draft, moment);
    await uow.publish(facturaEmitida, { facturaId: factura.id, empresaId: factura.empresaId, origen: input.origen, origenId: input.origenId, folletos: input.folletos });
    return factura;
  }

  async function mailFactura(uow: UnitOfWork, factura: FacturaRow, folletos: readonly ToolCode[]) {
    const { mail } = deps;
    if (!mail || !factura.destinatario.email) return;
    await mail.outbox.queueEmail(uow, facturaEmitidaEmail, factura.destinatario.email, {
      publicUrl: mail.publicUrl,
      facturaId: factura.id,
      numeroFactura: factura.numeroFactura,
      fecha: factura.fecha,
      fechaCuandoFacturar: factura.fechaCuandoFacturar,
      totalCents: factura.totalCents,
      metodoDePago: factura.metodoDePago,
      rectifica: factura.rectificaId ? ((await findFactura(uow.tx, factura.rectificaId))?.numeroFactura ?? null) : null,
      empresa: { razonSocial: factura.destinatario.nombre, nifCif: factura.destinatario.nif },
      folletos: [...folletos],
      proveedor: { nombre: proveedor.nombre, email: proveedor.email, telefono: proveedor.telefono },
    });
  }

  async function issue(uow: UnitOfWork, input: IssueInput, folletos: ToolCode[] = []) {
    if (input.lineas.length === 0) throw new Error('An invoice needs at least one line');
    return write(uow, { ...input, tipo: 'F1', folletos });
  }

  return {
    issue,

    async issueForContrato(uow, contract) {
      if (contract.precioCents <= 0) return null;
      const signedOn = madridIsoDate(new Date(contract.signedAt ?? now()));
      // Switched off and on again inside the year it paid for: a new contract, no second bill (decision 0041).
      if ((await toolsBilledOn(uow.tx, contract.empresaId, [contract.tool], signedOn)).length > 0) return null;
      return issue(
        uow,
        {
          empresaId: contract.empresaId,
          origen: 'CONTRATO',
          origenId: contract.contratoId,
          lineas: [{ tool: contract.tool, nombreProducto: productName(contract.tool), precioUnitarioCents: contract.precioCents, periodo: periodoAnual(signedOn) }],
        },
        [contract.tool],
      );
    },

    async issueForPaperContratos(uow, empresaId, tools, signedAt) {
      const signedOn = madridIsoDate(new Date(signedAt ?? now()));
      const billed = await toolsBilledOn(uow.tx, empresaId, tools.map(({ tool }) => tool), signedOn);
      const priced = tools.filter((tool) => tool.precioCents > 0 && !billed.includes(tool.tool));
      if (priced.length === 0) return null;
      const periodo = periodoAnual(signedOn);
      // No contract row stands behind a paper signature: the invoice has no origin to be unique for.
      return write(uow, {
        empresaId,
        origen: 'CONTRATO',
        origenId: null,
        tipo: 'F1',
        lineas: priced.map(({ tool, precioCents }) => ({ tool, nombreProducto: productName(tool), precioUnitarioCents: precioCents, periodo })),
        folletos: priced.map(({ tool }) => tool),
      });
    },

    async issueForRenovacion(uow, renewal) {
      const priced = renewal.tools.filter((tool) => tool.precioCents > 0);
      if (priced.length === 0) return null;
      // The new period, from the end of the last one (decision 0030).
      const periodo = renewal.fechaInicio ? periodoAnual(renewal.fechaInicio, renewal.fechaFin) : null;
      // The company has had each product's leaflet since its first invoice: a renewal's comes alone.
      return issue(uow, {
        empresaId: renewal.empresaId,
        origen: 'RENOVACION',
        origenId: renewal.renovacionId,
        lineas: priced.map(({ tool, precioCents }) => ({ tool, nombreProducto: productName(tool), precioUnitarioCents: precioCents, periodo })),
      });
    },

    async rectify(uow, actor, facturaId, input) {
      if (input.lineas.length === 0) throw new Error('A rectifying invoice needs at least one line');
      const original = await lockFactura(uow.tx, facturaId);
      if (!original) throw notFound('Factura no encontrada.');
      if (original.tipo !== 'F1') throw conflict('CONFLICT', 'Una factura rectificativa no se rectifica: rectifique la factura original.');
      if (original.anuladaAt) throw conflict('CONFLICT', 'La factura está anulada.');
      // Under the original's lock: what it is worth now, and what it would be worth after this correction.
      const vigente = await valorVigente(uow.tx, original);
      const lineas = importesOf(input.lineas);
      const despues = input.modo === 'S' ? lineas : { baseCents: vigente.baseCents + lineas.baseCents, cuotaCents: vigente.cuotaCents + lineas.cuotaCents };
      if (bajoCero(despues)) throw superaFacturado('La rectificación', original, vigente);
      // The correction bills the period the original billed.
      const periodo = await periodoOf(uow.tx, original.id);
      const factura = await write(uow, {
        empresaId: original.empresaId,
        origen: 'RECTIFICACION',
        origenId: null,
        tipo: input.tipo,
        lineas: input.lineas.map((linea) => ({ ...linea, periodo: linea.periodo ?? periodo })),
        folletos: [],
        rectificacion: { original, modo: input.modo, motivo: input.motivo, reemplaza: input.modo === 'S' ? vigente : null },
      });
      await recordAudit(uow.tx, actor, {
        action: 'factura.rectified',
        entityType: 'factura',
        entityId: facturaId,
        changes: { rectificativa: factura.numeroFactura, tipo: input.tipo, modo: input.modo, motivo: input.motivo },
      });
      return factura;
    },

    async cancel(uow, actor, facturaId, motivo) {
      const { tx } = uow;
      // The rows before the chain, as `rectify` takes them: a rectifying invoice's original first, then
      // the invoice; never one order and its reverse. (The link to the original never changes.)
      const rectificaId = (await findFactura(tx, facturaId))?.rectificaId;
      const original = rectificaId ? await lockFactura(tx, rectificaId) : undefined;
      const factura = await lockFactura(tx, facturaId);
      if (!factura) throw notFound('Factura no encontrada.');
      if (factura.anuladaAt) throw conflict('CONFLICT', 'La factura ya está anulada.');
      if (factura.facturado) throw conflict('CONFLICT', 'La factura ya está remesada: corríjala con una factura rectificativa.');
      if (await hasRectificativas(tx, factura.id)) throw conflict('CONFLICT', 'La factura tiene facturas rectificativas: corríjala con otra rectificativa.');
      if (original) {
        // Cancelling a correction that raised the amount must not leave later ones refunding more than was invoiced.
        const vigente = await valorVigente(tx, original);
        if (bajoCero({ baseCents: vigente.baseCents - factura.baseCents, cuotaCents: vigente.cuotaCents - factura.cuotaCents })) {
          throw superaFacturado(`Anular la factura rectificativa ${factura.numeroFactura}`, original, vigente);
        }
      }
      await lockChain(tx);
      const moment = now();
      const anulacion: AnulacionDraft = {
        tipo: 'anulacion',
        factura: { idEmisorFactura: factura.emisor.nif, numSerieFactura: factura.numeroFactura, fechaExpedicionFactura: factura.fecha },
        fechaHoraHusoGenRegistro: fechaHoraHuso(moment),
        ...((await sinRegistroPrevio(tx, factura.id)) ? { sinRegistroPrevio: 'S' as const } : {}),
      };
      await appendToChain(uow, factura.id, anulacion, moment);
      await markAnulada(tx, factura.id, moment);
      await recordAudit(tx, actor, { action: 'factura.cancelled', entityType: 'factura', entityId: facturaId, changes: { numeroFactura: factura.numeroFactura, motivo } });
    },

    async subsanar(uow, actor, facturaId) {
      const { tx } = uow;
      const factura = await lockFactura(tx, facturaId);
      if (!factura) throw notFound('Factura no encontrada.');
      await lockChain(tx);
      const ultimo = await lastRegistroOfFactura(tx, factura.id);
      if (ultimo?.registro.tipo === 'anulacion') {
        // A cancellation the agency refused is sent again with RechazoPrevio S (and SinRegistroPrevio S
        // while the agency has no record of the invoice): SuministroInformacion.xsd,
        // RegistroFacturacionAnulacionType; decision 0061. One accepted, even with errors, is final.
        if (ultimo.veredicto === null) throw conflict('CONFLICT', 'Solo se subsana un registro que la AEAT rechazó o aceptó con errores.');
        if (ultimo.veredicto !== 'ENVIO_INCORRECTO') throw conflict('CONFLICT', 'La AEAT ya aceptó la anulación de la factura: no hay nada que subsanar.');
        const moment = now();
        const anulacion: AnulacionDraft = {
          tipo: 'anulacion',
          factura: ultimo.registro.factura,
          fechaHoraHusoGenRegistro: fechaHoraHuso(moment),
          ...((await sinRegistroPrevio(tx, factura.id)) ? { sinRegistroPrevio: 'S' as const } : {}),
          rechazoPrevio: 'S',
        };
        await appendToChain(uow, factura.id, anulacion, moment);
        await recordAudit(tx, actor, { action: 'factura.record-corrected', entityType: 'factura', entityId: facturaId, changes: { numeroFactura: factura.numeroFactura, registro: 'anulacion', rechazoPrevio: 'S' } });
        return;
      }
      if (factura.anuladaAt || ultimo?.registro.tipo !== 'alta') throw conflict('CONFLICT', 'La factura está anulada: su registro no se subsana.');
      if (ultimo.veredicto !== 'ENVIO_INCORRECTO' && ultimo.veredicto !== 'ENVIO_ACEPTADO_CON_ERRORES') {
        throw conflict('CONFLICT', 'Solo se subsana un registro que la AEAT rechazó o aceptó con errores.');
      }
      const rechazoPrevio = ultimo.veredicto === 'ENVIO_INCORRECTO' ? 'S' : 'N';
      const { anterior: _anterior, huella: _huella, cuotaTotalCents: _cuota, importeTotalCents: _importe, ...contenido } = ultimo.registro;
      const moment = now();
      await appendToChain(uow, factura.id, { ...contenido, fechaHoraHusoGenRegistro: fechaHoraHuso(moment), subsanacion: { rechazoPrevio } }, moment);
      await recordAudit(tx, actor, { action: 'factura.record-corrected', entityType: 'factura', entityId: facturaId, changes: { numeroFactura: factura.numeroFactura, rechazoPrevio } });
    },

    async mailIssued(uow, issued) {
      const factura = await findFactura(uow.tx, issued.facturaId);
      if (factura) await mailFactura(uow, factura, issued.folletos);
    },
  };
}

