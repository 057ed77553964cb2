import type { Writable } from 'node:stream';
import { ROLES, STAFF_ROLES } from '@cumplia/shared/enums';
import type { Aviso } from '@cumplia/shared/schemas/avisos';
import { pageOf, type Page } from '@cumplia/shared/schemas/page';
import type { Caller } from '../../plugins/access-policy.ts';
import type { Factura, FacturaDetallada, FacturaFilters, MetodoReembolso, rectificarFacturaSchema } from '@cumplia/shared/schemas/factura';
import { eurosToCents } from '@cumplia/shared/money';
import type { z } from 'zod';
import { facturaFileName, fechaCobroNoHabilMessage, fechaCobroSinPreavisoMessage } from '@cumplia/shared/schemas/factura';
import type { Database } from '../../db/database.ts';
import type { UnitOfWorkRunner } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { addDaysIso, isTargetBusinessDay, madridIsoDate, nextTargetBusinessDay } from '@cumplia/shared/calendar';
import { SEPA_PREAVISO_DIAS } from '@cumplia/shared/schemas/sepa';
import { facturaFechaCobroCambiada } from '../../events/factura-fecha-cobro-cambiada.event.ts';
import { definitionHash, renderPdf } from '../../lib/pdf/render-pdf.ts';
import type { AeatEnvironment, SistemaModo } from '../../lib/verifactu/qr-url.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import { eq } from 'drizzle-orm';
import { empresas } from '../../db/schema/index.ts';
import type { FacturacionService } from './facturacion.service.ts';
import { facturaDocument } from './factura-document.ts';
import { writeFacturasWorkbook } from './facturas-excel.ts';
import {
  countFacturas,
  empresaIdByNif,
  facturaOwner,
  facturasInBatches,
  findFacturaListRow,
  isFacturado,
  setReembolso,
  lineasOfFacturas,
  listFacturas,
  lockForRemittance,
  setFacturado,
  setFechaCuandoFacturar,
  type FacturaListFilter,
  type FacturaListRow,
} from './facturas-list.repository.ts';
import type { SepaService } from '../sepa/sepa.service.ts';
import { findFactura, issuedInMode, lineasOf } from './facturas.repository.ts';
import { estadoRegistro, toFacturaDetalladaWire, toFacturaWire } from './facturas-wire.ts';

/** Who asks for an invoice's PDF: staff see every invoice, a company its own, a gestoría its companies'. */
export type FacturaViewer = { staff: true } | { empresaId: string } | { gestoriaId: string };

/** An invoice's PDF, drawn but not yet rendered: its tag answers a repeated download without rendering. */
export interface FacturaPdf {
  fileName: string;
  /** What the PDF is made from (definitionHash): it changes with the invoice, the account or the layout. */
  hash: string;
  render(): Promise<Buffer>;
}

type PageRequest = { page: number; size: number };
type RectificarFacturaInput = z.output<typeof rectificarFacturaSchema>;

/** The message of every invoice a caller may not see, as of one that does not exist (spec 3 §8). */
const NOT_FOUND_MESSAGE = 'Factura o archivo PDF no encontrado';

