import { TOOLS, type ToolCode } from '@cumplia/shared/enums';
import { centsToEuros } from '@cumplia/shared/money';
import { daysBetweenIso } from '@cumplia/shared/calendar';
import { estadoRenovacion, type Renovacion, type RenovacionProducto } from '@cumplia/shared/schemas/renovacion';
import type { ProductoRow, RenovacionRow } from './renovaciones.repository.ts';

/** A renewal as every list and action answers it (spec 3 §3), read on `today` (Madrid). */
export function toRenovacionWire(row: RenovacionRow, today: string): Renovacion {
  const tools = new Set<ToolCode>(row.tools);
  const diasRestantes = daysBetweenIso(today, row.fecha_renovacion);
  const pending = !row.renueva && !row.procesada && !row.deshabilitar_renovacion;
  return {
    id: row.id,
    fechaInicio: row.fecha_inicio,
    fechaFin: row.fecha_fin,
    fechaRenovacion: row.fecha_renovacion,
    empresa: {
      id: row.empresa_id,
      nombre: row.empresa_nombre,
      nifCif: row.nif_cif,
      razonSocial: row.razon_social,
      nombreComercial: row.nombre_comercial,
      lopdgdd: tools.has('LOPD'),
      acosoLaboral: tools.has('ACOSO'),
      desconexionDigital: tools.has('DIGITAL'),
    },
    gestoria: row.gestoria_nombre === null ? null : { nombre: row.gestoria_nombre },
    estado: estadoRenovacion({ renueva: row.renueva, procesada: row.procesada, deshabilitarRenovacion: row.deshabilitar_renovacion }),
    ultimaActualizacion: new Date(row.updated_at).toISOString(),
    renueva: row.renueva,
    procesada: row.procesada,
    deshabilitarRenovacion: row.deshabilitar_renovacion,
    diasRestantes,
    prioritaria: pending && diasRestantes <= 0,
  };
}

export function toProductoWire(row: ProductoRow): RenovacionProducto {
  return { productoId: row.id, nombrePlantilla: row.tool, precioDescuento: centsToEuros(row.precio_cents) };
}

export const toolLabel = (tool: ToolCode) => TOOLS[tool].label;
