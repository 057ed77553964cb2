import { TOOL_CODES } from '@cumplia/shared/enums';
import type { Gestoria, GestoriaCreate, GestoriaListItem, Producto } from '@cumplia/shared/schemas/gestoria';
import { basisPointsToPercent, centsToEuros, eurosToCents } from '@cumplia/shared/money';
import type { GestoriaListRow, GestoriaProductoRow, GestoriaRow, NewGestoria } from './gestorias.repository.ts';

/**
 * The one place that maps a gestoría between its rows and the spec's wire: the product lines
 * `productos: [{nombrePlantilla, precioDescuento}]` (euros) ⇄ rows of `gestoria_productos`
 * (cents), the commission in percent ⇄ basis points (docs/decisions/0015).
 */

/** 12.5 % → 1250; the schema has already kept it to 2 decimals, the rounding only absorbs float noise. */
export const comisionToBasisPoints = (comision: number): number => Math.round(comision * 100);
export const basisPointsToComision = basisPointsToPercent;

export function productosFromWire(productos: Producto[]): Array<Omit<GestoriaProductoRow, 'gestoriaId'>> {
  return productos.map((line) => ({ nombrePlantilla: line.nombrePlantilla, precioCents: eurosToCents(line.precioDescuento) }));
}

export function productosToWire(rows: Array<Pick<GestoriaProductoRow, 'nombrePlantilla' | 'precioCents'>>): Producto[] {
  return [...rows]
    .sort((a, b) => TOOL_CODES.indexOf(a.nombrePlantilla) - TOOL_CODES.indexOf(b.nombrePlantilla))
    .map((row) => ({ nombrePlantilla: row.nombrePlantilla, precioDescuento: centsToEuros(row.precioCents) }));
}

/** The gestoría's row as staff creation stores it. */
export function gestoriaRowFromWire(input: GestoriaCreate): NewGestoria {
  return {
    razonSocial: input.razonSocial,
    nombreComercial: input.nombreComercial,
    nifCif: input.nifCif,
    tipo: input.tipo,
    nombre: input.nombre,
    dni: input.dni,
    email: input.email,
    telefono: input.telefono,
    direccion: input.direccion,
    provincia: input.provincia,
    codigoPostal: input.codigoPostal,
    cnae: input.cnae,
    actividad: input.actividad,
    numTrabajadores: input.numTrabajadores,
    numCuenta: input.numCuenta,
    comisionBasisPoints: comisionToBasisPoints(input.comision),
    superColaborador: input.superColaborador,
  };
}

export function toGestoriaWire(row: GestoriaRow, productos: GestoriaProductoRow[]): Gestoria {
  return {
    id: row.id,
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    nifCif: row.nifCif,
    tipo: row.tipo,
    nombre: row.nombre,
    dni: row.dni,
    email: row.email,
    telefono: row.telefono,
    direccion: row.direccion,
    provincia: row.provincia,
    codigoPostal: row.codigoPostal,
    cnae: row.cnae,
    actividad: row.actividad,
    numTrabajadores: row.numTrabajadores,
    numCuenta: row.numCuenta,
    comision: basisPointsToComision(row.comisionBasisPoints),
    superColaborador: row.superColaborador,
    createdAt: row.createdAt.toISOString(),
    productos: productosToWire(productos),
  };
}

export function toGestoriaListItemWire(row: GestoriaListRow): GestoriaListItem {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    razonSocial: row.razonSocial,
    nombreComercial: row.nombreComercial,
    nifCif: row.nifCif,
    comision: basisPointsToComision(row.comisionBasisPoints),
    users: row.users,
  };
}