export interface FacturasService {
  list(filter: FacturaListFilter, page: PageRequest): Promise<Page<Factura>>;
  /** The company detail's history: the invoices of the company with this NIF/CIF, with their lines. */
  detalladas(nifCif: string, page: PageRequest): Promise<Page<FacturaDetallada>>;
  pdf(viewer: FacturaViewer, id: string): Promise<FacturaPdf>;
  /** Marks an invoice remitted (staff, with confirmation); 409 when it already is, or is cancelled. */
  marcarFacturada(actor: Actor, id: string): Promise<Factura>;
  /** Moves the collection date of an invoice not yet remitted; 409 once remitted. */
  cambiarFechaFacturar(actor: Actor, id: string, nuevaFecha: string): Promise<Factura>;
  /**
   * Issues a rectifying invoice of `id` (staff; RD 1619/2012 art. 15, decision 0045): its own R
   * series, the legal reason, by differences or substitution, chained like any invoice.
   */
  rectificar(actor: Actor, id: string, input: RectificarFacturaInput): Promise<Factura>;
  /** Cancels an invoice issued by mistake and not collected (its RegistroAnulacion); answers it. */
  anular(actor: Actor, id: string, motivo: string): Promise<Factura>;
  /**
   * Records that what a negative rectifying invoice owes the client was paid back (decision 0060);
   * 409 when nothing is owed (not such an invoice, its original not collected, already recorded).
   */
  registrarReembolso(actor: Actor, id: string, reembolso: { fecha: string; metodo: MetodoReembolso }): Promise<Factura>;
  /** The "subsanación" of the invoice's record the agency refused or accepted with errors (decision 0061); 409 without sending on. */
  subsanarRegistro(actor: Actor, id: string): Promise<Factura>;
  /**
   * The bell's notice of debits the bank returned (issue 20, decision 0051): all of them for staff,
   * its own companies' for a collaborator, each leading to the list filtered by "Devuelta".
   */
  cobrosDevueltosAviso(user: Caller): Promise<Aviso | null>;
  /** The staff list's invoices as a workbook written to `out` as it is read (never whole in memory). */
  exportExcel(filters: FacturaFilters, out: Writable): Promise<void>;
}

