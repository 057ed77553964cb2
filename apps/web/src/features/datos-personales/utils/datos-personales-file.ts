import { madridIsoDate } from '@cumplia/shared/calendar';
import type { DatosPersonales } from '@cumplia/shared/schemas/datos-personales';
import { saveFile } from '../../../lib/save-file';

/**
 * An identifier as part of a file name: letters without accents, digits, dots and hyphens; anything
 * else (the e-mail's "@", the phone's "+") becomes "_", and none at either end.
 */
function fileNamePart(identifier: string): string {
  return identifier
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '');
}

/**
 * "datos-personales-33333333P-2026-11-26.json": the first identifier the person was searched by (NIF/NIE,
 * else e-mail, else phone) and the day the answer was made, in Madrid.
 */
export function datosPersonalesFileName({ interesado, generadoEl }: Pick<DatosPersonales, 'interesado' | 'generadoEl'>): string {
  const identifier = fileNamePart(interesado.nif || interesado.email || interesado.telefono || '');
  const generado = new Date(generadoEl);
  const day = madridIsoDate(Number.isNaN(generado.getTime()) ? new Date() : generado);
  return ['datos-personales', identifier, day].filter(Boolean).join('-') + '.json';
}

/**
 * Saves the answer already received as the file handed to the person (art. 20: structured, commonly
 * used, machine-readable): the JSON as the server gave it, indented two spaces.
 */
export function saveDatosPersonales(datos: DatosPersonales): void {
  const blob = new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' });
  saveFile(blob, datosPersonalesFileName(datos));
}
