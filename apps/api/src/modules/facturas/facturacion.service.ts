import { eq } from 'drizzle-orm';
import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Transaction } from '../../db/database.ts';
import { empresas, gestorias, type FacturaOrigen, type FacturaParte } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { addDaysIso, madridIsoDate } from '@cumplia/shared/calendar';
import { shareOfCents } from '@cumplia/shared/money';
import { chainRecord, type AltaDraft } from '../../lib/verifactu/registro.ts';
import { fechaHoraHuso } from '../../lib/verifactu/verifactu-format.ts';
import { recordAudit, type Actor } from '../audit/audit.service.ts';
import type { EmailTemplate, OutboxService } from '../outbox/outbox.service.ts';
import type { FacturaEmitidaData } from './factura-email.ts';
import {
  appendRegistro,
  findByOrigin,
  insertFactura,
  lastRegistro,
  lockChain,
  lockFactura,
  markAnulada,
  takeNextNumber,
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

/** A tool's contract, just signed (docs/decisions/0022's "contract signed" event, in its transaction). */
export interface SignedContract {
  contratoId: string;
  empresaId: string;
  tool: ToolCode;
  precioCents: number;
}

/** How a new invoice reaches the company: an outbox e-mail with its PDF and the product leaflets. */
export interface InvoiceMail {
  outbox: Pick<OutboxService, 'queueEmailTemplate'>;
  template: EmailTemplate<FacturaEmitidaData>;
  publicUrl: string;
}

export interface FacturacionService {
  /**
   * Issues an invoice in the caller's unit of work (the contract's signature, a renewal's
   * processing): the next number of the year's F series, the recipient's data as they are now, and
   * its VERI*FACTU RegistroAlta chained to the last record. A rollback leaves no trace: no number,
   * no record. An origin already invoiced gives back its invoice.
   */
  issue(uow: UnitOfWork, input: IssueInput): Promise<FacturaRow>;
  /**
   * The invoice of a contract just signed, in the signing transaction, e-mailed with the tool's
   * leaflet; a tool at no price is not invoiced. Signing the same contract twice cannot happen, and
   * issuing for it twice gives back the first invoice.
   */
  issueForContract(uow: UnitOfWork, contract: SignedContract): Promise<FacturaRow | null>;
  /** The invoice of tools whose contracts staff recorded as signed on paper: one invoice, a line per tool. */
  issueForPaperContracts(uow: UnitOfWork, empresaId: string, tools: Array<{ tool: ToolCode; precioCents: number }>): Promise<FacturaRow | null>;
  /**
   * The invoice of a renewal's new period (docs/decisions/0030), in the processing transaction: a
   * line per tool renewed, e-mailed like a contract's (without the leaflets, sent with the first invoice); nothing when every
   * price is 0. The renewal is its origin, so processing it twice gives back the first invoice.
   */
  issueForRenewal(uow: UnitOfWork, renewal: { renovacionId: string; empresaId: string; tools: Array<{ tool: ToolCode; precioCents: number }> }): Promise<FacturaRow | null>;
  /** A rectifying invoice (R series, by differences) naming the one it corrects. */
  rectify(uow: UnitOfWork, actor: Actor, facturaId: string, input: { motivo: string; lineas: LineaInput[] }): Promise<FacturaRow>;
  /** Cancels an invoice that was never collected: a RegistroAnulacion, the invoice kept and marked. */
  cancel(uow: UnitOfWork, actor: Actor, facturaId: string): Promise<void>;
}

export function createFacturacionService(deps: { proveedor: Proveedor; mail?: InvoiceMail; now?: () => Date }): FacturacionService {
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
      // The company's record has no town of its own: its province stands for it (docs/decisions/0026).
      localidad: empresa.provincia,
      provincia: empresa.provincia,
      email: empresa.email,
    };
    return { empresa, destinatario, comision: { gestoriaId: empresa.gestoriaId, comisionBasisPoints: empresa.gestoriaId ? row.comisionBasisPoints : null } };
  }

  /** Writes the invoice, its lines and its RegistroAlta; the chain lock is taken first, then the series'. */
  async function write(tx: Transaction, input: { empresaId: string; origen: FacturaOrigen; origenId: string | null; tipo: 'F1' | 'R1'; lineas: LineaInput[]; rectifica?: FacturaRow; motivo?: string }) {
    const moment = now();
    const fecha = madridIsoDate(moment);
    const { empresa, destinatario, comision } = await recipient(tx, input.empresaId);
    // A rectifying invoice corrects its original's base: it counts for the same gestoría at the same commission.
    const { gestoriaId, comisionBasisPoints } = input.rectifica ?? comision;
    const lineas: NewFacturaLinea[] = input.lineas.map((linea, index) => {
      const cantidad = linea.cantidad ?? 1;
      return { posicion: index + 1, tool: linea.tool, nombreProducto: linea.nombreProducto, cantidad, precioUnitarioCents: linea.precioUnitarioCents, importeCents: cantidad * linea.precioUnitarioCents };
    });
    const baseCents = lineas.reduce((sum, linea) => sum + linea.importeCents!, 0);
    // Half a cent rounds away from zero, for a rectifying invoice's negative amounts as for positive ones.
    const cuotaCents = shareOfCents(baseCents, IVA_PERCENT, 100);

    await lockChain(tx);
    if (input.origenId) {
      const issued = await findByOrigin(tx, input.origen, input.origenId);
      if (issued) return issued;
    }
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
        rectificaId: input.rectifica?.id ?? null,
        motivoRectificacion: input.motivo ?? null,
        empresaId: empresa.id,
        origen: input.origen,
        origenId: input.origenId,
        fecha,
        fechaCuandoFacturar: addDaysIso(fecha, DAYS_TO_COLLECTION),
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
    const draft: AltaDraft = {
      tipo: 'alta',
      factura: { idEmisorFactura: emisor.nif, numSerieFactura: numeroFactura, fechaExpedicionFactura: fecha },
      fechaHoraHusoGenRegistro: fechaHoraHuso(moment),
      tipoFactura: input.tipo,
      nombreRazonEmisor: emisor.nombre,
      descripcionOperacion: input.rectifica
        ? `Rectificación de la factura ${input.rectifica.numeroFactura}: ${input.motivo ?? ''}`.slice(0, 500)
        : `Servicios de cumplimiento normativo: ${lineas.map((linea) => linea.nombreProducto).join(', ')}`.slice(0, 500),
      destinatario: { nombreRazon: destinatario.nombre, nif: destinatario.nif },
      desglose: [{ tipoImpositivoPercent: IVA_PERCENT, baseImponibleCents: baseCents, cuotaRepercutidaCents: cuotaCents }],
      rectificacion: input.rectifica
        ? {
            tipoRectificativa: 'I',
            facturasRectificadas: [{ idEmisorFactura: input.rectifica.emisor.nif, numSerieFactura: input.rectifica.numeroFactura, fechaExpedicionFactura: input.rectifica.fecha }],
          }
        : null,
    };
    await appendRegistro(tx, factura.id, chainRecord(draft, await lastRegistro(tx)));
    return factura;
  }

  async function mailInvoice(uow: UnitOfWork, factura: FacturaRow, folletos: ToolCode[]) {
    const { mail } = deps;
    if (!mail || !factura.destinatario.email) return;
    await mail.outbox.queueEmailTemplate(uow, mail.template, factura.destinatario.email, {
      publicUrl: mail.publicUrl,
      facturaId: factura.id,
      numeroFactura: factura.numeroFactura,
      fecha: factura.fecha,
      fechaCuandoFacturar: factura.fechaCuandoFacturar,
      totalCents: factura.totalCents,
      metodoDePago: factura.metodoDePago,
      empresa: { razonSocial: factura.destinatario.nombre, nifCif: factura.destinatario.nif },
      folletos,
      proveedor: { nombre: proveedor.nombre, email: proveedor.email, telefono: proveedor.telefono },
    });
  }

  async function issue(uow: UnitOfWork, input: IssueInput) {
    if (input.lineas.length === 0) throw new Error('An invoice needs at least one line');
    return write(uow.tx, { ...input, tipo: 'F1' });
  }

  return {
    issue,

    async issueForContract(uow, contract) {
      if (contract.precioCents <= 0) return null;
      const factura = await issue(uow, {
        empresaId: contract.empresaId,
        origen: 'CONTRATO',
        origenId: contract.contratoId,
        lineas: [{ tool: contract.tool, nombreProducto: productName(contract.tool), precioUnitarioCents: contract.precioCents }],
      });
      await mailInvoice(uow, factura, [contract.tool]);
      return factura;
    },

    async issueForPaperContracts(uow, empresaId, tools) {
      const priced = tools.filter((tool) => tool.precioCents > 0);
      if (priced.length === 0) return null;
      // No contract row stands behind a paper signature: the invoice has no origin to be unique for.
      const factura = await write(uow.tx, {
        empresaId,
        origen: 'CONTRATO',
        origenId: null,
        tipo: 'F1',
        lineas: priced.map(({ tool, precioCents }) => ({ tool, nombreProducto: productName(tool), precioUnitarioCents: precioCents })),
      });
      await mailInvoice(uow, factura, priced.map(({ tool }) => tool));
      return factura;
    },

    async issueForRenewal(uow, renewal) {
      const priced = renewal.tools.filter((tool) => tool.precioCents > 0);
      if (priced.length === 0) return null;
      const factura = await issue(uow, {
        empresaId: renewal.empresaId,
        origen: 'RENOVACION',
        origenId: renewal.renovacionId,
        lineas: priced.map(({ tool, precioCents }) => ({ tool, nombreProducto: productName(tool), precioUnitarioCents: precioCents })),
      });
      // The company has had each product's leaflet since its first invoice: a renewal's comes alone.
      await mailInvoice(uow, factura, []);
      return factura;
    },

    async rectify(uow, actor, facturaId, input) {
      const original = await lockFactura(uow.tx, facturaId);
      if (!original) throw notFound('Factura no encontrada.');
      if (original.tipo !== 'F1') throw conflict('CONFLICT', 'Una factura rectificativa no se rectifica: rectifique la factura original.');
      if (original.anuladaAt) throw conflict('CONFLICT', 'La factura está anulada.');
      const factura = await write(uow.tx, { empresaId: original.empresaId, origen: 'RECTIFICACION', origenId: null, tipo: 'R1', lineas: input.lineas, rectifica: original, motivo: input.motivo });
      await recordAudit(uow.tx, actor, { action: 'factura.rectified', entityType: 'factura', entityId: facturaId, changes: { rectificativa: factura.numeroFactura, motivo: input.motivo } });
      return factura;
    },

    async cancel(uow, actor, facturaId) {
      const { tx } = uow;
      const factura = await lockFactura(tx, facturaId);
      if (!factura) throw notFound('Factura no encontrada.');
      if (factura.anuladaAt) throw conflict('CONFLICT', 'La factura ya está anulada.');
      if (factura.facturado) throw conflict('CONFLICT', 'La factura ya está remesada: corríjala con una factura rectificativa.');
      const moment = now();
      await lockChain(tx);
      const registro = chainRecord(
        {
          tipo: 'anulacion',
          factura: { idEmisorFactura: factura.emisor.nif, numSerieFactura: factura.numeroFactura, fechaExpedicionFactura: factura.fecha },
          fechaHoraHusoGenRegistro: fechaHoraHuso(moment),
        },
        await lastRegistro(tx),
      );
      await appendRegistro(tx, factura.id, registro);
      await markAnulada(tx, factura.id, moment);
      await recordAudit(tx, actor, { action: 'factura.cancelled', entityType: 'factura', entityId: facturaId, changes: { numeroFactura: factura.numeroFactura } });
    },
  };
}