export function createFacturasService(deps: {
  db: Database;
  unitOfWork: UnitOfWorkRunner;
  facturacion: Pick<FacturacionService, 'rectify' | 'cancel' | 'subsanar'>;
  aeatEnvironment: AeatEnvironment;
  modo: SistemaModo;
  registroMercantil?: string;
  /** Which invoices wait for a mandate: the list says "Pendiente de mandato" (decision 0050). */
  mandates?: Pick<SepaService, 'waitingForMandate'>;
  now?: () => Date;
}): FacturasService {
  const { db, unitOfWork } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invoices still to collect by SEPA that wait for a mandate, of these rows. */
  async function waitingOf(rows: readonly FacturaListRow[]): Promise<ReadonlySet<string>> {
    const pending = rows.filter((row) => !row.facturado && row.anuladaAt === null && row.empresa.metodoDePago === 'SEPA' && row.totalCents > 0).map((row) => row.id);
    return pending.length > 0 && deps.mandates ? deps.mandates.waitingForMandate(pending) : new Set();
  }

  async function listRow(id: string) {
    const row = await findFacturaListRow(db, id);
    if (!row) throw notFound('Factura no encontrada.');
    return toFacturaWire(row, await waitingOf([row]));
  }

  return {
    async list(filter, page) {
      const { rows, total } = await listFacturas(db, filter, page);
      const waiting = await waitingOf(rows);
      // The record's state before the agency is for staff's lists (no agency wording for clients, decision 0044).
      const staffList = filter.empresaId === undefined && filter.gestoriaId === undefined;
      return pageOf(
        rows.map((row) =>
          staffList ? { ...toFacturaWire(row, waiting), estadoRegistro: estadoRegistro(row, deps.modo === 'verifactu') } : toFacturaWire(row, waiting),
        ),
        total,
        page,
      );
    },

    async detalladas(nifCif, page) {
      const empresaId = await empresaIdByNif(db, nifCif);
      if (!empresaId) return pageOf([], 0, page);
      const { rows, total } = await listFacturas(db, { empresaId }, page);
      const lineas = await lineasOfFacturas(
        db,
        rows.map((row) => row.id),
      );
      return pageOf(
        rows.map((row) => toFacturaDetalladaWire(row, lineas.filter((linea) => linea.facturaId === row.id))),
        total,
        page,
      );
    },

    async pdf(viewer, id) {
      const owner = await facturaOwner(db, id);
      const allowed = owner && ('staff' in viewer || ('empresaId' in viewer ? owner.empresaId === viewer.empresaId : owner.gestoriaId === viewer.gestoriaId));
      if (!allowed) throw notFound(NOT_FOUND_MESSAGE);
      const factura = await findFactura(db, id);
      if (!factura) throw notFound(NOT_FOUND_MESSAGE);
      const [lineas, rectificada, [empresa], emitidaEn] = await Promise.all([
        lineasOf(db, id),
        factura.rectificaId ? findFactura(db, factura.rectificaId) : Promise.resolve(undefined),
        db.select({ numCuenta: empresas.numCuenta }).from(empresas).where(eq(empresas.id, factura.empresaId)),
        issuedInMode(db, id),
      ]);
      const definition = facturaDocument({
        factura,
        lineas,
        rectificada: rectificada ? { numeroFactura: rectificada.numeroFactura, fecha: rectificada.fecha } : null,
        iban: empresa?.numCuenta ?? null,
        aeatEnvironment: deps.aeatEnvironment,
        // As issued: an invoice never changes once issued (RD 1619/2012), not even its legend or QR
        // when the system later starts sending its records (decision 0074).
        modo: emitidaEn ?? deps.modo,
        registroMercantil: deps.registroMercantil,
      });
      return { fileName: facturaFileName(factura.numeroFactura), hash: definitionHash(definition), render: () => renderPdf(definition) };
    },

    async marcarFacturada(actor, id) {
      await unitOfWork.run(async (uow) => {
        const factura = await lockForRemittance(uow.tx, id);
        if (!factura) throw notFound('Factura no encontrada.');
        if (factura.anuladaAt) throw conflict('CONFLICT', 'La factura está anulada: no se remesa.');
        if (factura.facturado) throw conflict('CONFLICT', 'La factura ya está remesada.');
        // A rectifying invoice of zero or less is never collected: what it owes is refunded (decision 0060).
        if (factura.totalCents <= 0) throw conflict('CONFLICT', 'La factura no tiene importe a cobrar: no se remesa.');
        await setFacturado(uow.tx, id, now());
        await recordAudit(uow.tx, actor, { action: 'factura.remitted', entityType: 'factura', entityId: id, changes: { numeroFactura: factura.numeroFactura, facturado: true } });
      });
      return listRow(id);
    },

    async cambiarFechaFacturar(actor, id, nuevaFecha) {
      // A collection date in the past cannot be sent to a bank.
      if (nuevaFecha < madridIsoDate(now())) throw badRequest('VALIDATION_ERROR', 'La nueva fecha de cobro no puede ser anterior a hoy.', { nuevaFecha: 'La nueva fecha de cobro no puede ser anterior a hoy.' });
      // No collection on a weekend or a TARGET2 holiday (25 December, Good Friday…): the next business day is offered.
      if (!isTargetBusinessDay(nuevaFecha)) {
        const siguienteDiaHabil = nextTargetBusinessDay(nuevaFecha);
        const message = fechaCobroNoHabilMessage(nuevaFecha, siguienteDiaHabil);
        throw badRequest('VALIDATION_ERROR', message, { nuevaFecha: message, siguienteDiaHabil });
      }
      await unitOfWork.run(async (uow) => {
        const factura = await lockForRemittance(uow.tx, id);
        if (!factura) throw notFound('Factura no encontrada.');
        if (factura.facturado) throw conflict('CONFLICT', 'No se puede cambiar la fecha de una factura ya remesada.');
        if (factura.anuladaAt) throw conflict('CONFLICT', 'La factura está anulada: no se cobra.');
        if (factura.totalCents <= 0) throw conflict('CONFLICT', 'La factura no tiene importe a cobrar: no tiene fecha de cobro.');
        if (factura.fechaCuandoFacturar === nuevaFecha) return;
        // A debit's date reaches the debtor SEPA_PREAVISO_DIAS before it (the contract's pre-notification, decision 0050).
        const primera = nextTargetBusinessDay(addDaysIso(madridIsoDate(now()), SEPA_PREAVISO_DIAS));
        if (factura.metodoDePago === 'SEPA' && nuevaFecha < primera) {
          const message = fechaCobroSinPreavisoMessage(primera);
          throw badRequest('VALIDATION_ERROR', message, { nuevaFecha: message, primeraFechaPosible: primera });
        }
        await setFechaCuandoFacturar(uow.tx, id, nuevaFecha);
        await uow.publish(facturaFechaCobroCambiada, {
          facturaId: id,
          empresaId: factura.empresaId,
          numeroFactura: factura.numeroFactura,
          fechaAnterior: factura.fechaCuandoFacturar,
          fechaNueva: nuevaFecha,
          totalCents: factura.totalCents,
        });
        await recordAudit(uow.tx, actor, {
          action: 'factura.collection-date-changed',
          entityType: 'factura',
          entityId: id,
          changes: { numeroFactura: factura.numeroFactura, fechaCuandoFacturar: { from: factura.fechaCuandoFacturar, to: nuevaFecha } },
        });
      });
      return listRow(id);
    },

    async rectificar(actor, id, input) {
      const factura = await unitOfWork.run((uow) =>
        deps.facturacion.rectify(uow, actor, id, {
          tipo: input.tipo,
          modo: input.modo,
          motivo: input.motivo,
          lineas: input.lineas.map((linea) => ({ tool: null, nombreProducto: linea.nombreProducto, cantidad: linea.cantidad, precioUnitarioCents: eurosToCents(linea.precioUnitario) })),
        }),
      );
      return listRow(factura.id);
    },

    async anular(actor, id, motivo) {
      await unitOfWork.run((uow) => deps.facturacion.cancel(uow, actor, id, motivo));
      return listRow(id);
    },

    async registrarReembolso(actor, id, reembolso) {
      const today = madridIsoDate(now());
      if (reembolso.fecha > today) throw badRequest('VALIDATION_ERROR', 'La fecha del reembolso no puede ser posterior a hoy.', { fecha: 'La fecha del reembolso no puede ser posterior a hoy.' });
      await unitOfWork.run(async (uow) => {
        const factura = await lockForRemittance(uow.tx, id);
        if (!factura) throw notFound('Factura no encontrada.');
        if (factura.tipo === 'F1' || factura.totalCents >= 0 || factura.anuladaAt) throw conflict('CONFLICT', 'La factura no tiene importe a devolver al cliente.');
        if (factura.reembolsadaEl) throw conflict('CONFLICT', 'El reembolso de esta factura ya está registrado.');
        if (!factura.rectificaId || !(await isFacturado(uow.tx, factura.rectificaId))) throw conflict('CONFLICT', 'La factura rectificada aún no se ha cobrado: no hay nada que devolver todavía.');
        if (reembolso.fecha < factura.fecha) {
          const message = 'La fecha del reembolso no puede ser anterior a la de la factura rectificativa.';
          throw badRequest('VALIDATION_ERROR', message, { fecha: message });
        }
        await setReembolso(uow.tx, id, reembolso);
        await recordAudit(uow.tx, actor, {
          action: 'factura.refunded',
          entityType: 'factura',
          entityId: id,
          changes: { numeroFactura: factura.numeroFactura, importeCents: -factura.totalCents, fecha: reembolso.fecha, metodo: reembolso.metodo },
        });
      });
      return listRow(id);
    },

    async subsanarRegistro(actor, id) {
      // A non-VERI*FACTU system sends nothing, so the agency has refused nothing (decision 0044).
      if (deps.modo !== 'verifactu') throw conflict('CONFLICT', 'El sistema no remite los registros a la AEAT: no hay nada que subsanar.');
      await unitOfWork.run((uow) => deps.facturacion.subsanar(uow, actor, id));
      const row = await findFacturaListRow(db, id);
      if (!row) throw notFound('Factura no encontrada.');
      return { ...toFacturaWire(row), estadoRegistro: estadoRegistro(row, true) };
    },

    async cobrosDevueltosAviso(user) {
      const scope = user.roles.some((role) => STAFF_ROLES.includes(role))
        ? {}
        : user.roles.includes(ROLES.MANAGEMENT) && user.gestoriaIds[0]
          ? { gestoriaId: user.gestoriaIds[0] }
          : null;
      if (!scope) return null;
      const total = await countFacturas(db, { ...scope, devuelta: true });
      return total > 0 ? { tipo: 'COBROS_DEVUELTOS', total } : null;
    },

    async exportExcel(filters, out) {
      await writeFacturasWorkbook(facturasInBatches(db, filters), out, { generatedOn: madridIsoDate(now()) });
    },
  };
}
