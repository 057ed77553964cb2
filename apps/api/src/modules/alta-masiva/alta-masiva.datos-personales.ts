import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { archivosCsv, empresas, procesamientosCsv } from '../../db/schema/index.ts';
import { byAnyOf, empresasOf, seccion, type PersonalDataSource } from '../../lib/datos-personales.ts';

/**
 * The bulk-upload files a gestoría sent with the person's data: those whose lines created the
 * person's companies (`empresasOf`), and those still kept whose bytes hold their NIF or
 * e-mail (a line refused, say). Each with who sent it, when, the lines that created the person's
 * companies, and whether the file itself is still kept (ALTA_MASIVA_RETENTION_DAYS after its processing).
 */
export function altaMasivaPersonalData(db: Database): PersonalDataSource {
  return async (interesado) => {
    const { nif, email } = interesado;
    const theirs = empresasOf(db, interesado);
    const inFile = byAnyOf(
      [nif, nif?.toLowerCase(), email].flatMap((text) => (text ? [sql`position(convert_to(${text}, 'UTF8') in ${archivosCsv.contenido}) > 0`] : [])),
    );
    if (!theirs && !inFile) return [];
    const createdLines = theirs
      ? await db
          .select({ archivoId: procesamientosCsv.archivoId, linea: procesamientosCsv.linea })
          .from(procesamientosCsv)
          .where(inArray(procesamientosCsv.empresaId, db.select({ id: empresas.id }).from(empresas).where(theirs)))
          .orderBy(asc(procesamientosCsv.linea))
      : [];
    const where = byAnyOf([
      createdLines.length > 0 ? inArray(archivosCsv.id, [...new Set(createdLines.map((line) => line.archivoId))]) : undefined,
      inFile ? and(isNotNull(archivosCsv.contenido), inFile) : undefined,
    ]);
    if (!where) return [];
    const files = await db
      .select({
        id: archivosCsv.id,
        archivo: archivosCsv.nombre,
        subido: archivosCsv.fechaCarga,
        subidoPor: archivosCsv.uploadedByUsername,
        archivoConservado: sql<boolean>`${archivosCsv.contenido} is not null`,
      })
      .from(archivosCsv)
      .where(where)
      .orderBy(archivosCsv.fechaCarga);
    return [
      seccion(
        'servicio',
        'Archivos de alta masiva',
        files.map(({ id, ...file }) => ({ ...file, lineasDeSusEmpresas: createdLines.filter((line) => line.archivoId === id).map((line) => line.linea) })),
      ),
    ];
  };
}
