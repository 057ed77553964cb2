import { basisPointsToPercent, centsToEuros, shareOfCents } from '@cumplia/shared/money';
import { liquidacionFileName, type ComisionesMes, type ComisionesQuery, type Liquidacion } from '@cumplia/shared/schemas/comision';
import { pageOf } from '@cumplia/shared/schemas/page';
import type { Proveedor } from '@cumplia/shared/schemas/proveedor';
import type { Database } from '../../db/database.ts';
import { renderPdf } from '../../lib/pdf/render-pdf.ts';
import type { GestoriasService } from '../gestorias/gestorias.service.ts';
import { liquidacionDocument } from './comisiones-document.ts';
import { liquidacionWorkbook } from './comisiones-excel.ts';
import { comisionGroups, gestoriasWithFacturas, liquidacionFacturas } from './comisiones.repository.ts';
import type { LiquidacionCents } from './liquidacion.ts';

/** A liquidación as a file to download. */
export interface LiquidacionFile {
  fileName: string;
  bytes: Buffer;
}

export interface ComisionesService {
  /** The staff overview of a month: its totals over every gestoría and a page of them, by name. */
  mes(query: ComisionesQuery): Promise<ComisionesMes>;
  /** A gestoría's liquidación of the month (empty when it has no invoices); NOT_FOUND when there is no such gestoría. */
  liquidacion(gestoriaId: string, mes: string): Promise<Liquidacion>;
  pdf(gestoriaId: string, mes: string): Promise<LiquidacionFile>;
  excel(gestoriaId: string, mes: string): Promise<LiquidacionFile>;
}

/** An invoice's commission: its base × the basis points it was issued with, half away from zero to the cent. */
const comisionOf = (baseCents: number, basisPoints: number) => shareOfCents(baseCents, basisPoints, 10_000);

function toLiquidacionWire(liquidacion: LiquidacionCents): Liquidacion {
  return {
    mes: liquidacion.mes,
    gestoria: liquidacion.gestoria,
    facturas: liquidacion.facturas.map((row) => ({
      id: row.id,
      facturaId: row.numeroFactura,
      fecha: row.fecha,
      rectificativa: row.tipo === 'R1',
      empresa: { razonSocial: row.destinatario.nombre, nifCif: row.destinatario.nif },
      baseImponible: centsToEuros(row.baseCents),
      comision: basisPointsToPercent(row.comisionBasisPoints),
      importeComision: centsToEuros(row.comisionCents),
      facturado: row.facturado,
    })),
    baseImponible: centsToEuros(liquidacion.baseCents),
    importeComision: centsToEuros(liquidacion.comisionCents),
  };
}

/**
 * Liquidaciones de comisiones (docs/decisions/0032): a total is the sum of the invoices' own commissions,
 * so a liquidación's lines always add up to it and the overview's figure of a gestoría is its liquidación's.
 */
export function createComisionesService(deps: { db: Database; gestorias: Pick<GestoriasService, 'get'>; proveedor: Proveedor }): ComisionesService {
  const { db, proveedor } = deps;

  async function liquidacionCents(gestoriaId: string, mes: string): Promise<LiquidacionCents> {
    // The gestorías module's answer for an unknown id (404, "La gestoría no existe.").
    const gestoria = await deps.gestorias.get(gestoriaId);
    const facturas = (await liquidacionFacturas(db, gestoriaId, mes)).map((row) => ({ ...row, comisionCents: comisionOf(row.baseCents, row.comisionBasisPoints) }));
    return {
      mes,
      gestoria: { id: gestoria.id, razonSocial: gestoria.razonSocial, nifCif: gestoria.nifCif, comision: gestoria.comision },
      facturas,
      baseCents: facturas.reduce((sum, row) => sum + row.baseCents, 0),
      comisionCents: facturas.reduce((sum, row) => sum + row.comisionCents, 0),
    };
  }

  return {
    async liquidacion(gestoriaId, mes) {
      return toLiquidacionWire(await liquidacionCents(gestoriaId, mes));
    },

    async mes(query) {
      const [{ rows, total }, groups] = await Promise.all([gestoriasWithFacturas(db, query.mes, query), comisionGroups(db, query.mes)]);
      const sums = new Map<string, { baseCents: number; comisionCents: number }>();
      const all = { baseCents: 0, comisionCents: 0 };
      for (const group of groups) {
        const baseCents = group.baseCents * group.facturas;
        const comisionCents = comisionOf(group.baseCents, group.comisionBasisPoints) * group.facturas;
        const sum = sums.get(group.gestoriaId) ?? { baseCents: 0, comisionCents: 0 };
        sum.baseCents += baseCents;
        sum.comisionCents += comisionCents;
        sums.set(group.gestoriaId, sum);
        all.baseCents += baseCents;
        all.comisionCents += comisionCents;
      }
      const content = rows.map((row) => {
        const sum = sums.get(row.id) ?? { baseCents: 0, comisionCents: 0 };
        return {
          gestoriaId: row.id,
          razonSocial: row.razonSocial,
          nifCif: row.nifCif,
          comision: basisPointsToPercent(row.comisionBasisPoints),
          facturas: row.facturas,
          baseImponible: centsToEuros(sum.baseCents),
          importeComision: centsToEuros(sum.comisionCents),
        };
      });
      return { mes: query.mes, baseImponible: centsToEuros(all.baseCents), importeComision: centsToEuros(all.comisionCents), gestorias: pageOf(content, total, query) };
    },

    async pdf(gestoriaId, mes) {
      const found = await liquidacionCents(gestoriaId, mes);
      return { fileName: liquidacionFileName(found.gestoria.nifCif, mes, 'pdf'), bytes: await renderPdf(liquidacionDocument(found, proveedor)) };
    },

    async excel(gestoriaId, mes) {
      const found = await liquidacionCents(gestoriaId, mes);
      return { fileName: liquidacionFileName(found.gestoria.nifCif, mes, 'xlsx'), bytes: await liquidacionWorkbook(found) };
    },
  };
}
