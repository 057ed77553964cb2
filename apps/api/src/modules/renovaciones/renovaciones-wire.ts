import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { centsToEuros } from '@cumplia/shared/money';
import { daysBetweenIso } from '@cumplia/shared/calendar';
import { estadoRenovacion, type Renovacion, type RenovacionProducto } from '@cumplia/shared/schemas/renovacion';
import type { ProductoRow, RenovacionRow } from './renovaciones.repository.ts';

/** A renewal as every list and action answers it (spec 3 §3), read on `today` (Madrid). */
export function toRenovacionWire(row: RenovacionRow, today: string): Renovacion {
  const tools = new Set<ToolCode>(row.tools);
  const diasRestantes = daysBetweenIso(today, row.fechaRenovacion);
  const pending = !row.renueva && !row.procesada && !row.deshabilitarRenovacion;
  return {
    id: row.id,
    fechaInicio: row.fechaInicio,
    fechaFin: row.fechaFin,
    fechaRenovacion: row.fechaRenovacion,
    empresa: {
      id: row.empresaId,
      nombre: row.empresaNombre,
      nifCif: row.nifCif,
      razonSocial: row.razonSocial,
      nombreComercial: row.nombreComercial,
      lopdgdd: tools.has('LOPD'),
      acosoLaboral: tools.has('ACOSO'),
      desconexionDigital: tools.has('DIGITAL'),
    },
    gestoria: row.gestoriaNombre === null ? null : { nombre: row.gestoriaNombre },
    estado: estadoRenovacion({ renueva: row.renueva, procesada: row.procesada, deshabilitarRenovacion: row.deshabilitarRenovacion }),
    ultimaActualizacion: new Date(row.updatedAt).toISOString(),
    renueva: row.renueva,
    procesada: row.procesada,
    deshabilitarRenovacion: row.deshabilitarRenovacion,
    diasRestantes,
    prioritaria: pending && diasRestantes <= 0,
  };
}

export function toProductoWire(row: ProductoRow): RenovacionProducto {
  return { productoId: row.id, nombrePlantilla: row.tool, precioDescuento: centsToEuros(row.precioCents) };
}

export const toolLabel = (tool: ToolCode) => TOOLS[tool].label;
