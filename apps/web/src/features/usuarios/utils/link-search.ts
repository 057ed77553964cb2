import type { UsuarioLink } from '@cumplia/shared/schemas/usuario';
import { isValidNifCif, normalizeNif } from '@cumplia/shared/validators/nif';

/** How many matches a picker offers at once: the first page of the list it searches. */
export const LINK_OPTIONS_SIZE = 10;

/**
 * The query of a staff list for what a person typed in a picker: a tax id (or the start of one:
 * a letter or digit followed by digits) is looked up by NIF/CIF, anything else by name.
 */
export function linkSearchQuery(search: string): { page: number; size: number; nombre?: string; nifCif?: string } {
  const typed = search.trim();
  const nif = normalizeNif(typed);
  const looksLikeNif = isValidNifCif(nif) || /^[A-Z]?\d{2,}[A-Z]?$/.test(nif);
  if (!typed) return { page: 0, size: LINK_OPTIONS_SIZE };
  return looksLikeNif ? { page: 0, size: LINK_OPTIONS_SIZE, nifCif: nif } : { page: 0, size: LINK_OPTIONS_SIZE, nombre: typed };
}

/** A company or gestoría as a picker lists it. */
export const toLink = (row: { id: string; nifCif: string; nombreComercial: string }): UsuarioLink => ({ id: row.id, nifCif: row.nifCif, nombre: row.nombreComercial });
